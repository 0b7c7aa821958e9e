/** The administrator's own profile (`/admin/routine.AdminInfo/`): read, and save with an optional new password. */
import type { AdminInfo, AdminProfileBody } from '@vessel/contract';
import { http } from '../app-http-client';

const BASE = '/admin/routine.AdminInfo/';

export type ProfileInfo = AdminInfo & { email?: string; mobile?: string };

export function readProfile() {
  return http.get<{ info: ProfileInfo }>(`${BASE}index`);
}

/** `relogin` is true after a password change: every session, this one too, has ended. */
export function saveProfile(body: AdminProfileBody) {
  return http.post<{ info: ProfileInfo; relogin: boolean }>(`${BASE}edit`, body, { showSuccessMessage: true });
}
