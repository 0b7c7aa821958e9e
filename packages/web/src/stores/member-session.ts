/** The member session as a whole: filled from login and GET /api/user/index, emptied at logout. */
import type { UserIndexAnswer } from '@vessel/contract';
import { logout } from '../api/user/session';
import { useMemberCenter } from './member-center';
import { useMemberInfo } from './member-info';
import { useSiteConfig } from './site-config';

export function applyUserIndex(answer: UserIndexAnswer): void {
  // The tokens stay as they are: the index answer describes the member, it does not reissue a session.
  useMemberInfo.getState().setUserInfo(answer.userInfo);
  useSiteConfig.getState().setSiteConfig(answer.siteConfig);
  useMemberCenter.getState().setMenus(answer.menus);
}

/**
 * Tells the server (when it can) and forgets the member here; the menu and rights go with them. After a
 * password change the server has already ended every session, so there is nothing to tell it.
 */
export async function endMemberSession({ tellServer = true }: { tellServer?: boolean } = {}): Promise<void> {
  const { refreshToken } = useMemberInfo.getState();
  try {
    if (tellServer && refreshToken) await logout(refreshToken);
  } catch {
    // Logging out here does not depend on the server hearing of it.
  }
  useMemberCenter.getState().reset();
  useMemberInfo.getState().clear();
}

/** Member logout (spec §4): the stored member info is cleared and the page reloads. */
export async function logoutMember(): Promise<void> {
  await endMemberSession();
  window.location.reload();
}
