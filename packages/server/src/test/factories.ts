import { inArray } from 'drizzle-orm';
import { adminRule } from '../platform/identity/tables.js';
import { call, loginAdmin, type TestApp } from './helpers.js';

/**
 * Builders of real records through the real endpoints, as the super administrator would create them.
 * Each throws when the server refuses, so a test never runs on data it did not get.
 */
async function must(t: TestApp, token: string, url: string, body: Record<string, unknown>) {
  const { json } = await call(t, { url, body, token, lang: 'en' });
  if (json?.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
  return json.data.row as Record<string, any> & { id: string };
}

export async function superToken(t: TestApp): Promise<string> {
  return (await loginAdmin(t)).token;
}

export async function rootDepartmentId(t: TestApp, token: string): Promise<string> {
  const { json } = await call(t, { url: '/admin/auth.Department/index', token });
  return json.data.list[0].id;
}

export function buildDepartment(t: TestApp, token: string, values: { name: string; pid: string; dept_type?: string }) {
  return must(t, token, '/admin/auth.Department/add', { dept_type: 'shore_dept', status: 'enable', ...values });
}

export async function ruleIds(t: TestApp, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const wanted = [...new Set(names)];
  const rows = await t.database.db.select({ id: adminRule.id, name: adminRule.name }).from(adminRule).where(inArray(adminRule.name, wanted));
  const known = new Set(rows.map((row) => row.name));
  const unknown = wanted.filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`unknown rules: ${unknown.join(', ')}`);
  return rows.map((row) => row.id);
}

export async function buildGroup(
  t: TestApp,
  token: string,
  values: { name: string; pid?: string | null; rights: readonly string[]; data_scope?: string; departments?: string[] },
) {
  const { rights, ...rest } = values;
  return must(t, token, '/admin/auth.Group/add', { pid: null, data_scope: 'all', status: 'enable', rules: await ruleIds(t, rights), ...rest });
}

export const PASSWORD = 'Seaworthy_1';

export function buildAdmin(t: TestApp, token: string, values: { username: string; group_arr: string[]; department_id?: string | null }) {
  return must(t, token, '/admin/auth.Admin/add', {
    nickname: values.username,
    password: PASSWORD,
    status: 'enable',
    weight_type: 1,
    is_leader: false,
    ...values,
  });
}

export async function tokenOf(t: TestApp, username: string, password = PASSWORD): Promise<string> {
  const { json } = await call(t, { url: '/account/login_admin/', body: { username, password } });
  if (json?.code !== 1) throw new Error(`login of ${username} failed: ${JSON.stringify(json)}`);
  return json.data.userInfo.token;
}
