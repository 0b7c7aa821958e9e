import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, addMonths, todayIso } from '@vessel/contract';
import { loadAccess, type AdminAccess } from '../../platform/authorization.js';
import { alert } from '../../platform/alert/tables.js';
import { APPROVALS } from '../../platform/approvals.js';
import { CHECKLISTS, type ChecklistTemplate } from '../../platform/checklists.js';
import { NCR_PIPELINE } from '../../platform/ncr-pipeline.js';
import { admin, adminRule } from '../../platform/identity/tables.js';
import { service } from '../../platform/services.js';
import { buildSeafarer, buildShip, certTypeId, positionId } from '../../test/crew-factories.js';
import { buildAdmin, buildDepartment, buildGroup, rootDepartmentId, superToken, tokenOf } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { followNcr } from './findings.js';
import { AUDIT_MIGRATIONS } from './resources.js';

const today = todayIso();

describe('audits', () => {
  let t: TestApp;
  let root: string;
  let rootAccess: AdminAccess;
  let shipA: { id: string; dept_id: string };
  let shipB: { id: string; dept_id: string; imo_no: string };
  let office: { id: string };
  let insider: { id: string };
  let outsider: { id: string };
  let template: ChecklistTemplate;

  const ok = async (url: string, body: Record<string, unknown>, lang = 'en') => {
    const { json } = await call(t, { url, token: root, lang, body });
    if (json.code !== 1) throw new Error(`${url}: ${JSON.stringify(json)}`);
    return json.data;
  };
  const refusal = async (url: string, body: Record<string, unknown>, lang = 'en') => {
    const { json } = await call(t, { url, token: root, lang, body });
    expect(json.code).toBe(0);
    return { msg: json.msg as string, errors: (json.data?.errors ?? {}) as Record<string, string> };
  };
  const planOf = async (id: string) => (await call(t, { url: `/admin/audit.Plan/detail?id=${id}`, token: root })).json.data;
  /** Acts on every step of a record's pending approval as the super administrator (an approver of every step). */
  const approveAll = async (bizType: string, bizId: string, action: 'approve' | 'reject' = 'approve') => {
    const approvals = service(APPROVALS);
    for (let guard = 0; guard < 5; guard++) {
      const instance = await approvals.current(t.database.db, bizType, bizId);
      if (!instance || instance.status !== 'pending') return instance;
      await t.database.db.transaction((tx) => approvals.act(tx, { instanceId: instance.id, actor: rootAccess, action, comment: 'checked' }));
    }
    return approvals.current(t.database.db, bizType, bizId);
  };
  const shipPlan = (shipId: string, values: Record<string, unknown> = {}) => ({
    standard: 'ISM',
    scope: 'ship',
    ship_id: shipId,
    planned_from: addDays(today, 30),
    planned_to: addDays(today, 31),
    team_ids: [],
    checklist_template_ids: [template.id],
    ...values,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    const [row] = await t.database.db.select().from(admin).where(eq(admin.username, 'admin'));
    rootAccess = await loadAccess(t.database.db, row!);
    shipA = await buildShip(t, root, { name_en: 'ORIENT STAR' });
    shipB = await buildShip(t, root, { name_en: 'PACIFIC MOON' });
    office = await buildDepartment(t, root, { name: '海务部', pid: await rootDepartmentId(t, root) });
    const group = await buildGroup(t, root, { name: 'Internal auditors', rights: ['audit', 'audit/internal', 'audit/plan', 'audit/plan/index'] });
    insider = await buildAdmin(t, root, { username: 'marine_auditor', group_arr: [group.id], department_id: office.id });
    outsider = await buildAdmin(t, root, { username: 'qhse_auditor', group_arr: [group.id], department_id: null });
    for (const person of [insider, outsider]) await ok('/admin/audit.Auditor/add', { admin_id: person.id, qualification: 'internal_auditor', certificate_no: `IA-${person.id.slice(0, 6)}`, valid_until: addMonths(today, 24) });
    const active = await service(CHECKLISTS).active(t.database.db, 'ISM');
    template = active.find((candidate) => candidate.sections.some((section) => section.items.some((item) => item.answer_type === 'yes_no_na')))!;
  });
  afterAll(() => t.close());

  it('approves the annual programme through its flow, and a rejected one goes back to draft', async () => {
    const programme = (await ok('/admin/audit.Programme/add', { year: 2031, title: 'ISM internal audit programme 2031' })).row;
    expect(programme).toMatchObject({ status: 'draft', programme_no: expect.stringMatching(/2031/) });
    const duplicate = await refusal('/admin/audit.Programme/add', { year: 2031, title: 'Again' });
    expect(duplicate.errors.year).toBe('This year already has an audit programme');
    await ok('/admin/audit.Programme/submit', { id: programme.id });
    expect((await refusal('/admin/audit.Programme/submit', { id: programme.id })).msg).toBeTruthy();
    const settled = await approveAll('audit_programme', programme.id);
    expect(settled?.status).toBe('approved');
    const { json } = await call(t, { url: `/admin/audit.Programme/index?search[0][field]=year&search[0][operator]=eq&search[0][val]=2031`, token: root });
    expect(json.data.list[0]).toMatchObject({ status: 'approved', approved_at: expect.any(String) });

    const other = (await ok('/admin/audit.Programme/add', { year: 2032, title: 'Programme 2032' })).row;
    await ok('/admin/audit.Programme/submit', { id: other.id });
    expect((await approveAll('audit_programme', other.id, 'reject'))?.status).toBe('rejected');
    const again = await call(t, { url: `/admin/audit.Programme/index?search[0][field]=year&search[0][operator]=eq&search[0][val]=2032`, token: root });
    expect(again.json.data.list[0].status).toBe('draft');
  });

  it('holds every unit to 12 months: the due date follows the last audit conducted, alerts and tiles follow it', async () => {
    // The last audit of ship A was conducted 300 days ago: the next is due 65 or so days from now.
    const last = (await ok('/admin/audit.Plan/add', shipPlan(shipA.id, { planned_from: addDays(today, -305), planned_to: addDays(today, -300), team_ids: [outsider.id] }))).row;
    expect(last.audit_no).toBeTruthy();
    expect(last.due_by).toBeNull();
    await ok('/admin/audit.Plan/start', { id: last.id });
    await ok('/admin/audit.Plan/submitReport', { id: last.id, report_summary: 'SMS effectively implemented; two findings.', conducted_from: addDays(today, -305), conducted_to: addDays(today, -300) });
    const due = addMonths(addDays(today, -300), 12);
    const next = (await ok('/admin/audit.Plan/add', shipPlan(shipA.id))).row;
    expect(next).toMatchObject({ last_audit_date: addDays(today, -300), due_by: due, status: 'planned', category: 'internal', dept_id: shipA.dept_id });
    const [raised] = await t.database.db.select().from(alert).where(and(eq(alert.biz_type, 'internal_audit_due'), eq(alert.biz_id, shipA.dept_id)));
    expect(raised).toMatchObject({ stage: '90d', due_date: due });
    const { json } = await call(t, { url: '/admin/dashboard/overview', token: root });
    const tile = (json.data.due_soon as Array<{ key: string; count: number }>).find((candidate) => candidate.key === 'audit.internalDueSoon');
    expect(tile?.count).toBeGreaterThanOrEqual(1);
  });

  it('postpones within the due date at once, beyond it only with the DPA, never beyond three months after it', async () => {
    const due = addMonths(addDays(today, -300), 12);
    const plan = (await ok('/admin/audit.Plan/add', shipPlan(shipA.id))).row;
    expect(plan.due_by).toBe(due);

    const within = await ok('/admin/audit.Plan/postpone', { id: plan.id, postponed_to: addDays(today, 40), reason: 'Ship diverted to Qingdao' });
    expect(within).toMatchObject({ status: 'postponed', planned_from: addDays(today, 40), planned_to: addDays(today, 41) });

    const tooFar = addDays(addMonths(due, 3), 1);
    const refused = await refusal('/admin/audit.Plan/postpone', { id: plan.id, postponed_to: tooFar, reason: 'Dry dock' });
    expect(refused.errors.postponed_to).toBe(`An internal audit cannot be postponed beyond ${addMonths(due, 3)} (3 months after its due date ${due}, ISM 12)`);

    const beyond = await call(t, { url: '/admin/audit.Plan/postpone', token: root, lang: 'en', body: { id: plan.id, postponed_to: addDays(due, 20), reason: 'Dry dock in Zhoushan' } });
    expect(beyond.json).toMatchObject({ code: 1, msg: `The postponement goes beyond the due date ${due}: it waits for the DPA's approval` });
    expect((await planOf(plan.id)).plan).toMatchObject({ status: 'postponed', planned_from: addDays(today, 40), postponed_to: addDays(due, 20) });
    expect((await refusal('/admin/audit.Plan/postpone', { id: plan.id, postponed_to: addDays(due, 30), reason: 'Again' })).errors.postponed_to).toBe('A postponement of this audit already waits for approval');
    await approveAll('audit_postpone', plan.id);
    expect((await planOf(plan.id)).plan).toMatchObject({ status: 'postponed', planned_from: addDays(due, 20) });
  });

  it('refuses an auditor of the audited department, and one who served on the ship within the set months', async () => {
    const own = await refusal('/admin/audit.Plan/add', { standard: 'ISM', scope: 'office_dept', dept_id: office.id, planned_from: addDays(today, 20), planned_to: addDays(today, 20), lead_auditor_id: insider.id });
    expect(own.errors.team_ids).toBe('marine_auditor belongs to the audited department and cannot audit it (ISM 12.2: auditors independent of the area audited)');
    const independent = (await ok('/admin/audit.Plan/add', { standard: 'ISM', scope: 'office_dept', dept_id: office.id, planned_from: addDays(today, 20), planned_to: addDays(today, 20), lead_auditor_id: outsider.id })).row;
    expect(independent.team_ids).toEqual([outsider.id]);
    // Adding the insider to the team later is refused the same way.
    const edit = await refusal('/admin/audit.Plan/edit', { id: independent.id, standard: 'ISM', scope: 'office_dept', dept_id: office.id, planned_from: independent.planned_from, planned_to: independent.planned_to, lead_auditor_id: outsider.id, team_ids: [outsider.id, insider.id] });
    expect(edit.errors.team_ids).toContain('marine_auditor belongs to the audited department');
    // The QHSE auditor was master of ship B until 20 days ago (service before joining the office, by IMO).
    const master = await buildSeafarer(t, root, { name_en: 'WANG HAI', rank: 'MSTR' });
    await ok('/admin/crew.SeaService/add', { seafarer_id: master.id, ship_name: 'PACIFIC MOON', imo_no: shipB.imo_no, rank_id: await positionId(t, 'MSTR'), sign_on: addDays(today, -200), sign_off: addDays(today, -20) });
    const [record] = (await call(t, { url: `/admin/audit.Auditor/index?search[0][field]=admin_id&search[0][operator]=eq&search[0][val]=${outsider.id}`, token: root })).json.data.list;
    await ok('/admin/audit.Auditor/edit', { id: record.id, admin_id: record.admin_id, qualification: record.qualification, certificate_no: record.certificate_no, valid_until: record.valid_until, seafarer_id: master.id });
    const served = await refusal('/admin/audit.Plan/add', shipPlan(shipB.id, { lead_auditor_id: outsider.id }));
    expect(served.errors.team_ids).toBe('qhse_auditor served on PACIFIC MOON within the last 36 months and cannot audit it (ISM 12.2)');
    // Ship A is not theirs; and ship B again once 36 months have passed.
    expect((await ok('/admin/audit.Plan/add', shipPlan(shipA.id, { lead_auditor_id: outsider.id }))).row.team_ids).toEqual([outsider.id]);
    const later = addDays(addMonths(addDays(today, -20), 36), 1);
    expect((await ok('/admin/audit.Plan/add', shipPlan(shipB.id, { lead_auditor_id: outsider.id, planned_from: later, planned_to: later }))).row.status).toBe('planned');
    const zh = await refusal('/admin/audit.Plan/add', shipPlan(shipB.id, { lead_auditor_id: outsider.id }), 'zh-cn');
    expect(zh.errors.team_ids).toContain('在最近 36 个月内曾在');
  });

  it('records answers, raises findings as NCRs, issues the report through approval, and closes only when no NCR is open', async () => {
    const plan = (await ok('/admin/audit.Plan/add', shipPlan(shipB.id, { planned_from: today, planned_to: addDays(today, 1), lead_auditor_id: null, team_ids: [] }))).row;
    const item = template.sections.flatMap((section) => section.items).find((candidate) => candidate.answer_type === 'yes_no_na')!;
    expect((await refusal('/admin/audit.Plan/saveAnswers', { id: plan.id, answers: [{ template_id: template.id, item_id: item.id, answer: 'no' }] })).msg).toBe(
      'Answers and findings are recorded while the audit is in progress',
    );
    await ok('/admin/audit.Plan/notify', { id: plan.id });
    await ok('/admin/audit.Plan/start', { id: plan.id });
    const wrong = await refusal('/admin/audit.Plan/saveAnswers', { id: plan.id, answers: [{ template_id: template.id, item_id: item.id, answer: 'maybe' }] });
    expect(wrong.errors['answers.0.answer']).toBe(`Answer "maybe" does not fit item ${item.ref}`);
    expect((await refusal('/admin/audit.Plan/saveAnswers', { id: plan.id, answers: [{ template_id: template.id, item_id: 'nope', answer: 'yes' }] })).errors['answers.0.item_id']).toBe('This audit has no such checklist item');
    const notAFile = await refusal('/admin/audit.Plan/saveAnswers', { id: plan.id, answers: [{ template_id: template.id, item_id: item.id, answer: 'no', evidence: ['C:\\photos\\log.jpg'] }] });
    expect(notAFile.errors['answers.0.evidence.0']).toBe('Evidence is a file uploaded here, or its address starting with https://');
    expect(await ok('/admin/audit.Plan/saveAnswers', { id: plan.id, answers: [{ template_id: template.id, item_id: item.id, answer: 'no', comment: 'Drill records not signed', evidence: ['/storage/drill-log.jpg'] }] })).toEqual({ count: 1 });
    // Saving again replaces the answer (one per item).
    await ok('/admin/audit.Plan/saveAnswers', { id: plan.id, answers: [{ template_id: template.id, item_id: item.id, answer: 'no', comment: 'Drill records of May not signed by the master' }] });

    const nc = await call(t, { url: '/admin/audit.Plan/raiseFinding', token: root, lang: 'en', body: { id: plan.id, grade: 'nc', description: 'Drill records not signed by the master', template_id: template.id, item_id: item.id, due_date: addDays(today, 90) } });
    expect(nc.json).toMatchObject({ code: 1, data: { status: 'ncr_raised', ncr_no: expect.any(String), checklist_item_id: item.id } });
    expect(nc.json.msg).toBe(`Finding raised with NCR ${nc.json.data.ncr_no}`);
    const observation = await ok('/admin/audit.Plan/raiseFinding', { id: plan.id, grade: 'observation', description: 'Garbage record book entries late', clause_ref: '7' });
    expect(observation).toMatchObject({ status: 'open', ncr_id: null });

    const detail = await planOf(plan.id);
    expect(detail.answers).toEqual([expect.objectContaining({ item_id: item.id, answer: 'no', comment: 'Drill records of May not signed by the master' })]);
    expect(detail.findings).toHaveLength(2);
    expect(detail.ncrs).toEqual([expect.objectContaining({ ncr_no: nc.json.data.ncr_no, source_item_id: nc.json.data.id })]);
    expect(detail.checklists[0].id).toBe(template.id);
    expect(detail.view).toBe('audit.Plan');

    expect((await refusal('/admin/audit.Plan/submitReport', { id: plan.id })).errors.report_summary).toBe('Write the report summary before submitting it');
    await ok('/admin/audit.Plan/submitReport', { id: plan.id, report_summary: 'One non-conformity (ISM 8), one observation.' });
    expect((await planOf(plan.id)).plan.status).toBe('report_draft');
    await approveAll('audit_report', plan.id);
    const issued = await planOf(plan.id);
    expect(issued.plan).toMatchObject({ status: 'report_issued', report_issued_at: expect.any(String) });
    expect(issued.approvals.map((record: { action: string }) => record.action)).toContain('approve');
    await ok('/admin/audit.Report/followUp', { id: plan.id });
    const overview = (await call(t, { url: '/admin/dashboard/overview', token: root, lang: 'en' })).json.data;
    const chart = (overview.charts as Array<{ key: string; categories: string[]; series: Array<{ key: string; data: number[] }> }>).find((candidate) => candidate.key === 'audit.openFindings')!;
    expect(chart.categories).toEqual(['Internal audits', 'External audits']);
    expect(chart.series.find((series) => series.key === 'nc')?.data[0]).toBeGreaterThanOrEqual(1);
    const close = await refusal('/admin/audit.Report/close', { id: plan.id });
    expect(close.errors.id).toBe('1 findings still have an NCR open: the audit closes when every NCR is closed');

    // The NCR closes (its own workflow, played here by its table and its change notice): the audit closes, its finding with it.
    const ncrId = nc.json.data.ncr_id as string;
    await t.database.db.execute(sql`update ncr_report set status = 'closed', closed_at = now() where id = ${ncrId}`);
    const [closedNcr] = await service(NCR_PIPELINE).ofSource(t.database.db, 'internal_audit', plan.id);
    await t.database.db.transaction((tx) => followNcr(tx, { ...closedNcr!, source_id: plan.id }));
    await ok('/admin/audit.Report/close', { id: plan.id });
    const done = await planOf(plan.id);
    expect(done.plan.status).toBe('closed');
    expect(done.findings.map((finding: { grade: string; status: string }) => [finding.grade, finding.status]).sort()).toEqual([
      ['nc', 'closed'],
      ['observation', 'closed'],
    ]);

    // An audit with observations only closes, and its observations with it.
    const quiet = (await ok('/admin/audit.Plan/add', shipPlan(shipA.id, { planned_from: today, planned_to: today, lead_auditor_id: null, team_ids: [] }))).row;
    await ok('/admin/audit.Plan/start', { id: quiet.id });
    await ok('/admin/audit.Plan/raiseFinding', { id: quiet.id, grade: 'opportunity', description: 'Familiarisation checklist could be shorter' });
    await ok('/admin/audit.Plan/submitReport', { id: quiet.id, report_summary: 'No non-conformities.' });
    await approveAll('audit_report', quiet.id);
    await ok('/admin/audit.Report/close', { id: quiet.id });
    const closed = await planOf(quiet.id);
    expect(closed.plan.status).toBe('closed');
    expect(closed.findings.map((finding: { status: string }) => finding.status)).toEqual(['closed']);
  });

  it('lets an audit planner pick the auditors, ship, department, programme and checklists of the plan form, and plan', async () => {
    await ok('/admin/audit.Programme/add', { year: 2040, title: 'Audit programme 2040' });
    const planners = await buildGroup(t, root, { name: 'Audit planners', rights: ['audit', 'audit/internal', 'audit/plan', 'audit/plan/index', 'audit/plan/add'] });
    await buildAdmin(t, root, { username: 'audit_planner', group_arr: [planners.id] });
    const token = await tokenOf(t, 'audit_planner');
    for (const resource of ['auth.Admin', 'fleet.Ship', 'auth.Department', 'audit.Programme', 'setting.ChecklistTemplate']) {
      const { json } = await call(t, { url: `/admin/${resource}/index?select=true`, token });
      expect(json.code, resource).toBe(1);
      expect(json.data.list.length, resource).toBeGreaterThan(0);
    }
    // The form's picks are its own: the list of the plans of another menu is not.
    expect((await call(t, { url: '/admin/audit.ExternalPlan/index?select=true', token })).json.code).not.toBe(1);
    const { json } = await call(t, { url: '/admin/audit.Plan/add', token, lang: 'en', body: shipPlan(shipA.id, { lead_auditor_id: outsider.id }) });
    expect(json.code).toBe(1);
  });

  it("turns an older installation's 内部审核 and 外部审核 pages into the tree's directories", async () => {
    const { db } = t.database;
    await db.update(adminRule).set({ type: 'menu', menu_type: 'tab', component: '/src/pages/admin/audit/internal' }).where(inArray(adminRule.name, ['audit/internal', 'audit/external']));
    await db.execute(sql.raw(AUDIT_MIGRATIONS.find((migration) => migration.name === '0002_menu_directories')!.sql));
    const rows = await db.select().from(adminRule).where(inArray(adminRule.name, ['audit/internal', 'audit/external']));
    expect(rows.map((row) => [row.type, row.menu_type, row.component])).toEqual([
      ['menu_dir', null, ''],
      ['menu_dir', null, ''],
    ]);
  });

  it('schedules the external audits of the certificate windows opening soon, each once', async () => {
    // ORIENT STAR's SMC: its intermediate window (2nd anniversary − 3 months) opens in 30 days.
    const issued = addMonths(addDays(today, 30), -21);
    const smc = await ok('/admin/cert.Certificate/add', { holder_type: 'ship', term: 'full', ship_id: shipA.id, cert_type_id: await certTypeId(t, 'SMC'), cert_no: 'SMC-ORIENT-1', issue_date: issued, expiry_date: addMonths(issued, 60) });
    expect(smc.row.id).toBeTruthy();
    const first = await call(t, { url: '/admin/audit.ExternalPlan/schedule', token: root, lang: 'en', body: { days: 90 } });
    expect(first.json).toMatchObject({ code: 1, msg: '1 external audits scheduled from the certificate windows', data: { count: 1 } });
    const planned = (await planOf(first.json.data.ids[0])).plan;
    expect(planned).toMatchObject({ category: 'external', standard: 'ISM', external_kind: 'smc_intermediate', ship_id: shipA.id, planned_from: addDays(today, 30), status: 'planned' });
    expect((await call(t, { url: '/admin/audit.ExternalPlan/schedule', token: root, lang: 'en', body: { days: 90 } })).json.data.count).toBe(0);
    const tooFar = await call(t, { url: '/admin/audit.ExternalPlan/schedule', token: root, lang: 'en', body: { days: 9999 } });
    expect(tooFar.json.code).toBe(0);
  });

  it('gives the 审核管理 item and every directory under it all their fourth-level items, with their pages', async () => {
    const narrow = await buildGroup(t, root, { name: 'Plan readers', rights: ['audit', 'audit/internal', 'audit/plan', 'audit/plan/index'] });
    await buildAdmin(t, root, { username: 'plan_reader', group_arr: [narrow.id] });
    const { json } = await call(t, { url: '/admin/index/index', token: await tokenOf(t, 'plan_reader') });
    const nav = json.data.nav as Array<{ name: string; fourNav: Array<{ name: string; path: string }> }>;
    expect(nav.find((item) => item.name === '内部审核')?.fourNav).toEqual([
      { name: '审核计划', path: 'audit/programme' },
      { name: '审核实施', path: 'audit/plan' },
      { name: '审核报告', path: 'audit/report' },
      { name: '不符合项跟踪', path: 'audit/finding' },
    ]);
    expect(nav.find((item) => item.name === '审核管理')?.fourNav.map((item) => item.path)).toEqual(['audit/selfInspection', 'audit/auditor']);
    // A directory not held is no item; rights stay what the role holds.
    expect(nav.some((item) => item.name === '外部审核')).toBe(false);
    expect(json.data.rights).not.toContain('audit/programme');
  });
});
