import { http } from '../app-http-client';

/** Member API of spec §7 (the member centre arrives in a later issue). */
export const USER_API = {
  index: '/api/user/index',
  logout: '/api/user/logout',
} as const;

/** POST /api/user/logout */
export function logout(refresh_token: string) {
  return http.post<null>(USER_API.logout, { refresh_token }, { showCodeMessage: false, showErrorMessage: false });
}
