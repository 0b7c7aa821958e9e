/** The member's own account (spec §7 "Account"). */
import {
  ACCOUNT_API,
  type AccountOverview,
  type AccountProfile,
  type ChangeBindBody,
  type ChangePasswordBody,
  type LedgerPage,
  type MemberInfoAnswer,
  type ProfileBody,
  type RetrievePasswordBody,
  type VerificationAnswer,
  type VerificationBody,
} from '@vessel/contract';
import { http } from '../app-http-client';

/** GET /api/account/overview: the member and the last days' balance and score changes, in the reader's time zone. */
export function overview(tz?: string) {
  return http.get<AccountOverview>(ACCOUNT_API.overview, tz ? { tz } : {});
}

/** GET /api/account/profile */
export function profile() {
  return http.get<AccountProfile>(ACCOUNT_API.profile);
}

/** POST /api/account/profile (shows its success message, spec §7). */
export function saveProfile(body: ProfileBody) {
  return http.post<MemberInfoAnswer>(ACCOUNT_API.profile, body, { showSuccessMessage: true });
}

/** POST /api/account/verification: proves the current email or mobile, for a one-time ticket. */
export function verification(body: VerificationBody) {
  return http.post<VerificationAnswer>(ACCOUNT_API.verification, body);
}

/** POST /api/account/changeBind (success message). */
export function changeBind(body: ChangeBindBody) {
  return http.post<MemberInfoAnswer>(ACCOUNT_API.changeBind, body, { showSuccessMessage: true });
}

/** POST /api/account/changePassword (success message); the server ends every session of the member. */
export function changePassword(body: ChangePasswordBody) {
  return http.post<null>(ACCOUNT_API.changePassword, body, { showSuccessMessage: true });
}

/** POST /api/account/retrievePassword (success message); public. */
export function retrievePassword(body: RetrievePasswordBody) {
  return http.post<null>(ACCOUNT_API.retrievePassword, body, { showSuccessMessage: true });
}

/** GET /api/account/balance?page&limit */
export function balance(page: number, limit: number) {
  return http.get<LedgerPage>(ACCOUNT_API.balance, { page, limit });
}

/** GET /api/account/integral?page&limit */
export function integral(page: number, limit: number) {
  return http.get<LedgerPage>(ACCOUNT_API.integral, { page, limit });
}
