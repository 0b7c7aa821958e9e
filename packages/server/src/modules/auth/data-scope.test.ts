import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { buildAdmin, buildDepartment, buildGroup, rootDepartmentId, superToken, tokenOf } from '../../test/factories.js';

/**
 * Company → fleet group → ship A and ship B. An administrator of ship A's department, whose role sees
 * its own department, sees and changes only ship A's records; a superintendent of the fleet group, whose
 * role sees its department and below, sees both ships.
 */
describe('data scope by department', () => {
  let t: TestApp;
  let root: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    const company = await rootDepartmentId(t, root);
    ids.fleet = (await buildDepartment(t, root, { name: 'Fleet East', pid: company, dept_type: 'fleet_group' })).id;
    ids.shipA = (await buildDepartment(t, root, { name: 'MV Ocean Pioneer', pid: ids.fleet, dept_type: 'ship' })).id;
    ids.shipB = (await buildDepartment(t, root, { name: 'MV Harbour Star', pid: ids.fleet, dept_type: 'ship' })).id;
    const rights = ['auth/admin', 'auth/admin/index', 'auth/admin/add', 'auth/admin/edit', 'auth/admin/del', 'auth/department/index', 'auth/adminLog/index'];
    const manager = await buildGroup(t, root, { name: 'Fleet managers', rights, data_scope: 'all' });
    const shipRole = await buildGroup(t, root, { name: 'Ship office', pid: manager.id, rights, data_scope: 'dept' });
    const fleetRole = await buildGroup(t, root, { name: 'Superintendents', pid: manager.id, rights, data_scope: 'dept_and_below' });
    const selfRole = await buildGroup(t, root, { name: 'Self only', pid: manager.id, rights, data_scope: 'self' });
    const customRole = await buildGroup(t, root, { name: 'Ship B auditors', pid: manager.id, rights, data_scope: 'custom', departments: [ids.shipB] });
    ids.shipRole = shipRole.id;
    await buildAdmin(t, root, { username: 'master_a', group_arr: [shipRole.id], department_id: ids.shipA });
    ids.crewA = (await buildAdmin(t, root, { username: 'officer_a', group_arr: [shipRole.id], department_id: ids.shipA })).id;
    ids.crewB = (await buildAdmin(t, root, { username: 'officer_b', group_arr: [shipRole.id], department_id: ids.shipB })).id;
    await buildAdmin(t, root, { username: 'super_east', group_arr: [fleetRole.id], department_id: ids.fleet });
    await buildAdmin(t, root, { username: 'loner', group_arr: [selfRole.id], department_id: ids.shipA });
    await buildAdmin(t, root, { username: 'auditor_b', group_arr: [customRole.id], department_id: ids.fleet });
  });
  afterAll(() => t.close());

  const usernames = async (token: string) => {
    const { json } = await call(t, { url: '/admin/auth.Admin/index?limit=100', token });
    expect(json.code).toBe(1);
    return (json.data.list as Array<{ username: string }>).map((row) => row.username).sort();
  };

  it('own department: sees only ship A', async () => {
    expect(await usernames(await tokenOf(t, 'master_a'))).toEqual(['loner', 'master_a', 'officer_a']);
  });

  it('own department and below: sees the fleet group and both ships', async () => {
    expect(await usernames(await tokenOf(t, 'super_east'))).toEqual(['auditor_b', 'loner', 'master_a', 'officer_a', 'officer_b', 'super_east']);
  });

  it('self: sees only oneself', async () => {
    expect(await usernames(await tokenOf(t, 'loner'))).toEqual(['loner']);
  });

  it('custom departments: sees ship B, and oneself', async () => {
    expect(await usernames(await tokenOf(t, 'auditor_b'))).toEqual(['auditor_b', 'officer_b']);
  });

  it('a record outside the scope answers as if it did not exist, for read, edit and delete', async () => {
    const token = await tokenOf(t, 'master_a');
    const read = await call(t, { url: `/admin/auth.Admin/edit?id=${ids.crewB}`, token, lang: 'en' });
    expect(read.status).toBe(404);
    expect(read.json).toMatchObject({ code: 0, msg: 'The record does not exist or is outside your data scope' });
    const edit = await call(t, { url: '/admin/auth.Admin/edit', token, body: { id: ids.crewB, username: 'officer_b', nickname: 'changed', group_arr: [ids.shipRole], weight_type: 1, status: 'enable' } });
    expect(edit.status).toBe(404);
    const del = await call(t, { method: 'DELETE', url: `/admin/auth.Admin/del?ids[]=${ids.crewB}`, token });
    expect(del.status).toBe(404);
    // Nothing changed.
    const seen = await call(t, { url: `/admin/auth.Admin/edit?id=${ids.crewB}`, token: root });
    expect(seen.json.data.row.nickname).toBe('officer_b');
  });

  it('inside the scope it reads and changes ship A records', async () => {
    const token = await tokenOf(t, 'master_a');
    const read = await call(t, { url: `/admin/auth.Admin/edit?id=${ids.crewA}`, token });
    expect(read.json.data.row).toMatchObject({ username: 'officer_a', department_id: ids.shipA, department_id_label: 'MV Ocean Pioneer' });
    expect(read.json.data.row).not.toHaveProperty('password_hash');
    expect(read.json.data.row).not.toHaveProperty('password');
  });

  it('cannot move a record into a department outside the scope, told as if the department did not exist', async () => {
    const token = await tokenOf(t, 'master_a');
    const { json } = await call(t, {
      url: '/admin/auth.Admin/edit',
      token,
      lang: 'en',
      body: { id: ids.crewA, username: 'officer_a', nickname: 'officer_a', group_arr: [ids.shipRole], department_id: ids.shipB, weight_type: 1, status: 'enable' },
    });
    expect(json.code).toBe(0);
    expect(json.data.errors.department_id).toBe('The record does not exist or is outside your data scope');
  });

  it('departments list follows the scope too', async () => {
    const { json } = await call(t, { url: '/admin/auth.Department/index', token: await tokenOf(t, 'master_a') });
    const flatten = (nodes: Array<{ name: string; children: unknown[] }>): string[] => nodes.flatMap((n) => [n.name, ...flatten(n.children as never)]);
    expect(flatten(json.data.list)).toEqual(['MV Ocean Pioneer']);
  });
});
