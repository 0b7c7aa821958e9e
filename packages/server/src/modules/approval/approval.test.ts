import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { APPROVALS, type ApprovalInstance } from '../../platform/approvals.js';
import { loadAccess } from '../../platform/authorization.js';
import { admin } from '../../platform/identity/tables.js';
import { service } from '../../platform/services.js';
import { todo } from '../../platform/todo/tables.js';
import { buildShip } from '../../test/crew-factories.js';
import { buildDepartment, buildGroup, PASSWORD, rootDepartmentId, superToken, tokenOf } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { SEED_FLOWS } from './seed.js';
import { approvalFlow } from './tables.js';

const FLOWS = '/admin/approval.Flow/';
const INSTANCES = '/admin/approval.Instance/';
const ACT_RIGHTS = ['dashboard/index', 'approval/instance/index', 'approval/instance/approve', 'approval/instance/reject', 'approval/instance/return', 'approval/instance/transfer', 'approval/instance/cancel'];

const stepRow = (order: number, approver_kind: string, value: unknown = null) => ({ order, title_en: `Step ${order}`, title_zh: `第${order}步`, approver_kind, value, can_reject: true, can_return: true });

describe('approval flows and instances through the app', () => {
  let t: TestApp;
  let root: string;
  let shipA: { id: string; dept_id: string };
  let shipB: { id: string; dept_id: string };
  let actors: string;
  let readers: string;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  let seq = 0;

  async function person(username: string, group: string, values: Record<string, unknown> = {}) {
    const { json } = await call(t, {
      url: '/admin/auth.Admin/add',
      token: root,
      lang: 'en',
      body: { username, nickname: `${username} name`, password: PASSWORD, status: 'enable', weight_type: 1, is_leader: false, group_arr: [group], ...values },
    });
    if (json.code !== 1) throw new Error(JSON.stringify(json));
    ids[username] = json.data.row.id;
    tokens[username] = await tokenOf(t, username);
    return json.data.row;
  }
  const start = async (bizType: string, by: string, shipDept: { id: string; dept_id: string }): Promise<ApprovalInstance> => {
    const db = t.database.db;
    const [row] = await db.select().from(admin).where(eq(admin.id, ids[by]!));
    return db.transaction(async (tx) =>
      service(APPROVALS).start(tx, {
        bizType,
        bizId: `00000000-0000-4000-9000-${String(++seq).padStart(12, '0')}`,
        title: `NCR-${seq}`,
        shipId: shipDept.id,
        deptId: shipDept.dept_id,
        startedBy: await loadAccess(tx, row!),
      }),
    );
  };
  const timeline = (token: string, instance: Pick<ApprovalInstance, 'biz_type' | 'biz_id'>) =>
    call(t, { url: `/admin/approval/timeline?biz_type=${instance.biz_type}&biz_id=${instance.biz_id}`, token, lang: 'en' });

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    shipA = (await buildShip(t, root, { name_en: 'FLOW STAR' })) as unknown as typeof shipA;
    shipB = (await buildShip(t, root, { name_en: 'FLOW MOON' })) as unknown as typeof shipB;
    const office = (await buildDepartment(t, root, { name: 'Ops', pid: await rootDepartmentId(t, root) })).id;
    actors = (await buildGroup(t, root, { name: 'Approvers', rights: ACT_RIGHTS, data_scope: 'dept' })).id;
    readers = (await buildGroup(t, root, { name: 'Approval readers', rights: ['approval/instance/index'], data_scope: 'dept' })).id;
    // The DPA works ashore: their data scope holds neither ship.
    await person('dpaone', actors, { department_id: office });
    await person('clerk', actors, { department_id: shipA.dept_id });
    await person('readonly', readers, { department_id: office });
    await person('bystander', actors, { department_id: shipB.dept_id });
    await person('shipmate', readers, { department_id: shipA.dept_id });
  });
  afterAll(() => t.close());

  it("marks the demo's DPA by name when the installation has none", async () => {
    const { seedDemoApprovals } = await import('./index.js');
    expect(await seedDemoApprovals(t.database.db, { dpaUsername: 'nobody' })).toEqual({ dpa: null });
    expect(await seedDemoApprovals(t.database.db, { dpaUsername: 'shipmate' })).toEqual({ dpa: ids.shipmate });
    // The tests below choose their own DPA.
    await t.database.db.update(admin).set({ is_dpa: false }).where(eq(admin.id, ids.shipmate!));
  });

  it('makes an administrator the DPA through the administrator form, and lists the flag', async () => {
    const { json: before } = await call(t, { url: `/admin/auth.Admin/edit?id=${ids.dpaone}`, token: root });
    expect(before.data.row.is_dpa).toBe(false);
    const { json } = await call(t, { url: '/admin/auth.Admin/edit', token: root, body: {
        id: ids.dpaone,
        username: 'dpaone',
        nickname: 'dpaone name',
        group_arr: [actors],
        department_id: before.data.row.department_id,
        weight_type: 3,
        is_leader: false,
        is_dpa: true,
        status: 'enable',
      },
    });
    expect(json.code).toBe(1);
    expect(json.data.row.is_dpa).toBe(true);
    const list = await call(t, { url: '/admin/auth.Admin/index?search[0][field]=is_dpa&search[0][operator]=eq&search[0][val]=1', token: root });
    expect((list.json.data.list as Array<{ id: string }>).map((row) => row.id)).toEqual([ids.dpaone]);
  });

  it('seeds the flows the safety areas start, once', async () => {
    const { json } = await call(t, { url: `${FLOWS}index?limit=100`, token: root });
    const byType = new Map((json.data.list as Array<{ biz_type: string; steps: Array<{ approver_kind: string; value: unknown }> }>).map((row) => [row.biz_type, row]));
    for (const flow of SEED_FLOWS) expect(byType.has(flow.biz_type)).toBe(true);
    expect(byType.get('ncr_ca_major')!.steps.map((step) => [step.approver_kind, step.value])).toEqual([['dept_leader', null], ['dpa', null], ['weight_type', 4]]);
    expect(byType.get('audit_programme')!.steps.map((step) => [step.approver_kind, step.value])).toEqual([['weight_type', 2], ['dpa', null], ['weight_type', 4]]);
    // A company's change survives the next start's seed.
    await t.database.db.update(approvalFlow).set({ status: 'disable' }).where(eq(approvalFlow.biz_type, 'audit_report'));
    const { seedApprovalFlows } = await import('./seed.js');
    await seedApprovalFlows(t.database.db);
    const rows = await t.database.db.select().from(approvalFlow).where(eq(approvalFlow.biz_type, 'audit_report'));
    expect(rows.map((row) => row.status)).toEqual(['disable']);
  });

  it('checks a flow\'s steps on the server: order, each kind\'s value, the business type', async () => {
    const flow = (steps: unknown, biz_type = 'bunker_claim') => call(t, { url: `${FLOWS}add`, token: root, lang: 'en', body: { biz_type, name_en: 'Bunker quantity claim', name_zh: '燃油数量索赔', status: 'enable', steps } });
    const errors = async (steps: unknown, biz_type?: string) => (await flow(steps, biz_type)).json.data?.errors ?? {};
    expect(await errors([stepRow(1, 'dpa'), stepRow(3, 'dpa')])).toEqual({ steps: 'The steps are numbered 1 to 2 in order' });
    expect(await errors([stepRow(1, 'role', '00000000-0000-4000-8000-000000000001')])).toEqual({ steps: 'Step 1: choose an existing role' });
    expect(await errors([stepRow(1, 'dpa'), stepRow(2, 'weight_type', 5)])).toEqual({ steps: 'Step 2: the authority level is 1 to 4' });
    expect(await errors([stepRow(1, 'specific_admin', 'nobody')])).toEqual({ steps: 'Step 1: choose an existing administrator' });
    expect(await errors([])).toEqual({ steps: 'A flow has at least one step' });
    expect(await errors(undefined)).toEqual({ steps: 'This field is required' });
    expect(await errors([{ ...stepRow(1, 'dpa'), approver_kind: 'captain' }])).toHaveProperty('steps');
    expect(await errors('not json')).toHaveProperty('steps');
    expect(await errors([stepRow(1, 'dpa')], 'Doc Issue')).toEqual({ biz_type: 'The business type is lower-case letters, digits and underscores, starting with a letter (at most 40)' });
    expect(await errors([stepRow(1, 'dpa')], 'ncr_ca')).toHaveProperty('biz_type');

    const saved = await flow(JSON.stringify([stepRow(2, 'specific_admin', ids.clerk), stepRow(1, 'role', actors), { ...stepRow(3, 'dpa'), value: 'ignored' }]));
    expect(saved.json.code).toBe(1);
    expect(saved.json.data.row.steps.map((step: { order: number; value: unknown }) => [step.order, step.value])).toEqual([[1, actors], [2, ids.clerk], [3, null]]);
  });

  it('serves the steps with their rights: an approver without the right is refused, one with it acts', async () => {
    await t.database.db.insert(approvalFlow).values({ biz_type: 'righted', name_en: 'r', name_zh: 'r', steps: [stepRow(1, 'specific_admin', ids.readonly) as never, stepRow(2, 'dpa') as never] });
    const instance = await start('righted', 'clerk', shipA);
    const refused = await call(t, { url: `${INSTANCES}approve`, token: tokens.readonly, body: { id: instance.id } });
    expect([refused.status, refused.json.code]).toEqual([403, 403]);
    // The readonly approver still sees what waits for them, outside their data scope.
    const list = await call(t, { url: `${INSTANCES}index`, token: tokens.readonly });
    expect((list.json.data.list as Array<{ id: string }>).map((row) => row.id)).toContain(instance.id);
    const view = await timeline(tokens.readonly, instance);
    expect(view.json.data).toMatchObject({ can_act: false, actions: [], approvers: [{ id: ids.readonly, name: 'readonly name' }] });

    // One who sees it and holds the rights, but is not an approver of the step (its starter), is refused by the engine.
    const notApprover = await call(t, { url: `${INSTANCES}approve`, token: tokens.clerk, lang: 'en', body: { id: instance.id } });
    expect(notApprover.json).toMatchObject({ code: 0, msg: 'You are not an approver of this step' });
    // The DPA's step has not come yet: the instance is not theirs to see.
    const early = await call(t, { url: `${INSTANCES}approve`, token: tokens.dpaone, lang: 'en', body: { id: instance.id } });
    expect(early.json.msg).toBe('The record does not exist or is outside your data scope');
    // The super administrator may act on any step.
    const byRoot = await call(t, { url: `${INSTANCES}approve`, token: root, body: { id: instance.id, comment: 'on behalf' } });
    expect(byRoot.json.code).toBe(1);
    expect(byRoot.json.data.row).toMatchObject({ status: 'pending', current_step: 2 });

    const dpaView = await timeline(tokens.dpaone, instance);
    expect(dpaView.json.data).toMatchObject({ can_act: true, can_cancel: false, actions: ['approve', 'reject', 'return', 'transfer'] });
    const noReason = await call(t, { url: `${INSTANCES}reject`, token: tokens.dpaone, lang: 'en', body: { id: instance.id, comment: '  ' } });
    expect(noReason.json.data.errors).toEqual({ comment: 'Say why in the comment' });
    const badStep = await call(t, { url: `${INSTANCES}return`, token: tokens.dpaone, lang: 'en', body: { id: instance.id, comment: 'redo', toStep: 'one' } });
    expect(badStep.json.data.errors).toHaveProperty('toStep');
    const back = await call(t, { url: `${INSTANCES}return`, token: tokens.dpaone, body: { id: instance.id, comment: 'redo', toStep: 1 } });
    expect(back.json.data.row).toMatchObject({ status: 'pending', current_step: 1 });

    const transfer = await call(t, { url: `${INSTANCES}transfer`, token: root, body: { id: instance.id, transferTo: ids.dpaone, comment: 'readonly away' } });
    expect(transfer.json.data.row.transferred_to).toBe(ids.dpaone);
    const approved = await call(t, { url: `${INSTANCES}approve`, token: tokens.dpaone, body: { id: instance.id } });
    expect(approved.json.data.row.current_step).toBe(2);
    const done = await call(t, { url: `${INSTANCES}approve`, token: tokens.dpaone, body: { id: instance.id } });
    expect(done.json.data.row.status).toBe('approved');
    const again = await call(t, { url: `${INSTANCES}approve`, token: tokens.dpaone, lang: 'en', body: { id: instance.id } });
    expect(again.json.code).toBe(0);

    const final = await timeline(tokens.clerk, instance);
    expect(final.json.data.records.map((record: { action: string; step: number }) => `${record.action}@${record.step}`)).toEqual(['submit@0', 'approve@1', 'return@2', 'transfer@1', 'approve@1', 'approve@2']);
    expect(final.json.data.records[3]).toMatchObject({ transfer_to: ids.dpaone, transfer_to_name: 'dpaone name', approver_name: 'Admin' });
    expect(final.json.data).toMatchObject({ instance: { status: 'approved' }, can_act: false, can_cancel: false, approvers: [] });
  });

  it('lets the starter cancel through the cancel step, and no one else', async () => {
    await t.database.db.insert(approvalFlow).values({ biz_type: 'cancel_me', name_en: 'c', name_zh: 'c', steps: [stepRow(1, 'dpa') as never] });
    const instance = await start('cancel_me', 'clerk', shipA);
    expect((await timeline(tokens.clerk, instance)).json.data).toMatchObject({ can_act: false, can_cancel: true, actions: ['cancel'] });
    const byDpa = await call(t, { url: `${INSTANCES}cancel`, token: tokens.dpaone, lang: 'en', body: { id: instance.id } });
    expect(byDpa.json.msg).toBe('Only the one who started the approval may cancel it');
    const byClerk = await call(t, { url: `${INSTANCES}cancel`, token: tokens.clerk, body: { id: instance.id, comment: 'raised in error' } });
    expect(byClerk.json.data.row.status).toBe('cancelled');
  });

  it("answers the timeline only within the caller's scope, or to its starter and approvers", async () => {
    await t.database.db.insert(approvalFlow).values({ biz_type: 'scoped', name_en: 'Scoped review', name_zh: '范围审核', steps: [stepRow(1, 'dpa') as never] });
    const instance = await start('scoped', 'clerk', shipA);
    // A shipmate sees the ship's records; the starter and the DPA theirs.
    for (const who of ['shipmate', 'clerk', 'dpaone']) expect((await timeline(tokens[who]!, instance)).json.data.instance.id).toBe(instance.id);
    const hidden = await timeline(tokens.bystander!, instance);
    expect([hidden.status, hidden.json.code]).toEqual([404, 0]);
    const list = await call(t, { url: `${INSTANCES}index`, token: tokens.bystander });
    expect((list.json.data.list as Array<{ id: string }>).map((row) => row.id)).not.toContain(instance.id);
    // The link of an approval to-do: the instance alone, with its step in both languages.
    const byId = await call(t, { url: `${INSTANCES}index?search[0][field]=id&search[0][operator]=eq&search[0][val]=${instance.id}`, token: tokens.dpaone });
    expect(byId.json.data.list).toEqual([
      expect.objectContaining({ id: instance.id, status: 'pending', step_title: '1/1 第1步 / Step 1', started_by: ids.clerk, biz_type_name_en: 'Scoped review', biz_type_name_zh: '范围审核' }),
    ]);
    const act = await call(t, { url: `${INSTANCES}approve`, token: tokens.bystander, body: { id: instance.id } });
    expect(act.json.code).not.toBe(1);
    // A record never sent for approval answers an empty timeline; a malformed query is refused.
    const none = await call(t, { url: `/admin/approval/timeline?biz_type=scoped&biz_id=00000000-0000-4000-8000-00000000ffff`, token: tokens.bystander });
    expect(none.json.data).toEqual({ instance: null, records: [], approvers: [], can_act: false, can_cancel: false, actions: [] });
    const bad = await call(t, { url: `/admin/approval/timeline?biz_type=Bad%20Type&biz_id=x`, token: tokens.clerk });
    expect(bad.json.code).toBe(0);
    expect(bad.status).toBeLessThan(500);
    const anonymous = await call(t, { url: `/admin/approval/timeline?biz_type=scoped&biz_id=${instance.biz_id}` });
    expect(anonymous.json.code).not.toBe(1);
  });

  it("keeps an approval step's to-do with its approver until the step is acted on", async () => {
    const [open] = await t.database.db.select().from(todo).where(and(eq(todo.source, 'approval'), eq(todo.assignee_admin_id, ids.dpaone!), eq(todo.status, 'open')));
    const edit = (values: Record<string, unknown>) =>
      call(t, { url: '/admin/todo.Todo/edit', token: root, lang: 'en', body: { id: open!.id, title: open!.title, priority: 'high', status: 'open', ...values } });
    expect((await edit({ assignee_admin_id: ids.clerk })).json.data.errors).toHaveProperty('assignee_admin_id');
    expect((await edit({ status: 'done' })).json.data.errors).toHaveProperty('status');
    expect((await call(t, { method: 'DELETE', url: `/admin/todo.Todo/del?ids[]=${open!.id}`, token: root })).json.code).toBe(0);
    // What a person may change on it still changes.
    expect((await edit({})).json.data.row).toMatchObject({ priority: 'high', assignee_admin_id: ids.dpaone });
  });

  it("counts the caller's pending approvals on the dashboard, linking to those to-dos", async () => {
    const { json } = await call(t, { url: '/admin/dashboard/overview', token: tokens.dpaone });
    const tile = (json.data?.my_todos as Array<{ key: string; count: number; link: { path: string; query: Record<string, string> } }> | undefined)?.find((entry) => entry.key === 'approval.pending');
    // One pending instance waits for the DPA: the one of the scope test.
    expect(tile).toMatchObject({ count: 1, link: { path: '/admin/todo/todo' } });
    expect(tile!.link.query['search.biz_type']).toBe('eq:approval');
  });
});
