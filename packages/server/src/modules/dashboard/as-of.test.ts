import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '@vessel/contract';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { buildCertificate, buildShip, IMOS, listedByLink, storedStatus, typeId } from '../../test/cert-fixtures.js';

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
    // Five years, annual and intermediate surveys: its first anniversary is two months away, so its first
    // window opens a month ago and closes five months on, unendorsed.
    const ioppExpiry = addMonths(today, 50);
    await buildCertificate(t, token, { ship_id: ship.id, cert_type_id: await typeId(t, 'IOPP'), cert_no: 'IOPP-AS-OF', issue_date: addMonths(ioppExpiry, -60), expiry_date: ioppExpiry });
  });
  afterAll(() => t.close());

  interface Tile {
    key: string;
    count: number;
    link: { path: string; query: Record<string, string> };
  }

  async function overview(asOf?: string): Promise<Tile[]> {
    const { json } = await call(t, { url: `/admin/dashboard/overview${asOf ? `?as_of=${asOf}` : ''}`, token });
    expect(json.code).toBe(1);
    expect(json.data.as_of).toBe(asOf ?? today);
    return [...json.data.red_flags, ...json.data.due_soon];
  }

  async function tiles(asOf?: string): Promise<Record<string, number>> {
    return Object.fromEntries((await overview(asOf)).map((tile) => [tile.key, tile.count]));
  }

  it('counts a certificate valid on its expiry date and expired the day after, whatever is stored for today', async () => {
    expect(await storedStatus(t, 'LR-AS-OF')).toBe('expiring');
    expect(await tiles()).toMatchObject({ 'cert.expired': 0, 'cert.expiring30': 1 });
    expect(await tiles(expiry)).toMatchObject({ 'cert.expired': 0, 'cert.expiring30': 1 });
    expect(await tiles(addDays(expiry, 1))).toMatchObject({ 'cert.expired': 1, 'cert.expiring30': 0, 'cert.expiring90': 0 });
  });

  it('counts it as expiring only within the lead on a day long before', async () => {
    expect(await tiles(addDays(expiry, -90))).toMatchObject({ 'cert.expired': 0, 'cert.expiring30': 0, 'cert.expiring90': 1 });
    expect(await tiles(addDays(expiry, -91))).toMatchObject({ 'cert.expired': 0, 'cert.expiring90': 0 });
  });

  it('links each certificate number to a list of exactly what it counts on that day', async () => {
    const days = { today, windowOpen: addDays(today, 40), liferaftExpiring: addDays(expiry, -1), windowClosed: addDays(today, 200) };
    const seen: Record<string, number> = {};
    for (const [name, day] of Object.entries(days)) {
      for (const tile of (await overview(day === today ? undefined : day)).filter((entry) => entry.key.startsWith('cert.'))) {
        expect(await listedByLink(t, token, tile.link), `${tile.key} on ${name}`).toBe(tile.count);
        seen[`${tile.key}@${name}`] = tile.count;
      }
    }
    // Not vacuous: the days show an open window, an expiring and an expired certificate, an overdue endorsement.
    expect(seen).toMatchObject({
      'cert.windowsOpen@windowOpen': 1,
      'cert.expiring30@liferaftExpiring': 1,
      'cert.expired@windowClosed': 1,
      'cert.endorsementOverdue@windowClosed': 1,
    });
  });
});
