import { API, CAPTCHA_API, type ClickCaptcha, type RefreshTokenAnswer } from '@vessel/contract';
import { http } from './app-http-client';

/** POST /api/common/refreshToken. The client refreshes by itself on code 409; this is for explicit use. */
export function refreshToken(refresh_token: string) {
  return http.post<RefreshTokenAnswer>(API.refreshToken, { refresh_token });
}

/** GET /api/common/clickCaptcha?id=: a new captcha under an id the client chose. */
export function clickCaptcha(id: string) {
  return http.get<ClickCaptcha>(CAPTCHA_API.clickCaptcha, { id }, { showCodeMessage: false, showErrorMessage: false });
}

/**
 * POST /api/common/checkClickCaptcha. Its code message is suppressed (spec §7): the captcha says in its
 * own words whether the clicks were right. `unset: false` keeps a right answer for the login,
 * registration or code request that follows.
 */
export function checkClickCaptcha(id: string, info: string, unset = false) {
  return http.post<null>(CAPTCHA_API.checkClickCaptcha, { id, info, unset }, { showCodeMessage: false, showErrorMessage: false });
}
