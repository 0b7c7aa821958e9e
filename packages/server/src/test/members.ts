import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../modules/messaging/tables.js';
import { passedCaptcha } from './click-captcha.js';
import { call, loginAdmin, type Call, type TestApp } from './helpers.js';

/** Members built through the real member endpoints: a code sent by the `log` SMS provider, read from the outbox. */
export const MEMBER_PASSWORD = 'Deckhand_7';

export async function setSettings(t: TestApp, values: Record<string, unknown>): Promise<void> {
  const { token } = await loginAdmin(t);
  const { json } = await call(t, { url: '/admin/routine.Config/edit', body: { values }, token, lang: 'en' });
  if (json?.code !== 1) throw new Error(`settings refused: ${JSON.stringify(json)}`);
}

/** A member call: the token travels in ba-user-token (spec §7). */
export function memberCall(t: TestApp, token: string | null, options: Call) {
  return call(t, { lang: 'en', ...options, headers: { ...(token ? { 'ba-user-token': token } : {}), ...options.headers } });
}

/** The code of the last text message to `mobile`, as an administrator reads it in the outbox. */
export async function lastSmsCode(t: TestApp, mobile: string): Promise<string> {
  const [row] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.created_at)).limit(1);
  const code = row ? /\b(\d{6})\b/.exec(row.content)?.[1] : undefined;
  if (!code) throw new Error(`no code was texted to ${mobile}`);
  return code;
}

export async function sendSmsCode(t: TestApp, mobile: string, template_code: string, extra: Record<string, unknown> = {}, token: string | null = null) {
  return memberCall(t, token, { url: '/api/Sms/send', body: { mobile, template_code, ...(await passedCaptcha(t)), ...extra } });
}

let serial = 0;
/** A unique mobile number per call. */
export function newMobile(): string {
  serial += 1;
  return `139${String(Date.now() % 100_000).padStart(5, '0')}${String(serial).padStart(3, '0')}`;
}

export interface BuiltMember {
  id: string;
  username: string;
  mobile: string;
  token: string;
  refreshToken: string;
}

/** Registers a member by mobile (code texted through the log provider) and answers its session. */
export async function registerMember(t: TestApp, username: string, password = MEMBER_PASSWORD): Promise<BuiltMember> {
  const mobile = newMobile();
  const sent = await sendSmsCode(t, mobile, 'user_register');
  if (sent.json?.code !== 1) throw new Error(`code refused: ${JSON.stringify(sent.json)}`);
  const { json } = await memberCall(t, null, {
    url: '/api/user/checkIn',
    body: { tab: 'register', username, password, registerType: 'mobile', mobile, captcha: await lastSmsCode(t, mobile) },
  });
  if (json?.code !== 1) throw new Error(`registration refused: ${JSON.stringify(json)}`);
  return { id: json.data.userInfo.id, username, mobile, token: json.data.userInfo.token, refreshToken: json.data.userInfo.refreshToken };
}

export async function memberLogin(t: TestApp, username: string, password = MEMBER_PASSWORD, extra: Record<string, unknown> = {}, options: Partial<Call> = {}) {
  return memberCall(t, null, { url: '/api/user/checkIn', body: { tab: 'login', username, password, ...extra }, ...options });
}
