import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { APPROVALS, type ApprovalStepDef, type Approvals } from '../../platform/approvals.js';
import { authorities } from '../../platform/authorities.js';
import { loadAccess, type AdminAccess } from '../../platform/authorization.js';
import { admin } from '../../platform/identity/tables.js';
import { service } from '../../platform/services.js';
import { todo } from '../../platform/todo/tables.js';
import { buildShip } from '../../test/crew-factories.js';
import { buildDepartment, buildGroup, PASSWORD, rootDepartmentId, superToken } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { approvalFlow, approvalInstance } from './tables.js';

const step = (order: number, approver_kind: ApprovalStepDef['approver_kind'], value: string | number | null = null, extra: Partial<ApprovalStepDef> = {}): ApprovalStepDef => ({
  order,
  title_en: `Step ${order}`,
  title_zh: `第${order}步`,
  approver_kind,
  value,
  can_reject: true,
  can_return: true,
  ...extra,
});

describe('the approval engine', () => {
  let t: TestApp;
  let db: Db;
  let engine: Approvals;
  let token: string;
  let deptId: string;
  let otherDeptId: string;
  let roleId: string;
  let ship: { id: string; dept_id: string };
  const ids: Record<string, string> = {};
  let seq = 0;
  const bizId = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

  async function person(username: string, values: Record<string, unknown> = {}) {
    const { json } = await call(t, {
      url: '/admin/auth.Admin/add',
      token,
      lang: 'en',
      body: { username, nickname: `${username} name`, password: PASSWORD, status: 'enable', weight_type: 1, is_leader: false, group_arr: [roleId], department_id: deptId, ...values },
    });
    if (json.code !== 1) throw new Error(JSON.stringify(json));
    ids[username] = json.data.row.id;
    return json.data.row;
  }
  const access = async (username: string): Promise<AdminAccess> => {
    const [row] = await db.select().from(admin).where(eq(admin.id, ids[username]!));
    return loadAccess(db, row!);
  };
  const flow = async (bizType: string, steps: ApprovalStepDef[], status = 'enable') => {
    await db.insert(approvalFlow).values({ biz_type: bizType, name_en: bizType, name_zh: bizType, steps, status });
  };
  const start = async (bizType: string, by = 'clerk', extra: { shipId?: string | null; deptId?: string | null } = {}) =>
    db.transaction(async (tx) =>
      engine.start(tx, { bizType, bizId: bizId(), title: `NCR-${seq}`, shipId: extra.shipId ?? null, deptId: extra.deptId === undefined ? deptId : extra.deptId, startedBy: await access(by), comment: 'please' }),
    );
  const act = async (instanceId: string, by: string, action: 'approve' | 'reject' | 'return' | 'transfer' | 'cancel', extra: { comment?: string; toStep?: number; transferTo?: string } = {}) =>
    db.transaction(async (tx) => engine.act(tx, { instanceId, actor: await access(by), action, comment: extra.comment ?? '', toStep: extra.toStep, transferTo: extra.transferTo }));
  const refusal = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return (error as { key?: string }).key;
    }
    return 'accepted';
  };
  const openTodos = async (instanceId: string) =>
    (await db.select({ assignee: todo.assignee_admin_id, status: todo.status, title: todo.title }).from(todo).where(and(eq(todo.biz_id, instanceId), eq(todo.source, 'approval'))))
      .filter((row) => row.status === 'open')
      .map((row) => row.assignee)
      .sort();
  const sorted = (...names: string[]) => names.map((name) => ids[name]!).sort();

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database.db;
    engine = service(APPROVALS);
    token = await superToken(t);
    const root = await rootDepartmentId(t, token);
    deptId = (await buildDepartment(t, token, { name: 'Safety & quality', pid: root })).id;
    otherDeptId = (await buildDepartment(t, token, { name: 'Crewing', pid: root })).id;
    roleId = (await buildGroup(t, token, { name: 'Approval staff', rights: [] })).id;
    const reviewers = (await buildGroup(t, token, { name: 'Reviewers', rights: [] })).id;
    ship = (await buildShip(t, token, { name_en: 'APPROVAL STAR' })) as unknown as { id: string; dept_id: string };
    await person('clerk');
    await person('leader', { is_leader: true });
    await person('otherleader', { is_leader: true, department_id: otherDeptId });
    await person('dpa', { is_dpa: true, weight_type: 3 });
    await person('gmgr', { weight_type: 4 });
    await person('reviewer', { group_arr: [reviewers] });
    await person('master', { is_leader: true, department_id: ship.dept_id });
    await person('outsider');
    await person('retired', { is_dpa: true, weight_type: 4 });
    await db.update(admin).set({ status: 'disable' }).where(eq(admin.id, ids.retired!));
    ids.reviewers = reviewers;
    // The installation's super administrator is at the general manager's level too.
    ids.root = (await db.select({ id: admin.id }).from(admin).where(eq(admin.username, 'admin')))[0]!.id;
  });
  afterAll(() => t.close());

  it("marks the demo's DPA only where the installation has none", async () => {
    const { seedDemoApprovals } = await import('./index.js');
    // The engine's test people include an enabled DPA: the demo leaves them as they are.
    expect(await seedDemoApprovals(db, { dpaUsername: 'outsider' })).toEqual({ dpa: ids.dpa });
    const [outsider] = await db.select({ is_dpa: admin.is_dpa }).from(admin).where(eq(admin.id, ids.outsider!));
    expect(outsider!.is_dpa).toBe(false);
  });

  it('answers the authorities from the flags and levels of enabled administrators only', async () => {
    expect(await authorities.dpa(db)).toEqual([ids.dpa]);
    expect((await authorities.atLeast(db, 3)).sort()).toEqual(sorted('dpa', 'gmgr', 'root'));
    expect((await authorities.generalManagers(db)).sort()).toEqual(sorted('gmgr', 'root'));
    expect(await authorities.deptLeaders(db, deptId)).toEqual([ids.leader]);
    expect(await authorities.shipMasters(db, ship.dept_id)).toEqual([ids.master]);
    expect(await authorities.roleMembers(db, ids.reviewers!)).toEqual([ids.reviewer]);
  });

  it("answers a department without a leader with the nearest leader above it", async () => {
    const root = await rootDepartmentId(t, token);
    const desk = (await buildDepartment(t, token, { name: 'Quality desk', pid: deptId })).id;
    // The desk has no leader of its own: its department's leader answers for it.
    expect(await authorities.deptLeaders(db, desk)).toEqual([ids.leader]);
    // A leader of its own takes over; a department with nobody up to the root answers nobody.
    await person('deskleader', { is_leader: true, department_id: desk });
    expect(await authorities.deptLeaders(db, desk)).toEqual([ids.deskleader]);
    const lonely = (await buildDepartment(t, token, { name: 'Lonely office', pid: root })).id;
    expect(await authorities.deptLeaders(db, lonely)).toEqual([]);
  });

  it.each([
    ['role', () => ids.reviewers, ['reviewer']],
    ['dept_leader', () => null, ['leader']],
    ['weight_type', () => 4, ['gmgr', 'root']],
    ['dpa', () => null, ['dpa']],
    ['ship_master', () => null, ['master']],
    ['specific_admin', () => ids.outsider, ['outsider']],
  ] as const)('finds the approvers of a %s step and opens a to-do for each', async (kind, value, expected) => {
    const type = `kind_${kind}`;
    await flow(type, [step(1, kind, value() ?? null)]);
    const instance = await start(type, 'clerk', { shipId: ship.id });
    expect((await engine.approvers(db, instance)).sort()).toEqual(sorted(...expected));
    expect(await openTodos(instance.id)).toEqual(sorted(...expected));
  });

  it('approves through two steps, moving the to-dos, and settles approved with the timeline in order', async () => {
    await flow('two_steps', [step(1, 'dept_leader'), step(2, 'dpa')]);
    const instance = await start('two_steps');
    expect(instance).toMatchObject({ status: 'pending', current_step: 1, started_by: ids.clerk });
    expect(await openTodos(instance.id)).toEqual(sorted('leader'));
    const [firstTodo] = await db.select().from(todo).where(eq(todo.biz_id, instance.id));
    expect(firstTodo).toMatchObject({ biz_type: 'approval', auto: false, dept_id: deptId, title_key: 'todo.approvalStep' });

    // The DPA is not an approver of the leader's step.
    expect(await refusal(act(instance.id, 'dpa', 'approve'))).toBe('approval.notApprover');
    const second = await act(instance.id, 'leader', 'approve', { comment: 'actions adequate' });
    expect(second).toMatchObject({ status: 'pending', current_step: 2 });
    expect(await openTodos(instance.id)).toEqual(sorted('dpa'));
    const done = await act(instance.id, 'dpa', 'approve');
    expect(done).toMatchObject({ status: 'approved', current_step: 2 });
    expect(await openTodos(instance.id)).toEqual([]);
    const statuses = (await db.select({ status: todo.status }).from(todo).where(eq(todo.biz_id, instance.id))).map((row) => row.status);
    expect(statuses).toEqual(['done', 'done']);

    const timeline = await engine.timeline(db, 'two_steps', instance.biz_id);
    expect(timeline.map((record) => [record.action, record.step, record.approver_name])).toEqual([
      ['submit', 0, 'clerk name'],
      ['approve', 1, 'leader name'],
      ['approve', 2, 'dpa name'],
    ]);
    expect(timeline[1]).toMatchObject({ comment: 'actions adequate', step_title_en: 'Step 1', step_title_zh: '第1步' });
    expect(await engine.current(db, 'two_steps', instance.biz_id)).toMatchObject({ id: instance.id, status: 'approved' });
    // Settled: no one acts on it any more.
    expect(await engine.approvers(db, done)).toEqual([]);
    expect(await refusal(act(instance.id, 'dpa', 'approve'))).toBe('approval.notPending');
  });

  it('refuses a type without an enabled flow and a second pending instance of one record', async () => {
    expect(await refusal(start('no_such_type'))).toBe('approval.noFlow');
    await flow('switched_off', [step(1, 'dpa')], 'disable');
    expect(await refusal(start('switched_off'))).toBe('approval.noFlow');
    await flow('once', [step(1, 'dpa')]);
    const first = await start('once');
    const again = db.transaction(async (tx) =>
      engine.start(tx, { bizType: 'once', bizId: first.biz_id, title: 'again', shipId: null, deptId, startedBy: await access('clerk') }),
    );
    expect(await refusal(again)).toBe('approval.alreadyPending');
    // Once settled, the record may go for approval again.
    await act(first.id, 'dpa', 'approve');
    const restarted = await db.transaction(async (tx) =>
      engine.start(tx, { bizType: 'once', bizId: first.biz_id, title: 'again', shipId: null, deptId, startedBy: await access('clerk') }),
    );
    expect(restarted.id).not.toBe(first.id);
    expect(await engine.current(db, 'once', first.biz_id)).toMatchObject({ id: restarted.id, status: 'pending' });
  });

  it('rejects with a reason where the step allows it, and settles rejected', async () => {
    await flow('rejectable', [step(1, 'dpa'), step(2, 'weight_type', 4, { can_reject: false, can_return: false })]);
    const instance = await start('rejectable');
    expect(await refusal(act(instance.id, 'dpa', 'reject'))).toBe('approval.commentRequired');
    const rejected = await act(instance.id, 'dpa', 'reject', { comment: 'root cause not found' });
    expect(rejected.status).toBe('rejected');
    expect(await openTodos(instance.id)).toEqual([]);

    const other = await start('rejectable');
    await act(other.id, 'dpa', 'approve');
    expect(await refusal(act(other.id, 'gmgr', 'reject', { comment: 'no' }))).toBe('approval.rejectNotAllowed');
    expect(await refusal(act(other.id, 'gmgr', 'return', { comment: 'no', toStep: 1 }))).toBe('approval.returnNotAllowed');
  });

  it('returns to an earlier step, re-opening it, and to the submitter, settling returned', async () => {
    await flow('returnable', [step(1, 'dept_leader'), step(2, 'dpa'), step(3, 'weight_type', 4)]);
    const instance = await start('returnable');
    await act(instance.id, 'leader', 'approve');
    await act(instance.id, 'dpa', 'approve');
    expect(await refusal(act(instance.id, 'gmgr', 'return', { comment: 'redo', toStep: 3 }))).toBe('approval.badReturnStep');
    expect(await refusal(act(instance.id, 'gmgr', 'return', { comment: 'redo', toStep: 7 }))).toBe('approval.badReturnStep');
    const back = await act(instance.id, 'gmgr', 'return', { comment: 'evidence missing', toStep: 1 });
    expect(back).toMatchObject({ status: 'pending', current_step: 1 });
    expect(await openTodos(instance.id)).toEqual(sorted('leader'));
    const toSubmitter = await act(instance.id, 'leader', 'return', { comment: 'rewrite it', toStep: 0 });
    expect(toSubmitter.status).toBe('returned');
    expect(await openTodos(instance.id)).toEqual([]);
    const records = await engine.timeline(db, 'returnable', instance.biz_id);
    expect(records.filter((record) => record.action === 'return').map((record) => record.to_step)).toEqual([1, 0]);
  });

  it('transfers a step to one named administrator, who alone may then act on it', async () => {
    await flow('transferable', [step(1, 'dpa'), step(2, 'weight_type', 4)]);
    const instance = await start('transferable');
    expect(await refusal(act(instance.id, 'dpa', 'transfer', { transferTo: ids.retired }))).toBe('approval.transferUnknown');
    expect(await refusal(act(instance.id, 'dpa', 'transfer', { transferTo: ids.dpa }))).toBe('approval.transferUnknown');
    const moved = await act(instance.id, 'dpa', 'transfer', { transferTo: ids.outsider, comment: 'on leave' });
    expect(moved).toMatchObject({ status: 'pending', current_step: 1, transferred_to: ids.outsider });
    expect(await openTodos(instance.id)).toEqual(sorted('outsider'));
    expect(await refusal(act(instance.id, 'dpa', 'approve'))).toBe('approval.notApprover');
    const next = await act(instance.id, 'outsider', 'approve');
    // The transfer held for its step only.
    expect(next).toMatchObject({ current_step: 2, transferred_to: null });
    expect(await openTodos(instance.id)).toEqual(sorted('gmgr', 'root'));
    const transfer = (await engine.timeline(db, 'transferable', instance.biz_id)).find((record) => record.action === 'transfer');
    expect(transfer).toMatchObject({ transfer_to: ids.outsider, comment: 'on leave', approver_id: ids.dpa });
  });

  it('refuses a non-approver, lets a super administrator act on any step, and lets only the starter cancel', async () => {
    await flow('cancellable', [step(1, 'dpa')]);
    const instance = await start('cancellable');
    expect(await refusal(act(instance.id, 'outsider', 'approve'))).toBe('approval.notApprover');
    expect(await refusal(act(instance.id, 'dpa', 'cancel'))).toBe('approval.notStarter');
    const cancelled = await act(instance.id, 'clerk', 'cancel', { comment: 'raised twice' });
    expect(cancelled.status).toBe('cancelled');
    const todoStatuses = (await db.select({ status: todo.status }).from(todo).where(eq(todo.biz_id, instance.id))).map((row) => row.status);
    expect(todoStatuses).toEqual(['cancelled']);

    const other = await start('cancellable');
    const [root] = await db.select().from(admin).where(eq(admin.username, 'admin'));
    const byRoot = await db.transaction(async (tx) => engine.act(tx, { instanceId: other.id, actor: await loadAccess(tx, root!), action: 'approve', comment: '' }));
    expect(byRoot.status).toBe('approved');
  });

  it("runs the type's onSettled handler inside the settling act's transaction: a failing handler takes the act back", async () => {
    await flow('settled_ok', [step(1, 'dpa')]);
    await flow('settled_fails', [step(1, 'dpa')]);
    const heard: Array<[string, string, string]> = [];
    engine.onSettled('settled_ok', async (tx, instance, outcome, actor) => {
      // The handler sees the settled row in the same transaction.
      const [row] = await tx.select({ status: approvalInstance.status }).from(approvalInstance).where(eq(approvalInstance.id, instance.id));
      heard.push([row!.status, outcome, actor.admin.id]);
    });
    engine.onSettled('settled_fails', async () => {
      throw new Error('the business record refused');
    });
    const ok = await start('settled_ok');
    await act(ok.id, 'dpa', 'approve');
    expect(heard).toEqual([['approved', 'approved', ids.dpa]]);

    const failing = await start('settled_fails');
    await expect(act(failing.id, 'dpa', 'approve')).rejects.toThrow('the business record refused');
    expect(await engine.current(db, 'settled_fails', failing.biz_id)).toMatchObject({ status: 'pending', current_step: 1 });
    expect(await openTodos(failing.id)).toEqual(sorted('dpa'));
    expect((await engine.timeline(db, 'settled_fails', failing.biz_id)).map((record) => record.action)).toEqual(['submit']);
  });
});
