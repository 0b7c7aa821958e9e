import type { MessageKey } from '../messages/index.js';

/**
 * A resource's fields, declared once and read by the server (storage, validation, search) and by the
 * web kit (table columns, form items). A field says how it is stored (`type`) apart from how it is
 * shown and edited (`widget`), so the runtime CRUD generator can describe resources as data later.
 */
/** `decimal`: a numeric column (read as a number, written as a number or its plain text; `pattern` bounds its digits). */
export type FieldType = 'string' | 'string[]' | 'int' | 'decimal' | 'boolean' | 'datetime' | 'date' | 'uuid' | 'uuid[]' | 'json';

/**
 * How a field is edited and shown (spec §3's generated form field types). `editor`: rich text, HTML the
 * server sanitises; `city`: province, city and district codes joined by ',' (`110000,110100,110101`);
 * `color`: a CSS colour; `array`: key/value rows (`KeyValueRow[]`, a json field); `year`: a year (int).
 */
export const WIDGETS = [
  'text',
  'password',
  'textarea',
  'number',
  'switch',
  'select',
  'radio',
  'checkbox',
  'date',
  'time',
  'datetime',
  'treeSelect',
  'remoteSelect',
  'iconSelect',
  'image',
  'images',
  'file',
  'files',
  'editor',
  'city',
  'color',
  'array',
  'year',
] as const;
export type Widget = (typeof WIDGETS)[number];

/** One row of an `array` field. */
export interface KeyValueRow {
  key: string;
  value: string;
}

/** Search operators of CONTRACT.md ("NOT" forms included). */
export const OPERATORS = ['eq', 'ne', 'gt', 'egt', 'lt', 'elt', 'LIKE', 'NOT LIKE', 'IN', 'NOT IN', 'RANGE', 'NOT RANGE', 'NULL', 'NOT NULL'] as const;
export type Operator = (typeof OPERATORS)[number];

/** A filter of a remote select's choices, as the list query writes one (`search[n]`). */
export interface RemoteFilter {
  field: string;
  operator: Operator;
  val?: string;
}

/**
 * How a field is stored, for a resource described by data (STYLE.md habit 2: storage apart from the
 * widget): the kit makes its column and migration from this alone. Resources with a hand-written table
 * leave it out; their table file says it.
 */
export interface FieldStorage {
  /** Characters of a text column (varchar); absent: the field's `max`, else unbounded text. */
  length?: number;
  /** Digits and scale of a decimal column. */
  precision?: number;
  scale?: number;
  /** The column may be empty (null); absent: nullable unless the field is required. */
  nullable?: boolean;
  /** Looked up often (a filter, a join): indexed. */
  index?: boolean;
  /**
   * A reference to another resource's record (`fleet.Ship`): a foreign key, and a form value the kit
   * checks against the caller's data scope of that resource. A delete of the record referred to is
   * refused while references remain, unless `onDelete` says otherwise.
   */
  references?: { resource: string; onDelete?: 'restrict' | 'set null' | 'cascade' };
}

/** How a table cell draws a value; the last four are the widgets of the same name (a swatch, region names...). */
export const COLUMN_RENDERS = ['text', 'tag', 'switch', 'datetime', 'icon', 'image', 'tags', 'editor', 'city', 'color', 'array'] as const;

export interface FieldDef {
  name: string;
  type: FieldType;
  widget: Widget;
  /** Its column, for a resource described by data. */
  storage?: FieldStorage;
  /** Required on add and edit, or on add only (a password kept when left empty on edit). */
  required?: boolean | 'add';
  /** Length bounds for text, value bounds for numbers. */
  min?: number;
  max?: number;
  /** A rule with its message key (spec §5 account, password...). */
  pattern?: { source: string; message: MessageKey };
  /** Fixed choices for select, radio, checkbox; their labels are `optionLabelKey`. */
  options?: readonly (string | number)[];
  /**
   * The choices are the enabled items of this dictionary type (`dict_item`, system settings), not fixed
   * `options`: for a `string` (select, radio) or `string[]` (checkbox, select) field. The server refuses a
   * value that is not an enabled item (`validate.dictItem`); a value the record already holds stays valid
   * when its item is later disabled. The web lists the items (`GET /admin/ajax/dict?type=`) and shows
   * their names in the reader's language.
   */
  dict?: string;
  /**
   * A department reference whose `eq` filter takes the department's whole subtree (a fleet group's to-dos
   * are those of its ships), as the data scope takes departments.
   */
  subtree?: boolean;
  /**
   * Options that each stand for a family of stored values `{option}-{suffix}` (an alert's `gap` stage is
   * stored as `gap-{fingerprint}`, one per shortfall): an `eq`, `ne`, `IN` or `NOT IN` filter on such an
   * option takes the whole family, so the filter offers the word a user reads, not every stored code.
   */
  optionFamilies?: readonly string[];
  /**
   * Where a remote or tree select gets its choices: a resource base URL answering `select=true`; `search`
   * narrows them by declared fields of that resource (a seafarer's rank: ship ranks, not shore posts).
   */
  remote?: { url: string; multiple?: boolean; search?: readonly RemoteFilter[] };
  /** Shown as a table column, and how. */
  column?: { render?: (typeof COLUMN_RENDERS)[number]; width?: number; hidden?: boolean };
  /** Operators a column filter may use; absent means the field cannot be searched. */
  search?: readonly Operator[];
  sortable?: boolean;
  /**
   * The options are listed from lowest to highest rank (info, warn, critical; low … urgent): the field
   * sorts by that rank, not by the alphabet (which puts "critical" before "info" before "warn").
   */
  ranked?: boolean;
  /** In which form the field appears; absent means both. */
  form?: 'both' | 'add' | 'edit' | 'none';
  /** Never returned by the server (passwords). */
  writeOnly?: boolean;
  default?: string | number | boolean | null | readonly string[];
  /**
   * No two records hold the same value (the kit checks it on every add and edit, in the write's
   * transaction, and refuses on this field). An empty value (null or '') never collides.
   * `scope`: unique only among records with the same values of these fields (a certificate number per
   * ship); there an empty scope value is a value of its own (one "every ship type" requirement).
   * `ignoreCase`: 'ABC' and 'abc' collide (user names, e-mail addresses, codes typed by hand).
   * `message`: the key answered on the field; absent, `record.duplicate`.
   */
  unique?: true | { scope?: readonly string[]; ignoreCase?: boolean; message?: MessageKey };
}

/** A field's uniqueness declaration in its long form (`unique: true` is `{}`); null when not unique. */
export function uniqueRule(field: FieldDef): { scope: readonly string[]; ignoreCase: boolean; message: MessageKey } | null {
  if (!field.unique) return null;
  const rule = field.unique === true ? {} : field.unique;
  return { scope: rule.scope ?? [], ignoreCase: rule.ignoreCase ?? false, message: rule.message ?? 'record.duplicate' };
}

export interface ResourceDef {
  /** `{module}.{Resource}`: the base URL is `/admin/{name}/`. */
  name: string;
  /** The page path under /admin, and the right prefix: `{module}/{resource}`. */
  path: string;
  fields: readonly FieldDef[];
  /** Fields `quickSearch` looks in (LIKE). */
  quickSearch: readonly string[];
  /**
   * Default order: field and direction, and the keys that break its ties (`then`: alerts by level, then
   * the nearest due date first). The tie-breakers also follow when a user sorts by the default's field.
   */
  defaultOrder: { field: string; direction: 'asc' | 'desc'; then?: ReadonlyArray<{ field: string; direction: 'asc' | 'desc' }> };
  /** The label of a row in remote selects. */
  labelField: string;
  /** Rows form a tree through `pid`. */
  tree?: boolean;
  /** Rows have a `weigh` the user can drag (sortable action). */
  weigh?: boolean;
  /** Which generic actions exist; a log has no add or edit. */
  actions: readonly ResourceAction[];
  /** Workflow actions of this resource (restore, rollback, submit...). */
  steps?: readonly ResourceStep[];
  /**
   * The fields that name one record in an imported file, where no unique field does (a certificate by its
   * number and type): a row naming a record the caller sees updates it instead of adding another. A unique
   * field (with its scope) serves as such a key without saying so.
   */
  importKey?: readonly string[];
}

/**
 * A resource described by data alone (a module's, or a design of the CRUD generator): its declaration, its
 * table's name, and which fields carry its data scope. The server makes its table, migration and actions
 * from this; nothing in it is code, so it can be stored and sent.
 */
export interface ResourceDescription {
  def: ResourceDef;
  /** The SQL table: `{module}_{resource}` in snake case by convention. */
  table: string;
  /**
   * The data scope: the field holding the record's department (a ship is a department) and whether the
   * record belongs to its creator (`created_by`, the `self` scope).
   */
  scope?: { department?: string; owner?: boolean };
}

export type ResourceAction = 'index' | 'add' | 'edit' | 'del' | 'sortable';

/** A workflow action beyond the generic ones (`POST {base}{name}`), named and guarded like them. */
export interface ResourceStep {
  name: string;
  /** Acts on the selected rows (`{ids}`) rather than on one record. */
  batch: boolean;
}

/** The base URL of a resource's actions (CONTRACT.md). */
export function resourceBase(resource: Pick<ResourceDef, 'name'>): string {
  return `/admin/${resource.name}/`;
}

/** The right of a resource's action: `{module}/{resource}/{action}`; the menu right is the path alone. */
export function resourceRight(resource: Pick<ResourceDef, 'path'>, action?: ResourceAction | string): string {
  return action ? `${resource.path}/${action}` : resource.path;
}

/**
 * Translation keys, one convention for every resource (web `backend` namespace):
 * `{module}.{resource}.{field}`, `{module}.{resource}.{field}_options.{value}`. The page's title is its
 * menu's title, `menu.{path}` (the same words in the menu, the tab and the heading); a title under the
 * resource's own key would collide with a field named `title` (rules, log lines).
 */
export function resourceKey(resource: Pick<ResourceDef, 'path'>): string {
  return resource.path.replace(/\//g, '.');
}
export function titleKey(resource: Pick<ResourceDef, 'path'>): string {
  return `menu.${resource.path}`;
}
export function fieldLabelKey(resource: Pick<ResourceDef, 'path'>, field: Pick<FieldDef, 'name'>): string {
  return `${resourceKey(resource)}.${field.name}`;
}
export function optionLabelKey(resource: Pick<ResourceDef, 'path'>, field: Pick<FieldDef, 'name'>, value: string | number): string {
  return `${resourceKey(resource)}.${field.name}_options.${value}`;
}

export function fieldsForForm(resource: Pick<ResourceDef, 'fields'>, mode: 'add' | 'edit'): FieldDef[] {
  return resource.fields.filter((field) => {
    const form = field.form ?? 'both';
    return form === 'both' || form === mode;
  });
}
