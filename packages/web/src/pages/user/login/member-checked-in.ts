import type { CheckInAnswer } from '@vessel/contract';
import { ROUTES } from '@vessel/contract';
import { isAppPath } from '../../../router/route-names';
import { applyCheckIn } from '../../../stores/member-check-in';

/** After login or registration: keep the member (spec §3) and say where to go (the answer's routePath, in this app). */
export function memberCheckedIn(answer: CheckInAnswer): string {
  applyCheckIn(answer);
  return isAppPath(answer.routePath) && answer.routePath.toLowerCase().startsWith(ROUTES.user) ? answer.routePath : ROUTES.user;
}
