import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fieldsForForm, shipResource, todayIso, translate, uniqueRule, type MessageKey } from '@vessel/contract';
import { admin } from '../identity/tables.js';
import { columnOf } from './list-filter.js';
import { buildTestApp, call, fieldErrors, type TestApp } from '../../test/helpers.js';
import { buildAdmin, buildGroup, superToken, tokenOf } from '../../test/factories.js';
import { buildSeafarer, buildShip, certTypeId, clearRequirements, days, nextImo, positionId } from '../../test/crew-factories.js';

/**
 * The kit's write rules through the real routes of the resources whose areas checked uniqueness and
 * stamped authors by hand before: the same field message in both languages, uniqueness within its
 * scope, empty values that never collide, and an author the client cannot choose.
 */
describe('write rules served by the kit', () => {
  let t: TestApp;
  let root: string;
  let today: string;

  const post = (url: string, body: Record<string, unknown>, lang = 'en', token = root) => call(t, { url, body, token, lang });
  const must = async (url: string, body: Record<string, unknown>, token = root) => {
    const { json } = await post(url, body, 'en', token);
    if (json.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
    return json.data.row as Record<string, any> & { id: string };
  };
  /** The write is refused on `field` with `key`'s words, in English and in Chinese alike. */
  const refusedInBothLanguages = async (url: string, body: Record<string, unknown>, field: string, key: MessageKey) => {
    for (const lang of ['en', 'zh-cn'] as const) {
      expect(await fieldErrors(t, { url, body, token: root, lang }), `${url} ${lang}`).toEqual({ [field]: translate(lang, key) });
    }
  };
  /** Who created and last changed a record, read from the table the registry serves the resource from. */
  const authorOf = async (resource: string, id: string) => {
    const { table } = t.app.moduleContext.resources.get(resource)!;
    const [row] = await t.database.db
      .select({ created_by: columnOf(table, 'created_by')!, updated_by: columnOf(table, 'updated_by')! })
      .from(table)
      .where(eq(columnOf(table, 'id')!, id));
    return row;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    today = todayIso();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every declared unique field and scope names a column of its resource', () => {
    // A declaration the kit could not check would be a silent hole: every one must land on a column.
    let declared = 0;
    for (const binding of t.app.moduleContext.resources.values()) {
      for (const field of binding.def.fields) {
        const rule = uniqueRule(field);
        if (!rule) continue;
        declared += 1;
        for (const name of [field.name, ...rule.scope]) expect(binding.table, `${binding.def.name}.${name}`).toHaveProperty(name);
      }
    }
    expect(declared).toBeGreaterThanOrEqual(10);
  });

  it('refuses a taken value with the message the area answered before, in English and in Chinese', async () => {
    await must('/admin/crew.Position/add', { code: 'CADET_X', name_en: 'Cadet X', name_zh: '实习 X', kind: 'ship_rank', status: 'enable' });
    await refusedInBothLanguages('/admin/crew.Position/add', { code: 'CADET_X', name_en: 'Other', name_zh: '其他', kind: 'ship_rank', status: 'enable' }, 'code', 'crew.positionCodeTaken');

    const ship = await buildShip(t, root, { name_en: 'UNIQUE ONE' });
    // The IMO number is compared as stored, without the prefix a person may type.
    await refusedInBothLanguages(
      '/admin/fleet.Ship/add',
      { name_en: 'UNIQUE TWO', imo_no: `IMO ${ship.imo_no}`, flag: 'PA', ship_type: 'bulk_carrier', trading_area: 'international', status: 'in_service', fleet_group_id: ship.fleet_group_id },
      'imo_no',
      'fleet.imoTaken',
    );

    const seafarer = await buildSeafarer(t, root, { name_en: 'Unique Sailor', rank: 'C/O' });
    await refusedInBothLanguages(
      '/admin/crew.Seafarer/add',
      { seafarer_no: seafarer.seafarer_no, name_en: 'Another Sailor', nationality: 'CN', employment_state: 'active', rank_id: await positionId(t, 'C/O'), birth_date: '1990-01-01' },
      'seafarer_no',
      'crew.seafarerNoTaken',
    );

    const contract = { seafarer_id: seafarer.id, ship_id: ship.id, rank_id: await positionId(t, 'C/O'), start_date: days(today, 30), duration_months: 6, status: 'draft' };
    await must('/admin/crew.Contract/add', { ...contract, contract_no: 'UQ-1' });
    await refusedInBothLanguages('/admin/crew.Contract/add', { ...contract, contract_no: 'UQ-1' }, 'contract_no', 'crew.contractNoTaken');

    await must('/admin/auth.Rule/add', { type: 'menu', title: '唯一', name: 'unique/probe', path: 'unique/probe', menu_type: 'tab', keepalive: false, weigh: 0, status: 'enable' });
    await refusedInBothLanguages('/admin/auth.Rule/add', { type: 'menu', title: '又一', name: 'unique/probe', menu_type: 'tab', keepalive: false, weigh: 0, status: 'enable' }, 'name', 'auth.ruleNameTaken');
  });

  it('compares user names, e-mail addresses and type codes case-blind, as before', async () => {
    await must('/admin/cert.CertificateType/add', { code: 'UQ_CODE', name_en: 'Probe', name_zh: '探针', holder: 'ship', category: 'statutory', survey_scheme: 'none', status: 'enable' });
    await refusedInBothLanguages('/admin/cert.CertificateType/add', { code: 'uq_code', name_en: 'x', name_zh: '某', holder: 'ship', category: 'statutory', survey_scheme: 'none', status: 'enable' }, 'code', 'cert.codeTaken');

    const role = await buildGroup(t, root, { name: 'Readers', rights: ['fleet/ship/index'] });
    await buildAdmin(t, root, { username: 'Unique_Ann', group_arr: [role.id] });
    await refusedInBothLanguages('/admin/auth.Admin/add', { username: 'UNIQUE_ANN', nickname: 'x', password: 'Seaworthy_1', group_arr: [role.id], weight_type: 1, status: 'enable' }, 'username', 'auth.usernameTaken');

    const member = { nickname: 'm', password: 'Member_pass1', gender: 0, status: 'enable' };
    await must('/admin/user.User/add', { ...member, username: 'uq_member', email: 'UQ@Example.com', mobile: '13800000001' });
    await refusedInBothLanguages('/admin/user.User/add', { ...member, username: 'uq_other', email: 'uq@example.COM' }, 'email', 'record.duplicate');
    await refusedInBothLanguages('/admin/user.User/add', { ...member, username: 'uq_other', mobile: '13800000001' }, 'mobile', 'record.duplicate');
  });

  it('never lets empty optional values collide (members without e-mail or mobile)', async () => {
    const member = { nickname: 'm', password: 'Member_pass1', gender: 0, status: 'enable', email: '', mobile: '' };
    await must('/admin/user.User/add', { ...member, username: 'uq_empty_1' });
    await must('/admin/user.User/add', { ...member, username: 'uq_empty_2' });
  });

  it('holds uniqueness within its scope: one requirement per position, ship type and certificate type', async () => {
    await clearRequirements(t);
    const base = { position_id: await positionId(t, 'C/O'), cert_type_id: await certTypeId(t, 'MEDICAL'), mandatory: true, min_validity_days: 0 };
    const everyType = await must('/admin/crew.PositionRequirement/add', { ...base, ship_type: '' });
    await must('/admin/crew.PositionRequirement/add', { ...base, ship_type: 'chemical_tanker' });
    await must('/admin/crew.PositionRequirement/add', { ...base, position_id: await positionId(t, 'MSTR') });
    await refusedInBothLanguages('/admin/crew.PositionRequirement/add', { ...base, ship_type: '' }, 'cert_type_id', 'crew.requirementDuplicate');
    await refusedInBothLanguages('/admin/crew.PositionRequirement/add', { ...base, ship_type: 'chemical_tanker' }, 'cert_type_id', 'crew.requirementDuplicate');
    // Saved as it is, the record keeps its own combination; moved onto another's, it is refused.
    expect((await post('/admin/crew.PositionRequirement/edit', { ...base, id: everyType.id, ship_type: '', min_validity_days: 10 })).json.code).toBe(1);
    await refusedInBothLanguages('/admin/crew.PositionRequirement/edit', { ...base, id: everyType.id, ship_type: 'chemical_tanker' }, 'cert_type_id', 'crew.requirementDuplicate');
  });

  /** What the ship's edit form sends back: its fields as read, nothing else (the form schema is strict). */
  const shipForm = (row: Record<string, unknown>) =>
    Object.fromEntries(fieldsForForm(shipResource, 'edit').map((field) => field.name).filter((name) => name in row).map((name) => [name, row[name]]));

  it('lets a record be saved with its own unique values', async () => {
    const ship = await buildShip(t, root, { name_en: 'UNIQUE SELF' });
    const edit = await post('/admin/fleet.Ship/edit', { ...shipForm(ship), id: ship.id, imo_no: `IMO ${ship.imo_no}`, name_en: 'UNIQUE SELF RENAMED' });
    expect(edit.json.code, JSON.stringify(edit.json)).toBe(1);
    expect(edit.json.data.row.imo_no).toBe(ship.imo_no);
  });

  it('stamps who created and who last changed a record; the client can choose neither', async () => {
    const role = await buildGroup(t, root, { name: 'Fleet clerks', rights: ['fleet/ship/index', 'fleet/ship/edit'] });
    const clerk = await buildAdmin(t, root, { username: 'uq_clerk', group_arr: [role.id] });
    const [{ id: rootId } = { id: '' }] = await t.database.db.select({ id: admin.id }).from(admin).where(eq(admin.username, 'admin'));
    const imo = nextImo();
    const fields = { name_en: 'UNIQUE AUTHOR', imo_no: imo, flag: 'PA', ship_type: 'bulk_carrier', trading_area: 'international', status: 'in_service', fleet_group_id: (await buildShip(t, root, { name_en: 'UNIQUE PEER' })).fleet_group_id };
    // An author sent by the client is not a field of any form: refused, nothing written.
    expect(await fieldErrors(t, { url: '/admin/fleet.Ship/add', body: { ...fields, created_by: clerk.id }, token: root, lang: 'en' })).toEqual({ created_by: translate('en', 'validate.unknownField') });
    const ship = await must('/admin/fleet.Ship/add', fields);
    expect(await authorOf('fleet.Ship', ship.id)).toEqual({ created_by: rootId, updated_by: rootId });

    const clerkToken = await tokenOf(t, 'uq_clerk');
    expect((await post('/admin/fleet.Ship/edit', { ...shipForm(ship), id: ship.id, updated_by: rootId }, 'en', clerkToken)).json.data.errors).toHaveProperty('updated_by');
    const edited = await post('/admin/fleet.Ship/edit', { ...shipForm(ship), id: ship.id, name_en: 'UNIQUE AUTHOR II' }, 'en', clerkToken);
    expect(edited.json.code, JSON.stringify(edited.json)).toBe(1);
    expect(await authorOf('fleet.Ship', ship.id)).toEqual({ created_by: rootId, updated_by: clerk.id });
  });
});
