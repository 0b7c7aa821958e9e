import { API, type AdminIndexAnswer, type AdminLoginAnswer, type AdminLoginBody } from '@vessel/contract';
import { http } from '../app-http-client';

/** POST /account/login_admin/ */
export function login(body: AdminLoginBody) {
  return http.post<AdminLoginAnswer>(API.adminLogin, body);
}

/** GET /admin/index/index: the admin, menus, rights, navigation and site config. */
export function index() {
  return http.get<AdminIndexAnswer>(API.adminIndex);
}

/** POST /admin/index/logout: revokes the session on the server. */
export function logout(refresh_token: string) {
  return http.post<null>(API.adminLogout, { refresh_token }, { showCodeMessage: false, showErrorMessage: false });
}

/** GET /admin/index/login: what the admin login form needs (whether the click captcha is on). */
export function loginConfig() {
  return http.get<{ captcha: boolean }>('/admin/index/login', undefined, { showErrorMessage: false, showCodeMessage: false });
}
