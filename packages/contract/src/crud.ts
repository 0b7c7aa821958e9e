import { z } from 'zod';
import type { MessageKey } from './messages/index.js';
import { OPERATORS, type FieldDef, type ResourceDef, type FieldType, type Operator, type ResourceAction, type ResourceDescription, type Widget } from './resource/fields.js';
import { accountRule, emailRule, mobileRule, passwordRule } from './resources/shared-fields.js';
import { MODULE_NAME_MAX } from './module-package.js';

/**
 * The CRUD generator (issue 15): a page designed in the browser, as data. The palette says what each kind
 * of field is by default (its column, widget, rule, search); a design is what the user made of it; the
 * server turns a design into DDL and a module package, the web previews it with the same two functions
 * (`fieldDefOfDesign`, `resourceDescriptionOfDesign`), so both show the same resource.
 */

export const CRUD_STORAGE_TYPES = ['varchar', 'text', 'integer', 'bigint', 'smallint', 'numeric', 'boolean', 'date', 'time', 'timestamptz', 'jsonb', 'uuid'] as const;
export type CrudStorageType = (typeof CRUD_STORAGE_TYPES)[number];

export type CrudPalette = 'common' | 'base' | 'senior';

/** A kind of field the designer offers: its defaults, each of which the design may change within `storageTypes`. */
export interface CrudFieldKind {
  palette: CrudPalette;
  type: FieldType;
  widget: Widget;
  /** The column types it may be stored in; the first is the default. */
  storageTypes: readonly CrudStorageType[];
  length?: number;
  precision?: number;
  scale?: number;
  /** Its rule and the spec §5 message; `float` is derived from the column's precision instead. */
  pattern?: { source: string; message: MessageKey };
  search: Operator | null;
  sortable: boolean;
  /** The field's name is fixed: a column the kit keeps on every described table. */
  fixedName?: string;
  /** Options come with it (select, radio, checkbox, status). */
  options?: boolean;
  /** Picks records of another resource. */
  remote?: 'single' | 'multiple';
  render?: NonNullable<FieldDef['column']>['render'];
  writeOnly?: boolean;
}

/** Six digits, the date of birth and a sequence, and a check character (mainland resident identity card). */
export const ID_NUMBER_PATTERN = /^\d{17}[\dXx]$/;
/** A programming identifier: starts with a letter or underscore, then letters, digits and underscores. */
export const VAR_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/;

const text = (widget: Widget, extra: Partial<CrudFieldKind> = {}): CrudFieldKind => ({
  palette: 'base',
  type: 'string',
  widget,
  storageTypes: ['varchar', 'text'],
  length: 255,
  search: 'LIKE',
  sortable: true,
  ...extra,
});

export const CRUD_FIELD_KINDS = {
  // Common: what most tables have.
  id: { palette: 'common', type: 'uuid', widget: 'text', storageTypes: ['uuid'], search: 'eq', sortable: false, fixedName: 'id' },
  status: { palette: 'common', type: 'string', widget: 'radio', storageTypes: ['varchar'], length: 10, search: 'eq', sortable: true, options: true, render: 'tag' },
  remark: text('textarea', { palette: 'common', sortable: false }),
  weigh: { palette: 'common', type: 'int', widget: 'number', storageTypes: ['integer'], search: null, sortable: true, fixedName: 'weigh' },
  createTime: { palette: 'common', type: 'datetime', widget: 'datetime', storageTypes: ['timestamptz'], search: 'RANGE', sortable: true, fixedName: 'created_at', render: 'datetime' },
  updateTime: { palette: 'common', type: 'datetime', widget: 'datetime', storageTypes: ['timestamptz'], search: 'RANGE', sortable: true, fixedName: 'updated_at', render: 'datetime' },
  remoteSelect: { palette: 'common', type: 'uuid', widget: 'remoteSelect', storageTypes: ['uuid'], search: 'eq', sortable: false, remote: 'single' },
  // Base.
  string: text('text'),
  textarea: text('textarea', { storageTypes: ['text', 'varchar'], length: undefined, sortable: false }),
  number: { palette: 'base', type: 'int', widget: 'number', storageTypes: ['integer', 'bigint', 'smallint'], search: 'RANGE', sortable: true },
  integer: { palette: 'base', type: 'int', widget: 'number', storageTypes: ['integer', 'bigint', 'smallint'], search: 'RANGE', sortable: true },
  float: { palette: 'base', type: 'decimal', widget: 'number', storageTypes: ['numeric'], precision: 10, scale: 2, search: 'RANGE', sortable: true },
  password: text('password', { pattern: passwordRule, search: null, sortable: false, writeOnly: true }),
  switch: { palette: 'base', type: 'boolean', widget: 'switch', storageTypes: ['boolean'], search: 'eq', sortable: true, render: 'switch' },
  select: { palette: 'base', type: 'string', widget: 'select', storageTypes: ['varchar'], length: 50, search: 'eq', sortable: true, options: true, render: 'tag' },
  radio: { palette: 'base', type: 'string', widget: 'radio', storageTypes: ['varchar'], length: 50, search: 'eq', sortable: true, options: true, render: 'tag' },
  checkbox: { palette: 'base', type: 'string[]', widget: 'checkbox', storageTypes: ['jsonb'], search: null, sortable: false, options: true, render: 'tags' },
  date: { palette: 'base', type: 'date', widget: 'date', storageTypes: ['date'], search: 'RANGE', sortable: true },
  time: { palette: 'base', type: 'string', widget: 'time', storageTypes: ['time'], pattern: { source: TIME_PATTERN.source, message: 'validate.invalid' }, search: 'RANGE', sortable: true },
  datetime: { palette: 'base', type: 'datetime', widget: 'datetime', storageTypes: ['timestamptz'], search: 'RANGE', sortable: true, render: 'datetime' },
  year: { palette: 'base', type: 'int', widget: 'year', storageTypes: ['smallint', 'integer'], search: 'RANGE', sortable: true },
  image: text('image', { search: null, sortable: false, render: 'image' }),
  file: text('file', { search: null, sortable: false }),
  editor: text('editor', { storageTypes: ['text'], length: undefined, search: 'LIKE', sortable: false, render: 'editor' }),
  // Senior.
  mobile: text('text', { palette: 'senior', length: 21, pattern: mobileRule }),
  idNumber: text('text', { palette: 'senior', length: 18, pattern: { source: ID_NUMBER_PATTERN.source, message: 'validate.idNumber' } }),
  account: text('text', { palette: 'senior', length: 15, pattern: accountRule }),
  varName: text('text', { palette: 'senior', length: 64, pattern: { source: VAR_NAME_PATTERN.source, message: 'validate.varName' } }),
  email: text('text', { palette: 'senior', length: 100, pattern: emailRule }),
  array: { palette: 'senior', type: 'json', widget: 'array', storageTypes: ['jsonb'], search: null, sortable: false, render: 'array' },
  // A list of pictures is drawn as the kit draws any list (an image cell shows one picture).
  images: { palette: 'senior', type: 'string[]', widget: 'images', storageTypes: ['jsonb'], search: null, sortable: false },
  files: { palette: 'senior', type: 'string[]', widget: 'files', storageTypes: ['jsonb'], search: null, sortable: false },
  selects: { palette: 'senior', type: 'string[]', widget: 'select', storageTypes: ['jsonb'], search: null, sortable: false, options: true, render: 'tags' },
  remoteSelects: { palette: 'senior', type: 'uuid[]', widget: 'remoteSelect', storageTypes: ['jsonb'], search: null, sortable: false, remote: 'multiple', render: 'tags' },
  city: text('city', { palette: 'senior', length: 20, search: 'eq', render: 'city' }),
  icon: text('iconSelect', { palette: 'senior', length: 50, search: null, sortable: false, render: 'icon' }),
  color: text('color', { palette: 'senior', length: 30, search: 'eq', sortable: false, render: 'color' }),
  colorPicker: text('color', { palette: 'senior', length: 30, search: 'eq', sortable: false, render: 'color' }),
} as const satisfies Record<string, CrudFieldKind>;

export type CrudFieldKindName = keyof typeof CRUD_FIELD_KINDS;
export const CRUD_FIELD_KIND_NAMES = Object.keys(CRUD_FIELD_KINDS) as CrudFieldKindName[];

export function crudKind(name: CrudFieldKindName): CrudFieldKind {
  return CRUD_FIELD_KINDS[name];
}

/**
 * PostgreSQL's reserved key words (reserved, and reserved that can be a function or type name): a table
 * or column may not take one. Every identifier is quoted in the SQL all the same; the rule keeps names
 * that read as SQL out of the schema, as BuildAdmin did.
 */
export const SQL_RESERVED_WORDS: ReadonlySet<string> = new Set(
  (
    'all analyse analyze and any array as asc asymmetric authorization binary both case cast check collate collation column ' +
    'concurrently constraint create cross current_catalog current_date current_role current_schema current_time current_timestamp ' +
    'current_user default deferrable desc distinct do else end except false fetch for foreign freeze from full grant group having ' +
    'ilike in initially inner intersect into is isnull join lateral leading left like limit localtime localtimestamp natural not ' +
    'notnull null offset on only or order outer overlaps placing primary references returning right select session_user similar ' +
    'some symmetric system_user table tablesample then to trailing true union unique user using variadic verbose when where window with'
  ).split(' '),
);

/** The columns every generated table has (platform/resource/described.ts adds them); only the common palette's own kinds take them. */
export const CRUD_KIT_COLUMNS = ['id', 'pid', 'weigh', 'created_by', 'created_at', 'updated_at', 'row_version'] as const;

export const CRUD_NAME_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;
export const CRUD_NAME_MAX = 63;
/** A table names its module too (`MODULE_NAME_PATTERN`): at most 40 characters. */
export const CRUD_TABLE_MAX = MODULE_NAME_MAX;
export const CRUD_MAX_FIELDS = 100;
export const CRUD_MAX_OPTIONS = 200;

export interface CrudTitles {
  'zh-cn': string;
  en: string;
}

export interface CrudStorage {
  type: CrudStorageType;
  /** varchar's characters. */
  length?: number;
  /** numeric's digits and decimal places. */
  precision?: number;
  scale?: number;
  nullable: boolean;
  /** The column's default, a literal of its type (a number, true/false, text; JSON for jsonb). */
  default?: string | number | boolean | null;
  index?: boolean;
  /** No two rows hold the same value (checked by the kit on every write). */
  unique?: boolean;
}

export interface CrudOption {
  value: string;
  title: CrudTitles;
}

export interface CrudFieldDesign {
  name: string;
  kind: CrudFieldKindName;
  title: CrudTitles;
  storage: CrudStorage;
  options?: CrudOption[];
  /** The resource a remote select picks from (`fleet.Ship`). */
  remote?: { resource: string; multiple?: boolean };
  required?: boolean;
  /** Length bounds for text, value bounds for numbers. */
  min?: number;
  max?: number;
  list: boolean;
  form: boolean;
  search: Operator | null;
  sortable: boolean;
  /** On alter: the column's previous name; a rename keeps its data. */
  from?: string;
}

export interface CrudTableDesign {
  name: string;
  title: CrudTitles;
  quickSearch: string[];
  defaultOrder: { field: string; direction: 'asc' | 'desc' };
  /** A menu directory's rule name; null: at the top of the menu. */
  menuParent: string | null;
  icon: string;
}

export interface CrudGenerateRequest {
  type: 'create' | 'alter';
  table: CrudTableDesign;
  fields: CrudFieldDesign[];
  /** Columns whose losses the user saw and accepted (the preview's `losses[].column`). */
  confirmLoss?: string[];
}

/** What a change would lose in one column, counted on the real rows. */
export interface CrudLoss {
  column: string;
  kind: 'drop' | 'narrow' | 'typeChange' | 'notNull';
  rows: number;
}

/** POST /admin/crud.Crud/preview */
export interface CrudPreview {
  statements: string[];
  losses: CrudLoss[];
}

/** A generated page in the log (`crud.Log`). */
export const CRUD_LOG_STATUSES = ['generated', 'deleted', 'failed'] as const;

/**
 * The generator's log: every design generated (or refused by the database), newest first. Its rights are
 * the generator menu's own (`crud/index`); a row's `design` is what "start from this design" loads.
 */
export const crudLogResource: ResourceDef = {
  name: 'crud.Log',
  path: 'crud',
  labelField: 'table_name',
  quickSearch: ['table_name', 'resource'],
  defaultOrder: { field: 'created_at', direction: 'desc' },
  actions: ['index'],
  fields: [
    { name: 'table_name', type: 'string', widget: 'text', max: 64, search: ['LIKE', 'eq'], sortable: true },
    { name: 'type', type: 'string', widget: 'select', options: ['create', 'alter'], max: 10, search: ['eq'], column: { render: 'tag' } },
    { name: 'resource', type: 'string', widget: 'text', max: 100, search: ['LIKE'] },
    { name: 'status', type: 'string', widget: 'select', options: CRUD_LOG_STATUSES, max: 10, search: ['eq'], column: { render: 'tag' } },
    { name: 'design', type: 'json', widget: 'array', form: 'none', column: { hidden: true } },
    { name: 'reason', type: 'string', widget: 'text', max: 500, form: 'none' },
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', sortable: true, search: ['RANGE'], column: { render: 'datetime' } },
  ],
};

/** The resource a table's design makes: `{table}.{PascalTable}`, at path `{table}/{camelTable}`. */
export function crudResourceNames(table: string): { module: string; name: string; path: string } {
  const words = table.split('_').filter(Boolean);
  const camel = words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
  return { module: table, name: `${table}.${camel[0]!.toUpperCase()}${camel.slice(1)}`, path: `${table}/${camel}` };
}

/**
 * A new field of a kind as the designer starts it: the palette's column, search and sorting, optional,
 * shown in the list and the form; titles left for the user (the name until then).
 */
export function defaultFieldDesign(kind: CrudFieldKindName, name?: string): CrudFieldDesign {
  const palette = crudKind(kind);
  const storage: CrudStorage = { type: palette.storageTypes[0]!, nullable: true };
  if (storage.type === 'varchar') storage.length = palette.length ?? 255;
  if (storage.type === 'numeric') {
    storage.precision = palette.precision ?? 10;
    storage.scale = palette.scale ?? 0;
  }
  if (kind === 'weigh') Object.assign(storage, { nullable: false, default: 0 });
  if (kind === 'status') Object.assign(storage, { nullable: false, default: 'enable' });
  const fieldName = palette.fixedName ?? name ?? kind.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return {
    name: fieldName,
    kind,
    title: { 'zh-cn': fieldName, en: fieldName },
    storage,
    ...(kind === 'status'
      ? { options: [{ value: 'enable', title: { 'zh-cn': '启用', en: 'Enabled' } }, { value: 'disable', title: { 'zh-cn': '禁用', en: 'Disabled' } }] }
      : palette.options
        ? { options: [] }
        : {}),
    list: !palette.writeOnly,
    form: !palette.fixedName,
    search: palette.search,
    sortable: palette.sortable,
  };
}

/** Text length bound of a column: varchar's length; text has none of its own (the form schema bounds it). */
function lengthOf(design: CrudFieldDesign): number | undefined {
  return design.storage.type === 'varchar' ? design.storage.length ?? crudKind(design.kind).length ?? 255 : undefined;
}

const INT_RANGE: Partial<Record<CrudStorageType, { min: number; max: number }>> = {
  smallint: { min: -32_768, max: 32_767 },
  integer: { min: -2_147_483_648, max: 2_147_483_647 },
  bigint: { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER },
};

/** The field's declaration, read by the kit (validation, search, table columns) as any resource's. */
export function fieldDefOfDesign(design: CrudFieldDesign): FieldDef {
  const kind = crudKind(design.kind);
  const storage = design.storage;
  // The kind decides single or multiple (remoteSelect, remoteSelects): its column is made for it.
  const type: FieldType = kind.type;
  const field: { -readonly [K in keyof FieldDef]: FieldDef[K] } = { name: design.name, type, widget: kind.widget };
  const fieldStorage: NonNullable<FieldDef['storage']> = { nullable: storage.nullable };
  const length = lengthOf(design);
  if (length) fieldStorage.length = length;
  if (storage.type === 'numeric') {
    fieldStorage.precision = storage.precision ?? kind.precision ?? 10;
    fieldStorage.scale = storage.scale ?? kind.scale ?? 0;
  }
  if (storage.index) fieldStorage.index = true;
  if (design.remote && type === 'uuid') fieldStorage.references = { resource: design.remote.resource };
  field.storage = fieldStorage;

  if (kind.fixedName) field.form = 'none';
  else if (!design.form) field.form = 'none';
  // A column that holds no empty value and has no default must be given: the form says so, not the database.
  const mustGive = !storage.nullable && (storage.default === undefined || storage.default === null);
  if ((design.required || mustGive) && !kind.fixedName) field.required = design.kind === 'password' && !mustGive ? 'add' : true;

  const range = INT_RANGE[storage.type];
  if (type === 'string') {
    // A text column holds at most its length: the form refuses longer, in the user's words.
    const max = design.max !== undefined ? Math.min(design.max, length ?? design.max) : length ?? (storage.type === 'text' ? 65_535 : undefined);
    if (max !== undefined) field.max = max;
    if (design.min !== undefined) field.min = design.min;
  } else if (type === 'int') {
    field.min = Math.max(design.min ?? range?.min ?? -2_147_483_648, range?.min ?? -Infinity);
    field.max = Math.min(design.max ?? range?.max ?? 2_147_483_647, range?.max ?? Infinity);
    if (design.kind === 'year') {
      field.min = Math.max(field.min, 1);
      field.max = Math.min(field.max, 9999);
    }
    // describedResource makes a bigint column of an int field whose bound passes integer's.
    if (storage.type === 'bigint' && field.max <= 2_147_483_647) field.max = Number.MAX_SAFE_INTEGER;
  }
  if (type === 'decimal') {
    const precision = fieldStorage.precision!;
    const scale = fieldStorage.scale!;
    const whole = Math.max(1, precision - scale);
    field.pattern = { source: scale > 0 ? `^-?\\d{1,${whole}}(?:\\.\\d{1,${scale}})?$` : `^-?\\d{1,${whole}}$`, message: 'validate.float' };
  } else if (kind.pattern) field.pattern = kind.pattern;

  if (kind.options && design.options?.length) field.options = design.options.map((option) => option.value);
  if (kind.remote && design.remote) field.remote = { url: `/admin/${design.remote.resource}/`, ...(type === 'uuid[]' ? { multiple: true } : {}) };
  if (design.search && !kind.writeOnly) field.search = [design.search];
  if (design.sortable && kind.sortable) field.sortable = true;
  if (kind.writeOnly) field.writeOnly = true;
  const column: NonNullable<FieldDef['column']> = {};
  if (kind.render) column.render = kind.render;
  if (!design.list || kind.writeOnly) column.hidden = true;
  if (Object.keys(column).length) field.column = column;
  const fallback = storage.default;
  if (fallback !== undefined && fallback !== null && !kind.fixedName) field.default = defaultValue(type, fallback);
  if (storage.unique && !kind.fixedName) field.unique = true;
  return field;
}

/** A design's default as the form's value: a number, a boolean, text, or the parsed JSON of a list. */
function defaultValue(type: FieldType, value: string | number | boolean): FieldDef['default'] {
  if (type === 'int' || type === 'decimal') return typeof value === 'number' ? value : Number(value);
  if (type === 'boolean') return value === true || value === 'true' || value === 1 || value === '1';
  if (type === 'string[]' || type === 'uuid[]') {
    if (typeof value !== 'string') return [];
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed.map(String) : [];
    } catch {
      return [];
    }
  }
  return String(value);
}

/**
 * The search operators a kind's column can take: a list kept as JSON is searched in its text only (an
 * equality would read the value as JSON); every other column takes them all (the kit checks the values).
 */
export function crudSearchOperators(kind: CrudFieldKindName): readonly Operator[] {
  const type = crudKind(kind).type;
  if (type === 'json' || type === 'string[]' || type === 'uuid[]' || kind === 'remoteSelects') return ['LIKE', 'NOT LIKE', 'NULL', 'NOT NULL'];
  return OPERATORS;
}

/** The resource a design makes: what its module package carries and the kit serves. */
export function resourceDescriptionOfDesign(request: Pick<CrudGenerateRequest, 'table' | 'fields'>): ResourceDescription {
  const { table, fields } = request;
  const names = crudResourceNames(table.name);
  const weigh = fields.some((field) => field.kind === 'weigh');
  const actions: ResourceAction[] = ['index', 'add', 'edit', 'del', ...(weigh ? (['sortable'] as const) : [])];
  const labelField = fields.find((field) => crudKind(field.kind).type === 'string' && !crudKind(field.kind).writeOnly)?.name ?? 'id';
  return {
    table: table.name,
    def: {
      name: names.name,
      path: names.path,
      fields: fields.map(fieldDefOfDesign),
      quickSearch: [...table.quickSearch],
      defaultOrder: { ...table.defaultOrder },
      labelField,
      ...(weigh ? { weigh: true } : {}),
      actions,
    },
  };
}

/** The words of a design: the menu's title, each field's and each option's, by the kit's keys. */
export function crudTranslations(request: Pick<CrudGenerateRequest, 'table' | 'fields'>): { 'zh-cn': Record<string, string>; en: Record<string, string> } {
  const { path } = crudResourceNames(request.table.name);
  const key = path.replace(/\//g, '.');
  const out = { 'zh-cn': {} as Record<string, string>, en: {} as Record<string, string> };
  for (const lang of ['zh-cn', 'en'] as const) {
    out[lang][`menu.${path}`] = request.table.title[lang];
    for (const field of request.fields) {
      out[lang][`${key}.${field.name}`] = field.title[lang];
      for (const option of field.options ?? []) out[lang][`${key}.${field.name}_options.${option.value}`] = option.title[lang];
    }
  }
  return out;
}

// ---- Validation of a request (the server's, and the designer's own checks) ----

/** An identifier: measured, then read by the pattern, then compared with the reserved words. */
export const crudIdentifierSchema = z
  .string({ error: 'validate.required' })
  .min(1, { error: 'validate.required' })
  .max(CRUD_NAME_MAX, { error: 'validate.tooLong', abort: true })
  .regex(CRUD_NAME_PATTERN, { error: 'crud.badName', abort: true })
  .refine((name) => !SQL_RESERVED_WORDS.has(name), { error: 'crud.reservedWord' });

const tableNameSchema = z
  .string({ error: 'validate.required' })
  .min(2, { error: 'validate.tooShort' })
  .max(CRUD_TABLE_MAX, { error: 'validate.tooLong', abort: true })
  .regex(CRUD_NAME_PATTERN, { error: 'crud.badName', abort: true })
  .refine((name) => !SQL_RESERVED_WORDS.has(name), { error: 'crud.reservedWord' });

const titlesSchema = z.strictObject({
  'zh-cn': z.string({ error: 'validate.required' }).trim().min(1, { error: 'validate.required' }).max(100, { error: 'validate.tooLong' }),
  en: z.string({ error: 'validate.required' }).trim().min(1, { error: 'validate.required' }).max(100, { error: 'validate.tooLong' }),
});

const storageSchema = z.strictObject({
  type: z.enum(CRUD_STORAGE_TYPES, { error: 'validate.invalid' }),
  length: z.number().int({ error: 'validate.integer' }).min(1, { error: 'validate.tooSmall' }).max(10_485_760, { error: 'validate.tooBig' }).optional(),
  precision: z.number().int({ error: 'validate.integer' }).min(1, { error: 'validate.tooSmall' }).max(38, { error: 'validate.tooBig' }).optional(),
  scale: z.number().int({ error: 'validate.integer' }).min(0, { error: 'validate.tooSmall' }).max(20, { error: 'validate.tooBig' }).optional(),
  nullable: z.boolean({ error: 'validate.boolean' }),
  default: z.union([z.string().max(1000, { error: 'validate.tooLong' }), z.number(), z.boolean(), z.null()]).optional(),
  index: z.boolean({ error: 'validate.boolean' }).optional(),
  unique: z.boolean({ error: 'validate.boolean' }).optional(),
});

const optionSchema = z.strictObject({
  value: z.string({ error: 'validate.required' }).min(1, { error: 'validate.required' }).max(50, { error: 'validate.tooLong', abort: true }).regex(/^[A-Za-z0-9_.-]+$/, { error: 'crud.badOption' }),
  title: titlesSchema,
});

const boundSchema = z.number({ error: 'validate.number' }).min(-Number.MAX_SAFE_INTEGER, { error: 'validate.tooSmall' }).max(Number.MAX_SAFE_INTEGER, { error: 'validate.tooBig' });

export const crudFieldDesignSchema = z
  .strictObject({
    name: crudIdentifierSchema,
    kind: z.enum(CRUD_FIELD_KIND_NAMES as [CrudFieldKindName, ...CrudFieldKindName[]], { error: 'validate.invalid' }),
    title: titlesSchema,
    storage: storageSchema,
    options: z.array(optionSchema).max(CRUD_MAX_OPTIONS, { error: 'validate.tooBig' }).optional(),
    remote: z
      .strictObject({
        resource: z.string().min(3, { error: 'validate.required' }).max(80, { error: 'validate.tooLong', abort: true }).regex(/^[a-z][a-z0-9_]*\.[A-Za-z][A-Za-z0-9]*$/, { error: 'crud.remoteUnknown' }),
        multiple: z.boolean().optional(),
      })
      .optional(),
    required: z.boolean({ error: 'validate.boolean' }).optional(),
    min: boundSchema.optional(),
    max: boundSchema.optional(),
    list: z.boolean({ error: 'validate.boolean' }),
    form: z.boolean({ error: 'validate.boolean' }),
    search: z.enum(OPERATORS, { error: 'validate.invalid' }).nullable(),
    sortable: z.boolean({ error: 'validate.boolean' }),
    from: crudIdentifierSchema.optional(),
  })
  .superRefine((field, ctx) => {
    const kind = crudKind(field.kind);
    const issue = (path: (string | number)[], message: MessageKey, params?: Record<string, unknown>) => ctx.addIssue({ code: 'custom', path, message, ...(params ? { params } : {}) });
    if (kind.fixedName && field.name !== kind.fixedName) issue(['name'], 'crud.fixedName', { name: kind.fixedName });
    if (!kind.fixedName && (CRUD_KIT_COLUMNS as readonly string[]).includes(field.name)) issue(['name'], 'crud.kitColumn', { name: field.name });
    if (!(kind.storageTypes as readonly string[]).includes(field.storage.type)) issue(['storage', 'type'], 'validate.invalidValue', { values: kind.storageTypes.join(', ') });
    if (field.storage.type === 'numeric' && (field.storage.scale ?? 0) > (field.storage.precision ?? 10)) issue(['storage', 'scale'], 'validate.tooBig', { max: field.storage.precision ?? 10 });
    if (kind.remote && !field.remote) issue(['remote'], 'validate.required');
    const operators = crudSearchOperators(field.kind);
    if (field.search && !operators.includes(field.search)) issue(['search'], 'validate.invalidValue', { values: operators.join(', ') });
    const noDefault = field.storage.default === undefined || field.storage.default === null;
    if (!kind.fixedName && !field.form && !field.storage.nullable && noDefault) issue(['storage', 'default'], 'crud.hiddenNeedsDefault');
    if (kind.options && field.kind !== 'status' && !field.options?.length) issue(['options'], 'validate.required');
    const given = field.storage.default;
    if (field.options?.length && typeof given === 'string' && crudKind(field.kind).type === 'string' && !field.options.some((option) => option.value === given)) {
      issue(['storage', 'default'], 'validate.invalidValue', { values: field.options.map((option) => option.value).join(', ') });
    }
    if (field.options) {
      const seen = new Set<string>();
      field.options.forEach((option, i) => {
        if (seen.has(option.value)) issue(['options', i, 'value'], 'record.duplicate');
        seen.add(option.value);
      });
    }
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) issue(['min'], 'validate.tooBig', { max: field.max });
  });

export const crudTableDesignSchema = z.strictObject({
  name: tableNameSchema,
  title: titlesSchema,
  quickSearch: z.array(crudIdentifierSchema).max(20, { error: 'validate.tooBig' }),
  defaultOrder: z.strictObject({ field: crudIdentifierSchema, direction: z.enum(['asc', 'desc'], { error: 'validate.invalid' }) }),
  menuParent: z.string().max(80, { error: 'validate.tooLong', abort: true }).regex(/^[A-Za-z0-9_/.-]+$/, { error: 'validate.ruleName' }).nullable(),
  icon: z.string().max(60, { error: 'validate.tooLong', abort: true }).regex(/^[A-Za-z0-9 _:-]*$/, { error: 'validate.invalid' }),
});

export const crudGenerateRequestSchema = z
  .strictObject({
    type: z.enum(['create', 'alter'], { error: 'validate.invalid' }),
    table: crudTableDesignSchema,
    fields: z.array(crudFieldDesignSchema).min(1, { error: 'validate.required' }).max(CRUD_MAX_FIELDS, { error: 'validate.tooBig' }),
    confirmLoss: z.array(crudIdentifierSchema).max(CRUD_MAX_FIELDS, { error: 'validate.tooBig' }).optional(),
  })
  .superRefine((request, ctx) => {
    const names = new Set<string>();
    request.fields.forEach((field, i) => {
      if (names.has(field.name)) ctx.addIssue({ code: 'custom', path: ['fields', i, 'name'], message: 'crud.duplicateField', params: { name: field.name } });
      names.add(field.name);
    });
    const froms = new Set<string>();
    request.fields.forEach((field, i) => {
      if (!field.from) return;
      if (froms.has(field.from)) ctx.addIssue({ code: 'custom', path: ['fields', i, 'from'], message: 'crud.duplicateField', params: { name: field.from } });
      froms.add(field.from);
    });
    const known = new Set([...names, 'id', 'created_at', 'updated_at']);
    request.table.quickSearch.forEach((name, i) => {
      const field = request.fields.find((candidate) => candidate.name === name);
      if (!field || crudKind(field.kind).type !== 'string' || crudKind(field.kind).writeOnly) ctx.addIssue({ code: 'custom', path: ['table', 'quickSearch', i], message: 'crud.unknownField', params: { name } });
    });
    if (!known.has(request.table.defaultOrder.field)) ctx.addIssue({ code: 'custom', path: ['table', 'defaultOrder', 'field'], message: 'crud.unknownField', params: { name: request.table.defaultOrder.field } });
  });

export type CrudGenerateBody = z.infer<typeof crudGenerateRequestSchema>;
