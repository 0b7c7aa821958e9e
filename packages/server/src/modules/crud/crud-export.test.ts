import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { resourceDescriptionOfDesign, type ModulePackage } from '@vessel/contract';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { rowsOf } from '../../platform/authorization.js';
import { disableCatalogueModule, installPackage, modulePublicKey, signManifest, uninstallCatalogueModule } from '../../platform/module-packages.js';
import { startModuleSync } from '../../platform/module-sync.js';
import { superToken } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { design, field } from './crud-fixtures.js';

/**
 * A generated design leaves its installation as a signed module package whose migrations are its DDL
 * history: installed elsewhere, the same statements make the same table. A page deleted without its
 * table comes back over it; one deleted with it is restored from the recycle bin once generated again.
 */
describe('a generated design exported and installed elsewhere', () => {
  let a: TestApp;
  let b: TestApp;
  let tokenA: string;
  let tokenB: string;
  const columns = async (t: TestApp, table: string) =>
    rowsOf<Record<string, unknown>>(
      await t.database.db.execute(sql`select column_name, data_type, character_maximum_length, numeric_precision, numeric_scale, is_nullable, column_default from information_schema.columns where table_name = ${table} order by column_name`),
    );

  beforeAll(async () => {
    a = await buildTestApp();
    tokenA = await superToken(a);
    const trusted = modulePublicKey(a.app.moduleContext).pem;
    b = await buildTestApp({}, (config) => {
      config.modules.trustedKeys = [trusted];
    });
    tokenB = await superToken(b);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('replays the create and every alter on a fresh installation, served there at once', async () => {
    const fields = [
      field('string', 'title', { required: true, storage: { type: 'varchar', length: 60, nullable: false } }),
      field('float', 'quantity', { storage: { type: 'numeric', precision: 12, scale: 3, nullable: true } }),
      field('select', 'grade'),
    ];
    const created = await call(a, { url: '/admin/crud.Crud/generate', token: tokenA, body: design('fuel_sample', fields) });
    expect(created.json.code, JSON.stringify(created.json)).toBe(1);
    const altered = [{ ...fields[0]!, name: 'label', from: 'title' }, fields[1]!, fields[2]!, field('date', 'sampled_on')];
    const alter = await call(a, { url: '/admin/crud.Crud/generate', token: tokenA, body: { ...design('fuel_sample', altered, { type: 'alter' }), table: { ...design('fuel_sample', altered).table, quickSearch: ['label'] } } });
    expect(alter.json.code, JSON.stringify(alter.json)).toBe(1);

    const exported = await call(a, { url: `/admin/crud.Crud/export?id=${alter.json.data.logId}`, token: tokenA });
    expect(exported.status).toBe(200);
    expect(exported.raw.headers['content-disposition']).toBe('attachment; filename="fuel_sample-1.1.0.json"');
    const pkg = exported.json as ModulePackage;
    expect(pkg.manifest).toMatchObject({ name: 'fuel_sample', version: '1.1.0' });
    expect(pkg.manifest.migrations.map((migration) => migration.name)).toEqual(['0001_create', '0002_alter']);

    await installPackage(b.app.moduleContext, pkg, { source: 'crud' });
    expect(await columns(b, 'fuel_sample')).toEqual(await columns(a, 'fuel_sample'));
    const added = await call(b, { url: '/admin/fuel_sample.FuelSample/add', token: tokenB, body: { label: 'Sample 1', quantity: '12.125', grade: 'a', sampled_on: '2026-05-01' } });
    expect(added.json.code, JSON.stringify(added.json)).toBe(1);
    const listed = await call(b, { url: '/admin/fuel_sample.FuelSample/index?quickSearch=Sample', token: tokenB });
    expect(listed.json.data.total).toBe(1);

    // A package changed after it was signed is refused there.
    const tampered = { ...pkg, manifest: { ...pkg.manifest, migrations: [{ name: '0001_create', sql: 'DROP TABLE "admin"' }] } };
    await expect(installPackage(b.app.moduleContext, tampered, { source: 'crud' })).rejects.toMatchObject({ key: 'module.tampered' });
  });

  it('is served by a second server on the same database within a second, and in its altered form', async () => {
    // On PostgreSQL a second server with its own connections; PGlite is one process, so the second server
    // shares its connection and its sync is started by hand (as the module store's test does).
    const postgres = a.database.kind === 'postgres';
    const database = postgres ? await openDatabase({ databaseUrl: a.config.databaseUrl, dataDir: '' }) : a.database;
    const second = await buildApp({ config: a.config, database, logger: false });
    const sync = postgres ? null : startModuleSync(second.moduleContext, { warn: () => {} });
    try {
      await second.ready();
      const onSecond = { ...a, app: second, database };
      const until = async (check: () => boolean) => {
        const started = Date.now();
        while (!check() && Date.now() - started < 1000) await new Promise((resolve) => setTimeout(resolve, 20));
        return check();
      };
      const fields = [field('string', 'title', { required: true, storage: { type: 'varchar', length: 60, nullable: false } })];
      expect((await call(a, { url: '/admin/crud.Crud/generate', token: tokenA, body: design('deck_log', fields) })).json.code).toBe(1);
      expect(await until(() => second.moduleContext.registry.has('deck_log'))).toBe(true);
      expect((await call(onSecond, { url: '/admin/deck_log.DeckLog/add', token: tokenA, body: { title: 'Anchored' } })).json.code).toBe(1);

      const altered = [...fields, field('string', 'port')];
      expect((await call(a, { url: '/admin/crud.Crud/generate', token: tokenA, body: design('deck_log', altered, { type: 'alter' }) })).json.code).toBe(1);
      const version = () => second.moduleContext.registry.manifests().find((manifest) => manifest.name === 'deck_log')?.version;
      expect(await until(() => version() === '1.1.0')).toBe(true);
      const added = await call(onSecond, { url: '/admin/deck_log.DeckLog/add', token: tokenA, body: { title: 'Berthed', port: 'Busan' } });
      expect(added.json).toMatchObject({ code: 1, data: { row: { port: 'Busan' } } });
    } finally {
      sync?.stop();
      await second.close();
      if (postgres) await database.close();
    }
  });

  it('is served by a second server at once, without waiting for its poll', async () => {
    // A request for a resource the second server does not serve yet makes it follow the database first
    // (registry.catchUp). On PGlite the second server's sync is started by hand and polls once an hour, so
    // only that can serve it; on PostgreSQL it has its own connections and its own sync, as another process.
    const postgres = a.database.kind === 'postgres';
    const database = postgres ? await openDatabase({ databaseUrl: a.config.databaseUrl, dataDir: '' }) : a.database;
    const second = await buildApp({ config: a.config, database, logger: false });
    const sync = postgres ? null : startModuleSync(second.moduleContext, { intervalMs: 3_600_000, warn: () => {} });
    try {
      await second.ready();
      await second.moduleContext.registry.catchUp?.();
      const onSecond = { ...a, app: second, database };
      const fields = [field('string', 'title', { required: true, storage: { type: 'varchar', length: 60, nullable: false } })];
      expect((await call(a, { url: '/admin/crud.Crud/generate', token: tokenA, body: design('cargo_log', fields) })).json.code).toBe(1);
      if (!postgres) expect(second.moduleContext.registry.has('cargo_log')).toBe(false);
      expect((await call(a, { url: '/admin/cargo_log.CargoLog/add', token: tokenA, body: { title: 'Loaded' } })).json.code).toBe(1);
      const listed = await call(onSecond, { url: '/admin/cargo_log.CargoLog/index', token: tokenA });
      expect(listed.json).toMatchObject({ code: 1, data: { total: 1, list: [{ title: 'Loaded' }] } });
      // A name no module serves is still 404 after the check.
      expect((await call(onSecond, { url: '/admin/cargo_log.Nothing/index', token: tokenA })).status).toBe(404);
    } finally {
      sync?.stop();
      await second.close();
      if (postgres) await database.close();
    }
  });

  it('never adopts the table of a module that is installed but not running', async () => {
    const context = a.app.moduleContext;
    const description = resourceDescriptionOfDesign(design('logbook_entry', [field('string', 'title')]));
    const manifest = {
      name: 'logbook',
      version: '1.0.0',
      title: { 'zh-cn': '航海日志', en: 'Logbook' },
      resources: [{ ...description, def: { ...description.def, name: 'logbook.Entry', path: 'logbook/entry' } }],
      migrations: [{ name: '0001_entry', sql: 'CREATE TABLE "logbook_entry" ("id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL, "title" varchar(255), "created_by" uuid, "created_at" timestamp with time zone DEFAULT now() NOT NULL, "updated_at" timestamp with time zone DEFAULT now() NOT NULL, "row_version" integer DEFAULT 1 NOT NULL)' }],
      menus: [],
    };
    await installPackage(context, signManifest(context, manifest), { source: 'upload' });
    await disableCatalogueModule(context, 'logbook');
    const refused = await call(a, { url: '/admin/crud.Crud/generate', token: tokenA, lang: 'en', body: design('logbook_entry', [field('string', 'title')]) });
    expect(refused.json.msg).toBe('Table "logbook_entry" belongs to logbook: it cannot be generated over');
    const named = await call(a, { url: '/admin/crud.Crud/generate', token: tokenA, lang: 'en', body: design('logbook', [field('string', 'title')]) });
    expect(named.json.msg).toBe('A module named "logbook" exists already: choose another table name');
  });

  it('generates a page again over the table it left, and restores rows of a dropped table from the recycle bin', async () => {
    const fields = [field('string', 'title', { required: true, storage: { type: 'varchar', length: 60, nullable: false } })];
    const first = await call(a, { url: '/admin/crud.Crud/generate', token: tokenA, body: design('oil_record', fields) });
    const row = (await call(a, { url: '/admin/oil_record.OilRecord/add', token: tokenA, body: { title: 'Sludge landed' } })).json.data.row;
    await call(a, { url: '/admin/crud.Crud/delete', token: tokenA, body: { id: first.json.data.logId } });
    // Deleted without its table: a new design adopts it, the rows are there.
    const again = await call(a, { url: '/admin/crud.Crud/generate', token: tokenA, body: design('oil_record', fields) });
    expect(again.json.code, JSON.stringify(again.json)).toBe(1);
    expect((await call(a, { url: '/admin/oil_record.OilRecord/index', token: tokenA })).json.data.list).toMatchObject([{ id: row.id, title: 'Sludge landed' }]);

    const dropped = await call(a, { url: '/admin/crud.Crud/delete', token: tokenA, body: { id: again.json.data.logId, dropTable: true, confirm: 'oil_record' } });
    expect(dropped.json.data).toMatchObject({ dropped: true, recycled: 1 });
    // Uninstalled from the module store meanwhile: the page's deletion still drops its table, rows kept.
    const fourth = await call(a, { url: '/admin/crud.Crud/generate', token: tokenA, body: design('oil_spare', fields) });
    expect(fourth.json.code, JSON.stringify(fourth.json)).toBe(1);
    const spare = await call(a, { url: '/admin/oil_spare.OilSpare/add', token: tokenA, body: { title: 'Spare' } });
    expect(spare.json.code, JSON.stringify(spare.json)).toBe(1);
    await uninstallCatalogueModule(a.app.moduleContext, 'oil_spare', { purge: false });
    const gone = await call(a, { url: '/admin/crud.Crud/delete', token: tokenA, body: { id: fourth.json.data.logId, dropTable: true, confirm: 'oil_spare' } });
    expect(gone.json.data, JSON.stringify(gone.json)).toMatchObject({ dropped: true, recycled: 1 });
    expect(rowsOf(await a.database.db.execute(sql`select 1 from pg_tables where tablename = 'oil_spare'`))).toEqual([]);
    const third = await call(a, { url: '/admin/crud.Crud/generate', token: tokenA, body: design('oil_record', fields) });
    expect(third.json.code, JSON.stringify(third.json)).toBe(1);
    const bin = await call(a, { url: '/admin/security.DataRecycleLog/index?search[0][field]=resource&search[0][val]=oil_record.OilRecord&search[0][operator]=eq', token: tokenA });
    const restored = await call(a, { url: '/admin/security.DataRecycleLog/restore', token: tokenA, body: { ids: [bin.json.data.list[0].id] } });
    expect(restored.json.code, JSON.stringify(restored.json)).toBe(1);
    expect((await call(a, { url: '/admin/oil_record.OilRecord/index', token: tokenA })).json.data.list).toMatchObject([{ id: row.id, title: 'Sludge landed' }]);
  });
});
