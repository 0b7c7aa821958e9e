import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TERMINAL_PATHS, canonicalJson, type ModuleChangeProgress, type ModulePackage, type ModulePackageManifest, type ResourceDescription } from '@vessel/contract';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { rowsOf } from '../../platform/authorization.js';
import { disableCatalogueModule, enableCatalogueModule, installPackage, moduleKeyId, signManifest, uninstallCatalogueModule, upgradePackage } from '../../platform/module-packages.js';
import { moduleProgressBoard, type ModuleStepReporter } from '../../platform/module-progress.js';
import { startModuleSync } from '../../platform/module-sync.js';
import { describedResource } from '../../platform/resource/described.js';
import { buildShip } from '../../test/crew-factories.js';
import { SURVEY_MENUS, surveyPlan } from '../../test/survey-module.js';
import { buildAdmin, buildGroup, superToken, tokenOf } from '../../test/factories.js';
import { ApiError } from '../../platform/envelope.js';
import { buildTestApp, call as signedCall, type Call, type TestApp } from '../../test/helpers.js';

/** Answers in English unless a test asks for another language. */
const call = (t: TestApp, options: Call) => signedCall(t, { lang: 'en', ...options });

/** A module described by data alone, as a package: one resource, its migration, its menu and words. */
function surveyManifest(overrides: Partial<ModulePackageManifest> = {}): ModulePackageManifest {
  const { migration } = describedResource(surveyPlan, (resource) => (resource === 'fleet.Ship' ? 'ship' : undefined));
  return {
    name: 'survey',
    version: '1.0.0',
    title: { 'zh-cn': '检验', en: 'Surveys' },
    dependsOn: ['fleet'],
    resources: [surveyPlan],
    migrations: [{ name: '0001_survey_plan', sql: migration.sql }],
    menus: SURVEY_MENUS,
    translations: { en: { 'menu.survey/surveyPlan': 'Survey plans' } },
    ...overrides,
  };
}

/** A second package that needs the first: `survey_extra` depends on `survey`. */
function extraManifest(): ModulePackageManifest {
  return { name: 'survey_extra', version: '1.0.0', title: { 'zh-cn': '检验附加', en: 'Survey extras' }, dependsOn: ['survey'], resources: [], migrations: [], menus: [] };
}

async function tableExists(t: TestApp, table: string): Promise<boolean> {
  const [row] = rowsOf<{ found: string | null }>(await t.database.db.execute(sql`select to_regclass(${`public.${table}`})::text as found`));
  return row?.found !== null && row?.found !== undefined;
}

async function stateOf(t: TestApp, token: string, uid: string): Promise<string | undefined> {
  const { json } = await call(t, { url: '/admin/module/index', token });
  return (json.data.list as Array<{ uid: string; state: string }>).find((item) => item.uid === uid)?.state;
}

async function rightsOf(t: TestApp, token: string): Promise<{ rights: string[]; modules: string[] }> {
  const { json } = await call(t, { url: '/admin/index/index', token });
  return { rights: json.data.rights, modules: json.data.modules };
}

describe('the module store', () => {
  let t: TestApp;
  let token: string;
  let shipId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    shipId = (await buildShip(t, token, { name_en: 'STORE STAR' })).id;
  });
  afterAll(() => t.close());

  it('lists built-in modules with their states, what they add, core and optional ones', async () => {
    const { json } = await call(t, { url: '/admin/module/index', token });
    expect(json.code).toBe(1);
    const list = json.data.list as Array<Record<string, any>>;
    const fleet = list.find((item) => item.uid === 'fleet');
    expect(fleet).toMatchObject({ state: 'installed', source: 'built-in', core: false, adds: { resources: expect.arrayContaining(['fleet.Ship']) } });
    expect(fleet!.dependants).toEqual(expect.arrayContaining(['cert', 'crew']));
    expect(list.find((item) => item.uid === 'auth')).toMatchObject({ core: true });
    expect(list.filter((item) => item.optional).map((item) => item.uid)).toEqual(expect.arrayContaining(['terminal', 'editor']));
    expect(json.data.publicKey.pem).toContain('BEGIN PUBLIC KEY');
    expect(JSON.stringify(json)).not.toContain('PRIVATE KEY');
  });

  it('takes a data module round trip: upload, install, disable, enable, uninstall keeping data, reinstall, purge', async () => {
    const pkg = signManifest(t.app.moduleContext, surveyManifest());
    const uploaded = await call(t, { url: '/admin/module/upload', token, body: { package: pkg } });
    expect(uploaded.json).toMatchObject({ code: 1, data: { uid: 'survey', upgraded: false, preview: { change: 'install', allowed: true, tablesCreated: ['survey_plan'], data: 'none' } } });
    expect(uploaded.json.data.preview.rulesShown).toEqual(expect.arrayContaining(['survey', 'survey/surveyPlan', 'survey/surveyPlan/add']));
    expect(await stateOf(t, token, 'survey')).toBe('uninstalled');
    expect((await call(t, { url: '/admin/survey.SurveyPlan/index', token })).status).toBe(404);

    // A preview changes nothing.
    const preview = await call(t, { url: '/admin/module/install', token, body: { uid: 'survey', preview: true } });
    expect(preview.json.data).toMatchObject({ allowed: true, migrations: ['0001_survey_plan'] });
    // Its menus are read by their titles, in the reader's language: the web's locales do not know them.
    const english = await call(t, { url: '/admin/module/preview?uid=survey&state=install', token, lang: 'en' });
    expect(english.json.data.ruleTitles).toMatchObject({ survey: 'Surveys', 'survey/surveyPlan': 'Survey plans' });
    const chinese = await call(t, { url: '/admin/module/preview?uid=survey&state=install', token, lang: 'zh-cn' });
    expect(chinese.json.data.ruleTitles).toMatchObject({ survey: '检验', 'survey/surveyPlan': '检验计划' });
    expect(await tableExists(t, 'survey_plan')).toBe(false);

    expect((await call(t, { url: '/admin/module/install', token, body: { uid: 'survey' } })).json.code).toBe(1);
    expect(await stateOf(t, token, 'survey')).toBe('installed');
    const added = await call(t, { url: '/admin/survey.SurveyPlan/add', token, body: { ship_id: shipId, title: 'Annual survey', due_date: '2027-06-01' } });
    expect(added.json.code).toBe(1);
    expect((await rightsOf(t, token)).rights).toEqual(expect.arrayContaining(['survey/surveyPlan', 'survey/surveyPlan/add']));
    expect((await rightsOf(t, token)).modules).toContain('survey');

    // Disabled: its resource answers 404, its menus and rights are gone from the shell; its data stays.
    expect((await call(t, { url: '/admin/module/changeState', token, body: { uid: 'survey', state: 'disable' } })).json.code).toBe(1);
    expect(await stateOf(t, token, 'survey')).toBe('disabled');
    expect((await call(t, { url: '/admin/survey.SurveyPlan/index', token })).status).toBe(404);
    const shell = await rightsOf(t, token);
    expect(shell.rights.filter((right) => right.startsWith('survey'))).toEqual([]);
    expect(shell.modules).not.toContain('survey');

    expect((await call(t, { url: '/admin/module/changeState', token, body: { uid: 'survey', state: 'enable' } })).json.code).toBe(1);
    expect((await call(t, { url: '/admin/survey.SurveyPlan/index', token })).json.data.total).toBe(1);

    // Uninstalled keeping its data: gone from the running system, its table there.
    const keep = await call(t, { url: '/admin/module/uninstall', token, body: { uid: 'survey', preview: true } });
    expect(keep.json.data).toMatchObject({ change: 'uninstall', data: 'kept', tablesDropped: [] });
    expect((await call(t, { url: '/admin/module/uninstall', token, body: { uid: 'survey' } })).json.code).toBe(1);
    expect(await stateOf(t, token, 'survey')).toBe('uninstalled');
    expect((await call(t, { url: '/admin/survey.SurveyPlan/index', token })).status).toBe(404);
    expect(await tableExists(t, 'survey_plan')).toBe(true);

    // Installed again: the rows are found again.
    expect((await call(t, { url: '/admin/module/install', token, body: { uid: 'survey' } })).json.code).toBe(1);
    const again = await call(t, { url: '/admin/survey.SurveyPlan/index', token });
    expect(again.json.data.list).toMatchObject([{ title: 'Annual survey' }]);

    // A purge needs the module's name repeated; then its table and rules go.
    const unconfirmed = await call(t, { url: '/admin/module/uninstall', token, body: { uid: 'survey', purge: true, confirm: 'surve' } });
    expect(unconfirmed.json).toMatchObject({ code: 0, msg: 'To delete its data, type the module\'s name "survey" to confirm' });
    expect(await tableExists(t, 'survey_plan')).toBe(true);
    const purgePreview = await call(t, { url: '/admin/module/preview?uid=survey&state=purge', token });
    expect(purgePreview.json.data).toMatchObject({ data: 'purged', tablesDropped: ['survey_plan'], recycleBin: true });
    expect((await call(t, { url: '/admin/module/uninstall', token, body: { uid: 'survey', purge: true, confirm: 'survey' } })).json.code).toBe(1);
    expect(await tableExists(t, 'survey_plan')).toBe(false);
    // Its rows went to the recycle bin first.
    const bin = await call(t, { url: '/admin/security.DataRecycleLog/index?search[0][field]=resource&search[0][val]=survey.SurveyPlan&search[0][operator]=eq', token });
    expect(bin.json.data.total).toBe(1);
    const [rules] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from admin_rule where name like 'survey%'`));
    expect(rules?.n).toBe(0);

    // Every change is in the administrator log under the store's rights.
    const [logged] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from admin_log where "right" in ('moduleStore/changeState', 'moduleStore/install', 'moduleStore/uninstall', 'moduleStore/upload')`));
    expect(logged?.n).toBeGreaterThanOrEqual(8);

    // Purged, it installs again from nothing.
    expect((await call(t, { url: '/admin/module/install', token, body: { uid: 'survey' } })).json.code).toBe(1);
    expect((await call(t, { url: '/admin/survey.SurveyPlan/index', token })).json.data.total).toBe(0);
  });

  it('refuses by dependencies both ways, and keeps the platform core', async () => {
    // `survey` is installed by the round trip; uninstall it so that its dependant cannot be installed.
    await call(t, { url: '/admin/module/uninstall', token, body: { uid: 'survey' } });
    await call(t, { url: '/admin/module/upload', token, body: { package: signManifest(t.app.moduleContext, extraManifest()) } });
    const missing = await call(t, { url: '/admin/module/install', token, body: { uid: 'survey_extra' } });
    expect(missing.json).toMatchObject({ code: 0, msg: 'Module "survey_extra" needs module "survey": install and enable it first' });
    const previewed = await call(t, { url: '/admin/module/install', token, body: { uid: 'survey_extra', preview: true } });
    expect(previewed.json.data).toMatchObject({ allowed: false, enableFirst: ['survey'] });

    await call(t, { url: '/admin/module/install', token, body: { uid: 'survey' } });
    expect((await call(t, { url: '/admin/module/install', token, body: { uid: 'survey_extra' } })).json.code).toBe(1);
    const blocked = await call(t, { url: '/admin/module/changeState', token, lang: 'zh-cn', body: { uid: 'survey', state: 'disable' } });
    expect(blocked.json).toMatchObject({ code: 0, msg: '模块“survey_extra”依赖模块“survey”：请先禁用它' });
    expect((await call(t, { url: '/admin/module/uninstall', token, body: { uid: 'survey' } })).json.msg).toBe('Module "survey_extra" depends on module "survey": disable it first');

    // Built-in modules too: the fleet has dependants; the platform's core cannot be disabled at all.
    const fleet = await call(t, { url: '/admin/module/changeState', token, body: { uid: 'fleet', state: 'disable' } });
    expect(fleet.json.msg).toMatch(/^Module "(cert|crew)" depends on module "fleet": disable it first$/);
    for (const uid of ['auth', 'module']) {
      const core = await call(t, { url: '/admin/module/changeState', token, body: { uid, state: 'disable' } });
      expect(core.json.msg).toBe(`Module "${uid}" is part of the platform: it cannot be disabled or uninstalled`);
    }
    expect((await call(t, { url: '/admin/module/changeState', token, body: { uid: 'nothing', state: 'enable' } })).json.msg).toBe('There is no module "nothing"');
  });

  it('refuses unsigned, tampered and untrusted packages, and a built-in name', async () => {
    const good = signManifest(t.app.moduleContext, surveyManifest({ name: 'audit_log', version: '2.0.0', resources: [], migrations: [], menus: [] }));
    const upload = (pkg: unknown) => call(t, { url: '/admin/module/upload', token, body: { package: pkg } });

    expect((await upload({ ...good, signature: '' })).json.msg).toBe('The package is not signed, so it was refused');
    expect((await upload({ format: good.format, manifest: good.manifest })).json.msg).toBe('The package is not signed, so it was refused');
    // One byte of the manifest changed after signing.
    const tampered: ModulePackage = { ...good, manifest: { ...good.manifest, title: { ...good.manifest.title, en: 'Surveyz' } } };
    expect((await upload(tampered)).json.msg).toBe('The package was changed after it was signed, so it was refused');
    // Signed by a key this installation does not trust.
    const stranger = generateKeyPairSync('ed25519');
    const untrusted: ModulePackage = {
      ...good,
      keyId: moduleKeyId(stranger.publicKey),
      signature: sign(null, Buffer.from(canonicalJson(good.manifest)), stranger.privateKey).toString('base64'),
    };
    expect((await upload(untrusted)).json.msg).toBe('The package is signed by a key this installation does not trust, so it was refused');
    const builtIn = signManifest(t.app.moduleContext, { ...good.manifest, name: 'fleet' });
    expect((await upload(builtIn)).json.msg).toBe('"fleet" is the name of a built-in module');
    // Past the package's bound (2 MB), refused before it is read.
    const huge = await upload({ ...good, manifest: { ...good.manifest, migrations: [{ name: '0001_big', sql: `-- ${'x'.repeat(2.2 * 1024 * 1024)}` }] } });
    expect(huge.status).toBe(413);
    // None of them was stored.
    const [stored] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from module_package where name in ('audit_log', 'fleet')`));
    expect(stored?.n).toBe(0);
    // The genuine one is, and exports as it was signed.
    expect((await upload(good)).json.code).toBe(1);
    expect((await call(t, { url: '/admin/module/export?uid=audit_log', token })).json.data).toEqual(good);
    expect((await call(t, { url: '/admin/module/export?uid=fleet', token })).json.msg).toBe('Module "fleet" is built in: it has no package to export');
  });

  it('starts again as the store left it: a disabled built-in and an uninstalled one do not run, an enabled package does', async () => {
    expect((await call(t, { url: '/admin/module/changeState', token, body: { uid: 'terminal', state: 'disable' } })).json.code).toBe(1);
    expect((await call(t, { url: '/admin/module/uninstall', token, body: { uid: 'editor' } })).json.code).toBe(1);
    expect((await call(t, { url: TERMINAL_PATHS.status, token })).status).toBe(404);

    // The same database, a new server (the old one's connection kept: PGlite lives in this process).
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
    try {
      const registry = second.moduleContext.registry;
      expect(registry.has('terminal')).toBe(false);
      expect(registry.has('editor')).toBe(false);
      expect(registry.has('survey')).toBe(true);
      expect(registry.has('survey_extra')).toBe(true);
      const restarted: TestApp = { ...t, app: second };
      // Its hand-written routes are registered and refused while it is disabled.
      expect((await call(restarted, { url: TERMINAL_PATHS.status, token })).status).toBe(404);
      expect((await call(restarted, { url: '/admin/survey.SurveyPlan/index', token })).json.code).toBe(1);
      expect((await rightsOf(restarted, token)).modules).not.toContain('editor');
    } finally {
      await second.close();
    }
    await call(t, { url: '/admin/module/changeState', token, body: { uid: 'terminal', state: 'enable' } });
    await call(t, { url: '/admin/module/install', token, body: { uid: 'editor' } });
    expect((await rightsOf(t, token)).modules).toEqual(expect.arrayContaining(['editor', 'terminal']));
  });

  it('upgrades a package in place with appended migrations, and rolls a failed upgrade back whole', async () => {
    const context = t.app.moduleContext;
    const entry = (fields: ResourceDescription['def']['fields']): ResourceDescription => ({
      table: 'logbook_entry',
      def: { name: 'logbook.Entry', path: 'logbook/entry', labelField: 'title', quickSearch: ['title'], defaultOrder: { field: 'title', direction: 'asc' }, actions: ['index', 'add'], fields },
    });
    const title = { name: 'title', type: 'string', widget: 'text', required: true, max: 50 } as const;
    const remark = { name: 'remark', type: 'string', widget: 'text', max: 200 } as const;
    const first = describedResource(entry([title]), () => undefined).migration.sql;
    const v1: ModulePackageManifest = {
      name: 'logbook',
      version: '1.0.0',
      title: { 'zh-cn': '航海日志', en: 'Logbook' },
      resources: [entry([title])],
      migrations: [{ name: '0001_entry', sql: first }],
      menus: [{ name: 'logbook/entry', title: { 'zh-cn': '日志', en: 'Entries' }, actions: ['index', 'add'] }],
    };
    await installPackage(context, signManifest(context, v1), { source: 'crud' });
    expect((await call(t, { url: '/admin/logbook.Entry/add', token, body: { title: 'Departed Rotterdam' } })).json.code).toBe(1);

    const v11: ModulePackageManifest = { ...v1, version: '1.1.0', resources: [entry([title, remark])], migrations: [...v1.migrations, { name: '0002_remark', sql: 'ALTER TABLE "logbook_entry" ADD COLUMN "remark" varchar(200)' }] };
    await upgradePackage(context, signManifest(context, v11), { source: 'crud' });
    const added = await call(t, { url: '/admin/logbook.Entry/add', token, body: { title: 'Arrived Singapore', remark: 'Pilot on board 0600' } });
    expect(added.json).toMatchObject({ code: 1, data: { row: { remark: 'Pilot on board 0600' } } });
    expect((await call(t, { url: '/admin/logbook.Entry/index', token })).json.data.total).toBe(2);

    await expect(upgradePackage(context, signManifest(context, { ...v1, version: '1.0.5' }), { source: 'crud' })).rejects.toMatchObject({ key: 'module.olderVersion' });

    // A failing statement, or the caller's own work failing, leaves nothing behind: not the column an
    // earlier statement added, not the stored package, not its state.
    const broken: ModulePackageManifest = {
      ...v11,
      version: '1.2.0',
      migrations: [...v11.migrations, { name: '0003_more', sql: 'ALTER TABLE "logbook_entry" ADD COLUMN "watch" varchar(20);\n--> statement-breakpoint\nALTER TABLE "no_such_table" ADD COLUMN "x" int' }],
    };
    await expect(upgradePackage(context, signManifest(context, broken), { source: 'crud' })).rejects.toMatchObject({ key: 'module.failed' });
    const withinFails: ModulePackageManifest = { ...broken, migrations: [...v11.migrations, { name: '0003_more', sql: 'ALTER TABLE "logbook_entry" ADD COLUMN "watch" varchar(20)' }] };
    const refusal = new ApiError('record.refused', { params: { reason: 'design log full' } });
    await expect(upgradePackage(context, signManifest(context, withinFails), { source: 'crud', within: async () => { throw refusal; } })).rejects.toBe(refusal);
    const columns = rowsOf<{ column_name: string }>(await t.database.db.execute(sql`select column_name from information_schema.columns where table_name = 'logbook_entry'`)).map((row) => row.column_name);
    expect(columns).toContain('remark');
    expect(columns).not.toContain('watch');
    const [stored] = rowsOf<{ version: string }>(await t.database.db.execute(sql`select version from module_package where name = 'logbook'`));
    expect(stored?.version).toBe('1.1.0');
    expect(t.app.moduleContext.registry.manifests().find((manifest) => manifest.name === 'logbook')?.version).toBe('1.1.0');
  });

  it('is seen by a second server on the same database within a second', async () => {
    // On PostgreSQL a second server with its own connections (another process would be no different);
    // PGlite is one process, so the second server shares its connection and its sync is started by hand.
    const postgres = t.database.kind === 'postgres';
    const database = postgres ? await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: '' }) : t.database;
    const second = await buildApp({ config: t.config, database, logger: false });
    const sync = postgres ? null : startModuleSync(second.moduleContext, { warn: () => {} });
    try {
      await second.ready();
      const registry = second.moduleContext.registry;
      const within = async (expected: boolean) => {
        const started = Date.now();
        while (registry.has('survey') !== expected && Date.now() - started < 1000) await new Promise((resolve) => setTimeout(resolve, 20));
        return registry.has('survey');
      };
      expect(registry.has('survey')).toBe(true);
      await call(t, { url: '/admin/module/changeState', token, body: { uid: 'survey_extra', state: 'disable' } });
      await call(t, { url: '/admin/module/changeState', token, body: { uid: 'survey', state: 'disable' } });
      expect(await within(false)).toBe(false);
      expect(registry.has('survey_extra')).toBe(false);
      const secondApp: TestApp = { ...t, app: second, database };
      expect((await call(secondApp, { url: '/admin/survey.SurveyPlan/index', token })).status).toBe(404);
      await call(t, { url: '/admin/module/changeState', token, body: { uid: 'survey', state: 'enable' } });
      expect(await within(true)).toBe(true);
      expect((await call(secondApp, { url: '/admin/survey.SurveyPlan/index', token })).json.code).toBe(1);

      // A package upgraded on the first (a generated design changed) is served in its new version on the second.
      const context = t.app.moduleContext;
      const stored = rowsOf<{ manifest: ModulePackageManifest }>(await t.database.db.execute(sql`select manifest from module_package where name = 'logbook'`))[0]!.manifest;
      const upgraded: ModulePackageManifest = {
        ...stored,
        version: '1.3.0',
        resources: [{ ...stored.resources[0]!, def: { ...stored.resources[0]!.def, fields: [...stored.resources[0]!.def.fields, { name: 'port', type: 'string', widget: 'text', max: 50 }] } }],
        migrations: [...stored.migrations, { name: '0003_port', sql: 'ALTER TABLE "logbook_entry" ADD COLUMN "port" varchar(50)' }],
      };
      await upgradePackage(context, signManifest(context, upgraded), { source: 'crud' });
      const started = Date.now();
      const versionOnSecond = () => registry.manifests().find((manifest) => manifest.name === 'logbook')?.version;
      while (versionOnSecond() !== '1.3.0' && Date.now() - started < 1000) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(versionOnSecond()).toBe('1.3.0');
      const onSecond = await call(secondApp, { url: '/admin/logbook.Entry/add', token, body: { title: 'Anchored', port: 'Busan' } });
      expect(onSecond.json).toMatchObject({ code: 1, data: { row: { port: 'Busan' } } });
    } finally {
      sync?.stop();
      await second.close();
      if (postgres) await database.close();
    }
  });

  it('tells the page that asked how far a change has come, step by step, and only whoever may make that change', async () => {
    const context = t.app.moduleContext;
    const board = moduleProgressBoard(context.registry);
    const title = { name: 'title', type: 'string', widget: 'text', required: true, max: 50 } as const;
    const entry: ResourceDescription = {
      table: 'tally_entry',
      def: { name: 'tally.Entry', path: 'tally/entry', labelField: 'title', quickSearch: ['title'], defaultOrder: { field: 'title', direction: 'asc' }, actions: ['index', 'add'], fields: [title] },
    };
    const manifest: ModulePackageManifest = {
      name: 'tally',
      version: '1.0.0',
      title: { 'zh-cn': '理货', en: 'Tally' },
      resources: [entry],
      migrations: [
        { name: '0001_entry', sql: describedResource(entry, () => undefined).migration.sql },
        { name: '0002_remark', sql: 'ALTER TABLE "tally_entry" ADD COLUMN "remark" varchar(200)' },
      ],
      menus: [{ name: 'tally/entry', title: { 'zh-cn': '理货记录', en: 'Tally entries' }, actions: ['index', 'add'] }],
    };
    expect((await call(t, { url: '/admin/module/upload', token, body: { package: signManifest(context, manifest) } })).json.code).toBe(1);
    // Who may install sees an install's progress; who may only enable and disable does not.
    for (const [name, right] of [['installer', 'moduleStore/install'], ['switcher', 'moduleStore/changeState']] as const) {
      const group = await buildGroup(t, token, { name, rights: ['moduleStore/index', right] });
      await buildAdmin(t, token, { username: name, group_arr: [group.id] });
    }
    const installer = await tokenOf(t, 'installer');
    const switcher = await tokenOf(t, 'switcher');
    const progressOf = async (who: string) => (await call(t, { url: '/admin/module/progress?uid=tally', token: who })).json;

    // The progress at the moment the module is served, or withdrawn (the registry tells its listeners then).
    const seen: Array<ModuleChangeProgress | null> = [];
    let watching = true;
    context.registry.onChange((event) => {
      if (watching && event.module === 'tally') seen.push(board.of('tally'));
    });
    try {
      // Another change holds the store: the install waits, and says so.
      let release!: () => void;
      const held = context.registry.exclusive(() => new Promise<void>((resolve) => (release = resolve)));
      const installing = call(t, { url: '/admin/module/install', token, body: { uid: 'tally' } });
      let waiting: ModuleChangeProgress | null = null;
      for (let tries = 0; tries < 250 && !waiting; tries += 1) {
        waiting = (await progressOf(token)).data;
        if (!waiting) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(waiting).toMatchObject({ uid: 'tally', change: 'install', step: 'waiting', steps: ['waiting'], done: 0 });
      expect((await progressOf(installer)).data).toMatchObject({ change: 'install', step: 'waiting' });
      expect(await progressOf(switcher)).toMatchObject({ code: 1, data: null });
      release();
      await held;
      expect((await installing).json.code).toBe(1);
      expect(seen).toEqual([expect.objectContaining({ change: 'install', step: 'serve', steps: ['verify', 'dependencies', 'migrate', 'store', 'menus', 'serve'], done: 5 })]);
      // Done: nothing runs.
      expect(await progressOf(token)).toMatchObject({ code: 1, data: null });

      // A purge through the store: its rows to the recycle bin, its tables dropped, then withdrawn.
      expect((await call(t, { url: '/admin/module/uninstall', token, body: { uid: 'tally', purge: true, confirm: 'tally' } })).json.code).toBe(1);
      expect(seen[1]).toMatchObject({ change: 'purge', step: 'unserve', steps: ['dependants', 'store', 'recycle', 'drop', 'unserve'], done: 4 });
    } finally {
      watching = false;
    }

    // Each path's steps in the order the platform takes them, the migrations counted within.
    const recorded = () => {
      const events: string[] = [];
      const steps: ModuleStepReporter = { plan: (names) => events.push(`plan ${names.join(',')}`), step: (name) => events.push(name), migrations: (done, total) => events.push(`${done}/${total}`) };
      return { events, steps };
    };
    const install = recorded();
    await installPackage(context, signManifest(context, manifest), { source: 'upload', steps: install.steps });
    expect(install.events).toEqual(['plan verify,dependencies,migrate,store,menus,serve', 'dependencies', 'migrate', '0/2', '1/2', '2/2', 'store', 'menus', 'serve']);
    const disable = recorded();
    await disableCatalogueModule(context, 'tally', disable.steps);
    expect(disable.events).toEqual(['plan dependants,unserve,store', 'unserve', 'store']);
    const enable = recorded();
    await enableCatalogueModule(context, 'tally', enable.steps);
    expect(enable.events).toEqual(['plan verify,dependencies,migrate,store,menus,serve', 'dependencies', 'migrate', '0/0', 'store', 'menus', 'serve']);
    const builtIn = recorded();
    await disableCatalogueModule(context, 'editor');
    await enableCatalogueModule(context, 'editor', builtIn.steps);
    expect(builtIn.events).toEqual(['plan dependencies,migrate,menus,seed,serve', 'migrate', '0/0', 'menus', 'seed', 'serve']);
    const uninstall = recorded();
    await uninstallCatalogueModule(context, 'tally', { purge: false, steps: uninstall.steps });
    expect(uninstall.events).toEqual(['plan dependants,store,unserve', 'store', 'unserve']);
    expect(board.of('tally')).toBeNull();
  });

  it('lets the process serve others between the migrations of an install, its progress counting them', async () => {
    const context = t.app.moduleContext;
    const board = moduleProgressBoard(context.registry);
    const title = { name: 'title', type: 'string', widget: 'text', required: true, max: 50 } as const;
    const entry: ResourceDescription = {
      table: 'cargo_entry',
      def: { name: 'cargo.Entry', path: 'cargo/entry', labelField: 'title', quickSearch: ['title'], defaultOrder: { field: 'title', direction: 'asc' }, actions: ['index'], fields: [title] },
    };
    const manifest: ModulePackageManifest = {
      name: 'cargo',
      version: '1.0.0',
      title: { 'zh-cn': '货物', en: 'Cargo' },
      resources: [entry],
      migrations: [
        { name: '0001_entry', sql: describedResource(entry, () => undefined).migration.sql },
        { name: '0002_remark', sql: 'ALTER TABLE "cargo_entry" ADD COLUMN "remark" varchar(200)' },
        { name: '0003_rows', sql: `INSERT INTO "cargo_entry" ("title") SELECT 'lot ' || g FROM generate_series(1, 200) g\n--> statement-breakpoint\nUPDATE "cargo_entry" SET "remark" = 'seeded'` },
        { name: '0004_index', sql: 'CREATE INDEX "cargo_entry_remark" ON "cargo_entry" ("remark")' },
      ],
      menus: [],
    };
    expect((await call(t, { url: '/admin/module/upload', token, body: { package: signManifest(context, manifest) } })).json.code).toBe(1);

    // A callback that comes back at every turn of the event loop, noting the install's progress each time.
    // The embedded database answers on this thread as resolved promises: without the turns the migrations
    // give, it would never run between them (on PostgreSQL their answers are I/O and yield by themselves).
    const counted = new Set<number>();
    let ended = false;
    // The page's own poll, sent through the routes the moment the migrations begin: the session that asked
    // for the install, and another session of the same administrator.
    const other = await superToken(t);
    let polls: Promise<Array<{ during: boolean; json: any }>> | null = null;
    const poll = (who: string) => call(t, { url: '/admin/module/ownProgress?uid=cargo', token: who }).then((answer) => ({ during: !ended, json: answer.json }));
    const watch = () => {
      const progress = board.of('cargo');
      if (progress?.step === 'migrate' && progress.migrations) counted.add(progress.migrations.done);
      if (progress?.step === 'migrate' && !polls) polls = Promise.all([poll(token), poll(other)]);
      if (!ended) setImmediate(watch);
    };
    setImmediate(watch);
    const installed = await call(t, { url: '/admin/module/install', token, body: { uid: 'cargo' } });
    ended = true;
    expect(installed.json.code).toBe(1);
    // Seen while the second, third and fourth migrations ran, each counting those done before it.
    expect([...counted]).toEqual(expect.arrayContaining([1, 2, 3]));
    // The starter's poll was answered while the install still held the database, at the migrating step;
    // another session learns nothing from it.
    expect(polls).not.toBeNull();
    const [mine, theirs] = await polls!;
    expect(mine.during).toBe(true);
    expect(mine.json.data).toMatchObject({ uid: 'cargo', change: 'install', step: 'migrate' });
    expect(theirs.json.code).toBe(1);
    expect(theirs.json.data).toBeNull();
    // Its signature is still checked; once the change has ended there is nothing to read.
    expect((await call(t, { url: '/admin/module/ownProgress?uid=cargo', token, unsigned: true })).status).toBe(401);
    expect((await call(t, { url: '/admin/module/ownProgress?uid=cargo', token })).json.data).toBeNull();
    expect((await call(t, { url: '/admin/module/ownProgress?uid=cargo' })).json.data).toBeNull();
    const [row] = rowsOf<{ count: number }>(await t.database.db.execute(sql`select count(*)::int as count from cargo_entry where remark = 'seeded'`));
    expect(row?.count).toBe(200);
  });
});

describe('module signing keys from the configuration', () => {
  const signer = generateKeyPairSync('ed25519');
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp({ MODULE_SIGNING_KEY: signer.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() });
    b = await buildTestApp({ MODULE_TRUSTED_KEYS: signer.publicKey.export({ type: 'spki', format: 'pem' }).toString() });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('signs with the configured key, keeps no key of its own, and another installation that trusts it installs its packages', async () => {
    const manifest: ModulePackageManifest = { name: 'crew_extras', version: '1.0.0', title: { 'zh-cn': '船员附加', en: 'Crew extras' }, resources: [], migrations: [], menus: [] };
    const pkg = signManifest(a.app.moduleContext, manifest);
    expect(pkg.keyId).toBe(moduleKeyId(signer.publicKey));
    const [kept] = rowsOf<{ n: number }>(await a.database.db.execute(sql`select count(*)::int as n from module_signing_key`));
    expect(kept?.n).toBe(0);
    const uploaded = await call(b, { url: '/admin/module/upload', token: await superToken(b), body: { package: pkg } });
    expect(uploaded.json).toMatchObject({ code: 1, data: { uid: 'crew_extras' } });
    // B's own key is another: what it signs, A does not trust.
    const fromB = signManifest(b.app.moduleContext, { ...manifest, name: 'crew_more' });
    const refused = await call(a, { url: '/admin/module/upload', token: await superToken(a), body: { package: fromB } });
    expect(refused.json.msg).toBe('The package is signed by a key this installation does not trust, so it was refused');
  });
});
