import type { CheckInAnswer } from '@vessel/contract';
import { useMemberCenter } from './member-center';
import { useMemberInfo } from './member-info';

/**
 * After login or registration: the member with the session's tokens (spec §3, persisted). Apart from
 * member-session.ts, whose logout needs the app's HTTP client, so that the light login page may call it.
 */
export function applyCheckIn(answer: CheckInAnswer): void {
  // A new member must not see the previous member's menu while the index call is on its way.
  useMemberCenter.getState().reset();
  useMemberInfo.getState().setUserInfo(answer.userInfo);
}
