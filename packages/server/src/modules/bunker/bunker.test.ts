import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BUNKER_TRANSLATIONS, LANGS, addDays, addMonths, addYears, bunkerDeliveryNoteDescription, fieldLabelKey, optionLabelKey, titleKey, todayIso } from '@vessel/contract';
import { rowsOf } from '../../platform/authorization.js';
import { buildShip } from '../../test/crew-factories.js';
import { buildAdmin, buildGroup, superToken, tokenOf } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { seedDemoBunkerNotes } from './index.js';

const base = '/admin/bunker.DeliveryNote/';
const delivered = addDays(todayIso(), -40);

/** A VLSFO stem as a chief engineer signs for it. */
const stem = (shipId: string, values: Record<string, unknown> = {}) => ({
  ship_id: shipId,
  bdn_no: 'SG26-40112-01',
  delivered_on: delivered,
  port: 'Singapore',
  supplier: 'Vitol Bunkers (S) Pte Ltd',
  grade: 'vlsfo',
  quantity_mt: '1250.500',
  sulphur_pct: '0.470',
  density_15c: '968.4',
  viscosity_cst: '286.00',
  flash_point_c: '72.0',
  marpol_sample_seal: 'MS4471829',
  ...values,
});

describe('bunker delivery notes', () => {
  let t: TestApp;
  let token: string;
  let shipA: { id: string; dept_id: string };
  let shipB: { id: string; dept_id: string };
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    shipA = await buildShip(t, token, { name_en: 'BUNKER STAR' });
    shipB = await buildShip(t, token, { name_en: 'BUNKER MOON' });
  });
  afterAll(() => t.close());

  it('is an optional built-in module, installed on a fresh installation', async () => {
    const { json } = await call(t, { url: '/admin/module/index', token });
    expect((json.data.list as Array<Record<string, unknown>>).find((item) => item.uid === 'bunker')).toMatchObject({ state: 'installed', optional: true, core: false });
  });

  it("hands the web its words with its definition, and titles its menu in the reader's language", async () => {
    const { json } = await call(t, { url: '/admin/resource/definitions', token });
    const definition = (json.data.resources as Array<{ def: { name: string }; messages: Record<string, Record<string, string>> }>).find((entry) => entry.def.name === 'bunker.DeliveryNote');
    expect(definition?.messages['zh-cn']?.['bunker.deliveryNote.grade_options.mgo']).toBe('船用轻柴油 MGO');
    expect(definition?.messages.en?.['bunker.deliveryNote.sample_retained_until']).toBe('Sample kept until');
    const menu = async (lang: 'en' | 'zh-cn') => {
      const index = await call(t, { url: '/admin/index/index', token, lang });
      const directory = (index.json.data.menus as Array<{ name: string; title: string; children: Array<{ name: string; title: string }> }>).find((node) => node.name === 'bunker');
      return [directory?.title, directory?.children.map((child) => child.title)];
    };
    expect(await menu('zh-cn')).toEqual(['燃油管理', ['燃油交付单']]);
    expect(await menu('en')).toEqual(['Bunkering', ['Delivery notes (BDN)']]);
  });

  it("adds and edits a note through the generic actions, computing the ship's department and both retention dates", async () => {
    const added = await call(t, { url: `${base}add`, token, body: stem(shipA.id) });
    expect(added.json).toMatchObject({ code: 1, data: { row: { bdn_no: 'SG26-40112-01', dept_id: shipA.dept_id, scrubber: false, eca: false } } });
    const row = added.json.data.row;
    expect(row.sample_retained_until).toBe(addMonths(delivered, 12));
    expect(row.bdn_retained_until).toBe(addYears(delivered, 3));
    expect(Number(row.quantity_mt)).toBe(1250.5);

    // The dates follow the delivery date on edit; a typed retention date is not a form field.
    const moved = addDays(delivered, -10);
    const typed = await call(t, { url: `${base}edit`, token, body: { ...stem(shipA.id), id: row.id, delivered_on: moved, sample_retained_until: '2099-01-01' } });
    expect(typed.json.code).toBe(0);
    const edited = await call(t, { url: `${base}edit`, token, body: { ...stem(shipA.id), id: row.id, delivered_on: moved } });
    expect(edited.json.data.row).toMatchObject({ delivered_on: moved, sample_retained_until: addMonths(moved, 12), bdn_retained_until: addYears(moved, 3), sulphur_pct: row.sulphur_pct });

    const tomorrow = addDays(todayIso(), 2);
    const future = await call(t, { url: `${base}edit`, token, lang: 'en', body: { ...stem(shipA.id), id: row.id, delivered_on: tomorrow } });
    expect(future.json.data.errors).toEqual({ delivered_on: 'The delivery date cannot be in the future' });
  });

  it('keeps each BDN number once per ship, whatever its case, and lets another ship use it', async () => {
    const again = await call(t, { url: `${base}add`, token, lang: 'en', body: stem(shipA.id, { bdn_no: 'sg26-40112-01' }) });
    expect(again.json.code).toBe(0);
    expect(again.json.data.errors).toHaveProperty('bdn_no');
    const other = await call(t, { url: `${base}add`, token, body: stem(shipB.id) });
    expect(other.json.code).toBe(1);
  });

  it('refuses fuel above 0.50 % sulphur without a scrubber and above 0.10 % in an ECA, in both languages', async () => {
    const hsfo = stem(shipA.id, { bdn_no: 'FJ26-1', grade: 'hsfo', sulphur_pct: '2.850' });
    const en = await call(t, { url: `${base}add`, token, lang: 'en', body: hsfo });
    expect(en.json.data.errors).toEqual({ sulphur_pct: expect.stringContaining('approved scrubber') });
    expect(en.json.data.errors.sulphur_pct).toContain('0.50');
    const zh = await call(t, { url: `${base}add`, token, lang: 'zh-cn', body: hsfo });
    expect(zh.json.data.errors.sulphur_pct).toContain('脱硫塔');
    // At the cap itself the fuel is compliant.
    expect((await call(t, { url: `${base}add`, token, body: stem(shipA.id, { bdn_no: 'FJ26-2', sulphur_pct: '0.500' }) })).json.code).toBe(1);
    expect((await call(t, { url: `${base}add`, token, body: { ...hsfo, scrubber: true } })).json.code).toBe(1);

    const ecaVlsfo = stem(shipA.id, { bdn_no: 'RT26-1', eca: true, sulphur_pct: '0.110' });
    const eca = await call(t, { url: `${base}add`, token, lang: 'en', body: ecaVlsfo });
    expect(eca.json.data.errors).toEqual({ sulphur_pct: 'Fuel for use in an emission control area may hold at most 0.10 % sulphur' });
    const ecaZh = await call(t, { url: `${base}add`, token, lang: 'zh-cn', body: ecaVlsfo });
    expect(ecaZh.json.data.errors.sulphur_pct).toBe('用于排放控制区的燃油硫含量不得高于 0.10%');
    expect((await call(t, { url: `${base}add`, token, body: { ...ecaVlsfo, grade: 'mgo', sulphur_pct: '0.100' } })).json.code).toBe(1);

    // An edit is judged as an add: turning the ECA flag on under a VLSFO stem is refused.
    const [vlsfo] = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from bunker_note where bdn_no = 'FJ26-2'`));
    expect((await call(t, { url: `${base}edit`, token, body: { ...stem(shipA.id, { bdn_no: 'FJ26-2', sulphur_pct: '0.500' }), id: vlsfo!.id, eca: true } })).json.data.errors).toHaveProperty('sulphur_pct');
  });

  it('refuses a quantity of nothing, impossible densities and sulphur contents, and a low flash point except for LNG', async () => {
    const refusal = async (values: Record<string, unknown>) => (await call(t, { url: `${base}add`, token, lang: 'en', body: stem(shipA.id, { bdn_no: 'X-1', ...values }) })).json.data?.errors;
    expect(await refusal({ quantity_mt: '0' })).toHaveProperty('quantity_mt');
    expect(await refusal({ density_15c: '1011.0' })).toEqual({ density_15c: 'The density at 15 °C is between 800 and 1010 kg/m³' });
    expect(await refusal({ density_15c: '799.9' })).toHaveProperty('density_15c');
    expect(await refusal({ sulphur_pct: '5.001', scrubber: true })).toHaveProperty('sulphur_pct');
    expect(await refusal({ quantity_mt: '12345678' })).toHaveProperty('quantity_mt');
    expect(await refusal({ flash_point_c: '59.5' })).toHaveProperty('flash_point_c');
    const lng = await call(t, { url: `${base}add`, token, body: stem(shipA.id, { bdn_no: 'RT26-LNG', grade: 'lng', sulphur_pct: '0.000', density_15c: null, flash_point_c: null }) });
    expect(lng.json.code).toBe(1);
  });

  it("shows a superintendent only his ships' notes and refuses a note for another ship", async () => {
    const group = await buildGroup(t, token, { name: 'Bunker superintendents', data_scope: 'custom', departments: [shipA.dept_id], rights: ['bunker/deliveryNote', 'bunker/deliveryNote/index', 'bunker/deliveryNote/add', 'bunker/deliveryNote/edit'] });
    await buildAdmin(t, token, { username: 'bunkersup', group_arr: [group.id] });
    const superintendent = await tokenOf(t, 'bunkersup');
    const list = await call(t, { url: `${base}index?limit=100`, token: superintendent });
    expect(list.json.data.total).toBeGreaterThan(0);
    expect(new Set(list.json.data.list.map((row: { ship_id: string }) => row.ship_id))).toEqual(new Set([shipA.id]));
    const [theirs] = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from bunker_note where ship_id = ${shipB.id}`));
    expect((await call(t, { url: `${base}edit?id=${theirs!.id}`, token: superintendent })).status).toBe(404);
    const add = await call(t, { url: `${base}add`, token: superintendent, lang: 'en', body: stem(shipB.id, { bdn_no: 'BS26-9' }) });
    expect(add.json.data.errors).toHaveProperty('ship_id');
  });

  it('is disabled and uninstalled in the store (404, rights gone) and comes back with its notes', async () => {
    const count = async () => rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from bunker_note`))[0]!.n;
    const before = await count();
    expect((await call(t, { url: '/admin/module/changeState', token, body: { uid: 'bunker', state: 'disable' } })).json.code).toBe(1);
    expect((await call(t, { url: `${base}index`, token })).status).toBe(404);
    expect((await call(t, { url: '/admin/index/index', token })).json.data.modules).not.toContain('bunker');
    expect(await count()).toBe(before);
    expect((await call(t, { url: '/admin/module/changeState', token, body: { uid: 'bunker', state: 'enable' } })).json.code).toBe(1);
    expect((await call(t, { url: `${base}index`, token })).json.data.total).toBe(before);

    expect((await call(t, { url: '/admin/module/uninstall', token, body: { uid: 'bunker' } })).json.code).toBe(1);
    expect((await call(t, { url: `${base}index`, token })).status).toBe(404);
    expect(await count()).toBe(before);
    expect((await call(t, { url: '/admin/module/install', token, body: { uid: 'bunker' } })).json.code).toBe(1);
    expect((await call(t, { url: `${base}index`, token })).json.data.total).toBe(before);
  });

  it('seeds a believable year of notes per demo ship, once', async () => {
    const today = todayIso();
    const ship = await buildShip(t, token, { name_en: 'DEMO BUNKER' });
    const first = await seedDemoBunkerNotes(t.database.db, { today, ships: [ship] });
    expect(first.created).toBeGreaterThanOrEqual(9);
    expect((await seedDemoBunkerNotes(t.database.db, { today, ships: [ship] })).created).toBe(0);
    const { json } = await call(t, { url: `${base}index?limit=100&search[0][field]=ship_id&search[0][operator]=eq&search[0][val]=${ship.id}`, token });
    const notes = json.data.list as Array<Record<string, string | boolean>>;
    expect(notes).toHaveLength(first.created);
    for (const note of notes) {
      expect(note.delivered_on < today && note.delivered_on >= addDays(today, -365)).toBe(true);
      const [sulphur, quantity, density] = [Number(note.sulphur_pct), Number(note.quantity_mt), Number(note.density_15c)];
      if (note.grade === 'mgo') expect([sulphur >= 0.05 && sulphur <= 0.09, quantity >= 30 && quantity <= 200, density >= 830 && density <= 860]).toEqual([true, true, true]);
      else expect([sulphur >= 0.42 && sulphur <= 0.49, quantity >= 300 && quantity <= 2500, density >= 900 && density <= 990]).toEqual([true, true, true]);
      expect(note.sample_retained_until).toBe(addMonths(note.delivered_on as string, 12));
    }
  });

  it('names its menu, every field and every option in both languages', () => {
    const { def } = bunkerDeliveryNoteDescription;
    const keys = ['menu.bunker', titleKey(def), ...def.fields.flatMap((field) => [fieldLabelKey(def, field), ...(field.options ?? []).map((value) => optionLabelKey(def, field, value))])];
    for (const lang of LANGS) expect(keys.filter((key) => !BUNKER_TRANSLATIONS[lang][key]?.trim()), lang).toEqual([]);
    expect(Object.keys(BUNKER_TRANSLATIONS.en).sort()).toEqual(Object.keys(BUNKER_TRANSLATIONS['zh-cn']).sort());
  });
});
