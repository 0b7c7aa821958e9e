import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AdminAccess } from '../../platform/authorization.js';
import { NCR_PIPELINE } from '../../platform/ncr-pipeline.js';
import { service } from '../../platform/services.js';
import { accessOf, pscFinding } from '../../test/ncr-fixtures.js';
import type { Db } from '../../db/client.js';
import { buildShip } from '../../test/crew-factories.js';
import { buildAdmin, buildGroup, superToken } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/helpers.js';
import { seedDemoNcrs } from './index.js';
import { ncrAction, ncrEvent, ncrReport } from './tables.js';

describe('the NCR demo', () => {
  let t: TestApp;
  let db: Db;
  let today: string;
  let ships: Array<{ id: string; dept_id: string }>;
  let rootAccess: AdminAccess;
  const staff = new Map<string, string>();

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database.db as Db;
    const token = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
    rootAccess = await accessOf(t);
    ships = [await buildShip(t, token, { name_en: 'DEMOA STAR' }), await buildShip(t, token, { name_en: 'DEMOB MOON' })];
    const group = await buildGroup(t, token, { name: 'Demo shore', rights: ['ncr/report/index'] });
    for (const username of ['tech_li', 'dpa_zhou']) staff.set(username, (await buildAdmin(t, token, { username, group_arr: [group.id] })).id);
  });
  afterAll(() => t.close());

  it('writes a year of NCRs per ship in every state, numbered by raise date, with actions, evidence and history; a second run adds none', async () => {
    // A source's NCR raised first (the supervision demo's) does not stop this demo.
    await db.transaction((tx) => service(NCR_PIPELINE).raise(tx as unknown as Db, pscFinding(ships[0]!, rootAccess)));
    expect(await seedDemoNcrs(t.app.moduleContext, { today, ships, staff })).toEqual({ created: 18 });
    const rows = await db.select().from(ncrReport).where(and(inArray(ncrReport.ship_id, ships.map((s) => s.id)), isNull(ncrReport.source_id)));
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['raised', 'accepted', 'ca_proposed', 'ca_in_progress', 'pending_verification', 'closed', 'rejected']));
    expect(rows.filter((row) => row.reopen_count > 0)).toHaveLength(2);
    expect(rows.every((row) => /^NCR-DEMO[AB]-\d{4}-\d{4}$/.test(row.ncr_no) && row.title.includes(' / '))).toBe(true);
    expect(rows.every((row) => row.raised_at! <= new Date(`${today}T23:59:59Z`) && row.raised_at! > new Date(Date.parse(`${today}T00:00:00Z`) - 366 * 86_400_000))).toBe(true);
    // Later raises of a ship in one year carry the next numbers.
    for (const ship of ships) {
      const own = rows.filter((row) => row.ship_id === ship.id).sort((a, b) => a.raised_at!.getTime() - b.raised_at!.getTime());
      const byYear = new Map<string, number[]>();
      for (const row of own) byYear.set(row.ncr_no.slice(-9, -5), [...(byYear.get(row.ncr_no.slice(-9, -5)) ?? []), Number(row.ncr_no.slice(-4))]);
      for (const serials of byYear.values()) expect(serials).toEqual(serials.map((_, n) => serials[0]! + n));
    }

    const closed = rows.filter((row) => row.status === 'closed');
    const closedActions = await db.select().from(ncrAction).where(inArray(ncrAction.ncr_id, closed.map((row) => row.id)));
    expect(closedActions.length).toBeGreaterThanOrEqual(closed.length * 2);
    expect(closedActions.every((action) => action.status === 'verified' && action.evidence.length > 0)).toBe(true);
    const history = await db.select().from(ncrEvent).where(eq(ncrEvent.ncr_id, closed[0]!.id));
    expect(history.map((line) => line.action)).toEqual(['raise', 'accept', 'proposeCa', 'caApproved', 'actionsDone', 'close']);

    const proposed = rows.filter((row) => row.status === 'ca_proposed').map((row) => row.id);
    const pending = (await db.execute(sql`select biz_id from approval_instance where status = 'pending'`)).rows as Array<{ biz_id: string }>;
    expect(proposed.every((id) => pending.some((row) => row.biz_id === id))).toBe(true);

    expect(await seedDemoNcrs(t.app.moduleContext, { today, ships, staff })).toEqual({ created: 0 });
  });
});
