import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { buildShip, IMOS } from '../../test/cert-fixtures.js';
import { seedDemoCertificates } from './demo.js';
import { certificate } from './tables.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('demo certificates', () => {
  it('spread over every state the dashboard shows, once', async () => {
    const token = await superToken(t);
    const ships = [];
    for (const [index, imo] of IMOS.slice(0, 3).entries()) ships.push((await buildShip(t, token, `Demo ${index}`, imo)) as { id: string; dept_id: string });
    const today = await t.app.moduleContext.alerts.today();
    const { created } = await seedDemoCertificates(t.database.db, { today, ships, seafarers: [] });
    expect(created).toBeGreaterThan(70);
    expect((await seedDemoCertificates(t.database.db, { today, ships, seafarers: [] })).created).toBe(0);

    const statuses = new Set((await t.database.db.select({ status: certificate.status }).from(certificate)).map((row) => row.status));
    for (const status of ['valid', 'expiring', 'expired', 'endorsement_due', 'endorsement_overdue', 'superseded']) expect(statuses).toContain(status);
    const company = await t.database.db.select().from(certificate).where(eq(certificate.holder_type, 'company'));
    expect(company.map((row) => row.cert_no)).toContain('DOC-2024-001');

    const { json } = await call(t, { url: '/admin/dashboard/overview', token });
    const tiles = new Map<string, number>([...json.data.red_flags, ...json.data.due_soon].map((tile: { key: string; count: number }) => [tile.key, tile.count]));
    for (const key of ['cert.expired', 'cert.endorsementOverdue', 'cert.expiring30', 'cert.expiring60', 'cert.expiring90', 'cert.windowsOpen']) expect(tiles.get(key), key).toBeGreaterThan(0);
    expect(tiles.get('cert.expiring90')! - tiles.get('cert.expiring60')!, 'one expiring in ~80 days').toBeGreaterThan(0);
    expect(tiles.get('cert.expiring60')! - tiles.get('cert.expiring30')!, 'one expiring in ~50 days').toBeGreaterThan(0);
  });
});
