import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, seed } from './app.js';
import { loadConfig } from './config.js';
import { pgliteDatabase, type Database } from './db/client.js';
import { RETIRED_AUDIT_RULES } from './modules/audit/index.js';
import { BUILT_IN_MODULES } from './modules/index.js';
import { testEnv } from './test/test-env.js';
import { CERTIFICATE_TYPE_SEED } from './modules/cert/type-seed.js';
import type { ModuleManifest } from './platform/module.js';
import { restore } from './modules/security/undo.js';

/**
 * An installation made by 0.1.0 (the last version before modules owned their menus and migrations):
 * PostgreSQL's dump of a server that ran `npm run seed:demo` (the demo fleet, a year of its history).
 * Upgrading it in place must keep every record and bring what the new version adds.
 */
const FIXTURE = new URL('./test/fixtures/installation-0.1.0-demo.sql.gz', import.meta.url);

interface Opened {
  database: Database;
  client: PGlite;
}

async function openFixture(): Promise<Opened> {
  const client = new PGlite();
  await client.exec(gunzipSync(readFileSync(FIXTURE)).toString('utf8'));
  return { client, database: pgliteDatabase(client) };
}

/**
 * Starts the server's way on the database: migrate, build, seed (every start does this), then stops;
 * `meanwhile` runs on the started server before it stops.
 */
async function start(opened: Opened, modules: readonly ModuleManifest[] = BUILT_IN_MODULES, meanwhile?: (app: FastifyInstance) => Promise<void>): Promise<void> {
  await opened.database.migrate();
  const app = await buildApp({ config: loadConfig(testEnv('memory://')), database: opened.database, modules, logger: false });
  try {
    await seed(app);
    await meanwhile?.(app);
  } finally {
    await app.close();
  }
}

/** Tables 0.1.0 named otherwise than the resource they serve (issue 14: one name per concept). */
const SUPPLIER_CERT_TYPES = CERTIFICATE_TYPE_SEED.filter((type) => type.holder === 'supplier').length;
const RENAMED: Record<string, string> = { employment_contract: 'crew_contract', cert_type: 'certificate_type', position_cert_requirement: 'position_requirement' };

async function counts(client: PGlite): Promise<Record<string, number>> {
  const tables = await client.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`);
  const out: Record<string, number> = {};
  for (const { name } of tables.rows) out[name] = Number((await client.query<{ n: number }>(`select count(*)::int as n from "${name}"`)).rows[0]!.n);
  return out;
}

const rule = async (client: PGlite, name: string) =>
  (await client.query<{ id: string; title: string; pid: string | null; type: string }>('select id, title, pid, type from admin_rule where name = $1', [name])).rows[0];

/** A module a later version brings: a directory with a menu and its rights, and a table of its own. */
const survey: ModuleManifest = {
  name: 'survey',
  version: '1.0.0',
  title: { 'zh-cn': '检验', en: 'Surveys' },
  dependsOn: ['fleet'],
  migrations: [{ name: '0001_tables', sql: 'create table survey_plan (id uuid primary key default gen_random_uuid(), name varchar(100) not null)' }],
  menus: [
    {
      name: 'survey',
      title: { 'zh-cn': '检验计划', en: 'Survey planning' },
      weigh: 155,
      children: [{ name: 'survey/plan', title: { 'zh-cn': '检验计划', en: 'Survey plans' }, actions: ['index', 'add', 'edit', 'del'] }],
    },
  ],
};

// Each test loads a whole installation (a year of the demo fleet) and starts on it once or twice: more
// than the default 30 s when the machine is shared.
describe('an installation of 0.1.0 upgrades in place', { timeout: 120_000 }, () => {
  let opened: Opened | null = null;
  afterEach(async () => {
    await opened?.database.close();
    opened = null;
  });

  it('keeps every record, records the rules it holds, and adds the menus and rights of a new area', async () => {
    opened = await openFixture();
    const before = await counts(opened.client);
    expect(before.ship).toBeGreaterThan(0);
    expect(before.certificate).toBeGreaterThan(1000);
    const ruleTitles = new Map((await opened.client.query<{ name: string; title: string }>('select name, title from admin_rule')).rows.map((r) => [r.name, r.title]));

    await start(opened, [...BUILT_IN_MODULES, survey]);

    const after = await counts(opened.client);
    // The rules the areas built since 0.1.0 (issue 16: safety management; 17: maintenance; 19: documents and
    // suppliers; 18: contingency and evaluation) add beyond the placeholders 0.1.0 had for them.
    const SAFETY_MODULES = ['setting', 'approval', 'ncr', 'audit', 'supervision', 'pms', 'document', 'supplier', 'contingency', 'evaluation'];
    const areas = BUILT_IN_MODULES.filter((module) => SAFETY_MODULES.includes(module.name));
    // Their due dates watched (NCR actions, detentions, internal audits' 12 months, overdue jobs...) and their settings.
    const areaAlertRules = areas.flatMap((module) => module.alertSources ?? []).length;
    const areaSettings = areas.flatMap((module) => module.settings ?? []).length;
    const installed16 = (await opened.client.query<{ name: string; module: string }>(`select name, module from module_rule_install where tree = 'admin'`)).rows;
    const safetyRules = installed16.filter((row) => SAFETY_MODULES.includes(row.module) && !ruleTitles.has(row.name)).length;
    expect(safetyRules).toBeGreaterThan(100);
    // Every deletable resource of those areas has its recycle-bin rule, and nothing else got one.
    const safetyRecycle = (await opened.client.query<{ n: number }>(`select count(*)::int as n from security_data_recycle where split_part(resource, '.', 1) = any($1)`, [SAFETY_MODULES])).rows[0]!.n;
    expect(safetyRecycle).toBeGreaterThan(10);
    expect(areaAlertRules).toBeGreaterThanOrEqual(3);
    expect(areaSettings).toBeGreaterThanOrEqual(6);
    for (const [table, n] of Object.entries(before)) {
      // The rules grow by the new area's; every other table keeps exactly what it had, under its new name if renamed.
      // The new area's six, the right 1.1.0 of certificates brings (cert/certificateType/sortable), the
      // module store's upload and export, and the bunker module's six (its directory, its page, four buttons).
      // And the safety-management areas' directories, menus and buttons.
      // Less the placeholders' rules retired (29 of 审核管理, NCR's 'close').
      // And the printable documents' three rights outside those areas (issue 22: cert/certificate/print,
      // crew/assignment/crewList, crew/seafarer/print).
      if (table === 'admin_rule') expect(after[table], table).toBe(n + 18 + safetyRules - RETIRED_AUDIT_RULES.length - 1);
      // The alert rules of the new due dates, one per source.
      else if (table === 'alert_rule') expect(after[table], table).toBe(n + areaAlertRules);
      // Their settings, seeded where missing.
      // And the platform's company logo for printed documents (issue 22).
      else if (table === 'config') expect(after[table], table).toBe(n + areaSettings + 1);
      // The recycle bin's rule for the bunker module's delivery notes (every recycled resource has one).
      else if (table === 'security_data_recycle') expect(after[table], table).toBe(n + 1 + safetyRecycle);
      // The certificate types a supplier holds (class service-supplier approval, MLC 1.4 licence, ISO), new with the supplier holder.
      // The sensitive-data rule on suppliers' bank details (supplier.Bank), seeded with it.
      else if (table === 'security_sensitive_data') expect(after[table], table).toBe(n + 1);
      else if (table === 'cert_type') expect(after.certificate_type, table).toBe(n + SUPPLIER_CERT_TYPES);
      else expect(after[RENAMED[table] ?? table], table).toBe(n);
    }
    for (const old of Object.keys(RENAMED)) expect(after[old], old).toBeUndefined();
    // Every rule the installation had is recorded as installed, with the title it has (the one-time repair).
    const installed = (await opened.client.query<{ name: string; title: string }>(`select name, title from module_rule_install where tree = 'admin'`)).rows;
    // But the placeholders' rules no area declares any more: gone (audit 0003, ncr 0003), and only those.
    const retired = [...RETIRED_AUDIT_RULES, 'ncr/report/close'];
    const missing = [...ruleTitles.keys()].filter((name) => !installed.some((row) => row.name === name));
    expect(missing.sort()).toEqual([...retired].sort());
    for (const name of retired) expect(await rule(opened.client, name), name).toBeFalsy();
    for (const [name, title] of ruleTitles) if (!retired.includes(name)) expect(installed.find((row) => row.name === name)?.title, name).toBe(title);
    // The new area: its directory, menu and buttons, in place; its table made by its own migration.
    const dir = await rule(opened.client, 'survey');
    const menu = await rule(opened.client, 'survey/plan');
    expect(dir).toMatchObject({ title: '检验计划', type: 'menu_dir', pid: null });
    expect(menu).toMatchObject({ type: 'menu', pid: dir!.id });
    expect((await rule(opened.client, 'survey/plan/del'))?.pid).toBe(menu!.id);
    expect(after.survey_plan).toBe(0);
    const versions = (await opened.client.query<{ name: string; version: string }>('select name, version from module_state')).rows;
    expect(versions.map((row) => row.name)).toEqual(expect.arrayContaining(['auth', 'crew', 'cert', 'fleet', 'survey']));
    expect(versions.find((row) => row.name === 'cert')?.version).toBe('1.2.0');
    // The placeholder's module store rule is the store's own now, as it stood.
    const store = (await opened.client.query<{ module: string }>(`select module from module_rule_install where tree = 'admin' and name = 'moduleStore'`)).rows;
    expect(store).toEqual([{ module: 'module' }]);
    expect(await rule(opened.client, 'moduleStore/upload')).toMatchObject({ type: 'button', pid: (await rule(opened.client, 'moduleStore'))!.id });
    // Certificate types are ordered by hand now: the right to do it, under their menu.
    expect(await rule(opened.client, 'cert/certificateType/sortable')).toMatchObject({ type: 'button', pid: (await rule(opened.client, 'cert/certificateType'))!.id });
    // And a ship's certificate status report prints (issue 22): its right, under the certificates' menu.
    expect(await rule(opened.client, 'cert/certificate/print')).toMatchObject({ type: 'button', pid: (await rule(opened.client, 'cert/certificate'))!.id });
    // The super administrator of the installation still signs in to the same account.
    const admins = (await opened.client.query<{ username: string }>('select username from admin order by username')).rows.map((r) => r.username);
    expect(admins).toContain('admin');
  });

  it('renames tables and fields, and restores into them what was recycled before the upgrade, with what its delete took along', async () => {
    opened = await openFixture();
    // As 0.1.0 recycled them: a certificate type, and a rank whose delete took its document requirement along.
    await opened.client.exec(`
      insert into cert_type (code, name_en, name_zh, holder, enabled) values ('OLD-BIN', 'Recycled before the upgrade', '升级前删除', 'ship', false);
      update cert_type set sort = 15 where code = 'OLD-BIN';
      insert into security_data_recycle_log (recycle_id, resource, data_table, record_id, record_label, data)
        select r.id, 'cert.CertificateType', 'cert_type', t.id, t.name_en, to_jsonb(t) from cert_type t, security_data_recycle r where t.code = 'OLD-BIN' and r.resource = 'cert.CertificateType';
      delete from cert_type where code = 'OLD-BIN';
      insert into position (code, name_en, name_zh) values ('OLD-RANK', 'Recycled rank', '旧职务');
      insert into position_cert_requirement (position_id, cert_type_id) select p.id, t.id from position p, cert_type t where p.code = 'OLD-RANK' and t.code = 'MEDICAL';
      insert into security_data_recycle_log (recycle_id, resource, data_table, record_id, record_label, data)
        select r.id, 'crew.Position', 'position', p.id, p.name_en, to_jsonb(p) || jsonb_build_object('__cascaded', jsonb_build_array(jsonb_build_object(
          'table', 'position_cert_requirement', 'rows', (select jsonb_agg(to_jsonb(q)) from position_cert_requirement q where q.position_id = p.id))))
        from position p, security_data_recycle r where p.code = 'OLD-RANK' and r.resource = 'crew.Position';
      delete from position where code = 'OLD-RANK';`);
    expect((await opened.client.query(`select 1 from position_cert_requirement q join position p on p.id = q.position_id where p.code = 'OLD-RANK'`)).rows).toHaveLength(0);
    // The order 0.1.0 listed the types in (by sort, the lowest first), the recycled one in its place.
    const ordered = async (query: string) => (await opened!.client.query<{ code: string }>(query)).rows.map((row) => row.code);
    const before = await ordered(`select t.code from jsonb_populate_recordset(null::cert_type, (select jsonb_agg(d) from (select to_jsonb(c) d from cert_type c union all select data from security_data_recycle_log where data_table = 'cert_type') x)) t order by t.sort, t.id`);
    expect(before.indexOf('OLD-BIN')).toBe(1);
    // Switched off the 0.1.0 way (a boolean `enabled`), and watched by a sensitive-data rule under that name.
    await opened.client.exec(`
      update cert_type set enabled = false where code = 'MEDICAL_CARE';
      update alert_rule set enabled = false where biz_type = 'safe_manning';
      insert into security_sensitive_data (name, resource, data_table, fields) values ('cert/certificateType', 'cert.CertificateType', 'cert_type', '["code", "enabled", "sort"]');`);

    await start(opened, BUILT_IN_MODULES, async (app) => {
      const lines = (await opened!.client.query<{ id: string; data_table: string }>(`select id, data_table from security_data_recycle_log where record_label in ('Recycled before the upgrade', 'Recycled rank') order by record_label`)).rows;
      expect(lines.map((line) => line.data_table)).toEqual(['certificate_type', 'position']);
      const request = { ip: '127.0.0.1', headers: {}, lang: 'en' } as unknown as FastifyRequest;
      expect(await restore(app.moduleContext.db, app.moduleContext.resources, lines.map((line) => line.id), request)).toMatchObject({ done: 2, refused: [] });
    });

    const rules = (await opened.client.query<{ data_table: string }>(`select data_table from security_data_recycle where resource in ('crew.Contract', 'cert.CertificateType', 'crew.PositionRequirement') order by resource`)).rows;
    expect(rules.map((row) => row.data_table)).toEqual(['certificate_type', 'crew_contract', 'position_requirement']);
    expect((await opened.client.query(`select code, status from certificate_type where code = 'OLD-BIN'`)).rows).toEqual([{ code: 'OLD-BIN', status: 'disable' }]);
    // `enabled` became `status`, on the records and in the rules that watch it.
    const off = async (query: string) => (await opened!.client.query<{ name: string }>(query)).rows.map((row) => row.name);
    expect(await off(`select code as name from certificate_type where status = 'disable' order by code`)).toEqual(['MEDICAL_CARE', 'OLD-BIN']);
    expect(await off(`select distinct status as name from certificate_type order by 1`)).toEqual(['disable', 'enable']);
    expect(await off(`select biz_type as name from alert_rule where status <> 'enable'`)).toEqual(['safe_manning']);
    const watched = await opened.client.query<{ fields: string[] }>(`select fields from security_sensitive_data where resource = 'cert.CertificateType'`);
    expect(watched.rows).toEqual([{ fields: ['code', 'status', 'weigh'] }]);
    // `sort` (lowest first) became `weigh` (heaviest first, the kit's hand ordering): the same order, the restored copy in its old place.
    expect(await ordered(`select code from certificate_type where holder <> 'supplier' order by weigh desc, id`)).toEqual(before);
    expect(await ordered(`select code from certificate_type where weigh < 0`)).toEqual([]);
    const requirement = await opened.client.query<{ code: string }>(`select t.code from position_requirement q join position p on p.id = q.position_id join certificate_type t on t.id = q.cert_type_id where p.code = 'OLD-RANK'`);
    expect(requirement.rows).toEqual([{ code: 'MEDICAL' }]);
  });

  it('on the next starts, never puts back what an administrator deleted nor renames what they renamed', async () => {
    opened = await openFixture();
    await start(opened, [...BUILT_IN_MODULES, survey]);
    // An administrator removes a right and a menu of the new area, and renames another.
    await opened.client.query(`delete from admin_rule where name = 'survey/plan/del'`);
    await opened.client.query(`update admin_rule set title = '船舶检验' where name = 'survey'`);
    await opened.client.query(`update admin_rule set title = '我的证书' where name = 'cert/certificate'`);

    // The next version renames the directory and the menu, and adds a right.
    const next: ModuleManifest = {
      ...survey,
      version: '1.1.0',
      menus: [
        {
          ...survey.menus![0]!,
          title: { 'zh-cn': '检验与发证', en: 'Surveys and certification' },
          children: [{ name: 'survey/plan', title: { 'zh-cn': '年度检验计划', en: 'Annual survey plans' }, actions: ['index', 'add', 'edit', 'del', 'approve'] }],
        },
      ],
    };
    await start(opened, [...BUILT_IN_MODULES, next]);

    expect(await rule(opened.client, 'survey/plan/del')).toBeUndefined();
    expect((await rule(opened.client, 'survey/plan/approve'))?.type).toBe('button');
    // Renamed by the administrator: theirs stays. Untouched: follows the new version.
    expect((await rule(opened.client, 'survey'))?.title).toBe('船舶检验');
    expect((await rule(opened.client, 'survey/plan'))?.title).toBe('年度检验计划');
    expect((await rule(opened.client, 'cert/certificate'))?.title).toBe('我的证书');
    // The module's migration ran once only.
    const ran = (await opened.client.query<{ n: number }>(`select count(*)::int as n from module_migration where module = 'survey'`)).rows[0]!.n;
    expect(ran).toBe(1);
  });
});
