import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sequencePatternProblem, shipSequenceCode } from '@vessel/contract';
import { rowsOf } from '../../platform/authorization.js';
import { NUMBERING } from '../../platform/numbering.js';
import { service } from '../../platform/services.js';
import { buildShip } from '../../test/crew-factories.js';
import { superToken } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';

const rules = '/admin/setting.SequenceRule/';

/** Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: the counter's upsert is what is tested. */
describe('numbering', () => {
  let t: TestApp;
  let token: string;
  let ship: { id: string };
  let other: { id: string };
  const next = (shipId: string | null, date = '2026-03-14', bizType = 'ncr') => t.database.db.transaction((tx) => service(NUMBERING).next(tx, { bizType, shipId, date }));
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    ship = await buildShip(t, token, { name_en: 'PACIFIC HARMONY' });
    other = await buildShip(t, token, { name_en: 'Ocean-Star II' });
  });
  afterAll(() => t.close());

  it('numbers by the seeded rule: the ship code, the year and the zero-padded counter', async () => {
    expect(await next(ship.id)).toBe('NCR-PACIFIC-2026-0001');
    expect(await next(ship.id)).toBe('NCR-PACIFIC-2026-0002');
    expect(await next(other.id)).toBe('NCR-OCEANSTA-2026-0001');
  });

  it('keeps the office counter apart from the ships, and restarts every year', async () => {
    expect(await next(null)).toBe('NCR-OFF-2026-0001');
    expect(await next(ship.id)).toBe('NCR-PACIFIC-2026-0003');
    expect(await next(ship.id, '2027-01-02')).toBe('NCR-PACIFIC-2027-0001');
    expect(await next(ship.id, '2026-12-31')).toBe('NCR-PACIFIC-2026-0004');
    expect(await next(null, '2026-06-01', 'audit_programme')).toBe('AP-2026-01');
  });

  it('counts ships whose names give the same code together, so no number is issued twice', async () => {
    const dawn = await buildShip(t, token, { name_en: 'PACIFIC DAWN' });
    // `drill` has no rule: the default pattern, a counter of its own.
    expect(await next(ship.id, '2026-09-01', 'drill')).toBe('DRILL-PACIFIC-2026-0001');
    expect(await next(dawn.id, '2026-09-01', 'drill')).toBe('DRILL-PACIFIC-2026-0002');
    expect(await next(ship.id, '2026-09-01', 'drill')).toBe('DRILL-PACIFIC-2026-0003');
  });

  it('gives a rolled-back number back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await service(NUMBERING).next(tx, { bizType: 'inspection', shipId: ship.id, date: '2026-05-01' })).toBe('INS-PACIFIC-2026-001');
        throw new Error('the inspection was not saved');
      }),
    ).rejects.toThrow('not saved');
    expect(await next(ship.id, '2026-05-01', 'inspection')).toBe('INS-PACIFIC-2026-001');
  });

  it('gives 50 concurrent transactions the numbers 1 to 50, each once', async () => {
    const numbers = await Promise.all(Array.from({ length: 50 }, () => next(other.id, '2026-08-08', 'visit')));
    const values = numbers.map((number) => Number(number.split('-').at(-1))).sort((a, b) => a - b);
    expect(values).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(numbers.every((number) => number.startsWith('SV-OCEANSTA-2026-'))).toBe(true);
  });

  it('numbers a type without a rule, and one whose rule is disabled, by the default pattern', async () => {
    expect(await next(ship.id, '2026-02-02', 'drill_record')).toBe('DRILL_RECORD-PACIFIC-2026-0001');
    const [rule] = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from sequence_rule where biz_type = 'visit'`));
    expect((await call(t, { url: `${rules}edit`, token, body: { id: rule!.id, biz_type: 'visit', pattern: 'SV-{SHIP}-{YYYY}-{###}', title_en: 'Visits', title_zh: '登轮检查', status: 'disable' } })).json.code).toBe(1);
    expect(await next(ship.id, '2026-02-02', 'visit')).toBe('VISIT-PACIFIC-2026-0001');
  });

  it('takes a new rule without a year as one counter for ever', async () => {
    const added = await call(t, { url: `${rules}add`, token, body: { biz_type: 'permit', pattern: 'PTW/{SHIP}/{MM}/{#####}', title_en: 'Permits to work', title_zh: '工作许可', status: 'enable' } });
    expect(added.json.code).toBe(1);
    expect(await next(ship.id, '2026-04-30', 'permit')).toBe('PTW/PACIFIC/04/00001');
    expect(await next(ship.id, '2027-09-01', 'permit')).toBe('PTW/PACIFIC/09/00002');
  });

  it('refuses patterns without exactly one counter, with unknown tokens, odd text or too long, in both languages', async () => {
    const refusal = async (pattern: string, lang: 'en' | 'zh-cn' = 'en') =>
      (await call(t, { url: `${rules}add`, token, lang, body: { biz_type: 'bad_rule', pattern, title_en: 'Bad', title_zh: '坏', status: 'enable' } })).json.data?.errors?.pattern;
    expect(await refusal('NCR-{SHIP}-{YYYY}')).toBe('A numbering pattern holds exactly one counter: {#} to {##########}');
    expect(await refusal('NCR-{###}-{##}')).toBe('A numbering pattern holds exactly one counter: {#} to {##########}');
    expect(await refusal('NCR-{VESSEL}-{###}', 'zh-cn')).toBe('只能使用 {SHIP}、{BIZ}、{YYYY}、{YY}、{MM} 和一个流水号 {###}');
    expect(await refusal('NCR#{SHIP}-{###}')).toBe('Between the tokens only letters, digits, spaces and _ . / - may be written');
    expect(await refusal(`${'X'.repeat(55)}-{###}`)).toBeDefined();
    expect(sequencePatternProblem('A-{###########}')).toBe('setting.patternToken');
    expect(sequencePatternProblem('NCR-{SHIP}-{YY}{MM}-{####}')).toBeNull();
    const taken = await call(t, { url: `${rules}add`, token, lang: 'en', body: { biz_type: 'ncr', pattern: 'N-{###}', title_en: 'NCR', title_zh: '不符合', status: 'enable' } });
    expect(taken.json.data.errors).toEqual({ biz_type: 'This business type has a numbering rule already' });
  });

  it('derives a stable ship code from the English name', () => {
    expect(shipSequenceCode('PACIFIC HARMONY')).toBe('PACIFIC');
    expect(shipSequenceCode('  cosco  shipping aries ')).toBe('COSCO');
    expect(shipSequenceCode('Ocean-Star II')).toBe('OCEANSTA');
    expect(shipSequenceCode('中远海运')).toBe('SHIP');
  });
});
