/**
 * What an administrator may do on a resource page, as a pure function of the session (STYLE habit 10).
 * The server sends the exact names of the rights held, and enforces exactly those on every call, so
 * buttons check membership exactly: a button is shown only when its call would be allowed.
 */
import { resourceRight, type ResourceAction, type ResourceDef } from '@vessel/contract';

export interface AccessSession {
  /** A super administrator (adminInfo.super / is_superuser) may do everything. */
  isSuper: boolean;
  /** The rights of GET /admin/index/index (the user_rights store). */
  rights: readonly string[];
}

export interface ResourceAccess {
  /** Whether the action's buttons and row actions appear (spec §2, §6). */
  can(action: ResourceAction | string): boolean;
}

/** Holds the right exactly, or is a super administrator. */
export function holds(session: AccessSession, right: string): boolean {
  return session.isSuper || session.rights.includes(right);
}

export function resourceAccess(session: AccessSession, def: Pick<ResourceDef, 'path' | 'actions' | 'steps' | 'weigh'>): ResourceAccess {
  const offered = new Set<string>([...def.actions, ...(def.steps ?? []).map((step) => step.name)]);
  if (!def.weigh) offered.delete('sortable');
  return {
    can: (action) => offered.has(action) && holds(session, resourceRight(def, action)),
  };
}

export interface PageSession extends AccessSession {
  /** The session's rights have been fetched in this page load. */
  loaded: boolean;
}

/**
 * Opening a page needs its menu right (spec §2, §6). Until the session is loaded the shell's own guard
 * decides (it goes through the loading route first); then a page whose right is not held goes to /401.
 */
export function pageRightRedirect(session: PageSession, right: string, noPermissionPath: string): string | null {
  if (!session.loaded) return null;
  return holds(session, right) ? null : noPermissionPath;
}
