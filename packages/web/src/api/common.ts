import { API, type RefreshTokenAnswer } from '@vessel/contract';
import { http } from './app-http-client';

/** POST /api/common/refreshToken. The client refreshes by itself on code 409; this is for explicit use. */
export function refreshToken(refresh_token: string) {
  return http.post<RefreshTokenAnswer>(API.refreshToken, { refresh_token });
}
