/**
 * A resource's fields as table columns, and a row's value as what a cell shows: pure decisions, so
 * that the table component only draws them (STYLE habit 3).
 */
import { fieldLabelKey, namePairs, namesFor, optionLabelKey, type FieldDef, type Lang, type NamePair, type Operator, type ResourceDef } from '@vessel/contract';

export { NAME_PAIR, namePairs } from '@vessel/contract';
import { isSortable } from './table-state';
import { keyValueText, richTextExcerpt } from './widget-values';

export type CellRender = NonNullable<NonNullable<FieldDef['column']>['render']>;

export interface ColumnSpec {
  /** The field name: the column's key and the row's data index. */
  key: string;
  /** Translation key of the heading (backend namespace). */
  labelKey: string;
  render: CellRender;
  sortable: boolean;
  /** Operators of the column filter; empty when the column cannot be filtered. */
  operators: readonly Operator[];
  /** Hidden until the user shows it. */
  defaultHidden: boolean;
  width?: number;
  /**
   * The record's state (its `status` tag): drawn last and fixed to the right beside the row actions, so a
   * table wider than the window (ships, seafarers, certificates on a 1366-px screen) still shows it.
   */
  pinned: boolean;
  field: FieldDef;
  /** The record's name in both languages, drawn in this one column (see `namePairs`). */
  pair?: NamePair;
}

/** How a field is drawn when its declaration does not say. */
export function defaultRender(field: FieldDef): CellRender {
  if (field.column?.render) return field.column.render;
  if (field.type === 'boolean') return 'switch';
  if (field.type === 'datetime') return 'datetime';
  if (field.type === 'uuid[]' || field.type === 'string[]') return 'tags';
  if (field.widget === 'iconSelect') return 'icon';
  if (field.widget === 'image') return 'image';
  // A region by its names, a colour as a swatch, rich text and key/value rows as a line of text.
  if (field.widget === 'editor' || field.widget === 'city' || field.widget === 'color' || field.widget === 'array') return field.widget;
  return 'text';
}

/**
 * Every readable field is a column; a write-only one (a password) never is. A tree's `pid` starts
 * hidden: the tree itself shows the parent.
 */
export function columnSpecs(def: Pick<ResourceDef, 'path' | 'fields' | 'defaultOrder' | 'tree'>): ColumnSpec[] {
  const order = new Map(def.fields.map((field, index) => [field.name, index]));
  const holders = new Map<string, NamePair>();
  const companions = new Set<string>();
  for (const pair of namePairs(def)) {
    const [holder, companion] = order.get(pair.en)! < order.get(pair.zh)! ? [pair.en, pair.zh] : [pair.zh, pair.en];
    holders.set(holder, pair);
    companions.add(companion);
  }
  const specs = def.fields
    .filter((field) => !field.writeOnly)
    .map((field) => ({
      key: field.name,
      // The column of a name pair shows both names: it is headed by the name itself ('Name', 船名), not one language's.
      labelKey: fieldLabelKey(def, holders.has(field.name) ? { name: holders.get(field.name)!.en.replace(/_en$/, '') } : field),
      render: defaultRender(field),
      sortable: isSortable(def, field.name),
      operators: field.search ?? [],
      defaultHidden: field.column?.hidden === true || (field.type === 'json' && field.widget !== 'array') || (def.tree === true && field.name === 'pid') || companions.has(field.name),
      ...(field.column?.width !== undefined ? { width: field.column.width } : {}),
      pinned: field.name === 'status' && defaultRender(field) === 'tag',
      field,
      ...(holders.has(field.name) ? { pair: holders.get(field.name)! } : {}),
    }));
  // Pinned columns last, the others in their declared order (the sort is stable).
  return specs.sort((a, b) => Number(a.pinned) - Number(b.pinned));
}

/** One label of a cell: a translation key (an option) or a text as the server sent it. */
export type CellLabel = { labelKey: string; value: string } | { text: string };

export type CellContent =
  | { kind: 'empty' }
  | { kind: 'text'; label: CellLabel }
  | { kind: 'names'; first: string; second: string }
  | { kind: 'tag'; label: CellLabel; value: string }
  | { kind: 'tags'; labels: CellLabel[] }
  | { kind: 'switch'; checked: boolean }
  | { kind: 'datetime'; iso: string }
  | { kind: 'icon'; name: string }
  | { kind: 'image'; url: string }
  | { kind: 'json'; text: string }
  /** A line of text, cut (rich text without its tags, key/value pairs). */
  | { kind: 'excerpt'; text: string }
  | { kind: 'region'; codes: string }
  | { kind: 'color'; value: string };

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A value's label: its option's translation key when the field has options, else the value or the server's `{field}_label`. */
function labelOf(def: Pick<ResourceDef, 'path'>, field: FieldDef, value: unknown, serverLabel?: unknown): CellLabel {
  if (field.options?.some((option) => String(option) === String(value))) {
    return { labelKey: optionLabelKey(def, field, value as string | number), value: String(value) };
  }
  if (typeof serverLabel === 'string' && serverLabel !== '') return { text: serverLabel };
  return { text: typeof value === 'string' ? value : JSON.stringify(value) };
}

/** A record's name in both languages as a reader sees it (`namesFor`). */
export function pairNames(pair: NamePair, row: Record<string, unknown>, lang: Lang): { first: string; second: string } {
  return namesFor(lang, row[pair.en], row[pair.zh]);
}

/**
 * What a cell shows for a row. The server presents related records' names as `{field}_label` (a
 * string, or a list beside a list of ids); they are shown instead of ids, in Chinese to a Chinese reader
 * when the server sends `{field}_label_zh` too. A name in two languages (`pair`) shows both, the reader's first.
 */
export function cellContent(
  def: Pick<ResourceDef, 'path'>,
  column: Pick<ColumnSpec, 'render' | 'field' | 'pair'>,
  row: Record<string, unknown>,
  lang: Lang = 'en',
): CellContent {
  const { field } = column;
  if (column.pair && column.render === 'text') {
    const names = pairNames(column.pair, row, lang);
    return names.first ? { kind: 'names', ...names } : { kind: 'empty' };
  }
  const value = row[field.name];
  // A related record named in both languages comes as `{field}_label` (English) and `{field}_label_zh`.
  const chinese = row[`${field.name}_label_zh`];
  const serverLabel = lang === 'zh-cn' && !isBlank(chinese) ? chinese : row[`${field.name}_label`];
  if (column.render === 'switch') return { kind: 'switch', checked: value === true || value === 1 || value === '1' };
  if (isBlank(value)) return { kind: 'empty' };
  switch (column.render) {
    case 'tags': {
      const values = Array.isArray(value) ? value : [value];
      const labels = Array.isArray(serverLabel) ? serverLabel : [];
      return { kind: 'tags', labels: values.map((item, index) => labelOf(def, field, item, labels[index])) };
    }
    case 'tag':
      return { kind: 'tag', label: labelOf(def, field, value, serverLabel), value: String(value) };
    case 'datetime':
      return { kind: 'datetime', iso: String(value) };
    case 'icon':
      return { kind: 'icon', name: String(value) };
    case 'image':
      return { kind: 'image', url: String(value) };
    case 'editor': {
      const text = richTextExcerpt(value);
      return text ? { kind: 'excerpt', text } : { kind: 'empty' };
    }
    case 'array': {
      const text = keyValueText(value);
      return text ? { kind: 'excerpt', text } : { kind: 'empty' };
    }
    case 'city':
      return { kind: 'region', codes: String(value) };
    case 'color':
      return { kind: 'color', value: String(value) };
    default:
      if (field.type === 'json' || (typeof value === 'object' && !Array.isArray(value))) {
        return { kind: 'json', text: JSON.stringify(value) };
      }
      if (Array.isArray(value)) {
        const labels = Array.isArray(serverLabel) ? serverLabel : [];
        return { kind: 'tags', labels: value.map((item, index) => labelOf(def, field, item, labels[index])) };
      }
      return { kind: 'text', label: labelOf(def, field, value, serverLabel) };
  }
}

/** A colour for an option tag, the same for the same option everywhere. */
const NAMED_COLOURS: Record<string, string> = {
  enable: 'success',
  disable: 'default',
  menu_dir: 'gold',
  menu: 'blue',
  button: 'default',
};
const PALETTE = ['blue', 'green', 'orange', 'purple', 'cyan', 'magenta', 'gold', 'geekblue'];

export function tagColour(field: Pick<FieldDef, 'options'>, value: string): string {
  if (NAMED_COLOURS[value]) return NAMED_COLOURS[value];
  const index = field.options?.findIndex((option) => String(option) === value) ?? -1;
  return index >= 0 ? PALETTE[index % PALETTE.length]! : 'default';
}
