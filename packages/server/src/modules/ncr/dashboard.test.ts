import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, type DashboardChart, type DashboardOverview, type DashboardTile } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { NCR_PIPELINE, type NcrGrade } from '../../platform/ncr-pipeline.js';
import { service } from '../../platform/services.js';
import { buildShip } from '../../test/crew-factories.js';
import { buildAdmin, buildGroup, superToken, tokenOf } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { accessOf, pscFinding } from '../../test/ncr-fixtures.js';
import { bucketOf, paretoGroup } from './dashboard.js';
import { ncrAction, ncrReport } from './tables.js';

describe('the NCR dashboard: tiles, ageing and Pareto', () => {
  let t: TestApp;
  let db: Db;
  let token: string;
  let raisedBy: AdminAccess;
  let today: string;
  let ship: { id: string; dept_id: string };

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database.db as Db;
    token = await superToken(t);
    raisedBy = await accessOf(t);
    today = await t.app.moduleContext.alerts.today();
    ship = await buildShip(t, token, { name_en: 'DASHBOARD STAR' });
  });
  afterAll(() => t.close());

  /** A report raised `age` days ago, in `status`. */
  const ncr = async (grade: NcrGrade, age: number, status: string, clauseRef: string | null = null, columns: Record<string, unknown> = {}) => {
    const raised = await db.transaction((tx) => service(NCR_PIPELINE).raise(tx as unknown as Db, pscFinding(ship, raisedBy, { grade, clauseRef })));
    await db
      .update(ncrReport)
      .set({ status: status as never, raised_at: new Date(`${addDays(today, -age)}T03:00:00Z`), ...columns })
      .where(eq(ncrReport.id, raised.id));
    return raised.id;
  };
  const overview = async (as = token, shipId: string | null = ship.id) => {
    const { json } = await call(t, { url: `/admin/dashboard/overview${shipId ? `?ship_id=${shipId}` : ''}`, token: as, lang: 'en' });
    expect(json.code, JSON.stringify(json)).toBe(1);
    return json.data as DashboardOverview;
  };
  const tile = (o: DashboardOverview, key: string) => [...o.red_flags, ...o.due_soon].find((entry: DashboardTile) => entry.key === key);
  const chart = (o: DashboardOverview, key: string) => o.charts.find((entry: DashboardChart) => entry.key === key);

  it('buckets ages at 30, 60 and 90 days and groups clauses by ISM section and PSC deficiency group', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(bucketOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(paretoGroup('10.3')).toEqual({ kind: 'ism', code: '10' });
    expect(paretoGroup('ISM 12.1')).toEqual({ kind: 'ism', code: '12' });
    expect(paretoGroup('07113')).toEqual({ kind: 'psc', code: '07' });
    expect(paretoGroup('SIRE 5.2.1')).toEqual({ kind: 'other', code: 'SIRE 5.2.1' });
  });

  it('counts open major NCs, overdue actions, reports awaiting verification and overdue proposals, and draws ageing and Pareto', async () => {
    const empty = await overview();
    expect(tile(empty, 'ncr.openMajor')).toMatchObject({ count: 0, level: 'ok' });
    expect(chart(empty, 'ncr.ageing')!.series.map((s) => s.data)).toEqual([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);

    await ncr('major', 5, 'raised', '10.3');
    await ncr('major', 45, 'ca_in_progress', '10.1');
    await ncr('major', 200, 'closed', '07113', { closed_at: new Date() });
    await ncr('minor', 30, 'pending_verification', '07113');
    await ncr('minor', 31, 'pending_verification', '07105');
    const late = await ncr('minor', 100, 'accepted', '07113', { ca_proposal_due: addDays(today, -1) });
    await ncr('minor', 61, 'accepted', '', { ca_proposal_due: today });
    await ncr('observation', 10, 'raised', 'SIRE 5.2.1');
    await ncr('observation', 10, 'cancelled', '10.3');
    await ncr('major', 400, 'closed', '10.3', { closed_at: new Date() });
    await db.insert(ncrAction).values([
      { ncr_id: late, ship_id: ship.id, dept_id: ship.dept_id, kind: 'corrective', description: 'Overdue', due_date: addDays(today, -1), status: 'open' },
      { ncr_id: late, ship_id: ship.id, dept_id: ship.dept_id, kind: 'corrective', description: 'Due today', due_date: today, status: 'in_progress' },
      { ncr_id: late, ship_id: ship.id, dept_id: ship.dept_id, kind: 'correction', description: 'Done late', due_date: addDays(today, -9), status: 'done' },
    ]);

    const o = await overview();
    expect(tile(o, 'ncr.openMajor')).toMatchObject({ count: 2, level: 'critical', link: { path: '/admin/ncr/report' } });
    expect(o.red_flags.map((entry) => entry.key)).toContain('ncr.openMajor');
    expect(tile(o, 'ncr.overdueActions')).toMatchObject({ count: 1, level: 'critical', link: { path: '/admin/ncr/action' } });
    expect(tile(o, 'ncr.awaitingVerification')).toMatchObject({ count: 2, level: 'warn' });
    expect(tile(o, 'ncr.caProposalOverdue')).toMatchObject({ count: 1 });

    const ageing = chart(o, 'ncr.ageing')!;
    expect(ageing).toMatchObject({ kind: 'stacked_bar', categories: ['0-30 d', '31-60 d', '61-90 d', '>90 d'] });
    expect(Object.fromEntries(ageing.series.map((s) => [s.key, s.data]))).toEqual({ major: [1, 1, 0, 0], minor: [1, 1, 1, 1], observation: [1, 0, 0, 0] });

    // Twelve months: the cancelled report and the one raised 400 days ago are left out.
    const pareto = chart(o, 'ncr.pareto')!;
    expect(pareto.kind).toBe('pareto');
    expect(pareto.series[0]!.data).toEqual([4, 2, 1]);
    expect(pareto.categories[0]).toMatch(/^PSC 07/);
    expect(pareto.categories.slice(1)).toEqual(['ISM 10', 'SIRE 5.2.1']);

    const zh = (await call(t, { url: `/admin/dashboard/overview?ship_id=${ship.id}`, token, lang: 'zh-cn' })).json.data as DashboardOverview;
    expect(chart(zh, 'ncr.ageing')!.series.map((s) => s.name)).toEqual(['严重不符合', '一般不符合', '观察项']);
  });

  it("counts only within the caller's data scope", async () => {
    const other = await buildShip(t, token, { name_en: 'DASHBOARD MOON' });
    const group = await buildGroup(t, token, { name: 'NCR other ship', rights: ['dashboard/index', 'ncr/report/index'], data_scope: 'custom', departments: [other.dept_id] });
    await buildAdmin(t, token, { username: 'ncr_elsewhere', group_arr: [group.id] });
    const o = await overview(await tokenOf(t, 'ncr_elsewhere'), null);
    expect(tile(o, 'ncr.openMajor')).toMatchObject({ count: 0, level: 'ok' });
    expect(chart(o, 'ncr.ageing')!.series.flatMap((s) => s.data).reduce((a, b) => a + b, 0)).toBe(0);
    // The same call by the super administrator, over the whole fleet, counts this file's reports.
    expect(tile(await overview(token, null), 'ncr.openMajor')!.count).toBeGreaterThanOrEqual(2);
  });
});
