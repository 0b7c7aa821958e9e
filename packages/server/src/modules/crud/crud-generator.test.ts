import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/authorization.js';
import { buildShip } from '../../test/crew-factories.js';
import { superToken } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { design, everyKindFields, field } from './crud-fixtures.js';

/**
 * The CRUD generator on a real database: a table of every kind of field generated and served by the
 * kit at once; a design changed with data present (added, renamed, narrowed, dropped: each loss refused
 * until confirmed); identifiers that are SQL refused with nothing changed; a table adopted; pages
 * deleted with and without their table.
 */
describe('the CRUD generator', () => {
  let t: TestApp;
  let token: string;
  let shipId: string;
  const base = '/admin/fuel_note.FuelNote';
  const request = () => design('fuel_note', everyKindFields('fleet.Ship'));
  let logId: string;

  const query = async <T>(text: string) => rowsOf<T>(await t.database.db.execute(sql.raw(text)));
  /** Every table and column of the schema, with its type: what a refused design must leave as it was. */
  const catalogue = async () =>
    JSON.stringify(await query(`select table_name, column_name, data_type, is_nullable from information_schema.columns where table_schema = current_schema() order by table_name, column_name`));

  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    shipId = (await buildShip(t, token, { name_en: 'CRUD STAR' })).id;
  });
  afterAll(() => t.close());

  it('previews the DDL of a design, every identifier quoted', async () => {
    const { json } = await call(t, { url: '/admin/crud.Crud/preview', token, body: request() });
    expect(json.code).toBe(1);
    expect(json.data.mode).toBe('create');
    expect(json.data.losses).toEqual([]);
    expect(json.data.statements[0]).toMatch(/^CREATE TABLE "fuel_note" \(/);
    expect(json.data.statements[0]).toContain('"delivery_time" time without time zone');
    expect(json.data.statements[0]).toContain('"amount" numeric(10,2)');
    expect(json.data.statements.join('\n')).toContain('REFERENCES "ship"("id")');
    // Nothing ran.
    expect(await query(`select 1 from pg_tables where tablename = 'fuel_note'`)).toEqual([]);
  });

  it('generates a table with every kind of field, served at once by the generic actions, with its menu, rights and log', async () => {
    const generated = await call(t, { url: '/admin/crud.Crud/generate', token, lang: 'en', body: request() });
    expect(generated.json).toMatchObject({ code: 1, data: { resource: 'fuel_note/fuelNote', name: 'fuel_note.FuelNote' } });
    logId = generated.json.data.logId;

    const rules = await query<{ name: string; type: string }>(`select name, type from admin_rule where name like 'fuel_note/%' order by name`);
    expect(rules.map((rule) => rule.name)).toEqual(['fuel_note/fuelNote', ...['add', 'del', 'edit', 'index', 'sortable'].map((action) => `fuel_note/fuelNote/${action}`)]);
    const log = await call(t, { url: `/admin/crud.Log/index?search[0][field]=table_name&search[0][operator]=eq&search[0][val]=fuel_note`, token });
    expect(log.json.data.list).toMatchObject([{ id: logId, status: 'generated', type: 'create', resource: 'fuel_note.FuelNote' }]);
    // "Start from this design": the log row holds it as it was sent.
    expect(log.json.data.list[0].design.fields).toHaveLength(request().fields.length);

    const definitions = await call(t, { url: '/admin/resource/definitions', token, lang: 'en' });
    const definition = definitions.json.data.resources.find((entry: { def: { name: string } }) => entry.def.name === 'fuel_note.FuelNote');
    expect(definition.def.path).toBe('fuel_note/fuelNote');
    expect(definition.messages.en).toMatchObject({ 'menu.fuel_note/fuelNote': 'Bunker notes', 'fuel_note.fuelNote.grade_options.a': 'A' });

    const full = {
      status: 'enable',
      remark: 'Delivered at anchorage',
      ship_id: shipId,
      title: 'BDN 0001',
      note: 'Sampled by both parties',
      quantity: 450,
      pieces: 12,
      amount: '1234.50',
      secret: 'seal-2024',
      active: true,
      grade: 'a',
      quality: 'b',
      tags: ['a', 'b'],
      delivery_date: '2026-03-02',
      delivery_time: '10:30',
      delivered_at: '2026-03-02T10:30:00Z',
      build_year: 2012,
      photo: 'https://example.com/bdn.png',
      attachment: '/storage/bdn.pdf',
      content: '<p>Fuel <strong>VLSFO</strong><script>alert(1)</script></p>',
      mobile: '+86 138 0000 0000',
      id_number: '11010519491231002X',
      account: 'chief_eng',
      var_name: 'fuel_oil',
      email: 'chief@ocean.example',
      extra: [{ key: 'sulphur', value: '0.48%' }],
      pictures: ['https://example.com/a.png'],
      documents: ['/storage/a.pdf'],
      grades: ['a', 'b'],
      ship_ids: [shipId],
      city: '110000,110100,110101',
      icon: 'ShipOutlined',
      color: '#1677ff',
      shade: 'rgb(22, 119, 255)',
    };
    const added = await call(t, { url: `${base}/add`, token, lang: 'en', body: full });
    expect(added.json.code, JSON.stringify(added.json)).toBe(1);
    const row = added.json.data.row;
    expect(row).toMatchObject({ title: 'BDN 0001', quantity: 450, delivery_date: '2026-03-02', build_year: 2012, tags: ['a', 'b'], extra: [{ key: 'sulphur', value: '0.48%' }], ship_ids: [shipId], city: '110000,110100,110101', active: true });
    expect(String(row.delivery_time)).toMatch(/^10:30/);
    expect(Number(row.amount)).toBe(1234.5);
    // The password is never answered; the rich text is sanitised by the server.
    expect(row).not.toHaveProperty('secret');
    expect(row.content).toContain('<strong>VLSFO</strong>');
    expect(row.content).not.toContain('script');
    const [author] = await query<{ created_by: string | null }>(`select created_by from fuel_note where id = '${row.id}'`);
    expect(author?.created_by).toBeTruthy();

    const second = await call(t, { url: `${base}/add`, token, body: { title: 'BDN 0002', status: 'disable', pieces: 3, grade: 'b' } });
    expect(second.json.code).toBe(1);
    // Unique as designed.
    const duplicate = await call(t, { url: `${base}/add`, token, lang: 'en', body: { title: 'BDN 0002', status: 'enable' } });
    expect(duplicate.json.data.errors).toHaveProperty('title');

    const edited = await call(t, { url: `${base}/edit`, token, body: { id: row.id, title: 'BDN 0001-A', pieces: 20 } });
    expect(edited.json.code, JSON.stringify(edited.json)).toBe(1);

    const quick = await call(t, { url: `${base}/index?quickSearch=0001`, token });
    expect(quick.json.data.list.map((r: { title: string }) => r.title)).toEqual(['BDN 0001-A']);
    const sorted = await call(t, { url: `${base}/index?order=pieces,asc`, token });
    expect(sorted.json.data.list.map((r: { pieces: number }) => r.pieces)).toEqual([3, 20]);
    const filtered = await call(t, { url: `${base}/index?search[0][field]=grade&search[0][operator]=eq&search[0][val]=b`, token });
    expect(filtered.json.data.list.map((r: { title: string }) => r.title)).toEqual(['BDN 0002']);
    const filter = (name: string, operator: string, value: string) => call(t, { url: `${base}/index?search[0][field]=${name}&search[0][operator]=${operator}&search[0][val]=${encodeURIComponent(value)}`, token });
    expect((await filter('amount', 'RANGE', '1000,2000')).json.data.total).toBe(1);
    expect((await filter('delivery_time', 'RANGE', '10:00,11:00')).json.data.total).toBe(1);
    expect((await filter('delivered_at', 'RANGE', '2026-03-01,2026-03-03')).json.data.total).toBe(1);
    // Values their columns cannot read are refused on the field, never sent to fail in the database.
    for (const [name, value] of [['amount', 'abc,def'], ['delivery_time', 'xx,yy'], ['build_year', 'nine,ten']]) {
      const refused = await filter(name!, 'RANGE', value!);
      expect(refused.status, name).toBeLessThan(500);
      expect(refused.json.data.errors, name).toHaveProperty(`search.${name}`);
    }

    const deleted = await call(t, { method: 'DELETE', url: `${base}/del?ids[]=${second.json.data.row.id}`, token });
    expect(deleted.json).toMatchObject({ code: 1, data: { count: 1 } });
    const bin = await call(t, { url: '/admin/security.DataRecycleLog/index?search[0][field]=resource&search[0][val]=fuel_note.FuelNote&search[0][operator]=eq', token });
    expect(bin.json.data.total).toBe(1);
  });

  it('refuses invalid values with the spec messages, in the caller language', async () => {
    const errors = async (body: Record<string, unknown>, lang = 'en') => (await call(t, { url: `${base}/add`, token, lang, body: { title: `BDN ${Math.random()}`, status: 'enable', ...body } })).json.data?.errors ?? {};
    expect(await errors({ mobile: 'call me' })).toEqual({ mobile: 'Please enter the correct mobile number' });
    expect(await errors({ email: 'chief@' })).toEqual({ email: 'Please enter a correct email address' });
    expect(await errors({ account: '1chief' })).toEqual({ account: expect.stringMatching(/^Please enter a correct account/) });
    expect(await errors({ secret: 'a<b>c"d' })).toEqual({ secret: expect.stringMatching(/^Please enter a correct password/) });
    expect(await errors({ amount: '1.234' })).toEqual({ amount: 'Please enter a floating point number' });
    expect(await errors({ amount: '123456789' })).toEqual({ amount: 'Please enter a floating point number' });
    expect(await errors({ id_number: '1234' })).toEqual({ id_number: 'Please enter the correct ID number' });
    expect(await errors({ var_name: '9lives' })).toEqual({ var_name: expect.stringMatching(/variable name/) });
    expect(await errors({ pieces: 1001 })).toEqual({ pieces: 'Must be at most 1000' });
    expect(await errors({ grade: 'z' })).toHaveProperty('grade');
    expect(await errors({ mobile: 'x' }, 'zh-cn')).toEqual({ mobile: '请输入正确的手机号' });
    const missing = await call(t, { url: `${base}/add`, token, lang: 'en', body: { status: 'enable' } });
    expect(missing.json.data.errors).toEqual({ title: 'This field is required' });
  });

  it('changes the design with data present: adds, renames keeping the data, refuses a narrowing and a drop until confirmed', async () => {
    const [before] = await query<{ id: string; title: string; remark: string }>(`select id, title, remark from fuel_note where title = 'BDN 0001-A'`);
    const fields = request().fields.filter((f) => f.name !== 'note');
    const altered = fields.map((f) => {
      if (f.name === 'remark') return { ...f, name: 'comment', from: 'remark' };
      if (f.name === 'title') return { ...f, storage: { ...f.storage, length: 5 } };
      return f;
    });
    altered.push(field('string', 'supplier', { storage: { type: 'varchar', length: 80, nullable: false, default: 'unknown' } }));
    const body = { ...design('fuel_note', altered), type: 'alter' as const };

    const preview = await call(t, { url: '/admin/crud.Crud/preview', token, body });
    expect(preview.json.code, JSON.stringify(preview.json)).toBe(1);
    expect(preview.json.data.losses).toEqual(
      expect.arrayContaining([
        { column: 'note', kind: 'drop', rows: 1 },
        { column: 'title', kind: 'narrow', rows: 1 },
      ]),
    );
    expect(preview.json.data.losses).toHaveLength(2);
    expect(preview.json.data.statements).toContain('ALTER TABLE "fuel_note" RENAME COLUMN "remark" TO "comment"');

    const snapshot = await catalogue();
    const refused = await call(t, { url: '/admin/crud.Crud/generate', token, lang: 'en', body });
    expect(refused.json.code).toBe(0);
    expect(refused.json.msg).toBe('Data would be lost in note, title: confirm these columns to go on');
    expect(refused.json.data.losses).toHaveLength(2);
    // Half a confirmation is still a refusal.
    const half = await call(t, { url: '/admin/crud.Crud/generate', token, lang: 'en', body: { ...body, confirmLoss: ['note'] } });
    expect(half.json.msg).toBe('Data would be lost in title: confirm these columns to go on');
    expect(await catalogue()).toBe(snapshot);

    const done = await call(t, { url: '/admin/crud.Crud/generate', token, body: { ...body, confirmLoss: ['note', 'title'] } });
    expect(done.json.code, JSON.stringify(done.json)).toBe(1);
    const [after] = await query<Record<string, unknown>>(`select * from fuel_note where id = '${before!.id}'`);
    expect(after).toMatchObject({ comment: before!.remark, title: 'BDN 0', supplier: 'unknown' });
    expect(after).not.toHaveProperty('note');
    expect(after).not.toHaveProperty('remark');
    // Served with the new design at once.
    const list = await call(t, { url: `${base}/index`, token });
    expect(list.json.data.list[0]).toMatchObject({ comment: 'Delivered at anchorage', supplier: 'unknown' });
    const tooLong = await call(t, { url: `${base}/add`, token, lang: 'en', body: { title: 'BDN 0003', status: 'enable' } });
    expect(tooLong.json.data.errors).toEqual({ title: 'Must be at most 5 characters' });
    // The log keeps both designs, the DDL history growing.
    const logs = await query<{ type: string; n: number }>(`select type, jsonb_array_length(migrations)::int as n from crud_log where table_name = 'fuel_note' order by created_at`);
    expect(logs).toEqual([
      { type: 'create', n: 1 },
      { type: 'alter', n: 2 },
    ]);
  });

  it('refuses identifiers that are SQL key words or injection attempts, and changes nothing', async () => {
    const snapshot = await catalogue();
    const rules = await query(`select count(*)::int as n from admin_rule`);
    const attempts = [
      design('select', [field('string', 'title')]),
      design('user', [field('string', 'title')]),
      design('notes; drop table ship', [field('string', 'title')]),
      design('"ship"', [field('string', 'title')]),
      design('safe_notes', [field('string', 'order')]),
      design('safe_notes', [field('string', 'a; drop table ship; --')]),
      design('safe_notes', [field('string', 'x"')]),
      design('safe_notes', [field('string', 'Title')]),
      design('safe_notes', [field('string', 'created_by')]),
      design('safe_notes', [field('string', 'title', { storage: { type: 'varchar', length: 20, nullable: true, default: "x'); drop table ship; --" } })]),
      design('safe_notes', [field('select', 'grade', { options: [{ value: "a'; drop table ship; --", title: { 'zh-cn': '甲', en: 'A' } }] })]),
      design('safe_notes', [field('remoteSelect', 'ship_id', { remote: { resource: 'ship" cascade; --.X' } })]),
      design('x'.repeat(41), [field('string', 'title')]),
    ];
    for (const attempt of attempts) {
      const { status, json } = await call(t, { url: '/admin/crud.Crud/generate', token, lang: 'en', body: attempt });
      expect(status, JSON.stringify(attempt.table.name)).toBeLessThan(500);
      expect(json.code, JSON.stringify(json)).toBe(0);
    }
    const reserved = await call(t, { url: '/admin/crud.Crud/generate', token, lang: 'en', body: design('safe_notes', [field('string', 'order')]) });
    expect(reserved.json.data.errors).toEqual({ 'fields.0.name': 'A reserved word of SQL cannot be a name' });
    const badDefault = await call(t, { url: '/admin/crud.Crud/generate', token, lang: 'en', body: design('safe_notes', [field('string', 'title', { storage: { type: 'varchar', length: 20, nullable: true, default: "x'); drop table ship; --" } })]) });
    expect(badDefault.json.msg).toBe('The default of "title" is not a value of its column');
    expect(await catalogue()).toBe(snapshot);
    expect(await query(`select count(*)::int as n from admin_rule`)).toEqual(rules);
    // A quote in a default that fits is a literal, not SQL.
    const quoted = await call(t, { url: '/admin/crud.Crud/generate', token, body: design('safe_notes', [field('string', 'title', { storage: { type: 'varchar', length: 40, nullable: true, default: "O'Brien'); --" } })]) });
    expect(quoted.json.code, JSON.stringify(quoted.json)).toBe(1);
    const [column] = await query<{ d: string }>(`select column_default as d from information_schema.columns where table_name = 'safe_notes' and column_name = 'title'`);
    expect(column?.d).toBe(`'O''Brien''); --'::character varying`);
  });

  it('refuses tables of the platform, of built-in modules and of other designs', async () => {
    const ship = await call(t, { url: '/admin/crud.Crud/generate', token, lang: 'en', body: design('ship', [field('string', 'title')]) });
    expect(ship.json.msg).toBe('Table "ship" belongs to the platform: it cannot be generated over');
    // A table the baseline renamed into being is the platform's too.
    expect((await call(t, { url: '/admin/ajax/getTableFieldList?table=crew_contract', token })).json.data.owner).toBe('the platform');
    const module = await call(t, { url: '/admin/crud.Crud/generate', token, lang: 'en', body: design('crew', [field('string', 'title')]) });
    expect(module.json.msg).toBe('A module named "crew" exists already: choose another table name');
    const again = await call(t, { url: '/admin/crud.Crud/generate', token, lang: 'en', body: request() });
    expect(again.json.msg).toBe('Table "fuel_note" has a generated design already: alter that design instead');
    const alter = await call(t, { url: '/admin/crud.Crud/generate', token, lang: 'en', body: { ...design('no_such_design', [field('string', 'title')]), type: 'alter' } });
    expect(alter.json.msg).toBe('Table "no_such_design" has no generated design to alter: create it first');
  });

  it('reads a table from the catalogue, guessing the kinds, and adopts a table no module owns', async () => {
    await t.database.db.execute(
      sql.raw(`create table legacy_cargo (id uuid primary key default gen_random_uuid(), cargo_name varchar(60) not null, status varchar(10), contact_email varchar(100), loaded_at timestamptz, hazardous boolean, ship_id uuid, weight numeric(12,3), created_at timestamptz default now() not null)`),
    );
    await t.database.db.execute(sql.raw(`insert into legacy_cargo (cargo_name, status, weight) values ('Steel coils', 'enable', 1200.5)`));
    // The picker lists it as free to adopt, beside the platform's tables, a module's and a generated one.
    const tables = (await call(t, { url: '/admin/ajax/getTableList', token })).json.data.list as Array<{ table: string; owner: string | null; logId: string | null }>;
    const entry = (name: string) => tables.find((row) => row.table === name);
    expect(entry('legacy_cargo')).toEqual({ table: 'legacy_cargo', owner: null, logId: null });
    expect(entry('admin')?.owner).toBe('the platform');
    expect(entry('bunker_note')?.owner).toBe('bunker');
    expect(entry('fuel_note')).toMatchObject({ owner: 'fuel_note', logId: expect.any(String) });
    const pk = await call(t, { url: '/admin/ajax/getTablePk?table=legacy_cargo', token });
    expect(pk.json.data).toEqual({ table: 'legacy_cargo', pk: 'id' });
    const all = await call(t, { url: '/admin/ajax/getTableFieldList?table=legacy_cargo&clean=0', token });
    expect(all.json.data.fields.map((f: { name: string; kind: string }) => `${f.name}:${f.kind}`)).toEqual([
      'id:id',
      'cargo_name:string',
      'status:status',
      'contact_email:email',
      'loaded_at:datetime',
      'hazardous:switch',
      'ship_id:remoteSelect',
      'weight:float',
      'created_at:createTime',
    ]);
    expect(all.json.data.owner).toBeNull();
    const clean = await call(t, { url: '/admin/ajax/getTableFieldList?table=legacy_cargo&clean=1', token });
    const fields = clean.json.data.fields;
    expect(fields.map((f: { name: string }) => f.name)).not.toContain('id');
    expect(fields.find((f: { name: string }) => f.name === 'ship_id').remote).toEqual({ resource: 'fleet.Ship' });
    expect(fields.find((f: { name: string }) => f.name === 'weight').storage).toMatchObject({ type: 'numeric', precision: 12, scale: 3 });

    const unknown = await call(t, { url: '/admin/ajax/getTableFieldList?table=no_such_table', token, lang: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.msg).toBe('There is no table "no_such_table"');
    const hostile = await call(t, { url: `/admin/ajax/getTableFieldList?table=${encodeURIComponent('ship; drop table ship')}`, token, lang: 'en' });
    expect(hostile.json.code).toBe(0);
    expect(hostile.status).toBeLessThan(500);
    const builtIn = await call(t, { url: '/admin/ajax/getTableFieldList?table=ship', token });
    expect(builtIn.json.data.owner).toBe('the platform');

    const adopt = design('legacy_cargo', [...fields, field('string', 'port')]);
    adopt.table.quickSearch = ['cargo_name'];
    const preview = await call(t, { url: '/admin/crud.Crud/preview', token, body: adopt });
    expect(preview.json.data.mode).toBe('adopt');
    expect(preview.json.data.statements.filter((s: string) => s.startsWith('ALTER TABLE "legacy_cargo" ADD COLUMN IF NOT EXISTS')).map((s: string) => s.split('"')[3])).toEqual(['created_by', 'updated_at', 'row_version', 'port']);
    const generated = await call(t, { url: '/admin/crud.Crud/generate', token, body: adopt });
    expect(generated.json.code, JSON.stringify(generated.json)).toBe(1);
    const list = await call(t, { url: '/admin/legacy_cargo.LegacyCargo/index?quickSearch=Steel', token });
    expect(list.json.data.list).toMatchObject([{ cargo_name: 'Steel coils', port: null }]);
    // A mismatched type is refused, naming the column.
    const mismatch = design('other_cargo', [field('string', 'cargo_name')]);
    await t.database.db.execute(sql.raw(`create table other_cargo (id uuid primary key, cargo_name integer)`));
    const refused = await call(t, { url: '/admin/crud.Crud/generate', token, lang: 'en', body: mismatch });
    expect(refused.json.msg).toBe('The table stores "cargo_name" as integer: design it with that type');
  });

  it('counts type changes and required columns on the rows, fills them once confirmed, and logs what the database refused', async () => {
    const fields = [field('string', 'code', { storage: { type: 'varchar', length: 20, nullable: true } }), field('string', 'port'), field('string', 'berth')];
    const plan = design('cargo_plan', fields);
    plan.table.menuParent = 'no_such_dir';
    const orphan = await call(t, { url: '/admin/crud.Crud/generate', token, lang: 'en', body: plan });
    expect(orphan.json.data.errors).toEqual({ 'table.menuParent': 'There is no menu directory "no_such_dir"' });
    plan.table.menuParent = 'fleet';
    expect((await call(t, { url: '/admin/crud.Crud/generate', token, body: plan })).json.code).toBe(1);
    const [menu] = await query<{ parent: string }>(`select p.name as parent from admin_rule r join admin_rule p on p.id = r.pid where r.name = 'cargo_plan/cargoPlan'`);
    expect(menu?.parent).toBe('fleet');
    for (const body of [{ code: '12', port: 'Ningbo' }, { code: 'A7', port: null }, { code: null, port: 'Busan' }]) {
      expect((await call(t, { url: '/admin/cargo_plan.CargoPlan/add', token, body })).json.code).toBe(1);
    }

    const changed = [field('integer', 'code', { storage: { type: 'integer', nullable: true } }), field('string', 'port', { storage: { type: 'varchar', length: 255, nullable: false } }), field('string', 'berth', { storage: { type: 'varchar', length: 255, nullable: false, default: 'TBC' } })];
    const alter = { ...design('cargo_plan', changed), type: 'alter' as const };
    alter.table.menuParent = 'fleet';
    const preview = await call(t, { url: '/admin/crud.Crud/preview', token, body: alter });
    // 'A7' is no integer; one port is empty; the berths take their default, nothing lost.
    // PostgreSQL 15 cannot tell which text converts: it counts every row with a value.
    const [server] = await query<{ v: number }>(`select current_setting('server_version_num')::int as v`);
    expect(preview.json.data.losses).toEqual([
      { column: 'code', kind: 'typeChange', rows: server!.v >= 160000 ? 1 : 2 },
      { column: 'port', kind: 'notNull', rows: 1 },
    ]);
    const snapshot = await catalogue();
    // Confirmed, the conversion still fails in the database: refused in its words, logged, nothing changed.
    const failed = await call(t, { url: '/admin/crud.Crud/generate', token, lang: 'en', body: { ...alter, confirmLoss: ['code', 'port'] } });
    expect(failed.status).toBeLessThan(500);
    expect(failed.json.code).toBe(0);
    expect(failed.json.msg).toContain('cargo_plan');
    expect(await catalogue()).toBe(snapshot);
    const [log] = await query<{ status: string }>(`select status from crud_log where table_name = 'cargo_plan' order by created_at desc limit 1`);
    expect(log?.status).toBe('failed');

    await t.database.db.execute(sql.raw(`update cargo_plan set code = '7' where code = 'A7'`));
    const preview2 = await call(t, { url: '/admin/crud.Crud/preview', token, body: alter });
    expect(preview2.json.data.losses).toEqual([{ column: 'port', kind: 'notNull', rows: 1 }]);
    const done = await call(t, { url: '/admin/crud.Crud/generate', token, body: { ...alter, confirmLoss: ['port'] } });
    expect(done.json.code, JSON.stringify(done.json)).toBe(1);
    const rows = await query<{ code: number | null; port: string; berth: string }>(`select code, port, berth from cargo_plan order by code nulls last`);
    expect(rows).toEqual([
      { code: 7, port: '', berth: 'TBC' },
      { code: 12, port: 'Ningbo', berth: 'TBC' },
      { code: null, port: 'Busan', berth: 'TBC' },
    ]);
  });

  it('keeps a page another design refers to until that design is gone', async () => {
    const refers = design('cargo_line', [field('string', 'title'), field('remoteSelect', 'plan_id', { remote: { resource: 'cargo_plan.CargoPlan' } })]);
    expect((await call(t, { url: '/admin/crud.Crud/generate', token, body: refers })).json.code).toBe(1);
    const [plan] = await query<{ id: string }>(`select id from crud_log where table_name = 'cargo_plan' and status = 'generated' order by created_at desc limit 1`);
    const refused = await call(t, { url: '/admin/crud.Crud/delete', token, lang: 'en', body: { id: plan!.id, dropTable: true, confirm: 'cargo_plan' } });
    expect(refused.json.msg).toBe('Module "cargo_line" depends on module "cargo_plan": disable it first');
    expect(await query(`select status from crud_log where table_name = 'cargo_plan' and status = 'generated'`)).toHaveLength(2);
    expect((await call(t, { url: '/admin/cargo_plan.CargoPlan/index', token })).json.code).toBe(1);
  });

  it('deletes a generated page: its module goes, its table only when asked and confirmed, its rows kept in the recycle bin', async () => {
    const [safe] = await query<{ id: string }>(`select id from crud_log where table_name = 'safe_notes' and status = 'generated'`);
    const kept = await call(t, { url: '/admin/crud.Crud/delete', token, body: { id: safe!.id } });
    expect(kept.json).toMatchObject({ code: 1, data: { dropped: false } });
    expect((await call(t, { url: '/admin/safe_notes.SafeNotes/index', token })).status).toBe(404);
    expect(await query(`select 1 from pg_tables where tablename = 'safe_notes'`)).toHaveLength(1);
    expect((await call(t, { url: '/admin/crud.Crud/delete', token, lang: 'en', body: { id: safe!.id } })).json.msg).toBe('This generated page has been deleted already');

    const [latest] = await query<{ id: string }>(`select id from crud_log where table_name = 'fuel_note' and status = 'generated' order by created_at desc limit 1`);
    const unconfirmed = await call(t, { url: '/admin/crud.Crud/delete', token, lang: 'en', body: { id: latest!.id, dropTable: true, confirm: 'bunker' } });
    expect(unconfirmed.json.msg).toBe('Type the table name "fuel_note" to drop the table');
    expect(await query(`select 1 from pg_tables where tablename = 'fuel_note'`)).toHaveLength(1);
    const dropped = await call(t, { url: '/admin/crud.Crud/delete', token, body: { id: latest!.id, dropTable: true, confirm: 'fuel_note' } });
    expect(dropped.json).toMatchObject({ code: 1, data: { dropped: true, recycled: 1 } });
    expect(await query(`select 1 from pg_tables where tablename = 'fuel_note'`)).toEqual([]);
    expect(await query(`select 1 from admin_rule where name like 'fuel_note/%'`)).toEqual([]);
    expect((await call(t, { url: `${base}/index`, token })).status).toBe(404);
    const statuses = await query<{ status: string }>(`select distinct status from crud_log where table_name = 'fuel_note'`);
    expect(statuses).toEqual([{ status: 'deleted' }]);
    const bin = await query<{ n: number }>(`select count(*)::int as n from security_data_recycle_log where resource = 'fuel_note.FuelNote' and data->>'title' = 'BDN 0'`);
    expect(bin[0]?.n).toBe(1);
  });
});
