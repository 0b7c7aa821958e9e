import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, addMonths } from '@vessel/contract';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { buildCertificate, buildShip, IMOS, typeId } from '../../test/cert-fixtures.js';
import { certificate } from '../cert/tables.js';

/**
 * The dashboard on another day (`as_of`): its certificate counts judge each certificate by its dates for
 * that day, as the daily refresh would have stored them then, not by the status stored for today.
 */
describe('dashboard as of another day', () => {
  let t: TestApp;
  let token: string;
  let today: string;
  let expiry: string;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
    const ship = await buildShip(t, token, 'Ocean Harmony', IMOS[0]!);
    expiry = addDays(today, 10);
    await buildCertificate(t, token, { ship_id: ship.id, cert_type_id: await typeId(t, 'LIFERAFT'), cert_no: 'LR-AS-OF', issue_date: addMonths(expiry, -12), expiry_date: expiry });
  });
  afterAll(() => t.close());

  async function tiles(asOf?: string): Promise<Record<string, number>> {
    const { json } = await call(t, { url: `/admin/dashboard/overview${asOf ? `?as_of=${asOf}` : ''}`, token });
    expect(json.code).toBe(1);
    expect(json.data.as_of).toBe(asOf ?? today);
    return Object.fromEntries([...json.data.red_flags, ...json.data.due_soon].map((tile: { key: string; count: number }) => [tile.key, tile.count]));
  }

  it('counts a certificate valid on its expiry date and expired the day after, whatever is stored for today', async () => {
    const [stored] = await t.database.db.select({ status: certificate.status }).from(certificate).where(eq(certificate.cert_no, 'LR-AS-OF'));
    expect(stored?.status).toBe('expiring');
    expect(await tiles()).toMatchObject({ 'cert.expired': 0, 'cert.expiring30': 1 });
    expect(await tiles(expiry)).toMatchObject({ 'cert.expired': 0, 'cert.expiring30': 1 });
    expect(await tiles(addDays(expiry, 1))).toMatchObject({ 'cert.expired': 1, 'cert.expiring30': 0, 'cert.expiring90': 0 });
  });

  it('counts it as expiring only within the lead on a day long before', async () => {
    expect(await tiles(addDays(expiry, -90))).toMatchObject({ 'cert.expired': 0, 'cert.expiring30': 0, 'cert.expiring90': 1 });
    expect(await tiles(addDays(expiry, -91))).toMatchObject({ 'cert.expired': 0, 'cert.expiring90': 0 });
  });
});
