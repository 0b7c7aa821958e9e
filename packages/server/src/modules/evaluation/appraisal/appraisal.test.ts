import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays } from '@vessel/contract';
import { buildAssignment, buildSeafarer, buildShip, step } from '../../../test/crew-factories.js';
import { buildAdmin, buildGroup, superToken, tokenOf } from '../../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';
import { appraisalMissingSource } from './alert-sources.js';
import { appraisalSummary } from './summary.js';

const APPRAISALS = '/admin/evaluation.Appraisal/';
const TODAY = '2026-06-30';
const SCORES = { score_competence: 4, score_safety: 5, score_teamwork: 4, score_conduct: 3, score_english: 4, score_leadership: 3 };

describe('crew appraisals', () => {
  let t: TestApp;
  let token: string;
  let ship: Record<string, any>;
  let otherShip: Record<string, any>;
  let crewManager: string;
  let otherCrewToken: string;

  const post = async (url: string, body: Record<string, unknown>, as = token, lang: 'en' | 'zh-cn' = 'en') => (await call(t, { url, token: as, body, lang })).json;
  const must = async (url: string, body: Record<string, unknown>, as = token) => {
    const json = await post(url, body, as);
    if (json?.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
    return json.data.row as Record<string, any>;
  };
  /** A refusal in both languages: the English text contains `en`, the Chinese one Han characters. */
  const refusedBoth = async (url: string, body: Record<string, unknown>, en: string, as = token) => {
    const english = await post(url, body, as);
    expect(english.code, JSON.stringify(english)).toBe(0);
    expect(JSON.stringify(english)).toContain(en);
    expect(JSON.stringify(await post(url, body, as, 'zh-cn'))).toMatch(/\p{Script=Han}{4}/u);
  };
  /** An assignment of the rank signed off on `off` (set by SQL: the crew's own steps are tested in crew). */
  const signedOff = async (rank: string, off: string, onShip = ship) => {
    const person = await buildSeafarer(t, token, { name_en: `APPRAISED ${rank} ${off}`, rank });
    const assignment = await buildAssignment(t, token, { seafarer_id: person.id, ship_id: onShip.id, rank, join: addDays(off, -180), off });
    await t.database.db.execute(sql`update crew_assignment set status = 'signed_off', sign_on_date = ${addDays(off, -180)}, sign_off_date = ${off} where id = ${assignment.id}`);
    return { person, assignment };
  };
  const draft = (assignmentId: string, extra: Record<string, unknown> = {}) => ({
    assignment_id: assignmentId,
    occasion: 'end_of_contract',
    period_from: '2026-01-01',
    period_to: '2026-06-01',
    ...SCORES,
    recommend_rehire: 'yes',
    ...extra,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    const group = await buildGroup(t, token, { name: 'Appraisers', rights: ['evaluation', 'evaluation/appraisal', 'evaluation/appraisal/index', 'evaluation/appraisal/countersign'] });
    crewManager = (await buildAdmin(t, token, { username: 'crew_mgr_appr', group_arr: [group.id] })).id;
    ship = await buildShip(t, token, { name_en: 'Appraisal Star', crew_manager_id: crewManager });
    otherShip = await buildShip(t, token, { name_en: 'Appraisal Other' });
    await buildAdmin(t, token, { username: 'other_crew_appr', group_arr: [group.id], department_id: otherShip.dept_id });
    otherCrewToken = await tokenOf(t, 'other_crew_appr');
  }, 120_000);
  afterAll(() => t?.close());

  it('validates scores 1–5 and the reason of a no or conditional rehire, in both languages', async () => {
    const { assignment } = await signedOff('C/O', '2026-06-01');
    await refusedBoth(`${APPRAISALS}add`, draft(assignment.id, { score_safety: 6 }), 'score_safety');
    await refusedBoth(`${APPRAISALS}add`, draft(assignment.id, { score_safety: 0 }), 'score_safety');
    await refusedBoth(`${APPRAISALS}add`, draft(assignment.id, { recommend_rehire: 'no' }), 'Give the reason');
    await refusedBoth(`${APPRAISALS}add`, draft(assignment.id, { recommend_rehire: 'conditional', rehire_reason: '  ' }), 'Give the reason');
    const row = await must(`${APPRAISALS}add`, draft(assignment.id, { score_english: null }));
    // The overall is the mean of what is scored, one decimal: (4+5+4+3+3)/5 = 3.8.
    expect(Number(row.overall)).toBe(3.8);
    expect(row).toMatchObject({ status: 'draft', ship_id: ship.id, seafarer_id: assignment.seafarer_id });
    await refusedBoth(`${APPRAISALS}submit`, { id: row.id }, 'Score every criterion');
    await refusedBoth(`${APPRAISALS}add`, draft(assignment.id), 'already has an end-of-contract appraisal');
  });

  it('a deck rank goes straight to the office; an engine rank needs the master of that ship to countersign first', async () => {
    const deck = await signedOff('2/O', '2026-05-01');
    const deckRow = await must(`${APPRAISALS}add`, draft(deck.assignment.id));
    await must(`${APPRAISALS}submit`, { id: deckRow.id });
    await refusedBoth(`${APPRAISALS}countersign`, { id: deckRow.id }, 'Only the appraisals of engine ranks');
    expect(await must(`${APPRAISALS}review`, { id: deckRow.id })).toMatchObject({ status: 'office_reviewed' });
    await refusedBoth(`${APPRAISALS}edit`, { ...draft(deck.assignment.id), id: deckRow.id }, 'no longer edited');

    const engine = await signedOff('2/E', '2026-05-01');
    const engineRow = await must(`${APPRAISALS}add`, draft(engine.assignment.id));
    await must(`${APPRAISALS}submit`, { id: engineRow.id });
    await refusedBoth(`${APPRAISALS}review`, { id: engineRow.id }, 'countersigns an engine rank appraisal');
    await refusedBoth(`${APPRAISALS}countersign`, { id: engineRow.id }, 'Only the master of the ship', otherCrewToken);
    expect(await must(`${APPRAISALS}countersign`, { id: engineRow.id })).toMatchObject({ status: 'countersigned' });
    expect(await must(`${APPRAISALS}review`, { id: engineRow.id })).toMatchObject({ status: 'office_reviewed' });
  });

  it('asks the crew manager for a missing end-of-contract appraisal from the 15th day after sign-off, until one is submitted', async () => {
    const fourteen = await signedOff('3/O', addDays(TODAY, -14));
    const fifteen = await signedOff('AB', addDays(TODAY, -15));
    const ids = [fourteen.assignment.id, fifteen.assignment.id];
    const raised = async () => (await appraisalMissingSource.collect(t.database.db, { ids, today: TODAY, leadDays: [] } as never)).map((one) => [one.biz_id, one.assignees]);
    expect(await raised()).toEqual([[fifteen.assignment.id, [crewManager]]]);
    const row = await must(`${APPRAISALS}add`, draft(fifteen.assignment.id, { period_to: addDays(TODAY, -15) }));
    expect(await raised()).toHaveLength(1);
    await must(`${APPRAISALS}submit`, { id: row.id });
    expect(await raised()).toEqual([]);
  });

  it('a "no rehire" flags the seafarer: the crew refuses to nominate him, naming the flag in both languages', async () => {
    const { person, assignment } = await signedOff('OS', '2026-04-01');
    const row = await must(`${APPRAISALS}add`, draft(assignment.id, { recommend_rehire: 'no', rehire_reason: 'Asleep on watch twice' }));
    const next = await buildAssignment(t, token, { seafarer_id: person.id, ship_id: ship.id, rank: 'OS', join: '2026-09-01', off: '2027-03-01' });
    // A draft says nothing yet.
    expect(JSON.stringify(await step(t, token, 'nominate', [next.id]))).not.toContain('no rehire');
    await t.database.db.execute(sql`update crew_assignment set status = 'planned' where id = ${next.id}`);
    await must(`${APPRAISALS}submit`, { id: row.id });
    const english = await step(t, token, 'nominate', [next.id]);
    expect(english.code).toBe(0);
    expect(JSON.stringify(english)).toContain('Appraisal: no rehire (since 2026-06-01)');
    expect(JSON.stringify(await step(t, token, 'nominate', [next.id], {}, 'zh-cn'))).toContain('考评建议不再聘用');

    const summary = await appraisalSummary(t.database.db, { from: '2026-04-01', to: '2026-06-30' });
    expect(summary.no_rehire).toBeGreaterThanOrEqual(1);
    expect(summary.done).toBeGreaterThanOrEqual(3);
  });
});
