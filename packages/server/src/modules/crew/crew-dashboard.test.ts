import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { listedByLink } from '../../test/cert-fixtures.js';
import { buildAssignment, buildDocument, buildSeafarer, buildShip, clearRequirements, days, positionId, step } from '../../test/crew-factories.js';

interface Tile {
  key: string;
  count: number;
  link: { path: string; query: Record<string, string> };
}

/**
 * The crew's documents on the morning dashboard: one on board that has expired and was not renewed is a
 * red flag; one still valid that expires before its holder's planned sign-off is due soon. Nobody ashore
 * counts, and a renewal clears both.
 */
describe('crew documents on the dashboard', () => {
  let t: TestApp;
  let root: string;
  let today: string;
  let shipId: string;
  let otherShipId: string;
  let expiredBst: string;

  async function onBoard(name: string, rank: string, ship: string) {
    const seafarer = await buildSeafarer(t, root, { name_en: name, rank });
    const assignment = await buildAssignment(t, root, { seafarer_id: seafarer.id, ship_id: ship, rank, join: days(today, -30), off: days(today, 150) });
    for (const name of ['nominate', 'approve']) expect((await step(t, root, name, [assignment.id])).code).toBe(1);
    expect((await step(t, root, 'signOn', [assignment.id], { date: days(today, -30) })).code).toBe(1);
    return seafarer;
  }

  async function tiles(query = ''): Promise<Record<string, Tile>> {
    const { json } = await call(t, { url: `/admin/dashboard/overview${query}`, token: root });
    expect(json.code).toBe(1);
    return Object.fromEntries([...json.data.red_flags, ...json.data.due_soon].map((tile: Tile) => [tile.key, tile]));
  }

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
    // Documents are what is tested here, not the nomination check: no requirement in the way.
    await clearRequirements(t);
    shipId = (await buildShip(t, root, { name_en: 'PACIFIC PIONEER' })).id;
    otherShipId = (await buildShip(t, root, { name_en: 'EAST STAR' })).id;

    const able = await onBoard('LI QIANG', 'AB', shipId);
    expiredBst = (await buildDocument(t, root, able.id, 'BST', days(today, -5))).id;
    await buildDocument(t, root, able.id, 'MEDICAL', days(today, 20));

    const ordinary = await onBoard('WU FENG', 'OS', shipId);
    await buildDocument(t, root, ordinary.id, 'MEDICAL', days(today, -10));
    await buildDocument(t, root, ordinary.id, 'MEDICAL', days(today, 300));

    const ashore = await buildSeafarer(t, root, { name_en: 'ZHOU MIN', rank: 'AB' });
    await buildDocument(t, root, ashore.id, 'BST', days(today, -3));
  });
  afterAll(() => t.close());

  it('flags a document of the crew on board that has expired and was not renewed, and links to exactly it', async () => {
    const all = await tiles();
    const expired = all['crew.documentsExpiredOnBoard']!;
    expect(expired).toMatchObject({ count: 1, level: 'critical' });
    expect(expired.link.path).toBe('/admin/crew/seafarerDocument');
    expect(expired.link.query['search.id']).toBe(`IN:${expiredBst}`);
    expect(await listedByLink(t, root, expired.link)).toBe(1);
    // The expired one is no longer "expiring": the medical due in 20 days is.
    const expiring = all['crew.documentsExpiringDuringAssignment']!;
    expect(expiring.count).toBe(1);
    expect(expiring.link.path).toBe('/admin/crew/seafarerDocument');
    expect(await listedByLink(t, root, expiring.link)).toBe(1);
  });

  it('counts nothing on another ship, and its link then lists nothing', async () => {
    const other = await tiles(`?ship_id=${otherShipId}`);
    const expired = other['crew.documentsExpiredOnBoard']!;
    expect(expired).toMatchObject({ count: 0, level: 'ok' });
    expect(await listedByLink(t, root, expired.link)).toBe(0);
    expect((await tiles(`?ship_id=${shipId}`))['crew.documentsExpiredOnBoard']!.count).toBe(1);
  });
});

/**
 * Safe-manning gaps: positions short today on ships in service. With several ships short the tile opens
 * the first ship's timeline and names the others; their numbers add up to the tile's.
 */
describe('safe-manning gaps on the dashboard', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
  });
  afterAll(() => t.close());

  it('counts positions short today, and every ship short is in the list the tile opens', async () => {
    const [master, able] = [await positionId(t, 'MSTR'), await positionId(t, 'AB')];
    const twoShort = (await buildShip(t, root, { name_en: 'OCEAN ONE', safe_manning: { [master]: 1, [able]: 2 } })).id;
    const oneShort = (await buildShip(t, root, { name_en: 'OCEAN TWO', safe_manning: { [able]: 1 } })).id;
    // Laid up: no safe-manning gap counts, whatever its document says.
    await buildShip(t, root, { name_en: 'OCEAN THREE', status: 'laid_up', safe_manning: { [able]: 3 } });
    const tileOf = async (query = '') => {
      const { json } = await call(t, { url: `/admin/dashboard/overview${query}`, token: root });
      return (json.data.red_flags as Tile[]).find((tile) => tile.key === 'crew.safeManningGaps')!;
    };
    const fleet = await tileOf();
    expect(fleet.count).toBe(3);
    expect(fleet.link.query.short_ships!.split(',').sort()).toEqual([twoShort, oneShort].sort());
    expect(await listedByLink(t, root, fleet.link)).toBe(3);
    for (const [shipId, short] of [[twoShort, 2], [oneShort, 1]] as const) {
      const tile = await tileOf(`?ship_id=${shipId}`);
      expect(tile.count).toBe(short);
      expect(tile.link.query).toEqual({ view: 'timeline', ship_id: shipId });
      expect(await listedByLink(t, root, tile.link)).toBe(short);
    }
  });
});
