import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { buildDocument, buildSeafarer } from '../../test/crew-factories.js';
import { certificate } from './tables.js';

/**
 * Verifying a seafarer document records who saw the original and when (DOMAIN.md §4.3). The first
 * verification is the record: asking again neither moves its date nor changes its author.
 */
describe('seafarer document verification', () => {
  let t: TestApp;
  let root: string;
  let first: { id: string };
  let second: { id: string };

  const verifiedOf = async (id: string) => {
    const [row] = await t.database.db.select({ at: certificate.verified_at, by: certificate.verified_by }).from(certificate).where(eq(certificate.id, id));
    return row!;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    const officer = await buildSeafarer(t, root, { name_en: 'LI NA', rank: 'C/O' });
    first = await buildDocument(t, root, officer.id, 'MEDICAL', '2030-01-01');
    second = await buildDocument(t, root, officer.id, 'COC_II_2_CO', '2030-01-01');
  });
  afterAll(() => t.close());

  it('marks a document verified by the caller', async () => {
    const { json } = await call(t, { url: '/admin/crew.SeafarerDocument/verify', body: { ids: [first.id] }, token: root, lang: 'en' });
    expect(json).toMatchObject({ code: 1, data: { count: 1 }, msg: '1 document(s) marked verified' });
    const row = await verifiedOf(first.id);
    expect(row.at).toBeInstanceOf(Date);
    expect(row.by).toBeTruthy();
  });

  it('keeps the first verification when asked again, and says so in the caller language', async () => {
    const before = await verifiedOf(first.id);
    for (const [lang, msg] of [
      ['en', 'Already verified: the first verification is kept'],
      ['zh-cn', '已核验过，保留首次核验记录'],
    ] as const) {
      const { status, json } = await call(t, { url: '/admin/crew.SeafarerDocument/verify', body: { ids: [first.id] }, token: root, lang });
      expect(status).toBe(200);
      expect(json.code).toBe(0);
      expect(json.msg).toBe(msg);
    }
    expect(await verifiedOf(first.id)).toEqual(before);
  });

  it('verifies only the unverified documents of a mixed selection', async () => {
    const before = await verifiedOf(first.id);
    const { json } = await call(t, { url: '/admin/crew.SeafarerDocument/verify', body: { ids: [first.id, second.id] }, token: root, lang: 'en' });
    expect(json).toMatchObject({ code: 1, data: { count: 1 } });
    expect(await verifiedOf(first.id)).toEqual(before);
    expect((await verifiedOf(second.id)).at).toBeInstanceOf(Date);
  });

  it('answers not found for documents that do not exist', async () => {
    const { json } = await call(t, { url: '/admin/crew.SeafarerDocument/verify', body: { ids: ['5f34c3f5-48d4-497b-8db4-52020d293d9c'] }, token: root, lang: 'en' });
    expect(json.code).toBe(0);
    expect(json.msg).not.toBe('Already verified: the first verification is kept');
  });
});
