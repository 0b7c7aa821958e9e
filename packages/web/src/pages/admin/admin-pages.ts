/**
 * The admin pages opened from the menu, by the path of their menu rule (`/admin/{path}`); the rule's
 * name, the same words, is the right that opens the page (CONTRACT.md). A resource declared in the
 * contract gets the generic resource page unless it needs more; menu pages of areas not built yet get
 * the placeholder. The router makes one lazy route of each (router/admin-page-routes.ts).
 */
import type { ComponentType } from 'react';
import {
  adminLogResource,
  adminResource,
  attachmentResource,
  dataRecycleLogResource,
  dataRecycleResource,
  departmentResource,
  groupResource,
  ruleResource,
  sensitiveDataLogResource,
  sensitiveDataResource,
  smsOutboxResource,
  moneyLogResource,
  scoreLogResource,
  userGroupResource,
  userResource,
  userRuleResource,
  alertResource,
  alertRuleResource,
  certificateResource,
  certificateSurveyResource,
  certificateTypeResource,
  seafarerDocumentResource,
  todoResource,
  assignmentResource,
  contractResource,
  positionResource,
  seafarerResource,
  shipResource,
  positionRequirementResource,
  seaServiceResource,
  type ResourceDef,
} from '@vessel/contract';

export interface AdminPage {
  /** The page's path under /admin, as its menu rule has it. */
  path: string;
  /** The menu right that opens the page. */
  right: string;
  load(): Promise<{ default: ComponentType }>;
}

/** A resource's page: the generic one, or a module of its own that builds on it. */
function resource(def: ResourceDef, load?: () => Promise<{ default: ComponentType }>): AdminPage {
  return {
    path: def.path,
    right: def.path,
    load: load ?? (() => import('./resource-route-page').then((module) => ({ default: module.resourcePage(def) }))),
  };
}

function placeholder(path: string): AdminPage {
  return { path, right: path, load: () => import('./placeholder-page') };
}

/** Menu pages of the seeded menu whose areas come with later issues. */
export const PLACEHOLDER_PATHS = [
  'audit/internal',
  'audit/external',
  'audit/psc',
  'audit/flag',
  'audit/vetting',
  'audit/superintendent',
  'pms/job',
  'ncr/report',
  'contingency/drill',
  'evaluation/review',
  'supervision/inspection',
  'document/document',
  'supplier/company',
  'moduleStore',
  'crud',
] as const;

export const ADMIN_PAGES: readonly AdminPage[] = [
  resource(adminResource, () => import('./auth/admin-page')),
  resource(groupResource, () => import('./auth/group-page')),
  resource(ruleResource, () => import('./auth/rule-page')),
  resource(departmentResource),
  resource(adminLogResource, () => import('./auth/admin-log-page')),
  { path: 'routine/adminInfo', right: 'routine/adminInfo', load: () => import('./routine/admin-info-page') },
  // Issue 6: settings, attachments, recycle bin and sensitive data.
  { path: 'routine/config', right: 'routine/config', load: () => import('./routine/config-page') },
  resource(attachmentResource, () => import('./routine/attachment-page')),
  // Issue 5: every text message sent, with the whole text when the provider only logs it.
  resource(smsOutboxResource),
  resource(dataRecycleLogResource, () => import('./security/data-recycle-log-page')),
  resource(sensitiveDataLogResource, () => import('./security/sensitive-data-log-page')),
  resource(dataRecycleResource, () => import('./security/data-recycle-page')),
  resource(sensitiveDataResource, () => import('./security/sensitive-data-page')),
  // Issue 5: members, their groups, the member centre's rules, balance and score ledgers.
  resource(userResource, () => import('./user/user-page')),
  resource(userGroupResource, () => import('./user/group-page')),
  resource(userRuleResource, () => import('./user/rule-page')),
  resource(moneyLogResource, () => import('./user/ledger-page').then((module) => ({ default: module.MoneyLogPage }))),
  resource(scoreLogResource, () => import('./user/ledger-page').then((module) => ({ default: module.ScoreLogPage }))),
  // Issue 8 (web, E2): certificates and their survey windows, seafarer documents, to-dos, alerts.
  resource(certificateResource, () => import('./cert/certificate-page')),
  resource(certificateTypeResource, () => import('./cert/certificate-type-page')),
  resource(certificateSurveyResource, () => import('./cert/certificate-survey-page')),
  resource(seafarerDocumentResource, () => import('./crew/seafarer-document-page')),
  resource(todoResource, () => import('./todo/todo-page')),
  resource(alertResource, () => import('./alert/alert-page')),
  resource(alertRuleResource, () => import('./alert/alert-rule-page')),
  // Issue 8: ships, positions (with their certificate requirements), seafarers, contracts, crew tracking.
  resource(shipResource, () => import('./fleet/ship-page')),
  resource(positionResource, () => import('./crew/position-page')),
  resource(seafarerResource, () => import('./crew/seafarer-page')),
  resource(contractResource, () => import('./crew/contract-page')),
  resource(assignmentResource, () => import('./crew/assignment-page')),
  resource(positionRequirementResource, () => import('./crew/position-requirement-page')),
  resource(seaServiceResource, () => import('./crew/sea-service-page')),
  ...PLACEHOLDER_PATHS.map(placeholder),
];
