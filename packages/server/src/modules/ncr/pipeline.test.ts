import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NCR_PIPELINE } from '../../platform/ncr-pipeline.js';
import { service } from '../../platform/services.js';
import { buildShip } from '../../test/crew-factories.js';
import { superToken } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { accessOf, pscFinding } from '../../test/ncr-fixtures.js';
import { ncrEvent, ncrReport } from './tables.js';

const serial = (ncrNo: string) => Number(ncrNo.slice(ncrNo.lastIndexOf('-') + 1));
const prefix = (ncrNo: string) => ncrNo.slice(0, ncrNo.lastIndexOf('-'));

describe('the finding → NCR pipeline (NCR_PIPELINE)', () => {
  let t: TestApp;
  let token: string;
  let ship: { id: string; dept_id: string };
  let other: { id: string; dept_id: string };
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    ship = await buildShip(t, token, { name_en: 'PIPESTAR ONE' });
    other = await buildShip(t, token, { name_en: 'PIPEMOON ONE' });
  });
  afterAll(() => t.close());

  const raise = (values: Parameters<typeof pscFinding>[2] = {}, onShip = ship) =>
    t.database.db.transaction(async (tx) => service(NCR_PIPELINE).raise(tx as unknown as Db, pscFinding(onShip, values.raisedBy!, values)));

  it('raises a numbered NCR in the raised state, linked to its source, its raise the first line of its history', async () => {
    const raisedBy = await accessOf(t);
    const sourceId = 'a3c1f6de-1111-4c2b-8d1e-000000000001';
    const raised = await raise({ raisedBy, sourceId, sourceItemId: 'a3c1f6de-1111-4c2b-8d1e-0000000000aa', targetDate: '2030-01-15' });
    expect(raised.ncr_no).toMatch(/^NCR-.+-\d{4}-\d{4}$/i);
    expect(raised.is_repeat).toBe(false);
    const [row] = await t.database.db.select().from(ncrReport).where(eq(ncrReport.id, raised.id));
    expect(row).toMatchObject({ status: 'raised', ship_id: ship.id, dept_id: ship.dept_id, source_type: 'psc', source_id: sourceId, type: 'deficiency', grade: 'minor', clause_ref: '07113', target_date: '2030-01-15', raised_by: raisedBy.admin.id });
    const history = await t.database.db.select().from(ncrEvent).where(eq(ncrEvent.ncr_id, raised.id));
    expect(history).toMatchObject([{ action: 'raise', from_status: null, to_status: 'raised', actor_id: raisedBy.admin.id }]);

    const states = await service(NCR_PIPELINE).ofSource(t.database.db as Db, 'psc', sourceId);
    expect(states).toEqual([{ id: raised.id, ncr_no: raised.ncr_no, status: 'raised', grade: 'minor', source_item_id: 'a3c1f6de-1111-4c2b-8d1e-0000000000aa', closed_at: null }]);
    expect(await service(NCR_PIPELINE).ofSource(t.database.db as Db, 'internal_audit', sourceId)).toEqual([]);

    // The list shows it to whoever sees the ship.
    const list = await call(t, { url: `/admin/ncr.Report/index?quickSearch=${raised.ncr_no}`, token });
    expect(list.json.data.list[0]).toMatchObject({ ncr_no: raised.ncr_no, ship_id_label: expect.stringContaining('PIPESTAR ONE') });
  });

  it('flags a repeat: the same ship and clause within 12 months, not another clause or another ship', async () => {
    const raisedBy = await accessOf(t);
    const first = await raise({ raisedBy, clauseRef: '10.3' });
    expect(first.is_repeat).toBe(false);
    const again = await raise({ raisedBy, clauseRef: '10.3' });
    expect(again.is_repeat).toBe(true);
    const [row] = await t.database.db.select().from(ncrReport).where(eq(ncrReport.id, again.id));
    expect(row!.repeat_of_id).toBe(first.id);
    expect((await raise({ raisedBy, clauseRef: '10.2' })).is_repeat).toBe(false);
    expect((await raise({ raisedBy, clauseRef: '10.3' }, other)).is_repeat).toBe(false);
    expect((await raise({ raisedBy, clauseRef: '' })).is_repeat).toBe(false);

    // Thirteen months on, the earlier report no longer makes one a repeat.
    await t.database.db.update(ncrReport).set({ raised_at: new Date(Date.now() - 400 * 86_400_000) }).where(eq(ncrReport.clause_ref, '10.2'));
    expect((await raise({ raisedBy, clauseRef: '10.2' })).is_repeat).toBe(false);
  });

  it('gives 50 concurrent raises 50 gap-free numbers', async () => {
    const raisedBy = await accessOf(t);
    const fresh = await buildShip(t, token, { name_en: 'PIPERUSH ONE' });
    const raised = await Promise.all(Array.from({ length: 50 }, (_, n) => raise({ raisedBy, clauseRef: `C${n}` }, fresh)));
    const numbers = raised.map((r) => r.ncr_no);
    expect(new Set(numbers).size).toBe(50);
    expect(new Set(numbers.map(prefix)).size).toBe(1);
    expect(numbers.map(serial).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, n) => n + 1));
  });

  it('gives a raise that rolls back its number back', async () => {
    const raisedBy = await accessOf(t);
    const fresh = await buildShip(t, token, { name_en: 'PIPEBACK ONE' });
    const first = await raise({ raisedBy }, fresh);
    await expect(
      t.database.db.transaction(async (tx) => {
        await service(NCR_PIPELINE).raise(tx as unknown as Db, pscFinding(fresh, raisedBy));
        throw new Error('the source refused its own write');
      }),
    ).rejects.toThrow('the source refused');
    const next = await raise({ raisedBy }, fresh);
    expect(serial(next.ncr_no)).toBe(serial(first.ncr_no) + 1);
  });
});
