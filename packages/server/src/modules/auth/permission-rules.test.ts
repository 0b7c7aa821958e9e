import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { PASSWORD, buildAdmin, buildGroup, ruleIds, superToken, tokenOf } from '../../test/factories.js';
import { adminLog } from '../../platform/identity/tables.js';

/** Nobody grants a right they do not hold, raises themselves, or disables or deletes themselves. */
describe('rules of managing administrators and roles', () => {
  let t: TestApp;
  let root: string;
  let managerRole: { id: string };
  let staffRole: { id: string };
  let manager: string;
  let managerId: string;
  const managerRights = ['auth', 'auth/admin', 'auth/admin/index', 'auth/admin/add', 'auth/admin/edit', 'auth/admin/del', 'auth/group', 'auth/group/index', 'auth/group/add', 'auth/group/edit', 'auth/group/del', 'auth/rule/index', 'auth/adminLog/index', 'auth/adminLog', 'routine/adminInfo/index', 'routine/adminInfo/edit'];

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    managerRole = await buildGroup(t, root, { name: 'Crew managers', rights: managerRights, data_scope: 'all' });
    staffRole = await buildGroup(t, root, { name: 'Crew staff', pid: managerRole.id, rights: ['auth/admin/index'], data_scope: 'all' });
    managerId = (await buildAdmin(t, root, { username: 'crewmgr', group_arr: [managerRole.id] })).id;
    manager = await tokenOf(t, 'crewmgr');
  });
  afterAll(() => t.close());

  const post = (url: string, body: Record<string, unknown>, token = manager) => call(t, { url, body, token, lang: 'en' });

  it('a role cannot grant a right its creator does not hold', async () => {
    const { json } = await post('/admin/auth.Group/add', { name: 'Sneaky', pid: managerRole.id, data_scope: 'all', status: 'enable', rules: await ruleIds(t, ['auth/rule/add']) });
    expect(json).toMatchObject({ code: 0, data: { errors: { rules: 'You cannot grant a right you do not hold' } } });
    const fine = await post('/admin/auth.Group/add', { name: 'Trainees', pid: managerRole.id, data_scope: 'all', status: 'enable', rules: await ruleIds(t, ['auth/admin/index']) });
    expect(fine.json.code).toBe(1);
  });

  it('one cannot edit one\'s own role, nor place a role beside or above it', async () => {
    const own = await post('/admin/auth.Group/edit', { id: managerRole.id, name: 'Crew managers+', data_scope: 'all', status: 'enable', rules: [] });
    expect(own.json).toMatchObject({ code: 0, data: { errors: { name: 'You can only use roles below your own' } } });
    const sibling = await post('/admin/auth.Group/add', { name: 'Peers', pid: null, data_scope: 'all', status: 'enable', rules: [] });
    expect(sibling.json).toMatchObject({ code: 0, data: { errors: { pid: 'You can only use roles below your own' } } });
  });

  it('one cannot give an administrator a role one does not manage', async () => {
    const { json } = await post('/admin/auth.Admin/add', { username: 'newmgr', nickname: 'x', password: PASSWORD, group_arr: [managerRole.id], weight_type: 1, status: 'enable' });
    expect(json).toMatchObject({ code: 0, data: { errors: { group_arr: 'You can only use roles below your own' } } });
    const ok = await post('/admin/auth.Admin/add', { username: 'cadet1', nickname: 'Cadet', password: PASSWORD, group_arr: [staffRole.id], weight_type: 1, status: 'enable' });
    expect(ok.json.code).toBe(1);
  });

  it('one cannot disable, demote or delete oneself', async () => {
    const disable = await post('/admin/auth.Admin/edit', { id: managerId, username: 'crewmgr', nickname: 'crewmgr', group_arr: [managerRole.id], weight_type: 1, status: 'disable' });
    expect(disable.json).toMatchObject({ code: 0, data: { errors: { status: expect.stringMatching(/yourself/) } } });
    const demote = await post('/admin/auth.Admin/edit', { id: managerId, username: 'crewmgr', nickname: 'crewmgr', group_arr: [staffRole.id], weight_type: 1, status: 'enable' });
    expect(demote.json.code).toBe(0);
    const del = await call(t, { method: 'DELETE', url: `/admin/auth.Admin/del?ids[]=${managerId}`, token: manager, lang: 'en' });
    expect(del.json.code).toBe(0);
    expect((await call(t, { url: '/admin/index/index', token: manager })).json.code).toBe(1);
  });

  it('only a super administrator changes a super administrator', async () => {
    const list = await call(t, { url: '/admin/auth.Admin/index?search[0][field]=username&search[0][operator]=eq&search[0][val]=admin', token: manager });
    const superId = list.json.data.list[0].id;
    expect(list.json.data.list[0].is_super).toBe(true);
    const edit = await post('/admin/auth.Admin/edit', { id: superId, username: 'admin', nickname: 'hacked', group_arr: [], weight_type: 1, status: 'disable' });
    expect(edit.json.code).toBe(0);
    const del = await call(t, { method: 'DELETE', url: `/admin/auth.Admin/del?ids[]=${superId}`, token: manager });
    expect(del.json.code).toBe(0);
  });

  it('usernames stay unique regardless of case', async () => {
    const { json } = await post('/admin/auth.Admin/add', { username: 'CADET1', nickname: 'x', password: PASSWORD, group_arr: [staffRole.id], weight_type: 1, status: 'enable' });
    expect(json).toMatchObject({ code: 0, data: { errors: { username: 'This username is already taken' } } });
  });

  it('a password changed or an account disabled by a manager ends that account\'s sessions', async () => {
    const cadet = await tokenOf(t, 'cadet1');
    const id = (await call(t, { url: '/admin/auth.Admin/index?quickSearch=cadet1', token: manager })).json.data.list[0].id;
    await post('/admin/auth.Admin/edit', { id, username: 'cadet1', nickname: 'Cadet', group_arr: [staffRole.id], weight_type: 1, status: 'enable', password: 'Newpass_22' });
    expect((await call(t, { url: '/admin/index/index', token: cadet })).json.code).toBe(401);
    expect(await tokenOf(t, 'cadet1', 'Newpass_22')).toMatch(/^[\w-]{43}$/);
  });

  it('every write is in the administrator log, with secrets masked', async () => {
    const rows = await t.database.db.select().from(adminLog).where(eq(adminLog.username, 'crewmgr'));
    const add = rows.find((row) => row.right === 'auth/admin/add' && JSON.stringify(row.data).includes('cadet1'));
    expect(add).toBeDefined();
    expect(JSON.stringify(add!.data)).not.toContain(PASSWORD);
    expect((add!.data as { body: { password: string } }).body.password).toBe('***');
    expect(rows.every((row) => !JSON.stringify(row.data).includes('Newpass_22'))).toBe(true);
    const logins = await t.database.db.select().from(adminLog).where(eq(adminLog.url, '/account/login_admin/'));
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((row) => !JSON.stringify(row.data).includes(PASSWORD))).toBe(true);
    const listed = await call(t, { url: '/admin/auth.AdminLog/index?search[0][field]=right&search[0][operator]=eq&search[0][val]=auth/admin/add', token: root });
    expect(listed.json.data.total).toBeGreaterThan(0);
  });

  it('the shell bootstrap holds exactly the rights and menus of the roles', async () => {
    const { json } = await call(t, { url: '/admin/index/index', token: manager });
    expect(new Set(json.data.rights)).toEqual(new Set(managerRights));
    const names = (nodes: Array<{ name: string; children: unknown[] }>): string[] => nodes.flatMap((n) => [n.name, ...names(n.children as never)]);
    // Buttons alone (routine/adminInfo/*) do not show their menu.
    expect(names(json.data.menus).sort()).toEqual(['auth', 'auth/admin', 'auth/adminLog', 'auth/group']);
    expect(json.data.nav.map((item: { name: string }) => item.name)).toEqual(['权限管理']);
  });

  it('the audit management item keeps all its fourth-level items', async () => {
    const auditor = await buildGroup(t, root, { name: 'Auditors', rights: ['audit', 'audit/internal'], data_scope: 'all' });
    await buildAdmin(t, root, { username: 'auditor', group_arr: [auditor.id] });
    const { json } = await call(t, { url: '/admin/index/index', token: await tokenOf(t, 'auditor') });
    const audit = json.data.nav.find((item: { name: string }) => item.name === '审核管理');
    expect(audit.fourNav.length).toBeGreaterThan(1);
    expect(json.data.rights).toEqual(expect.arrayContaining(['audit', 'audit/internal']));
  });
});
