/** The member's session calls (spec §7 "Member API", CONTRACT.md "Sessions"). */
import { MEMBER_API, type CheckInAnswer, type CheckInBody, type CheckInConfig, type UserIndexAnswer } from '@vessel/contract';
import { http } from '../app-http-client';

/** GET /api/user/checkIn: what the login and registration forms need (captcha, registration, verification types). */
export function checkInConfig() {
  return http.get<CheckInConfig>(MEMBER_API.checkIn);
}

/** POST /api/user/checkIn: login or registration, by `tab`. */
export function checkIn(body: CheckInBody) {
  return http.post<CheckInAnswer>(MEMBER_API.checkIn, body);
}

/** GET /api/user/index: the member, the member centre's menu, rights and the site config. */
export function userIndex() {
  return http.get<UserIndexAnswer>(MEMBER_API.index);
}

/** POST /api/user/logout: revokes the session on the server. */
export function logout(refresh_token: string) {
  return http.post<null>(MEMBER_API.logout, { refresh_token }, { showCodeMessage: false, showErrorMessage: false });
}
