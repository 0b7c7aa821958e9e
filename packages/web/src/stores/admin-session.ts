/** The admin session as a whole: filled from GET /admin/index/index, emptied at logout. */
import type { AdminIndexAnswer } from '@vessel/contract';
import { useAdminInfo } from './admin-info';
import { useAdminMenus } from './admin-menus';
import { useEnabledModules } from './enabled-modules';
import { useNavTabs } from './nav-tabs';
import { useResourceDefinitions } from './resource-definitions';
import { useSiteConfig } from './site-config';
import { useUserRights } from './user-rights';

export function applyAdminIndex(answer: AdminIndexAnswer): void {
  // The tokens stay as they are: the index answer describes the admin, it does not reissue a session.
  useAdminInfo.getState().setUserInfo(answer.adminInfo);
  useUserRights.getState().setRights(answer.rights);
  useSiteConfig.getState().setSiteConfig(answer.siteConfig);
  useAdminMenus.getState().setIndex(answer);
  useEnabledModules.getState().setModules(answer.modules ?? null);
}

/** Forgets everything of the admin session; the site config stays for the login page. */
export function clearAdminSession(): void {
  useAdminInfo.getState().reset();
  useUserRights.getState().reset();
  useAdminMenus.getState().reset();
  useNavTabs.getState().reset();
  useResourceDefinitions.getState().reset();
  useEnabledModules.getState().reset();
}
