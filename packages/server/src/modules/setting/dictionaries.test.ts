import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/authorization.js';
import { DICTIONARIES } from '../../platform/dictionaries.js';
import { service } from '../../platform/services.js';
import { buildAdmin, buildGroup, rootDepartmentId, superToken, tokenOf } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { DICTIONARY_SEED } from './index.js';
import { seedSettings } from './seed.js';

const items = '/admin/setting.DictItem/';
const templates = '/admin/setting.ChecklistTemplate/';

/** A small template whose `standard` is a dictionary field: the kit's check runs through a real resource. */
const template = (code: string, standard: string) => ({
  code,
  name_en: 'Bridge walk-round',
  name_zh: '驾驶台巡查',
  standard,
  sections: [{ id: '1', title_en: 'Bridge', title_zh: '驾驶台', items: [{ id: '1.1', ref: 'SOLAS V/19', question_en: 'Are the charts corrected?', question_zh: '海图是否已改正？', guidance_en: '', guidance_zh: '', answer_type: 'yes_no_na', requires_evidence: false }] }],
});

describe('dictionaries', () => {
  let t: TestApp;
  let token: string;
  const itemId = async (type: string, code: string) =>
    rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from dict_item where type_code = ${type} and code = ${code}`))[0]!.id;
  /** An edit of an item as its form sends it: every field of the edit form, some changed. */
  const editItem = async (id: string, changes: Record<string, unknown>) => {
    const { row } = (await call(t, { url: `${items}edit?id=${id}`, token })).json.data;
    return call(t, { url: `${items}edit`, token, body: { id, name_en: row.name_en, name_zh: row.name_zh, sort: row.sort, extra: row.extra, status: row.status, ...changes } });
  };
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
  });
  afterAll(() => t.close());

  it('seeds every dictionary type with bilingual items, the PSC codes with their group and the detaining action', async () => {
    const types = rowsOf<{ code: string }>(await t.database.db.execute(sql`select code from dict_type order by code`)).map((row) => row.code);
    expect(types).toEqual(DICTIONARY_SEED.map((type) => type.code).sort());
    const dictionaries = service(DICTIONARIES);
    expect(await dictionaries.item(t.database.db, 'psc_deficiency_code', '07113')).toMatchObject({ name_zh: '防火门/耐火分隔上的开口', extra: { group: '07' } });
    expect((await dictionaries.item(t.database.db, 'psc_action_code', '30'))?.extra).toEqual({ detains: true });
    expect((await dictionaries.item(t.database.db, 'psc_action_code', '17'))?.extra).toEqual({ before_departure: true });
    expect((await dictionaries.items(t.database.db, 'psc_deficiency_group')).map((item) => item.code)).toEqual([
      ...Array.from({ length: 16 }, (_, index) => String(index + 1).padStart(2, '0')),
      '18',
      '99',
    ]);
    expect((await dictionaries.item(t.database.db, 'drill_type', 'enclosed_space'))?.extra).toEqual({ frequency_days: 60, per_crew_member: false, regulation_ref: 'SOLAS III/19.3.6' });
    expect(await dictionaries.label(t.database.db, 'ship_type', 'bulk_carrier', 'zh-cn')).toBe('散货船');
    expect(await dictionaries.label(t.database.db, 'ship_type', 'retired_code', 'en')).toBe('retired_code');
  });

  it('refuses an unknown code in a dictionary field of a real resource, in both languages, and takes an enabled one', async () => {
    const en = await call(t, { url: `${templates}add`, token, lang: 'en', body: template('BRIDGE-1', 'NOT_A_STANDARD') });
    expect(en.json.code).toBe(0);
    expect(en.json.data.errors).toEqual({ standard: '"NOT_A_STANDARD" is not an enabled item of the dictionary checklist_standard' });
    const zh = await call(t, { url: `${templates}add`, token, lang: 'zh-cn', body: template('BRIDGE-1', 'NOT_A_STANDARD') });
    expect(zh.json.data.errors.standard).toBe('“NOT_A_STANDARD”不是字典 checklist_standard 中已启用的项');
    const added = await call(t, { url: `${templates}add`, token, body: template('BRIDGE-1', 'superintendent') });
    expect(added.json).toMatchObject({ code: 1, data: { row: { code: 'BRIDGE-1', standard: 'superintendent', version: 1, status: 'draft' } } });
  });

  it('sees a disabled item at once: refused on new values, kept on a record that holds it, back when enabled', async () => {
    const held = (await call(t, { url: `${templates}add`, token, body: template('BRIDGE-2', 'vetting') })).json.data.row;
    const vetting = await itemId('checklist_standard', 'vetting');
    // Read once so the service caches the type: the disable below must clear it.
    expect(await service(DICTIONARIES).has(t.database.db, 'checklist_standard', 'vetting')).toBe(true);
    const disabled = await editItem(vetting, { status: 'disable' });
    expect(disabled.json.code).toBe(1);
    expect(await service(DICTIONARIES).has(t.database.db, 'checklist_standard', 'vetting')).toBe(false);

    const refused = await call(t, { url: `${templates}add`, token, lang: 'en', body: template('BRIDGE-3', 'vetting') });
    expect(refused.json.data.errors).toHaveProperty('standard');
    // The record that already holds the code is still edited (its other fields), the code kept.
    const kept = await call(t, { url: `${templates}edit`, token, body: { ...template('BRIDGE-2', 'vetting'), code: undefined, id: held.id, name_en: 'Bridge walk-round (rev.)' } });
    expect(kept.json).toMatchObject({ code: 1, data: { row: { standard: 'vetting', name_en: 'Bridge walk-round (rev.)' } } });
    const route = await call(t, { url: '/admin/ajax/dict?type=checklist_standard', token });
    expect(route.json.data.map((item: { code: string }) => item.code)).not.toContain('vetting');

    expect((await editItem(vetting, { status: 'enable' })).json.code).toBe(1);
    expect((await call(t, { url: `${templates}add`, token, body: template('BRIDGE-3', 'vetting') })).json.code).toBe(1);
  });

  it('answers the enabled items of a type in their order to any signed-in administrator, and validates the type', async () => {
    const group = await buildGroup(t, token, { name: 'Dictionary readers', rights: [] });
    await buildAdmin(t, token, { username: 'dictreader', group_arr: [group.id] });
    const reader = await tokenOf(t, 'dictreader');
    const { json } = await call(t, { url: '/admin/ajax/dict?type=psc_action_code', token: reader });
    expect(json.code).toBe(1);
    expect(json.data[0]).toEqual({ code: '00', name_en: 'No action taken', name_zh: '未采取措施', extra: {} });
    expect(json.data.find((item: { code: string }) => item.code === '30')).toMatchObject({ name_en: 'Ship detained', extra: { detains: true } });
    expect(json.data).toHaveLength(26);

    expect((await call(t, { url: '/admin/ajax/dict?type=no_such_type', token })).json).toMatchObject({ code: 1, data: [] });
    const pattern = await call(t, { url: '/admin/ajax/dict?type=Ship-Type', token, lang: 'en' });
    expect(pattern.json.code).toBe(0);
    expect(pattern.json.data.errors.type).toBe('A dictionary type code is 1 to 40 lower-case letters, digits or _');
    const long = await call(t, { url: `/admin/ajax/dict?type=${'a'.repeat(41)}`, token, lang: 'en' });
    expect(long.json.data.errors.type).toBe('Must be at most 40 characters');
    expect((await call(t, { url: '/admin/ajax/dict?type=ship_type' })).json.code).toBe(401);
  });

  it('refuses an item of an unknown type, a duplicate code and extra attributes that are no JSON object', async () => {
    const add = (values: Record<string, unknown>) => call(t, { url: `${items}add`, token, lang: 'en', body: { type_code: 'flag', code: 'KY', name_en: 'Cayman Islands', name_zh: '开曼群岛', sort: 500, status: 'enable', ...values } });
    expect((await add({ type_code: 'no_such_type' })).json.data.errors).toEqual({ type_code: 'There is no dictionary type "no_such_type"' });
    expect((await add({ code: 'PA' })).json.data.errors).toEqual({ code: 'This dictionary already has an item with this code' });
    expect((await add({ extra: '[1, 2]' })).json.data.errors).toHaveProperty('extra');
    expect((await add({ extra: '{"mids": [319' })).json.data.errors).toHaveProperty('extra');
    const added = await add({ extra: '{"mids": [319]}' });
    expect(added.json).toMatchObject({ code: 1, data: { row: { code: 'KY', extra: { mids: [319] } } } });
  });

  it("checks a ship's type and class society against their dictionaries: stored codes kept, a new type usable at once", async () => {
    const ship = { name_en: 'DICT TRADER', imo_no: '9074729', flag: 'PA', ship_type: 'bulk_carrier', class_society: 'CCS', trading_area: 'international', status: 'in_service', fleet_group_id: await rootDepartmentId(t, token) };
    const refused = await call(t, { url: '/admin/fleet.Ship/add', token, lang: 'en', body: { ...ship, ship_type: 'heavy_lift', class_society: 'XYZ' } });
    expect(refused.json.data.errors).toMatchObject({ ship_type: '"heavy_lift" is not an enabled item of the dictionary ship_type' });
    const added = await call(t, { url: `${items}add`, token, body: { type_code: 'ship_type', code: 'heavy_lift', name_en: 'Heavy-lift ship', name_zh: '重吊船', sort: 130, status: 'enable' } });
    expect(added.json.code).toBe(1);
    const saved = await call(t, { url: '/admin/fleet.Ship/add', token, body: { ...ship, ship_type: 'heavy_lift' } });
    expect(saved.json.data.row).toMatchObject({ ship_type: 'heavy_lift', class_society: 'CCS' });
    const noClass = await call(t, { url: '/admin/fleet.Ship/add', token, lang: 'en', body: { ...ship, imo_no: '9176187', class_society: 'XYZ' } });
    expect(noClass.json.data.errors).toEqual({ class_society: '"XYZ" is not an enabled item of the dictionary class_society' });
  });

  it('keeps a type that still has items', async () => {
    const [type] = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from dict_type where code = 'mou'`));
    const refused = await call(t, { url: `/admin/setting.DictType/del?ids[]=${type!.id}`, method: 'DELETE', token, lang: 'en' });
    expect(refused.json).toMatchObject({ code: 0, msg: 'The dictionary type mou still has 11 items: delete or move them first' });
  });

  it("seeds once: an administrator's edits and deletions stay, and a second run writes nothing", async () => {
    const panama = await itemId('flag', 'PA');
    expect((await editItem(panama, { name_en: 'Republic of Panama' })).json.code).toBe(1);
    const malta = await itemId('flag', 'MT');
    expect((await call(t, { url: `${items}del?ids[]=${malta}`, method: 'DELETE', token })).json.code).toBe(1);
    expect(await seedSettings(t.database.db)).toBe(0);
    expect(await service(DICTIONARIES).label(t.database.db, 'flag', 'PA', 'en')).toBe('Republic of Panama');
    expect(await service(DICTIONARIES).item(t.database.db, 'flag', 'MT')).toBeNull();
  });
});
