import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { buildAdmin, buildDepartment, buildGroup, rootDepartmentId, superToken } from '../../test/factories.js';

describe('data recycle and sensitive-data logs', () => {
  let t: TestApp;
  let token: string;
  let role: { id: string };
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    role = await buildGroup(t, token, { name: 'Deck', rights: [] });
  });
  afterAll(() => t.close());

  const get = (url: string) => call(t, { url, token, lang: 'en' });
  const post = (url: string, body: unknown) => call(t, { url, body, token, lang: 'en' });
  const del = (url: string) => call(t, { method: 'DELETE', url, token, lang: 'en' });
  const recycleLine = async (recordId: string) =>
    (await get(`/admin/security.DataRecycleLog/index?limit=100`)).json.data.list.find((line: { record_id: string }) => line.record_id === recordId);

  it('seeds rules for administrators, roles, members and settings, among every resource that recycles', async () => {
    const recycle = await get('/admin/security.DataRecycle/index?limit=100');
    expect(recycle.json.data.list.map((r: { resource: string }) => r.resource)).toEqual(expect.arrayContaining(['auth.Admin', 'auth.Group', 'routine.Config', 'user.User', 'fleet.Ship']));
    const sensitive = await get('/admin/security.SensitiveData/index');
    expect(sensitive.json.data.list.find((r: { resource: string }) => r.resource === 'auth.Admin').fields).toContain('nickname');
  });

  it('a deleted administrator lands in the bin with a full copy, secrets hidden, and comes back with its id', async () => {
    const bosun = await buildAdmin(t, token, { username: 'bosun', group_arr: [role.id] });
    expect((await del(`/admin/auth.Admin/del?ids[]=${bosun.id}`)).json.code).toBe(1);
    expect((await get(`/admin/auth.Admin/edit?id=${bosun.id}`)).status).toBe(404);
    const line = await recycleLine(bosun.id);
    expect(line).toMatchObject({ resource: 'auth.Admin', record_label: 'bosun', username: 'admin', restored_at: null });
    expect(line.data).toMatchObject({ id: bosun.id, username: 'bosun', password_hash: '***' });

    const restored = await post('/admin/security.DataRecycleLog/restore', { ids: [line.id] });
    expect(restored.json).toMatchObject({ code: 1, data: { done: 1 } });
    const back = await get(`/admin/auth.Admin/edit?id=${bosun.id}`);
    expect(back.json.data.row).toMatchObject({ id: bosun.id, username: 'bosun' });
    // The password survived the round trip: the restored account can log in.
    expect((await call(t, { url: '/account/login_admin/', body: { username: 'bosun', password: 'Seaworthy_1' } })).json.code).toBe(1);
    // The line stays, marked restored, and cannot be restored twice.
    expect((await recycleLine(bosun.id)).restored_at).not.toBeNull();
    const twice = await post('/admin/security.DataRecycleLog/restore', { ids: [line.id] });
    expect(twice.json).toMatchObject({ code: 0, data: { done: 0, refused: [{ id: line.id, reason: 'Already restored' }] } });
  });

  it('explains a restore whose unique key is taken again, and changes nothing', async () => {
    const cook = await buildAdmin(t, token, { username: 'cook', group_arr: [role.id] });
    await del(`/admin/auth.Admin/del?ids[]=${cook.id}`);
    const impostor = await buildAdmin(t, token, { username: 'COOK', group_arr: [role.id] });
    const line = await recycleLine(cook.id);
    const refused = await post('/admin/security.DataRecycleLog/restore', { ids: [line.id] });
    expect(refused.json.code).toBe(0);
    expect(refused.json.msg).toMatch(/^Restored 0; not restored: Cannot restore: a record with the same key exists now/);
    expect((await get(`/admin/auth.Admin/edit?id=${cook.id}`)).status).toBe(404);
    expect((await get(`/admin/auth.Admin/edit?id=${impostor.id}`)).json.code).toBe(1);
    expect((await recycleLine(cook.id)).restored_at).toBeNull();
  });

  it('explains a restore whose department is gone', async () => {
    const company = await rootDepartmentId(t, token);
    const galley = await buildDepartment(t, token, { name: 'Galley', pid: company, dept_type: 'ship_dept' });
    const steward = await buildAdmin(t, token, { username: 'steward', group_arr: [role.id], department_id: galley.id });
    await del(`/admin/auth.Admin/del?ids[]=${steward.id}`);
    await del(`/admin/auth.Department/del?ids[]=${galley.id}`);
    const line = await recycleLine(steward.id);
    const refused = await post('/admin/security.DataRecycleLog/restore', { ids: [line.id] });
    expect(refused.json.msg).toMatch(/a record it refers to no longer exists/);
  });

  it('an edit of a watched field is logged before and after, and can be rolled back; so can the rollback', async () => {
    const mate = await buildAdmin(t, token, { username: 'mate', group_arr: [role.id] });
    const save = (nickname: string) => post('/admin/auth.Admin/edit', { id: mate.id, username: 'mate', nickname, group_arr: [role.id], weight_type: 1, status: 'enable' });
    expect((await save('Chief Mate')).json.code).toBe(1);
    const logs = async () =>
      (await get(`/admin/security.SensitiveDataLog/index?search[0][field]=record_id&search[0][operator]=eq&search[0][val]=${mate.id}`)).json.data.list;
    const [change] = await logs();
    expect(change).toMatchObject({ resource: 'auth.Admin', data_field: 'nickname', before: 'mate', after: 'Chief Mate', username: 'admin' });

    const rolled = await post('/admin/security.SensitiveDataLog/rollback', { ids: [change.id] });
    expect(rolled.json).toMatchObject({ code: 1, data: { done: 1 } });
    expect((await get(`/admin/auth.Admin/edit?id=${mate.id}`)).json.data.row.nickname).toBe('mate');
    const after = await logs();
    expect(after).toHaveLength(2);
    const undo = after.find((line: { id: string }) => line.id !== change.id);
    expect(undo).toMatchObject({ before: 'Chief Mate', after: 'mate' });
    expect(after.find((line: { id: string }) => line.id === change.id).rolled_back_at).not.toBeNull();
    const again = await post('/admin/security.SensitiveDataLog/rollback', { ids: [change.id] });
    expect(again.json).toMatchObject({ code: 0, data: { refused: [{ reason: 'Already rolled back' }] } });
  });

  it('an unwatched change writes no line; a rule names only real resources and fields', async () => {
    const before = (await get('/admin/security.SensitiveDataLog/index')).json.data.total;
    const cadet = await buildAdmin(t, token, { username: 'cadet', group_arr: [role.id] });
    await post('/admin/auth.Admin/edit', { id: cadet.id, username: 'cadet', nickname: 'cadet', group_arr: [role.id], weight_type: 2, status: 'enable' });
    expect((await get('/admin/security.SensitiveDataLog/index')).json.data.total).toBe(before);

    const badResource = await post('/admin/security.SensitiveData/add', { name: 'x', resource: 'fleet.Nothing', fields: ['name'], status: 'enable' });
    expect(badResource.json).toMatchObject({ code: 0, data: { errors: { resource: 'No such resource' } } });
    const badField = await post('/admin/security.SensitiveData/add', { name: 'x', resource: 'auth.Department', fields: ['name', 'password_hash; drop'], status: 'enable' });
    expect(badField.json).toMatchObject({ code: 0, data: { errors: { fields: 'This resource has no such field' } } });
    const ok = await post('/admin/security.SensitiveData/add', { name: 'Departments', resource: 'auth.Department', fields: ['name'], status: 'enable' });
    expect(ok.json.data.row).toMatchObject({ data_table: 'department', fields: ['name'] });
    const listed = await get('/admin/security.SensitiveData/resources');
    expect(listed.json.data.list.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['auth.Admin', 'auth.Department']));
  });

  it('purging is the one way a copy leaves the bin, and it is logged', async () => {
    const oiler = await buildAdmin(t, token, { username: 'oiler', group_arr: [role.id] });
    await del(`/admin/auth.Admin/del?ids[]=${oiler.id}`);
    const line = await recycleLine(oiler.id);
    const purged = await post('/admin/security.DataRecycleLog/purge', { ids: [line.id] });
    expect(purged.json).toMatchObject({ code: 1, msg: 'Purged 1 copies for good', data: { count: 1 } });
    expect(await recycleLine(oiler.id)).toBeUndefined();
    const log = await get('/admin/auth.AdminLog/index?search[0][field]=right&search[0][operator]=eq&search[0][val]=security/dataRecycleLog/purge');
    expect(log.json.data.total).toBe(1);
  });

  it('log lines cannot be deleted through the generic delete', async () => {
    const gone = await del('/admin/security.DataRecycleLog/del?ids[]=00000000-0000-4000-8000-000000000000');
    expect(gone.status).toBe(404);
    const gone2 = await del('/admin/security.SensitiveDataLog/del?ids[]=00000000-0000-4000-8000-000000000000');
    expect(gone2.status).toBe(404);
  });
});
