import { createHash } from 'node:crypto';
import {
  crudKind,
  CRUD_NAME_PATTERN,
  isDecimalText,
  isIsoDate,
  SQL_RESERVED_WORDS,
  TIME_PATTERN,
  type CrudFieldDesign,
  type CrudLoss,
  type CrudStorageType,
  type MessageKey,
} from '@vessel/contract';

/**
 * The DDL of a design, as text: every identifier checked again here (whatever validated the request) and
 * quoted, every default written as a literal of its column's type. Nothing here runs SQL; the routes
 * run the probes and the package installer runs the statements.
 */

/** A design the database cannot take, on one field: answered as that field's error. */
export class DesignError extends Error {
  constructor(
    readonly field: string,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** `"name"`, for a name that passed the identifier rule; anything else is a fault of the caller. */
export function ident(name: string): string {
  if (name.length > 63 || !CRUD_NAME_PATTERN.test(name) || SQL_RESERVED_WORDS.has(name)) throw new Error(`Not an identifier the generator writes: ${JSON.stringify(name).slice(0, 80)}`);
  return `"${name}"`;
}

/** Quoted text; a NUL cannot be stored and is refused before. */
function quote(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** A constraint or index name within PostgreSQL's 63 characters: a long one ends in a hash of the whole. */
export function objectName(table: string, column: string, suffix: 'idx' | 'fk'): string {
  const name = `${table}_${column}_${suffix}`;
  if (name.length <= 63) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 63 - suffix.length - 10)}_${hash}_${suffix}`;
}

/** A column's type as `format_type` writes it: the same text in the DDL and in the catalogue. */
export function sqlTypeOf(design: Pick<CrudFieldDesign, 'kind' | 'storage'>): string {
  const { storage } = design;
  switch (storage.type) {
    case 'varchar':
      return `character varying(${storage.length ?? crudKind(design.kind).length ?? 255})`;
    case 'numeric':
      return `numeric(${storage.precision ?? crudKind(design.kind).precision ?? 10},${storage.scale ?? crudKind(design.kind).scale ?? 0})`;
    case 'time':
      return 'time without time zone';
    case 'timestamptz':
      return 'timestamp with time zone';
    default:
      return storage.type;
  }
}

const INT_BOUNDS: Partial<Record<CrudStorageType, [bigint, bigint]>> = {
  smallint: [-32768n, 32767n],
  integer: [-2147483648n, 2147483647n],
  bigint: [-9223372036854775808n, 9223372036854775807n],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The SQL of a field's default, or null when it has none; a value its column cannot hold is refused. */
export function defaultSql(design: CrudFieldDesign): string | null {
  const value = design.storage.default;
  if (value === undefined || value === null || crudKind(design.kind).fixedName) return null;
  const bad = () => new DesignError(design.name, 'crud.badDefault', { field: design.name });
  const text = String(value);
  if (text.includes('\u0000')) throw bad();
  switch (design.storage.type) {
    case 'varchar':
    case 'text': {
      const length = design.storage.type === 'varchar' ? design.storage.length ?? crudKind(design.kind).length ?? 255 : 65_535;
      if (typeof value === 'boolean' || text.length > length) throw bad();
      return quote(text);
    }
    case 'smallint':
    case 'integer':
    case 'bigint': {
      if (!/^-?\d{1,19}$/.test(text)) throw bad();
      const [min, max] = INT_BOUNDS[design.storage.type]!;
      const number = BigInt(text);
      if (number < min || number > max) throw bad();
      return number.toString();
    }
    case 'numeric': {
      if (typeof value === 'boolean' || !isDecimalText(text)) throw bad();
      const precision = design.storage.precision ?? 10;
      const scale = design.storage.scale ?? 0;
      const [whole, fraction = ''] = text.replace('-', '').split('.');
      if (whole!.replace(/^0+(?=\d)/, '').length > precision - scale || fraction.length > scale) throw bad();
      return text;
    }
    case 'boolean':
      if (value === true || text === 'true') return 'true';
      if (value === false || text === 'false') return 'false';
      throw bad();
    case 'date':
      if (!isIsoDate(text)) throw bad();
      return `${quote(text)}::date`;
    case 'time':
      if (text.length > 8 || !TIME_PATTERN.test(text)) throw bad();
      return `${quote(text)}::time`;
    case 'timestamptz': {
      if (text === 'now') return 'now()';
      if (text.length > 40 || !isIsoDate(text.slice(0, 10)) || Number.isNaN(Date.parse(text))) throw bad();
      return `${quote(new Date(text).toISOString())}::timestamptz`;
    }
    case 'jsonb': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw bad();
      }
      const type = crudKind(design.kind).type;
      if ((type === 'string[]' || type === 'uuid[]') && !(Array.isArray(parsed) && parsed.every((item) => typeof item === 'string'))) throw bad();
      return `${quote(JSON.stringify(parsed))}::jsonb`;
    }
    case 'uuid':
      if (!UUID.test(text)) throw bad();
      return `${quote(text.toLowerCase())}::uuid`;
  }
}

/** What an empty row gets when a column becomes required and the user accepted the loss; null: nothing fits. */
function zeroSql(design: CrudFieldDesign): string | null {
  switch (design.storage.type) {
    case 'varchar':
    case 'text':
      return "''";
    case 'smallint':
    case 'integer':
    case 'bigint':
    case 'numeric':
      return '0';
    case 'boolean':
      return 'false';
    case 'jsonb':
      return "'[]'::jsonb";
    default:
      return null;
  }
}

/** The fields that make columns of their own (the common palette's kit columns are the kit's). */
export function ownFields(fields: readonly CrudFieldDesign[]): CrudFieldDesign[] {
  return fields.filter((field) => !crudKind(field.kind).fixedName);
}

function columnSql(design: CrudFieldDesign): string {
  const parts = [`${ident(design.name)} ${sqlTypeOf(design)}`];
  const fallback = defaultSql(design);
  if (fallback) parts.push(`DEFAULT ${fallback}`);
  if (!design.storage.nullable) parts.push('NOT NULL');
  return parts.join(' ');
}

/** Tables of the resources remote selects point at, by resource name. */
export type TableOf = (resource: string) => string | undefined;

function referenceTable(design: CrudFieldDesign, tableOf: TableOf): string | null {
  if (!design.remote || crudKind(design.kind).type !== 'uuid') return null;
  const target = tableOf(design.remote.resource);
  if (!target) throw new DesignError(design.name, 'crud.remoteUnknown', { resource: design.remote.resource });
  return target;
}

/** A foreign key's target table comes from the registry, yet is quoted like any name. */
function foreignKeySql(table: string, design: CrudFieldDesign, target: string): string {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(target)) throw new Error(`Unexpected table name ${target}`);
  return `ALTER TABLE ${ident(table)} ADD CONSTRAINT "${objectName(table, design.name, 'fk')}" FOREIGN KEY (${ident(design.name)}) REFERENCES "${target}"("id") ON DELETE RESTRICT`;
}

/**
 * A column gets an index when the design asks, when it is unique or a reference, and when the list may be
 * sorted by it: a sorted page of a large table (`ORDER BY … LIMIT 10`) then reads ten index entries
 * instead of sorting every row (`npm run bench`: 100,000 rows).
 */
function indexed(design: CrudFieldDesign, reference: string | null): boolean {
  return !!design.storage.index || !!design.storage.unique || reference !== null || (design.sortable && design.storage.type !== 'jsonb' && design.storage.type !== 'text');
}

const KIT_LINES = {
  id: `"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL`,
  weigh: `"weigh" integer DEFAULT 0 NOT NULL`,
  created_by: `"created_by" uuid`,
  created_at: `"created_at" timestamp with time zone DEFAULT now() NOT NULL`,
  updated_at: `"updated_at" timestamp with time zone DEFAULT now() NOT NULL`,
  row_version: `"row_version" integer DEFAULT 1 NOT NULL`,
} as const;

const hasWeigh = (fields: readonly CrudFieldDesign[]) => fields.some((field) => field.kind === 'weigh');

/** CREATE TABLE of a new design: the kit's columns (as platform/resource/described.ts makes them) and the design's. */
export function createStatements(table: string, fields: readonly CrudFieldDesign[], tableOf: TableOf): string[] {
  const own = ownFields(fields);
  const lines = [KIT_LINES.id, ...own.map(columnSql), ...(hasWeigh(fields) ? [KIT_LINES.weigh] : []), KIT_LINES.created_by, KIT_LINES.created_at, KIT_LINES.updated_at, KIT_LINES.row_version];
  const statements = [`CREATE TABLE ${ident(table)} (\n  ${lines.join(',\n  ')}\n)`];
  for (const design of own) {
    const target = referenceTable(design, tableOf);
    if (target) statements.push(foreignKeySql(table, design, target));
    if (indexed(design, target)) statements.push(`CREATE INDEX "${objectName(table, design.name, 'idx')}" ON ${ident(table)} (${ident(design.name)})`);
  }
  return statements;
}

/** A column as the catalogue has it. */
export interface ExistingColumn {
  name: string;
  /** format_type's text: `character varying(50)`, `timestamp with time zone`. */
  type: string;
  nullable: boolean;
}

/**
 * Adopting a table no module owns ('create' on an existing table): what is missing is added, nothing
 * else changes. Written so that it replays on an installation without the table (an exported package):
 * the table is created when absent, each column added when absent.
 */
export function adoptStatements(table: string, fields: readonly CrudFieldDesign[], existing: readonly ExistingColumn[], tableOf: TableOf): string[] {
  const byName = new Map(existing.map((column) => [column.name, column]));
  const id = byName.get('id');
  if (!id || id.type !== 'uuid') throw new DesignError('id', 'crud.adoptNoId', { table });
  for (const design of ownFields(fields)) {
    const column = byName.get(design.name);
    if (column && column.type !== sqlTypeOf(design)) throw new DesignError(design.name, 'crud.adoptMismatch', { field: design.name, type: column.type });
  }
  const create = createStatements(table, fields, tableOf)[0]!.replace(/^CREATE TABLE /, 'CREATE TABLE IF NOT EXISTS ');
  const statements = [create];
  const kit = { weigh: hasWeigh(fields), created_by: true, created_at: true, updated_at: true, row_version: true } as const;
  for (const [name, wanted] of Object.entries(kit)) {
    if (wanted && !byName.has(name)) statements.push(`ALTER TABLE ${ident(table)} ADD COLUMN IF NOT EXISTS ${KIT_LINES[name as keyof typeof KIT_LINES]}`);
  }
  for (const design of ownFields(fields)) {
    if (byName.has(design.name)) continue;
    // A required column added to rows that exist needs a value for them: its default, else it stays optional.
    const addable = design.storage.nullable || defaultSql(design) ? design : { ...design, storage: { ...design.storage, nullable: true } };
    statements.push(`ALTER TABLE ${ident(table)} ADD COLUMN IF NOT EXISTS ${columnSql(addable)}`);
    const target = referenceTable(design, tableOf);
    if (target) statements.push(`DO $$ BEGIN ${foreignKeySql(table, design, target)}; EXCEPTION WHEN duplicate_object THEN NULL; END $$`);
    if (indexed(design, target)) statements.push(`CREATE INDEX IF NOT EXISTS "${objectName(table, design.name, 'idx')}" ON ${ident(table)} (${ident(design.name)})`);
  }
  return statements;
}

/** A count of rows a change would lose, to run against the table as it is now. */
export interface LossProbe {
  column: string;
  kind: CrudLoss['kind'];
  /** `select count(*)::int as n ...`; `trial`: count the non-null rows when the conversion fails. */
  sql: string;
  trial?: { sql: string; fallback: string };
  /** The exact count where the server has `pg_input_is_valid` (PostgreSQL 16 and later, PGlite); else the trial. */
  exact?: string;
}

export interface AlterPlan {
  statements: string[];
  probes: LossProbe[];
  /** Statements that fill empty rows of a column made required, run only when its loss is confirmed. */
  fills: Map<string, string>;
}

const INTS = ['smallint', 'integer', 'bigint'];
const NUMBERS = [...INTS, 'numeric'];

function widening(from: CrudFieldDesign, to: CrudFieldDesign): boolean {
  const a = from.storage.type;
  const b = to.storage.type;
  if (a === b) {
    if (a === 'varchar') return (to.storage.length ?? 255) >= (from.storage.length ?? 255);
    if (a === 'numeric') {
      const [p1, s1, p2, s2] = [from.storage.precision ?? 10, from.storage.scale ?? 0, to.storage.precision ?? 10, to.storage.scale ?? 0];
      return s2 >= s1 && p2 - s2 >= p1 - s1;
    }
    return true;
  }
  if (b === 'text') return true;
  if (INTS.includes(a) && INTS.includes(b)) return INTS.indexOf(b) >= INTS.indexOf(a);
  if (INTS.includes(a) && b === 'numeric') return (to.storage.precision ?? 10) - (to.storage.scale ?? 0) >= { smallint: 5, integer: 10, bigint: 19 }[a as 'integer']!;
  if (a === 'date' && b === 'timestamptz') return true;
  return false;
}

/** How the values convert: a cast PostgreSQL has between the two, else through their text. */
function usingSql(column: string, from: CrudFieldDesign, to: CrudFieldDesign): string {
  const a = from.storage.type;
  const b = to.storage.type;
  const type = sqlTypeOf(to);
  if (NUMBERS.includes(a) && NUMBERS.includes(b)) return `${column}::${type}`;
  if ((a === 'timestamptz' && b === 'date') || (a === 'date' && b === 'timestamptz')) return `${column}::${type}`;
  if (a === 'boolean' && INTS.includes(b)) return `${column}::integer::${type}`;
  if (INTS.includes(a) && b === 'boolean') return `${column}::integer::boolean`;
  if (a === 'jsonb' && (b === 'text' || b === 'varchar')) return `(${column} #>> '{}')::${type}`;
  return `${column}::text::${type}`;
}

/** The rows a conversion would lose or cannot convert, as a probe. */
function conversionProbe(table: string, column: string, from: CrudFieldDesign, to: CrudFieldDesign, name: string): LossProbe {
  const t = ident(table);
  const a = from.storage.type;
  const b = to.storage.type;
  const count = (where: string) => `select count(*)::int as n from ${t} where ${column} is not null and (${where})`;
  if (b === 'varchar' && (a === 'varchar' || a === 'text')) {
    return { column: name, kind: 'narrow', sql: count(`char_length(${column}) > ${to.storage.length ?? 255}`) };
  }
  if (NUMBERS.includes(a) && NUMBERS.includes(b)) {
    const kind = a === b ? 'narrow' : 'typeChange';
    if (b === 'numeric') {
      const [p, s] = [to.storage.precision ?? 10, to.storage.scale ?? 0];
      return { column: name, kind, sql: count(`abs(${column}::numeric) >= 1e${p - s} or ${column}::numeric <> round(${column}::numeric, ${s})`) };
    }
    const [min, max] = INT_BOUNDS[b]!;
    return { column: name, kind, sql: count(`${column}::numeric <> trunc(${column}::numeric) or ${column}::numeric < ${min} or ${column}::numeric > ${max}`) };
  }
  if (a === 'timestamptz' && b === 'date') return { column: name, kind: 'typeChange', sql: count(`${column} <> date_trunc('day', ${column})`) };
  // Anything else: the conversion itself is tried (in a savepoint); a failure counts every row with a value.
  const convert = usingSql(column, from, to);
  const throughText = convert === `${column}::text::${sqlTypeOf(to)}`;
  return {
    column: name,
    kind: 'typeChange',
    sql: count('false'),
    trial: { sql: `select count(${convert})::int as n from ${t}`, fallback: `select count(*)::int as n from ${t} where ${column} is not null` },
    ...(throughText ? { exact: count(`not pg_input_is_valid(${column}::text, '${sqlTypeOf(to)}')`) } : {}),
  };
}

/**
 * How a table designed as `before` becomes `after`: renames (`from`), drops, adds, conversions,
 * nullability, defaults, indexes and keys, in that order, and the probes that count what each would lose.
 */
export function alterPlan(table: string, before: readonly CrudFieldDesign[], after: readonly CrudFieldDesign[], tableOf: TableOf): AlterPlan {
  const t = ident(table);
  const statements: string[] = [];
  const probes: LossProbe[] = [];
  const fills = new Map<string, string>();
  const previous = new Map(ownFields(before).map((field) => [field.name, field]));
  const next = ownFields(after);
  const matched = new Map<string, CrudFieldDesign>();
  for (const design of next) {
    const source = design.from ?? design.name;
    const old = previous.get(source);
    if (design.from && !old) throw new DesignError(design.name, 'crud.unknownField', { name: design.from });
    if (old && !matched.has(source)) matched.set(source, design);
    else if (old) throw new DesignError(design.name, 'crud.duplicateField', { name: source });
  }

  // Drops first: a dropped name may be taken by a rename or an add.
  for (const [name] of previous) {
    if (matched.has(name)) continue;
    probes.push({ column: name, kind: 'drop', sql: `select count(*)::int as n from ${t} where ${ident(name)} is not null` });
    statements.push(`ALTER TABLE ${t} DROP COLUMN ${ident(name)}`);
  }
  if (hasWeigh(before) && !hasWeigh(after)) {
    probes.push({ column: 'weigh', kind: 'drop', sql: `select count(*)::int as n from ${t} where "weigh" <> 0` });
    statements.push(`ALTER TABLE ${t} DROP COLUMN "weigh"`);
  }

  // Renames through a temporary name when one takes another's (a swap).
  const renames = [...matched].filter(([source, design]) => source !== design.name);
  const taken = new Set(renames.map(([source]) => source));
  const swapped = renames.some(([, design]) => taken.has(design.name));
  renames.forEach(([source], i) => {
    if (swapped) statements.push(`ALTER TABLE ${t} RENAME COLUMN ${ident(source)} TO "crud_rename_${i}"`);
  });
  renames.forEach(([source, design], i) => {
    statements.push(`ALTER TABLE ${t} RENAME COLUMN ${swapped ? `"crud_rename_${i}"` : ident(source)} TO ${ident(design.name)}`);
    statements.push(`ALTER INDEX IF EXISTS "${objectName(table, source, 'idx')}" RENAME TO "${objectName(table, design.name, 'idx')}"`);
  });

  for (const [source, design] of matched) {
    const old = previous.get(source)!;
    const column = ident(design.name);
    const oldColumn = ident(source);
    const oldTarget = referenceTable(old, tableOf);
    const newTarget = referenceTable(design, tableOf);
    if (oldTarget && (oldTarget !== newTarget || source !== design.name)) statements.push(`ALTER TABLE ${t} DROP CONSTRAINT IF EXISTS "${objectName(table, source, 'fk')}"`);
    const typeChanged = sqlTypeOf(old) !== sqlTypeOf(design);
    if (typeChanged) {
      if (!widening(old, design)) probes.push(conversionProbe(table, oldColumn, old, design, design.name));
      statements.push(`ALTER TABLE ${t} ALTER COLUMN ${column} DROP DEFAULT`);
      statements.push(`ALTER TABLE ${t} ALTER COLUMN ${column} TYPE ${sqlTypeOf(design)} USING ${usingSql(column, old, design)}`);
    }
    const oldDefault = defaultSql(old);
    const newDefault = defaultSql(design);
    if (newDefault !== oldDefault || typeChanged) statements.push(newDefault ? `ALTER TABLE ${t} ALTER COLUMN ${column} SET DEFAULT ${newDefault}` : `ALTER TABLE ${t} ALTER COLUMN ${column} DROP DEFAULT`);
    if (old.storage.nullable && !design.storage.nullable) {
      // Empty rows take the default when there is one: nothing is lost. Without one they are a loss to confirm.
      if (newDefault) statements.push(`UPDATE ${t} SET ${column} = ${newDefault} WHERE ${column} IS NULL`);
      else {
        probes.push({ column: design.name, kind: 'notNull', sql: `select count(*)::int as n from ${t} where ${oldColumn} is null` });
        const zero = zeroSql(design);
        fills.set(design.name, zero ? `UPDATE ${t} SET ${column} = ${zero} WHERE ${column} IS NULL` : '');
      }
      statements.push(`ALTER TABLE ${t} ALTER COLUMN ${column} SET NOT NULL`);
    } else if (!old.storage.nullable && design.storage.nullable) statements.push(`ALTER TABLE ${t} ALTER COLUMN ${column} DROP NOT NULL`);
    if (newTarget && (oldTarget !== newTarget || source !== design.name)) statements.push(foreignKeySql(table, design, newTarget));
    const wasIndexed = indexed(old, oldTarget);
    const isIndexed = indexed(design, newTarget);
    if (wasIndexed && !isIndexed) statements.push(`DROP INDEX IF EXISTS "${objectName(table, design.name, 'idx')}"`);
    if (!wasIndexed && isIndexed) statements.push(`CREATE INDEX IF NOT EXISTS "${objectName(table, design.name, 'idx')}" ON ${t} (${column})`);
  }

  for (const design of next) {
    if (matched.get(design.from ?? design.name) === design) continue;
    const fallback = defaultSql(design);
    if (!design.storage.nullable && !fallback) {
      // Rows that exist need a value: added empty, filled with the type's zero once confirmed, then required.
      probes.push({ column: design.name, kind: 'notNull', sql: `select count(*)::int as n from ${t}` });
      statements.push(`ALTER TABLE ${t} ADD COLUMN ${columnSql({ ...design, storage: { ...design.storage, nullable: true } })}`);
      const zero = zeroSql(design);
      fills.set(design.name, zero ? `UPDATE ${t} SET ${ident(design.name)} = ${zero} WHERE ${ident(design.name)} IS NULL` : '');
      statements.push(`ALTER TABLE ${t} ALTER COLUMN ${ident(design.name)} SET NOT NULL`);
    } else statements.push(`ALTER TABLE ${t} ADD COLUMN ${columnSql(design)}`);
    const target = referenceTable(design, tableOf);
    if (target) statements.push(foreignKeySql(table, design, target));
    if (indexed(design, target)) statements.push(`CREATE INDEX IF NOT EXISTS "${objectName(table, design.name, 'idx')}" ON ${t} (${ident(design.name)})`);
  }
  if (!hasWeigh(before) && hasWeigh(after)) statements.push(`ALTER TABLE ${t} ADD COLUMN ${KIT_LINES.weigh}`);
  return { statements, probes, fills };
}

/**
 * The statements to run once the losses are known: a column made required gets its fill before its
 * NOT NULL (only for the losses the user confirmed; others were refused before this), and a fill with
 * no zero value for the type is refused.
 */
export function withFills(plan: AlterPlan, losses: readonly CrudLoss[]): string[] {
  const out: string[] = [];
  for (const statement of plan.statements) {
    const match = /^ALTER TABLE "[a-z0-9_]+" ALTER COLUMN "([a-z0-9_]+)" SET NOT NULL$/.exec(statement);
    const fill = match ? plan.fills.get(match[1]!) : undefined;
    if (fill !== undefined && losses.some((loss) => loss.column === match![1] && loss.kind === 'notNull')) {
      if (!fill) throw new DesignError(match![1]!, 'crud.notNullNeedsDefault', { field: match![1]! });
      out.push(fill);
    }
    out.push(statement);
  }
  return out;
}
