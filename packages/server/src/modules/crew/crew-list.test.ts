import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { buildAssignment, buildDocument, buildSeafarer, buildShip, clearRequirements, days, step } from '../../test/crew-factories.js';
import { crewListRows, splitName } from './crew-list.js';

/**
 * The IMO crew list (FAL Form 5) checked against the crew on board: who is on it on a day, in which
 * order, and which identity document each line names.
 */
describe('the crew list of a ship on a day', () => {
  let t: TestApp;
  let root: string;
  let date: string;
  const ids: Record<string, string> = {};

  /** A seafarer signed on (and off) on these days, through the workflow as the crew manager does it. */
  async function aboard(name: string, rank: string, on: string, off?: string, nationality = 'CN') {
    const person = await buildSeafarer(t, root, { name_en: name, rank, nationality, birth_place: 'DALIAN' });
    const assignment = await buildAssignment(t, root, { seafarer_id: person.id, ship_id: ids.ship!, rank, join: on, off: days(on, 180) });
    for (const name of ['nominate', 'approve']) expect((await step(t, root, name, [assignment.id])).code).toBe(1);
    expect((await step(t, root, 'signOn', [assignment.id], { date: on })).code).toBe(1);
    if (off) expect((await step(t, root, 'signOff', [assignment.id], { date: off })).code).toBe(1);
    return person.id;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    await clearRequirements(t);
    const today = await t.app.moduleContext.alerts.today();
    date = days(today, -5);
    const ship = await buildShip(t, root, { name_en: 'MING YANG', call_sign: 'BQRT', flag: 'PA' });
    ids.ship = ship.id;
    ids.other = (await buildShip(t, root, { name_en: 'EAST STAR' })).id;
    ids.ab = await aboard('ZHAO GANG', 'AB', days(date, -40));
    ids.master = await aboard('LI MING', 'MSTR', days(date, -30));
    ids.leftDayBefore = await aboard('SUN HAO', 'AB', days(date, -20), days(date, -1));
    ids.joinedThatDay = await aboard('JOSE MARIA SANTOS', 'C/O', date, undefined, 'PH');
    // The master holds a passport and a seaman's book: the list names the seaman's book.
    await buildDocument(t, root, ids.master, 'PASSPORT', days(date, 2000));
    const book = await buildDocument(t, root, ids.master, 'SEAMANS_BOOK', days(date, 1500));
    ids.book = book.cert_no as string;
    // The rating holds only a passport, issued by China.
    const passport = await buildDocument(t, root, ids.ab, 'PASSPORT', days(date, 900));
    ids.passport = passport.cert_no as string;
  });
  afterAll(() => t?.close());

  it('lists the crew on board that day, most senior rank first: not who signed off the day before, but who signed on that day', async () => {
    const rows = await crewListRows(t.database.db, ids.ship!, date);
    expect(rows.map((row) => row.seafarer_id)).toEqual([ids.master, ids.joinedThatDay, ids.ab]);
    expect(rows.map((row) => row.no)).toEqual([1, 2, 3]);
    expect(rows.map((row) => row.rank)).toEqual(['Master', 'Chief Officer', 'Able Seaman']);
    expect(rows.some((row) => row.seafarer_id === ids.leftDayBefore)).toBe(false);
    // The day before, the one who left was there and the one who joined was not.
    const before = await crewListRows(t.database.db, ids.ship!, days(date, -1));
    // Two able seamen: the same seniority, by name.
    expect(before.map((row) => row.seafarer_id)).toEqual([ids.master, ids.leftDayBefore, ids.ab]);
    expect(await crewListRows(t.database.db, ids.other!, date)).toEqual([]);
  });

  it('names each identity document from the passport or seaman held: the seaman\'s book first, its number, issuing state and expiry', async () => {
    const rows = await crewListRows(t.database.db, ids.ship!, date);
    const master = rows.find((row) => row.seafarer_id === ids.master)!;
    expect(master).toMatchObject({ family_name: 'LI', given_names: 'MING', nationality: 'China', birth_date: '1985-04-12', birth_place: 'DALIAN' });
    expect(master).toMatchObject({ document_code: 'SEAMANS_BOOK', document_nature: "Seaman's book", document_no: ids.book, document_issuing_state: 'China', document_expiry: days(date, 1500) });
    const ab = rows.find((row) => row.seafarer_id === ids.ab)!;
    expect(ab).toMatchObject({ document_code: 'PASSPORT', document_no: ids.passport, document_issuing_state: 'China', document_expiry: days(date, 900) });
    const officer = rows.find((row) => row.seafarer_id === ids.joinedThatDay)!;
    expect(officer).toMatchObject({ family_name: 'SANTOS', given_names: 'JOSE MARIA', nationality: 'Philippines', document_code: '', document_no: '' });
  });

  it('splits names as the form asks', () => {
    expect(splitName('WANG  XIAO MING', 'CN')).toEqual({ family: 'WANG', given: 'XIAO MING' });
    expect(splitName('DELA CRUZ, JUAN', 'PH')).toEqual({ family: 'DELA CRUZ', given: 'JUAN' });
    expect(splitName('IVAN PETROV', 'RU')).toEqual({ family: 'PETROV', given: 'IVAN' });
  });

  it('prints FAL Form 5 in English whatever the reader\'s language, with the voyage and ports asked', async () => {
    for (const lang of ['zh-cn', 'en'] as const) {
      const { raw } = await call(t, { url: `/admin/crew.Assignment/crewList?ship_id=${ids.ship}&date=${date}&voyage=V-2024-07&port=SINGAPORE&direction=arrival&last_port=QINGDAO`, token: root, lang });
      expect(raw.statusCode).toBe(200);
      expect(raw.headers['content-type']).toBe('application/pdf');
      expect(raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = (await extractText(await getDocumentProxy(new Uint8Array(raw.rawPayload)), { mergePages: true })).text.replace(/\s+/g, '');
      for (const expected of ['CREWLIST', '1.1Nameofship', 'MINGYANG', 'BQRT', 'V-2024-07', 'SINGAPORE', 'QINGDAO', 'Panama', 'LI,MING', 'SANTOS,JOSEMARIA', ids.book!, 'Signaturebymaster'.toLowerCase()]) {
        expect(text.toLowerCase()).toContain(expected.toLowerCase());
      }
      expect(text).not.toContain('SUN');
      expect(text).not.toMatch(/船员名单/);
    }
  });

  it('answers a ship that does not exist as not found', async () => {
    const { raw } = await call(t, { url: `/admin/crew.Assignment/crewList?ship_id=00000000-0000-4000-8000-000000000000`, token: root, lang: 'en' });
    expect(raw.statusCode).toBe(404);
  });
});
