/**
 * The member centre's pages by the path of their member rule (`/user/{path}`); the rule's name, the
 * same words, is the right that opens the page (contract MEMBER_RULES). The router makes one lazy route
 * of each (router/member-page-routes.ts).
 */
import type { ComponentType } from 'react';
import { MEMBER_RULES } from '@vessel/contract';

export interface MemberPage {
  /** The page's path under /user, as its member rule has it; also the rule's name. */
  path: string;
  load(): Promise<{ default: ComponentType }>;
}

export const MEMBER_PAGES: readonly MemberPage[] = [
  { path: MEMBER_RULES.overview, load: () => import('./account/overview-page') },
  { path: MEMBER_RULES.profile, load: () => import('./account/profile-page') },
  { path: MEMBER_RULES.changePassword, load: () => import('./account/change-password-page') },
  { path: MEMBER_RULES.balance, load: () => import('./account/ledger-page').then((module) => ({ default: module.BalancePage })) },
  { path: MEMBER_RULES.integral, load: () => import('./account/ledger-page').then((module) => ({ default: module.IntegralPage })) },
];
