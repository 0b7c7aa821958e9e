import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { APPROVALS } from '../../platform/approvals.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { NCR_PIPELINE } from '../../platform/ncr-pipeline.js';
import { service } from '../../platform/services.js';
import { buildShip } from '../../test/crew-factories.js';
import { buildAdmin, buildDepartment, buildGroup, rootDepartmentId, superToken, tokenOf } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { accessOf, pscFinding } from '../../test/ncr-fixtures.js';
import { ncrAction, ncrEvent, ncrReport } from './tables.js';

const REPORT = '/admin/ncr.Report/';
const ACTION = '/admin/ncr.Action/';

describe('the NCR lifecycle (DOMAIN.md §4.9), step by step, each with its right', () => {
  let t: TestApp;
  let db: Db;
  let root: string;
  let rootAccess: AdminAccess;
  let today: string;
  let ship: { id: string; dept_id: string };
  let office: { id: string };
  const tokens: Record<string, string> = {};
  const told: Array<{ ncr_no: string; status: string; source_id: string | null }> = [];

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database.db as Db;
    root = await superToken(t);
    rootAccess = await accessOf(t);
    today = await t.app.moduleContext.alerts.today();
    ship = await buildShip(t, root, { name_en: 'LIFECYCLE STAR' });
    office = await buildDepartment(t, root, { name: 'Technical dept', pid: await rootDepartmentId(t, root) });
    const roles: Record<string, string[]> = {
      raiser: ['ncr/report/index', 'ncr/report/add', 'ncr/report/edit', 'ncr/report/del', 'ncr/report/submit'],
      master: ['ncr/report/index', 'ncr/report/masterReview'],
      qhse: ['ncr/report/index', 'ncr/report/accept', 'ncr/report/reject', 'ncr/report/cancel', 'ncr/report/verify', 'ncr/report/reopen'],
      head: ['ncr/report/index', 'ncr/report/proposeCa', 'ncr/report/requestExtension', 'ncr/action/index', 'ncr/action/add', 'ncr/action/edit', 'ncr/action/del', 'ncr/action/start', 'ncr/action/complete'],
      verifier: ['ncr/report/index', 'ncr/action/index', 'ncr/action/verify', 'ncr/action/reject'],
      reader: ['ncr/report/index', 'ncr/action/index'],
    };
    for (const [name, rights] of Object.entries(roles)) {
      const group = await buildGroup(t, root, { name: `NCR ${name}`, rights });
      await buildAdmin(t, root, { username: `ncr_${name}`, group_arr: [group.id] });
      tokens[name] = await tokenOf(t, `ncr_${name}`);
    }
    service(NCR_PIPELINE).onChange('psc', async (_tx, ncr) => {
      told.push({ ncr_no: ncr.ncr_no, status: ncr.status, source_id: ncr.source_id });
    });
  });
  afterAll(() => t.close());

  const post = (url: string, body: Record<string, unknown>, token = root, lang = 'en') => call(t, { url, body, token, lang });
  const step = (name: string, body: Record<string, unknown>, token = root) => post(`${REPORT}${name}`, body, token);
  const actionStep = (name: string, body: Record<string, unknown>, token = root) => post(`${ACTION}${name}`, body, token);
  const report = async (id: string) => (await db.select().from(ncrReport).where(eq(ncrReport.id, id)))[0]!;
  const history = async (id: string) => (await db.select().from(ncrEvent).where(eq(ncrEvent.ncr_id, id)).orderBy(ncrEvent.created_at)).map((e) => `${e.action}:${e.to_status}`);

  const draft = async (values: Record<string, unknown> = {}, token = tokens.raiser!) => {
    const { json } = await post(`${REPORT}add`, { ship_id: ship.id, source_type: 'self_inspection', grade: 'minor', clause_ref: '8.1', title: 'Abandon-ship drill not recorded in the log book', description: 'The drill of 12 March is missing from the official log book.', ...values }, token);
    expect(json.code, JSON.stringify(json)).toBe(1);
    return json.data.row as { id: string; ncr_no: string; status: string; dept_id: string; is_repeat: boolean };
  };
  const raised = async (grade: 'major' | 'minor' | 'observation' = 'minor', values: Record<string, unknown> = {}) =>
    db.transaction(async (tx) => service(NCR_PIPELINE).raise(tx as unknown as Db, pscFinding(ship, rootAccess, { grade, clauseRef: null, ...values })));
  const addAction = async (ncrId: string, values: Record<string, unknown> = {}, token = tokens.head!) => {
    const { json } = await post(`${ACTION}add`, { ncr_id: ncrId, kind: 'corrective', description: 'Revise the drill-recording checklist and brief the officers', due_date: addDays(today, 20), ...values }, token);
    expect(json.code, JSON.stringify(json)).toBe(1);
    return json.data.row as { id: string; status: string; dept_id: string };
  };
  /** Approves every step of the record's pending instance (the super administrator is every step's approver). */
  const approveAll = async (bizId: string, actor = rootAccess, action: 'approve' | 'reject' | 'return' = 'approve') => {
    for (let guard = 0; guard < 5; guard++) {
      const [pending] = (await db.execute(sql`select id from approval_instance where biz_id = ${bizId} and status = 'pending'`)).rows as Array<{ id: string }>;
      if (!pending) return;
      await db.transaction(async (tx) => {
        await service(APPROVALS).act(tx as unknown as Db, { instanceId: pending.id, actor, action, comment: 'seen', ...(action === 'return' ? { toStep: 0 } : {}) });
      });
      if (action !== 'approve') return;
    }
  };
  const pendingFlow = async (bizId: string) =>
    ((await db.execute(sql`select biz_type from approval_instance where biz_id = ${bizId} and status = 'pending'`)).rows as Array<{ biz_type: string }>).map((row) => row.biz_type);
  /** A report taken to CA in progress with one corrective action. */
  const inProgress = async (grade: 'major' | 'minor' = 'minor') => {
    const ncr = await raised(grade);
    expect((await step('accept', { id: ncr.id })).json.code).toBe(1);
    const action = await addAction(ncr.id);
    expect((await step('proposeCa', { id: ncr.id, root_cause_method: '5why', root_cause: 'No checklist item', cause_category: 'procedure' })).json.code).toBe(1);
    await approveAll(ncr.id);
    expect((await report(ncr.id)).status).toBe('ca_in_progress');
    return { ncr, action };
  };

  it('a ship report: drafted and numbered, submitted, reviewed by the master, accepted; each step refused without its right and from another state', async () => {
    const row = await draft();
    expect(row).toMatchObject({ status: 'draft', dept_id: ship.dept_id, is_repeat: false });
    expect(row.ncr_no).toMatch(/^NCR-LIFECYCL?E?-\d{4}-\d{4}$/);

    expect((await step('submit', { id: row.id }, tokens.reader)).status).toBe(403);
    expect((await step('masterReview', { id: row.id }, tokens.master)).json).toMatchObject({ code: 0, msg: 'The record is Draft: this step cannot be taken now' });
    expect((await step('submit', { id: row.id }, tokens.raiser)).json).toMatchObject({ code: 1, data: { row: { status: 'raised' } } });
    expect((await step('submit', { id: row.id }, tokens.raiser)).json.code).toBe(0);

    expect((await step('masterReview', { id: row.id }, tokens.raiser)).status).toBe(403);
    expect((await step('masterReview', { id: row.id, comment: 'Agreed: log book entries to be checked daily' }, tokens.master)).json).toMatchObject({ code: 1, data: { row: { status: 'submitted_to_office' } } });

    expect((await step('accept', { id: row.id }, tokens.master)).status).toBe(403);
    const accepted = await step('accept', { id: row.id, dept_id: office.id, grade: 'major' }, tokens.qhse);
    expect(accepted.json).toMatchObject({ code: 1, data: { row: { status: 'accepted', dept_id: office.id, grade: 'major', ca_proposal_due: addDays(today, 7), target_date: addDays(today, 30) } } });
    expect((await step('accept', { id: row.id }, tokens.qhse)).json.code).toBe(0);
    expect(await history(row.id)).toEqual(['create:draft', 'submit:raised', 'masterReview:submitted_to_office', 'accept:accepted']);

    // Accepted: the raiser's form no longer edits it, and only a draft is ever deleted.
    expect((await post(`${REPORT}edit`, { id: row.id, title: 'Changed' }, tokens.raiser)).json).toMatchObject({ code: 0 });
    expect((await call(t, { method: 'DELETE', url: `${REPORT}del?ids[]=${row.id}`, token: tokens.raiser, lang: 'en' })).json).toMatchObject({ code: 0, msg: 'Only a draft can be deleted: reject or cancel a raised report with a reason' });
    const spare = await draft({ clause_ref: '' });
    const removed = await call(t, { method: 'DELETE', url: `${REPORT}del?ids[]=${spare.id}`, token: tokens.raiser });
    expect(removed.json.code, JSON.stringify(removed.json)).toBe(1);
  });

  it("an office report skips the master's review; acceptance sets the due dates by grade and keeps a source's earlier date", async () => {
    const office_ = await draft({ ship_id: null, dept_id: office.id, clause_ref: '' });
    expect((await step('submit', { id: office_.id }, tokens.raiser)).json.code).toBe(1);
    expect((await step('masterReview', { id: office_.id }, tokens.master)).json).toMatchObject({ code: 0, data: { errors: { id: "Only a ship's report goes through the master's review" } } });
    expect((await step('accept', { id: office_.id }, tokens.qhse)).json.data.row).toMatchObject({ grade: 'minor', target_date: addDays(today, 90), ca_proposal_due: addDays(today, 7) });

    const observation = await raised('observation');
    expect((await step('accept', { id: observation.id }, tokens.qhse)).json.data.row).toMatchObject({ target_date: null });
    // PSC action code 17: rectify before departure: the source's date is earlier than 30 days and stays.
    const beforeDeparture = await raised('major', { targetDate: addDays(today, 2) });
    expect((await step('accept', { id: beforeDeparture.id }, tokens.qhse)).json.data.row).toMatchObject({ target_date: addDays(today, 2) });
  });

  it('reject and cancel need a reason and are ends', async () => {
    const notAnNc = await raised('minor');
    expect((await step('reject', { id: notAnNc.id, reason: '' }, tokens.qhse)).json).toMatchObject({ code: 0, data: { errors: { reason: 'This field is required' } } });
    expect((await step('reject', { id: notAnNc.id, reason: 'Equipment was under planned maintenance at the time' }, tokens.qhse)).json.data.row).toMatchObject({ status: 'rejected', reject_reason: 'Equipment was under planned maintenance at the time' });
    expect((await step('accept', { id: notAnNc.id }, tokens.qhse)).json.code).toBe(0);
    expect((await step('cancel', { id: notAnNc.id, reason: 'Duplicate' }, tokens.qhse)).json.code).toBe(0);

    const duplicate = await raised('minor');
    expect((await step('cancel', { id: duplicate.id, reason: 'Raised twice from the same deficiency' }, tokens.raiser)).status).toBe(403);
    expect((await step('cancel', { id: duplicate.id, reason: 'Raised twice from the same deficiency' }, tokens.qhse)).json.data.row).toMatchObject({ status: 'cancelled' });
  });

  it('proposing the corrective action needs a root cause and a corrective action, and goes for approval: approved → in progress, returned → back to accepted', async () => {
    const ncr = await raised('minor');
    // No actions before acceptance.
    expect((await post(`${ACTION}add`, { ncr_id: ncr.id, kind: 'corrective', description: 'x', due_date: addDays(today, 5) }, tokens.head)).json.code).toBe(0);
    await step('accept', { id: ncr.id }, tokens.qhse);
    await addAction(ncr.id, { kind: 'correction', description: 'Fire door closer replaced' });
    const body = { id: ncr.id, root_cause_method: 'fishbone', root_cause: 'Closer worn; not in the PMS', cause_category: 'equipment' };
    expect((await step('proposeCa', body, tokens.head)).json).toMatchObject({ code: 0, data: { errors: { id: 'Plan at least one corrective action before proposing' } } });
    await addAction(ncr.id, { description: 'Add fire-door closers to the PMS with a 3-monthly check' });
    expect((await step('proposeCa', { ...body, root_cause: '' }, tokens.head)).json.data.errors).toHaveProperty('root_cause');
    // The cause category is an item of the root-cause dictionary (system settings), not a word typed freely.
    expect((await step('proposeCa', { ...body, cause_category: 'weather' }, tokens.head)).json.data.errors).toEqual({ cause_category: '"weather" is not an enabled item of the dictionary root_cause_category' });
    expect((await step('proposeCa', body, tokens.reader)).status).toBe(403);
    expect((await step('proposeCa', body, tokens.head)).json).toMatchObject({ code: 1, data: { row: { status: 'ca_proposed', root_cause_method: 'fishbone', cause_category: 'equipment' } } });
    expect(await pendingFlow(ncr.id)).toEqual(['ncr_ca']);
    // While the approval runs, the plan is frozen.
    expect((await post(`${ACTION}add`, { ncr_id: ncr.id, kind: 'preventive', description: 'y', due_date: addDays(today, 5) }, tokens.head)).json.code).toBe(0);

    await approveAll(ncr.id, rootAccess, 'return');
    expect((await report(ncr.id)).status).toBe('accepted');
    expect((await step('proposeCa', body, tokens.head)).json.code).toBe(1);
    await approveAll(ncr.id);
    expect((await report(ncr.id)).status).toBe('ca_in_progress');

    const major = await raised('major');
    await step('accept', { id: major.id }, tokens.qhse);
    await addAction(major.id);
    await step('proposeCa', { ...body, id: major.id }, tokens.head);
    expect(await pendingFlow(major.id)).toEqual(['ncr_ca_major']);
  });

  it('an action is done only with evidence; the last one done sends the report to verification; a rejected one sends it back', async () => {
    const { ncr, action } = await inProgress();
    const second = await addAction(ncr.id, { kind: 'preventive', description: 'Fleet circular on drill records' });
    expect((await actionStep('start', { id: action.id }, tokens.reader)).status).toBe(403);
    expect((await actionStep('start', { id: action.id }, tokens.head)).json.data.row).toMatchObject({ status: 'in_progress' });
    expect((await actionStep('complete', { id: action.id, evidence: [] }, tokens.head)).json).toMatchObject({ code: 0, data: { errors: { evidence: 'Attach the evidence of the completed action' } } });
    expect((await actionStep('complete', { id: action.id }, tokens.head)).json.code).toBe(0);
    expect((await actionStep('complete', { id: action.id, evidence: ['/storage/ncr/20261101/checklist-rev3.pdf'], note: 'Checklist revised' }, tokens.head)).json.data.row).toMatchObject({ status: 'done', evidence: ['/storage/ncr/20261101/checklist-rev3.pdf'] });
    expect((await actionStep('complete', { id: action.id, evidence: ['/x.pdf'] }, tokens.head)).json.code).toBe(0);
    expect((await report(ncr.id)).status).toBe('ca_in_progress');
    // A done action is no longer edited or deleted.
    expect((await post(`${ACTION}edit`, { id: action.id, description: 'Changed' }, tokens.head)).json.code).toBe(0);

    await actionStep('complete', { id: second.id, evidence: ['/storage/ncr/20261101/circular-26-14.pdf'] }, tokens.head);
    expect((await report(ncr.id)).status).toBe('pending_verification');

    expect((await actionStep('reject', { id: second.id, comment: 'The circular is not signed' }, tokens.head)).status).toBe(403);
    expect((await actionStep('reject', { id: second.id, comment: 'The circular is not signed' }, tokens.verifier)).json.data.row).toMatchObject({ status: 'rejected', verify_comment: 'The circular is not signed' });
    expect((await report(ncr.id)).status).toBe('ca_in_progress');
    await actionStep('complete', { id: second.id, evidence: ['/storage/ncr/20261102/circular-26-14-signed.pdf'] }, tokens.head);
    expect((await actionStep('verify', { id: second.id, comment: 'Signed copy seen' }, tokens.verifier)).json.data.row).toMatchObject({ status: 'verified' });
    expect((await report(ncr.id)).status).toBe('pending_verification');
  });

  it('closure is refused while an action lacks its evidence; a minor NC closes on the verifier’s word, its actions verified', async () => {
    const { ncr, action } = await inProgress();
    await actionStep('complete', { id: action.id, evidence: ['/storage/ncr/photo.jpg'] }, tokens.head);
    expect((await report(ncr.id)).status).toBe('pending_verification');
    // Evidence lost since (a file removed by hand): the report does not close on it.
    await db.update(ncrAction).set({ evidence: [] }).where(eq(ncrAction.id, action.id));
    expect((await step('verify', { id: ncr.id }, tokens.qhse)).json).toMatchObject({ code: 0, data: { errors: { id: 'Every action must be done, with evidence, before verification (1 not yet)' } } });
    await db.update(ncrAction).set({ evidence: ['/storage/ncr/photo.jpg'] }).where(eq(ncrAction.id, action.id));

    expect((await step('verify', { id: ncr.id }, tokens.head)).status).toBe(403);
    const closed = await step('verify', { id: ncr.id, comment: 'Checked on board' }, tokens.qhse);
    expect(closed.json).toMatchObject({ code: 1, data: { row: { status: 'closed', effectiveness_result: 'effective' } } });
    expect((await report(ncr.id)).closed_at).not.toBeNull();
    expect((await db.select().from(ncrAction).where(eq(ncrAction.ncr_id, ncr.id)))[0]).toMatchObject({ status: 'verified' });
    expect(told.filter((change) => change.ncr_no === ncr.ncr_no).map((change) => change.status)).toEqual(['accepted', 'ca_proposed', 'ca_in_progress', 'pending_verification', 'closed']);

    // Reopened with a reason: back to work, counted.
    expect((await step('reopen', { id: ncr.id, reason: '' }, tokens.qhse)).json.code).toBe(0);
    expect((await step('reopen', { id: ncr.id, reason: 'Same finding at the next internal audit' }, tokens.qhse)).json.data.row).toMatchObject({ status: 'ca_in_progress', reopen_count: 1, closed_at: null, effectiveness_result: 'not_effective' });
    expect((await step('reopen', { id: ncr.id, reason: 'again' }, tokens.qhse)).json.code).toBe(0);
  });

  it('actions verified as not effective do not close the report: it goes back for a new cause analysis and new actions', async () => {
    const { ncr, action } = await inProgress();
    await actionStep('complete', { id: action.id, evidence: ['/storage/ncr/photo.jpg'] }, tokens.head);
    expect((await report(ncr.id)).status).toBe('pending_verification');
    // The verifier must say why: nothing moves without it.
    expect((await step('verify', { id: ncr.id, effectiveness_result: 'not_effective' }, tokens.qhse)).json).toMatchObject({ code: 0, data: { errors: { comment: expect.stringContaining('not effective') } } });
    expect((await report(ncr.id)).status).toBe('pending_verification');
    const back = await step('verify', { id: ncr.id, effectiveness_result: 'not_effective', comment: 'Same log book gaps found a month later' }, tokens.qhse);
    expect(back.json).toMatchObject({ code: 1, data: { row: { status: 'accepted', effectiveness_result: 'not_effective', closed_at: null } } });
    expect((await report(ncr.id)).ca_proposal_due).not.toBeNull();
    // The done action stays as it was (done, not verified): the record shows what was tried.
    expect((await db.select().from(ncrAction).where(eq(ncrAction.id, action.id)))[0]).toMatchObject({ status: 'done' });
    // A new proposal starts the corrective-action approval again.
    await addAction(ncr.id);
    expect((await step('proposeCa', { id: ncr.id, root_cause_method: '5why', root_cause: 'Checklist exists but is not used', cause_category: 'procedure' }, tokens.head)).json.code).toBe(1);
    expect((await report(ncr.id)).status).toBe('ca_proposed');
  });

  it("a major NC closes only through the DPA's verification", async () => {
    const { ncr, action } = await inProgress('major');
    await actionStep('complete', { id: action.id, evidence: ['/storage/ncr/major.pdf'] }, tokens.head);
    const asked = await step('verify', { id: ncr.id, comment: 'Ready for the DPA' }, tokens.qhse);
    expect(asked.json).toMatchObject({ code: 1, data: { row: { status: 'pending_verification' } } });
    expect(await pendingFlow(ncr.id)).toEqual(['ncr_verify_major']);
    // The page offers no second verification while the DPA's is pending, and shows that approval.
    const page = (await call(t, { url: `${REPORT}detail?id=${ncr.id}`, token: tokens.qhse, lang: 'en' })).json.data;
    expect(page).toMatchObject({ steps: [], approvals: [{ biz_type: 'ncr_verify_major', status: 'pending' }] });
    expect((await step('verify', { id: ncr.id }, tokens.qhse)).json.code).toBe(0);

    // The QHSE officer is not the DPA: the verification step is not theirs to approve.
    const qhse = await accessOf(t, 'ncr_qhse');
    const [pending] = (await db.execute(sql`select id from approval_instance where biz_id = ${ncr.id} and status = 'pending'`)).rows as Array<{ id: string }>;
    await expect(db.transaction((tx) => service(APPROVALS).act(tx as unknown as Db, { instanceId: pending!.id, actor: qhse, action: 'approve', comment: '' }))).rejects.toThrow();
    expect((await report(ncr.id)).status).toBe('pending_verification');

    await db.execute(sql`update admin set is_dpa = true where username = 'ncr_verifier'`);
    await approveAll(ncr.id, await accessOf(t, 'ncr_verifier'));
    expect((await report(ncr.id)).status).toBe('closed');
    expect((await report(ncr.id)).closed_by).toBe((await accessOf(t, 'ncr_verifier')).admin.id);
  });

  it('an extension moves the due date and counts when approved, and leaves it when declined', async () => {
    const { ncr } = await inProgress();
    const due = (await report(ncr.id)).target_date!;
    expect((await step('requestExtension', { id: ncr.id, extended_to: due, reason: 'Spare parts' }, tokens.head)).json.data.errors).toHaveProperty('extended_to');
    expect((await step('requestExtension', { id: ncr.id, extended_to: addDays(due, 30), reason: 'Spare parts on order' }, tokens.reader)).status).toBe(403);
    expect((await step('requestExtension', { id: ncr.id, extended_to: addDays(due, 30), reason: 'Spare parts on order' }, tokens.head)).json.code).toBe(1);
    expect(await pendingFlow(ncr.id)).toEqual(['ncr_extension']);
    expect((await step('requestExtension', { id: ncr.id, extended_to: addDays(due, 40), reason: 'again' }, tokens.head)).json).toMatchObject({ code: 0, data: { errors: { id: 'An extension request is already awaiting approval' } } });
    await approveAll(ncr.id);
    expect(await report(ncr.id)).toMatchObject({ extended_to: addDays(due, 30), extension_count: 1, requested_extension_to: null });

    await step('requestExtension', { id: ncr.id, extended_to: addDays(due, 60), reason: 'Drydock moved' }, tokens.head);
    await approveAll(ncr.id, rootAccess, 'reject');
    expect(await report(ncr.id)).toMatchObject({ extended_to: addDays(due, 30), extension_count: 1, requested_extension_to: null });
    expect((await history(ncr.id)).filter((line) => line.startsWith('extension'))).toEqual(['extensionApproved:ca_in_progress', 'extensionDeclined:ca_in_progress']);
  });

  it('answers the report page: actions, history, approval timeline, and only the steps the caller may take now', async () => {
    const { ncr, action } = await inProgress();
    const detail = async (token: string) => (await call(t, { url: `${REPORT}detail?id=${ncr.id}`, token, lang: 'en' })).json;
    const asHead = await detail(tokens.head!);
    expect(asHead).toMatchObject({ code: 1, data: { report: { id: ncr.id, status: 'ca_in_progress', ship_id_label: expect.stringContaining('LIFECYCLE STAR') }, repeat_of: null } });
    expect(asHead.data.steps).toEqual(['requestExtension']);
    expect(asHead.data.action_steps[action.id]).toEqual(['start', 'complete']);
    expect(asHead.data.can).toMatchObject({ edit: false, add_action: true });
    expect(asHead.data.actions).toMatchObject([{ ncr_id_label: ncr.ncr_no }]);
    expect(asHead.data.history.map((line: { action: string }) => line.action)).toEqual(['raise', 'accept', 'proposeCa', 'caApproved']);
    expect(asHead.data.approvals).toMatchObject([{ biz_type: 'ncr_ca', status: 'approved' }]);
    expect(asHead.data.approval_timeline.length).toBeGreaterThanOrEqual(2);

    const asReader = await detail(tokens.reader!);
    expect(asReader.data.steps).toEqual([]);
    expect(asReader.data.action_steps[action.id]).toEqual([]);
    expect((await detail(tokens.qhse!)).data.steps).toEqual([]);
    await actionStep('complete', { id: action.id, evidence: ['/storage/ncr/e.pdf'] }, tokens.head);
    expect((await detail(tokens.qhse!)).data.steps).toEqual(['verify']);
    await step('verify', { id: ncr.id }, tokens.qhse);
    expect((await detail(tokens.qhse!)).data.steps).toEqual(['reopen']);
  });

  it("an action past its due date raises the report's action alert and a to-do for its owner; the last completion closes both", async () => {
    const { ncr, action } = await inProgress();
    const owner = await accessOf(t, 'ncr_head');
    const moved = await post(`${ACTION}edit`, { id: action.id, ncr_id: ncr.id, kind: 'corrective', description: 'Revise the drill checklist', due_date: addDays(today, -2), owner_admin_id: owner.admin.id }, tokens.head);
    expect(moved.json.code, JSON.stringify(moved.json)).toBe(1);
    const alertOf = async () => ((await db.execute(sql`select stage, level, closed_at, todo_id from alert where biz_type = 'ncr_action' and biz_id = ${ncr.id}`)).rows as Array<{ stage: string; level: string; closed_at: Date | null; todo_id: string | null }>)[0];
    expect(await alertOf()).toMatchObject({ stage: 'overdue', level: 'critical', closed_at: null });
    const todoOf = async () => ((await db.execute(sql`select assignee_admin_id, status from todo where id = ${(await alertOf())!.todo_id}`)).rows as Array<{ assignee_admin_id: string; status: string }>)[0];
    expect(await todoOf()).toMatchObject({ assignee_admin_id: owner.admin.id, status: 'open' });

    await actionStep('complete', { id: action.id, evidence: ['/storage/ncr/done.pdf'] }, tokens.head);
    expect((await report(ncr.id)).status).toBe('pending_verification');
    expect((await alertOf())!.closed_at).not.toBeNull();
    expect((await todoOf())!.status).not.toBe('open');
  });

  it('flags a repeat on the form too, and keeps the data scope on the steps', async () => {
    const first = await draft({ clause_ref: '6.5' });
    const again = await draft({ clause_ref: '6.5' });
    expect(first.is_repeat).toBe(false);
    expect(again.is_repeat).toBe(true);

    const elsewhere = await buildShip(t, root, { name_en: 'ELSEWHERE MOON' });
    const group = await buildGroup(t, root, { name: 'NCR ship only', rights: ['ncr/report/index', 'ncr/report/submit'], data_scope: 'custom', departments: [elsewhere.dept_id] });
    await buildAdmin(t, root, { username: 'ncr_narrow', group_arr: [group.id] });
    const narrow = await tokenOf(t, 'ncr_narrow');
    const outside = await step('submit', { id: first.id }, narrow);
    expect(outside.status).toBe(404);
    expect((await report(first.id)).status).toBe('draft');
  });
});
