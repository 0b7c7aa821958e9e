import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import type { FieldDef, ResourceDescription } from '@vessel/contract';
import { STATEMENT_BREAK } from '../module-migrations.js';
import type { ModuleMigration } from '../module.js';
import { withLabels, type LabelKind } from '../record-labels.js';
import type { ResourceBinding, Row } from './define.js';

/**
 * The records a reference may point at that have a label source (platform/record-labels.ts), by resource:
 * a list of a resource described by data names the ship, seafarer or administrator it refers to, never its
 * id. Names only: the platform imports no area.
 */
const LABELLED: Readonly<Record<string, LabelKind>> = {
  'fleet.Ship': 'ship',
  'crew.Seafarer': 'seafarer',
  'crew.Position': 'position',
  'crew.Contract': 'contract',
  'cert.CertificateType': 'certificateType',
  'auth.Admin': 'admin',
  'auth.Department': 'department',
};

/** SQL names the description may use: lower snake case, as every table and column of the product. */
const SQL_NAME = /^[a-z][a-z0-9_]{0,62}$/;

/** Columns the kit adds to every described table; a field may not take their names. */
const KIT_COLUMNS = ['id', 'pid', 'weigh', 'created_by', 'created_at', 'updated_at', 'row_version'] as const;

/** Why a description cannot be served, in words for the module's author (the generator shows them). */
export class DescriptionError extends Error {}

function check(description: ResourceDescription): void {
  const { def, table } = description;
  if (!SQL_NAME.test(table)) throw new DescriptionError(`Table name "${table}" must be lower snake case`);
  const names = new Set<string>();
  for (const field of def.fields) {
    if (!SQL_NAME.test(field.name)) throw new DescriptionError(`Field "${field.name}" of ${def.name} must be lower snake case`);
    if ((KIT_COLUMNS as readonly string[]).includes(field.name) && field.form !== 'none') {
      throw new DescriptionError(`Field "${field.name}" of ${def.name} is one the kit keeps; it can only be shown (form: 'none')`);
    }
    if (names.has(field.name)) throw new DescriptionError(`Field "${field.name}" of ${def.name} is declared twice`);
    names.add(field.name);
  }
  const department = description.scope?.department;
  if (department && def.fields.find((field) => field.name === department)?.type !== 'uuid') {
    throw new DescriptionError(`The scope's department field "${department}" of ${def.name} must be a uuid field`);
  }
}

const isKitColumn = (field: FieldDef) => (KIT_COLUMNS as readonly string[]).includes(field.name);

/** How long a text column is: the storage's length, else the field's maximum, else unbounded. */
function textLength(field: FieldDef): number | undefined {
  return field.storage?.length ?? (field.max !== undefined && field.max <= 10_000 ? field.max : undefined);
}

function nullable(field: FieldDef): boolean {
  return field.storage?.nullable ?? field.required !== true;
}

/** The SQL type of a field's column. */
function sqlType(field: FieldDef): string {
  switch (field.type) {
    case 'string': {
      const length = textLength(field);
      return length ? `varchar(${length})` : 'text';
    }
    case 'string[]':
      return 'jsonb';
    case 'int':
      return field.max !== undefined && field.max > 2_147_483_647 ? 'bigint' : 'integer';
    case 'decimal':
      return field.storage?.precision ? `numeric(${field.storage.precision}, ${field.storage.scale ?? 0})` : 'numeric';
    case 'boolean':
      return 'boolean';
    case 'datetime':
      return 'timestamp with time zone';
    case 'date':
      return 'date';
    case 'uuid':
      return 'uuid';
    case 'uuid[]':
      return 'jsonb';
    case 'json':
      return 'jsonb';
  }
}

/**
 * A date-time field's column: the form sends ISO 8601 text (`formSchema` checked it), which drizzle's own
 * timestamp column would take for a Date; reads answer a Date, as every timestamp of the product.
 */
const dateTime = customType<{ data: Date | string; driverData: Date | string }>({
  dataType: () => 'timestamp with time zone',
  toDriver: (value) => (value instanceof Date ? value.toISOString() : value),
  fromDriver: (value) => (value instanceof Date ? value : new Date(value)),
});

/** The drizzle column of a field: the same column the migration makes, for typed reads and writes. */
function column(field: FieldDef): PgColumnBuilderBase {
  const name = field.name;
  let builder;
  switch (field.type) {
    case 'string': {
      const length = textLength(field);
      builder = length ? varchar(name, { length }) : text(name);
      break;
    }
    case 'int':
      builder = field.max !== undefined && field.max > 2_147_483_647 ? bigint(name, { mode: 'number' }) : integer(name);
      break;
    case 'decimal':
      builder = field.storage?.precision ? numeric(name, { precision: field.storage.precision, scale: field.storage.scale ?? 0 }) : numeric(name);
      break;
    case 'boolean':
      builder = boolean(name);
      break;
    case 'datetime':
      builder = dateTime(name);
      break;
    case 'date':
      builder = date(name, { mode: 'string' });
      break;
    case 'uuid':
      builder = uuid(name);
      break;
    case 'string[]':
    case 'uuid[]':
    case 'json':
      builder = jsonb(name);
      break;
  }
  if (!nullable(field)) builder = builder.notNull();
  if (field.default !== undefined && field.default !== null) builder = builder.default(field.default as never);
  return builder;
}

function literal(value: unknown, field: FieldDef): string {
  if (field.type === 'string[]' || field.type === 'uuid[]' || field.type === 'json') return `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * The resource a description makes: its binding (a drizzle table built from the fields' storage, scope
 * and `created_by` for the kit) and the migration that creates its table, with its keys to the tables
 * of the resources it references (`tableOf` names them: a resource of the platform or of a module this
 * one depends on).
 */
export function describedResource(description: ResourceDescription, tableOf: (resource: string) => string | undefined): { binding: ResourceBinding; migration: ModuleMigration } {
  check(description);
  const { def, table: tableName } = description;
  const own = def.fields.filter((field) => !isKitColumn(field));
  const columns: Record<string, PgColumnBuilderBase> = {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ...Object.fromEntries(own.map((field) => [field.name, column(field)])),
    ...(def.tree ? { pid: uuid('pid') } : {}),
    ...(def.weigh ? { weigh: integer('weigh').notNull().default(0) } : {}),
    created_by: uuid('created_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    row_version: integer('row_version').notNull().default(1),
  };
  const table = pgTable(tableName, columns);
  const byName = table as unknown as Record<string, never>;
  const department = description.scope?.department;
  const binding: ResourceBinding = {
    def,
    table,
    ...(department || description.scope?.owner
      ? { scope: { ...(department ? { department: byName[department] } : {}), ...(description.scope?.owner ? { owner: byName.created_by } : {}) } }
      : {}),
    readOnlyColumns: ['created_by'],
  };
  const labelled = Object.fromEntries(
    own.flatMap((field) => {
      const kind = field.type === 'uuid' && field.storage?.references ? LABELLED[field.storage.references.resource] : undefined;
      return kind ? [[field.name, kind]] : [];
    }),
  );
  if (Object.keys(labelled).length) binding.present = (rows, db) => withLabels(db, rows, labelled) as Promise<Row[]>;

  const lines = [
    `"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL`,
    ...own.map((field) => {
      const parts = [`"${field.name}" ${sqlType(field)}`];
      if (field.default !== undefined && field.default !== null) parts.push(`DEFAULT ${literal(field.default, field)}`);
      if (!nullable(field)) parts.push('NOT NULL');
      return parts.join(' ');
    }),
    ...(def.tree ? [`"pid" uuid REFERENCES "${tableName}"("id") ON DELETE RESTRICT`] : []),
    ...(def.weigh ? [`"weigh" integer DEFAULT 0 NOT NULL`] : []),
    `"created_by" uuid`,
    `"created_at" timestamp with time zone DEFAULT now() NOT NULL`,
    `"updated_at" timestamp with time zone DEFAULT now() NOT NULL`,
    `"row_version" integer DEFAULT 1 NOT NULL`,
  ];
  const statements = [`CREATE TABLE "${tableName}" (\n  ${lines.join(',\n  ')}\n)`];
  for (const field of own) {
    const reference = field.storage?.references;
    if (reference) {
      const target = tableOf(reference.resource);
      if (!target) throw new DescriptionError(`Field "${field.name}" of ${def.name} refers to ${reference.resource}, which no enabled module serves`);
      const onDelete = (reference.onDelete ?? 'restrict').toUpperCase();
      statements.push(`ALTER TABLE "${tableName}" ADD CONSTRAINT "${tableName}_${field.name}_fk" FOREIGN KEY ("${field.name}") REFERENCES "${target}"("id") ON DELETE ${onDelete}`);
    }
    if (field.storage?.index || reference || field.name === department) statements.push(`CREATE INDEX "${tableName}_${field.name}_idx" ON "${tableName}" ("${field.name}")`);
  }
  if (description.scope?.owner) statements.push(`CREATE INDEX "${tableName}_created_by_idx" ON "${tableName}" ("created_by")`);
  return { binding, migration: { name: `create_${tableName}`, sql: statements.join(`;\n${STATEMENT_BREAK}\n`) } };
}
