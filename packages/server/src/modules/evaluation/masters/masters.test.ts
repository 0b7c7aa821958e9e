import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DOCUMENT_CHANGES } from '../../../platform/document-changes.js';
import { NCR_PIPELINE } from '../../../platform/ncr-pipeline.js';
import { service } from '../../../platform/services.js';
import { buildShip } from '../../../test/crew-factories.js';
import { buildAdmin, buildGroup, superToken, tokenOf } from '../../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';
import { masterReviewDueSource } from './alert-source.js';
import { masterReviewSummary } from './summary.js';

const REVIEWS = '/admin/evaluation.MasterReview/';
// Years long past: no demo or other test's reviews fall in them.
const YEAR = 2002;

describe("the master's review", () => {
  let t: TestApp;
  let token: string;
  let shipA: Record<string, any>;
  let shipB: Record<string, any>;
  let masterA: string;
  let masterToken: string;
  let crewBToken: string;

  const post = async (url: string, body: Record<string, unknown>, as = token, lang: 'en' | 'zh-cn' = 'en') => (await call(t, { url, token: as, body, lang })).json;
  const must = async (url: string, body: Record<string, unknown>, as = token) => {
    const json = await post(url, body, as);
    if (json?.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
    return json.data.row as Record<string, any>;
  };
  const read = async (id: string) => (await call(t, { url: `${REVIEWS}index?search[0][field]=id&search[0][operator]=eq&search[0][val]=${id}`, token })).json.data.list[0] as Record<string, any>;
  /** A refusal in both languages: the English text contains `en`, the Chinese one Han characters. */
  const refusedBoth = async (url: string, body: Record<string, unknown>, en: string, as = token) => {
    const english = await post(url, body, as);
    expect(english.code, JSON.stringify(english)).toBe(0);
    expect(JSON.stringify(english)).toContain(en);
    expect(JSON.stringify(await post(url, body, as, 'zh-cn'))).toMatch(/\p{Script=Han}{4}/u);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    shipA = await buildShip(t, token, { name_en: 'Review Star' });
    shipB = await buildShip(t, token, { name_en: 'Other Star' });
    const group = await buildGroup(t, token, {
      name: 'Masters',
      rights: ['evaluation', 'evaluation/masterReview', 'evaluation/masterReview/index', 'evaluation/masterReview/add', 'evaluation/masterReview/edit', 'evaluation/masterReview/submit'],
    });
    masterA = (await buildAdmin(t, token, { username: 'master_a', group_arr: [group.id], department_id: shipA.dept_id })).id;
    await t.database.db.execute(sql`update admin set is_leader = true where id = ${masterA}`);
    await buildAdmin(t, token, { username: 'crew_b', group_arr: [group.id], department_id: shipB.dept_id });
    masterToken = await tokenOf(t, 'master_a');
    crewBToken = await tokenOf(t, 'crew_b');
  }, 120_000);
  afterAll(() => t?.close());

  it('goes draft → submitted → responded → closed, raising and linking a DCR and an NCR for accepted items', async () => {
    const review = await must(`${REVIEWS}add`, { ship_id: shipA.id, year: YEAR }, masterToken);
    expect(review).toMatchObject({ status: 'draft', due_date: `${YEAR}-11-30` });
    await refusedBoth(`${REVIEWS}submit`, { id: review.id }, 'at least one item', masterToken);
    await refusedBoth(`${REVIEWS}edit`, { id: review.id, ship_id: shipA.id, year: YEAR, items: [{ section: 'ISM 99', comment: 'x' }] }, 'SMS section', masterToken);
    await refusedBoth(`${REVIEWS}edit`, { id: review.id, ship_id: shipA.id, year: YEAR, items: [{ section: '7', comment: '', suggestion: '' }] }, 'SMS section', masterToken);
    await must(
      `${REVIEWS}edit`,
      {
        id: review.id,
        ship_id: shipA.id,
        year: YEAR,
        items: [
          { section: '7', comment: 'Mooring procedure does not cover single-point moorings', suggestion: 'Add an SPM chapter to the mooring manual' },
          { section: '10', comment: 'Spare parts for the emergency generator arrived late twice', suggestion: 'Review the critical spares list' },
          { section: '6', comment: 'Familiarisation forms are long', suggestion: '' },
        ],
      },
      masterToken,
    );
    await must(`${REVIEWS}add`, { ship_id: shipB.id, year: YEAR });
    await refusedBoth(`${REVIEWS}add`, { ship_id: shipA.id, year: YEAR }, 'already has');
    await refusedBoth(`${REVIEWS}submit`, { id: review.id }, 'Only the master', crewBToken);

    const submitted = await must(`${REVIEWS}submit`, { id: review.id }, masterToken);
    expect(submitted).toMatchObject({ status: 'submitted', master_id: masterA });
    await refusedBoth(`${REVIEWS}edit`, { id: review.id, ship_id: shipA.id, year: YEAR, items: [] }, 'cannot be taken', masterToken);

    const [spm, spares, forms] = (await read(review.id)).items as Array<{ id: string }>;
    await refusedBoth(`${REVIEWS}respond`, { id: review.id, items: [{ id: spm!.id, response: 'Agreed', accepted: true, follow_up: 'dcr' }] }, '2 item(s) have no response');
    await refusedBoth(`${REVIEWS}respond`, { id: review.id, items: [{ id: spm!.id, response: 'Agreed', accepted: true }] }, 'Give the response');
    await refusedBoth(`${REVIEWS}close`, { id: review.id }, 'cannot be taken');

    await must(`${REVIEWS}respond`, {
      id: review.id,
      items: [
        { id: spm!.id, response: 'The marine department adds an SPM chapter', accepted: true, follow_up: 'dcr' },
        { id: spares!.id, response: 'Late deliveries are a non-conformity of the spares process', accepted: true, follow_up: 'ncr' },
        { id: forms!.id, response: 'The forms follow the flag state requirement', accepted: false },
      ],
    });
    const responded = await read(review.id);
    expect(responded.status).toBe('responded');
    const dcrs = await service(DOCUMENT_CHANGES).ofSource(t.database.db, 'master_review', review.id);
    const ncrs = await service(NCR_PIPELINE).ofSource(t.database.db, 'master_review', review.id);
    expect(responded.items.map((item: Record<string, unknown>) => [item.accepted, item.follow_up, item.dcr_id, item.ncr_id])).toEqual([
      [true, 'dcr', dcrs[0]!.id, null],
      [true, 'ncr', null, ncrs[0]!.id],
      [false, null, null, null],
    ]);
    expect([dcrs.length, ncrs.length]).toEqual([1, 1]);

    expect((await must(`${REVIEWS}close`, { id: review.id })).status).toBe('closed');
    expect(await masterReviewSummary(t.database.db, { from: `${YEAR}-01-01`, to: `${YEAR}-12-31` })).toEqual({
      submitted: 1,
      responded: 1,
      closed: 1,
      overdue: 1, // ship B's draft, due in November
      suggestions: 3,
      accepted: 2,
    });
  });

  it('warns of a draft from 30 days before the end of its due month, and calls it late the day after', async () => {
    const draft = await must(`${REVIEWS}add`, { ship_id: shipA.id, year: YEAR + 1, master_id: masterA });
    const stage = async (today: string) => (await masterReviewDueSource.collect(t.database.db, { ids: [draft.id], today, leadDays: [] } as never)).map((one) => [one.stage, one.level, one.assignees]);
    expect(await stage(`${YEAR + 1}-10-30`)).toEqual([]);
    expect(await stage(`${YEAR + 1}-10-31`)).toEqual([['due', 'warn', [masterA]]]);
    expect(await stage(`${YEAR + 1}-11-30`)).toEqual([['due', 'warn', [masterA]]]);
    expect(await stage(`${YEAR + 1}-12-01`)).toEqual([['overdue', 'critical', [masterA]]]);
  });

  it('keyed in ashore, it is submitted without making the office user its master', async () => {
    const review = await must(`${REVIEWS}add`, { ship_id: shipB.id, year: YEAR + 2, items: [{ section: '11', comment: 'Superseded forms still in the bridge binder', suggestion: '' }] });
    expect(await must(`${REVIEWS}submit`, { id: review.id })).toMatchObject({ status: 'submitted', master_id: null });
  });
});
