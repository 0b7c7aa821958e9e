import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { todayIso } from '@vessel/contract';
import { alert } from '../../platform/alert/tables.js';
import { buildShip } from '../../test/crew-factories.js';
import { buildAdmin, buildDepartment, buildGroup, rootDepartmentId, superToken } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { seedDemoAudits } from './index.js';

const today = todayIso();

describe('audit demo', () => {
  let t: TestApp;
  let root: string;
  const input = { today, ships: [] as Array<{ id: string; dept_id: string; name_en: string }>, departments: new Map<string, string>(), staff: new Map<string, string>() };

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    const company = await rootDepartmentId(t, root);
    for (const code of ['QHSE', 'MARINE', 'TECH']) input.departments.set(code, (await buildDepartment(t, root, { name: `${code} 部`, pid: company })).id);
    for (const name of ['OCEAN HARMONY', 'PACIFIC PIONEER', 'EAST STAR', 'JIN HAI 8', 'MING YANG']) {
      const ship = await buildShip(t, root, { name_en: name });
      input.ships.push({ id: ship.id, dept_id: ship.dept_id, name_en: name });
    }
    const group = await buildGroup(t, root, { name: 'Office', rights: [] });
    for (const [username, dept] of [['dpa_zhou', 'QHSE'], ['marine_wang', 'MARINE'], ['tech_li', 'TECH']] as const) {
      input.staff.set(username, (await buildAdmin(t, root, { username, group_arr: [group.id], department_id: input.departments.get(dept)! })).id);
    }
  });
  afterAll(() => t.close());

  it('writes a year of audits once: one under way with an NCR, one due soon, one overdue, none audited by its own department', async () => {
    const first = await seedDemoAudits(t.app.moduleContext, input);
    expect(first.created).toBeGreaterThanOrEqual(input.ships.length + 3);
    expect(await seedDemoAudits(t.app.moduleContext, input)).toEqual({ created: 0 });

    const { json } = await call(t, { url: '/admin/audit.Plan/index?limit=100', token: root });
    const plans = json.data.list as Array<Record<string, unknown>>;
    expect(plans.filter((plan) => plan.status === 'in_progress')).toHaveLength(1);
    expect(new Set(plans.map((plan) => plan.status))).toEqual(new Set(['in_progress', 'closed', 'notified', 'follow_up', 'report_draft', 'report_issued']));
    const underWay = plans.find((plan) => plan.status === 'in_progress')!;
    const detail = (await call(t, { url: `/admin/audit.Plan/detail?id=${String(underWay.id)}`, token: root })).json.data;
    expect(detail.answers.length).toBeGreaterThan(0);
    expect(detail.ncrs).toHaveLength(1);
    expect(detail.team.length).toBeGreaterThan(0);

    const stages = (await t.database.db.select().from(alert).where(eq(alert.biz_type, 'internal_audit_due'))).map((row) => row.stage);
    expect(stages).toContain('overdue');
    expect(stages.some((stage) => /^\d+d$/.test(stage))).toBe(true);

    // ISM 12.2 holds in the demo too: no auditor audits their own department.
    const homeOf = new Map([...input.staff].map(([username, id]) => [id, input.departments.get({ dpa_zhou: 'QHSE', marine_wang: 'MARINE', tech_li: 'TECH' }[username]!)]));
    for (const plan of plans) for (const id of plan.team_ids as string[]) expect(homeOf.get(id), String(plan.audit_no)).not.toBe(plan.dept_id);
    const programme = (await call(t, { url: '/admin/audit.Programme/index', token: root })).json.data.list[0];
    expect(programme).toMatchObject({ year: Number(today.slice(0, 4)), status: 'in_execution' });
  });

  it('writes each ship three months of self-inspections, their checklist answered, one under way and one with a minor NC raised as an NCR', async () => {
    const { json } = await call(t, { url: '/admin/audit.SelfInspection/index?limit=100', token: root });
    const inspections = json.data.list as Array<Record<string, unknown>>;
    for (const ship of input.ships) expect(inspections.filter((row) => row.ship_id === ship.id).length, ship.name_en).toBeGreaterThanOrEqual(1);
    expect(inspections).toHaveLength(input.ships.length * 3);
    expect(inspections.every((row) => row.standard === 'self_inspection' && row.category === 'internal')).toBe(true);
    expect(inspections.filter((row) => row.status === 'in_progress')).toHaveLength(1);

    const done = inspections.find((row) => row.status === 'closed')!;
    const answers = (await call(t, { url: `/admin/audit.Plan/detail?id=${String(done.id)}`, token: root })).json.data.answers as Array<{ answer: string; comment: string }>;
    expect(answers.length).toBeGreaterThan(5);
    const no = answers.filter((answer) => answer.answer === 'no');
    expect(no.length).toBeGreaterThanOrEqual(1);
    expect(no.length).toBeLessThanOrEqual(2);
    expect(no.every((answer) => answer.comment.length > 0)).toBe(true);
    expect(answers.filter((answer) => answer.answer === 'yes').length).toBeGreaterThan(no.length);

    const followed = inspections.find((row) => row.status === 'follow_up')!;
    const detail = (await call(t, { url: `/admin/audit.Plan/detail?id=${String(followed.id)}`, token: root })).json.data;
    expect(detail.findings).toHaveLength(1);
    expect(detail.findings[0]).toMatchObject({ grade: 'nc', status: 'ncr_raised', checklist_item_id: '2.2' });
    expect(detail.ncrs).toHaveLength(1);
  });

  it('writes completed external audits with findings: an NC of ISM 10.3 with its NCR and due date, an observation', async () => {
    const { json } = await call(t, { url: '/admin/audit.ExternalFinding/index?limit=100', token: root });
    const found = json.data.list as Array<Record<string, unknown>>;
    const nc = found.find((row) => row.grade === 'nc')!;
    expect(nc).toMatchObject({ clause_ref: '10.3', category: 'external', status: 'ncr_raised' });
    expect(String(nc.description)).toContain('ECDIS');
    expect(nc.ncr_no).toBeTruthy();
    expect(nc.due_date).toBeTruthy();
    expect(found.some((row) => row.grade === 'observation' && !row.ncr_id)).toBe(true);

    const plans = (await call(t, { url: '/admin/audit.ExternalPlan/index?limit=100', token: root })).json.data.list as Array<Record<string, unknown>>;
    const audited = plans.filter((row) => found.some((finding) => finding.plan_id === row.id));
    expect(new Set(audited.map((row) => row.external_kind))).toEqual(new Set(['doc_annual', 'smc_intermediate']));
    expect(audited.every((row) => ['follow_up', 'closed'].includes(String(row.status)) && row.conducted_to)).toBe(true);
    const smc = audited.find((row) => row.external_kind === 'smc_intermediate')!;
    const detail = (await call(t, { url: `/admin/audit.Plan/detail?id=${String(smc.id)}`, token: root })).json.data;
    expect(detail.ncrs).toHaveLength(1);
  });
});
