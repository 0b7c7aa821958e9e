import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getTableName, sql } from 'drizzle-orm';
import {
  CRUD_KIT_COLUMNS,
  crudKind,
  type CrudFieldDesign,
  type CrudFieldKindName,
  type CrudLoss,
  type CrudStorage,
  type CrudStorageType,
} from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../platform/authorization.js';
import type { ModuleContext } from '../../platform/module.js';
import { storedPackages } from '../../platform/module-packages.js';
import type { ExistingColumn, LossProbe } from './ddl.js';

/** A column as the PostgreSQL catalogue describes it (information_schema and pg_catalog: PGlite has both). */
export interface CatalogueColumn extends ExistingColumn {
  udt: string;
  length: number | null;
  precision: number | null;
  scale: number | null;
  default: string | null;
  comment: string | null;
  primary: boolean;
  indexed: boolean;
  unique: boolean;
}

/** Whether the table exists in the schema the server uses. */
export async function tableExists(db: Db, table: string): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pg_catalog.pg_tables where schemaname = current_schema() and tablename = ${table}`));
  return (rows[0]?.n ?? 0) > 0;
}

export async function tableColumns(db: Db, table: string): Promise<CatalogueColumn[]> {
  const rows = rowsOf<{
    name: string;
    type: string;
    udt: string;
    length: number | null;
    precision: number | null;
    scale: number | null;
    nullable: boolean;
    default: string | null;
    comment: string | null;
    primary: boolean;
    indexed: boolean;
    unique: boolean;
  }>(
    await db.execute(sql`
      select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, t.typname as udt,
        c.character_maximum_length::int as length, c.numeric_precision::int as precision, c.numeric_scale::int as scale,
        not a.attnotnull as nullable, pg_get_expr(d.adbin, d.adrelid) as default, col_description(a.attrelid, a.attnum) as comment,
        exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any(i.indkey)) as primary,
        exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indnatts = 1 and i.indkey[0] = a.attnum) as indexed,
        exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisunique and not i.indisprimary and i.indnatts = 1 and i.indkey[0] = a.attnum) as unique
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class r on r.oid = a.attrelid
      join pg_catalog.pg_namespace n on n.oid = r.relnamespace
      join pg_catalog.pg_type t on t.oid = a.atttypid
      left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      left join information_schema.columns c on c.table_schema = n.nspname and c.table_name = r.relname and c.column_name = a.attname
      where n.nspname = current_schema() and r.relname = ${table} and r.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by a.attnum`),
  );
  return rows;
}

export async function primaryKey(db: Db, table: string): Promise<string | null> {
  const columns = (await tableColumns(db, table)).filter((column) => column.primary);
  return columns.length === 1 ? columns[0]!.name : null;
}

const STORAGE_OF_UDT: Record<string, CrudStorageType> = {
  varchar: 'varchar',
  bpchar: 'varchar',
  text: 'text',
  int2: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  numeric: 'numeric',
  float4: 'numeric',
  float8: 'numeric',
  bool: 'boolean',
  date: 'date',
  time: 'time',
  timestamptz: 'timestamptz',
  timestamp: 'timestamptz',
  json: 'jsonb',
  jsonb: 'jsonb',
  uuid: 'uuid',
};

/** The kind a user would expect of a column, from its name first and its storage second. */
export function guessKind(name: string, storage: CrudStorageType): CrudFieldKindName {
  const is = (...types: CrudStorageType[]) => types.includes(storage);
  if (name === 'id' && is('uuid')) return 'id';
  if (name === 'weigh' && is('integer')) return 'weigh';
  if (name === 'created_at' && is('timestamptz')) return 'createTime';
  if (name === 'updated_at' && is('timestamptz')) return 'updateTime';
  if (is('uuid')) return 'remoteSelect';
  if (is('boolean')) return 'switch';
  if (is('timestamptz')) return 'datetime';
  if (is('date')) return 'date';
  if (is('time')) return 'time';
  if (is('jsonb')) {
    if (/_ids$/.test(name)) return 'remoteSelects';
    if (/(^|_)images$/.test(name)) return 'images';
    if (/(^|_)files$/.test(name)) return 'files';
    return 'array';
  }
  if (is('smallint', 'integer', 'bigint')) return name === 'year' || name.endsWith('_year') ? 'year' : 'number';
  if (is('numeric')) return 'float';
  // Text of some kind.
  if (name === 'status') return 'status';
  if (name === 'remark' || name.endsWith('_remark')) return 'remark';
  if (/(^|_)(email|mail)$/.test(name)) return 'email';
  if (/(^|_)(mobile|phone|tel)$/.test(name)) return 'mobile';
  if (/(^|_)(image|avatar|logo|photo|picture)$/.test(name)) return 'image';
  if (/(^|_)images$/.test(name)) return 'images';
  if (/(^|_)file$/.test(name)) return 'file';
  if (/(^|_)files$/.test(name)) return 'files';
  if (/(^|_)password$/.test(name)) return 'password';
  if (/(^|_)icon$/.test(name)) return 'icon';
  if (/(^|_)colou?r$/.test(name)) return 'color';
  if (/(^|_)(city|region|area)$/.test(name)) return 'city';
  if (/(^|_)(content|body|article)$/.test(name)) return 'editor';
  if (/(^|_)(id_number|id_card|id_card_no)$/.test(name)) return 'idNumber';
  if (/(^|_)(account|username)$/.test(name)) return 'account';
  return storage === 'text' ? 'textarea' : 'string';
}

/** A column default the designer can show as a value (a literal); expressions other than now() are left out. */
function literalDefault(text: string | null, storage: CrudStorageType): CrudStorage['default'] {
  if (!text) return undefined;
  if (/^now\(\)$|^CURRENT_TIMESTAMP$/i.test(text) && storage === 'timestamptz') return 'now';
  const quoted = /^'((?:[^']|'')*)'(?:::[a-z ]+(?:\(\d+\))?)?$/.exec(text);
  if (quoted) return quoted[1]!.replace(/''/g, "'");
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  return undefined;
}

/** The design a column suggests: ready for the designer, which lets the user change anything. */
export function fieldOfColumn(column: CatalogueColumn, resourceOfTable: (table: string) => string | undefined): CrudFieldDesign {
  const storageType = STORAGE_OF_UDT[column.udt] ?? 'text';
  const kind = guessKind(column.name, storageType);
  const storage: CrudStorage = { type: storageType, nullable: column.nullable };
  if (storageType === 'varchar' && column.length) storage.length = column.length;
  if (storageType === 'numeric') {
    storage.precision = column.precision ?? 10;
    storage.scale = column.scale ?? 0;
  }
  const fallback = literalDefault(column.default, storageType);
  if (fallback !== undefined) storage.default = fallback;
  if (column.indexed && !column.primary) storage.index = true;
  if (column.unique) storage.unique = true;
  const title = column.comment?.slice(0, 100) || column.name;
  const design: CrudFieldDesign = {
    name: column.name,
    kind,
    title: { 'zh-cn': title, en: title },
    storage,
    list: !['password', 'editor', 'array', 'remark'].includes(kind),
    form: !crudKind(kind).fixedName,
    search: crudKind(kind).search,
    sortable: crudKind(kind).sortable,
  };
  if (kind === 'remoteSelect' || kind === 'remoteSelects') {
    const target = column.name.replace(/_ids?$/, '');
    const resource = resourceOfTable(target);
    if (resource) design.remote = { resource, ...(kind === 'remoteSelects' ? { multiple: true } : {}) };
  }
  if (kind === 'status') design.options = [{ value: 'enable', title: { 'zh-cn': '启用', en: 'Enabled' } }, { value: 'disable', title: { 'zh-cn': '禁用', en: 'Disabled' } }];
  return design;
}

/** The columns the kit keeps on every described table: `clean=1` leaves them out. */
export function isKitColumn(name: string): boolean {
  return (CRUD_KIT_COLUMNS as readonly string[]).includes(name);
}

const BASELINE = fileURLToPath(new URL('../../../migrations', import.meta.url));
let baselineTables: Set<string> | undefined;

/** Tables a migration makes, or renames into being (`crew_contract` was `employment_contract`). */
function createdTables(text: string): string[] {
  return [
    ...[...text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?([a-z0-9_]+)"?/gi)].map((match) => match[1]!),
    ...[...text.matchAll(/ALTER TABLE "?[a-z0-9_]+"? RENAME TO "?([a-z0-9_]+)"?/gi)].map((match) => match[1]!),
  ];
}

/** Tables of the platform's baseline migrations (packages/server/migrations), read once. */
function baseline(): Set<string> {
  if (!baselineTables) {
    baselineTables = new Set();
    for (const file of readdirSync(BASELINE).filter((name) => name.endsWith('.sql'))) for (const table of createdTables(readFileSync(`${BASELINE}/${file}`, 'utf8'))) baselineTables.add(table);
  }
  return baselineTables;
}

/**
 * Who owns a table, if anyone: the platform (its baseline migrations), or a module (its resources and its
 * own migrations, designs of the generator included). A table nobody owns may be adopted by a design.
 */
export async function ownerOf(context: ModuleContext, table: string): Promise<string | null> {
  return (await owners(context))(table);
}

/** `ownerOf` for many tables: the stored packages are read once. */
export async function owners(context: ModuleContext): Promise<(table: string) => string | null> {
  const stored = await storedPackages(context.db);
  return (table) => {
    if (baseline().has(table)) return 'the platform';
    // Running or not: a disabled module, or a stored package not installed now, still owns its tables.
    const manifests = [...context.registry.manifests(), ...context.registry.builtIns.values()];
    for (const manifest of manifests) {
      if ((manifest.migrations ?? []).some((migration) => createdTables(migration.sql).includes(table))) return manifest.name;
    }
    for (const binding of context.resources.values()) if (getTableName(binding.table) === table) return binding.def.name.split('.')[0]!;
    for (const [name, { pkg }] of stored) {
      const { manifest } = pkg;
      if (manifest.resources.some((description) => description.table === table) || manifest.migrations.some((migration) => createdTables(migration.sql).includes(table))) return name;
    }
    return null;
  };
}

/** The tables of the schema the server uses, by name. */
export async function tableNames(db: Db): Promise<string[]> {
  return rowsOf<{ name: string }>(await db.execute(sql`select tablename as name from pg_catalog.pg_tables where schemaname = current_schema() order by tablename`)).map((row) => row.name);
}

/** The resource served from a table, for a remote select's guess (`ship_id` → `fleet.Ship`). */
export function resourceOfTable(context: ModuleContext, table: string): string | undefined {
  for (const binding of context.resources.values()) if (getTableName(binding.table) === table) return binding.def.name;
  return undefined;
}

/** Runs the probes against the rows as they are: each loss with its count (none when no row would lose). */
export async function measureLosses(db: Db, probes: readonly LossProbe[]): Promise<CrudLoss[]> {
  const losses: CrudLoss[] = [];
  for (const probe of probes) {
    let rows = rowsOf<{ n: number }>(await db.execute(sql.raw(probe.sql)))[0]?.n ?? 0;
    const exact = probe.exact ? await exactCount(db, probe.exact) : null;
    if (exact !== null) rows = exact;
    else if (probe.trial) {
      try {
        // A savepoint of its own: a failed conversion leaves nothing behind.
        await db.transaction(async (tx) => {
          await tx.execute(sql.raw(probe.trial!.sql));
          throw new TrialDone();
        });
      } catch (error) {
        if (!(error instanceof TrialDone)) rows = rowsOf<{ n: number }>(await db.execute(sql.raw(probe.trial.fallback)))[0]?.n ?? 0;
      }
    }
    if (rows > 0) losses.push({ column: probe.column, kind: probe.kind, rows });
  }
  return losses;
}

class TrialDone extends Error {}

/** A count using `pg_input_is_valid`, or null on a server without it (PostgreSQL 15). */
async function exactCount(db: Db, text: string): Promise<number | null> {
  const [version] = rowsOf<{ v: number }>(await db.execute(sql`select current_setting('server_version_num')::int as v`));
  if ((version?.v ?? 0) < 160000) return null;
  return rowsOf<{ n: number }>(await db.execute(sql.raw(text)))[0]?.n ?? 0;
}
