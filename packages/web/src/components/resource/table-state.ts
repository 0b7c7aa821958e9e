/**
 * A resource table's state (page, page size, sort, quick search, column filters) as it lives in the
 * page's URL, so that a list can be shared and reloaded, and as the list query of CONTRACT.md
 * (`page`, `limit`, `order=field,asc|desc`, `quickSearch`, `search[n][field|val|operator]`).
 *
 * In the URL a filter is `search.{field}={operator}:{value}`; a list value (IN, RANGE) is comma
 * separated, as the server reads it. Anything the resource does not declare is dropped on the way in,
 * so a hand-made URL never becomes a refused request.
 */
import { LIST_LIMIT, OPERATORS, type FieldDef, type Operator, type ResourceDef } from '@vessel/contract';
import { dayFilterValue } from './date-filter';

export interface TableFilter {
  field: string;
  operator: Operator;
  /** The value as sent: a comma-separated list for IN and RANGE (RANGE: `from,to`, either may be empty). */
  val: string;
}

export interface TableOrder {
  field: string;
  direction: 'asc' | 'desc';
}

export interface TableState {
  page: number;
  limit: number;
  /** null: the resource's default order. */
  order: TableOrder | null;
  quickSearch: string;
  filters: TableFilter[];
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export const DEFAULT_TABLE_STATE: TableState = {
  page: 1,
  limit: LIST_LIMIT.default,
  order: null,
  quickSearch: '',
  filters: [],
};

const FILTER_PREFIX = 'search.';
/** The URL keys this module owns; any other query parameter of the page is left alone. */
const OWN_KEYS = ['page', 'limit', 'order', 'quickSearch'];

/** Operators that need no value. */
export const VALUELESS_OPERATORS: readonly Operator[] = ['NULL', 'NOT NULL'];

function positiveInt(text: string | null, fallback: number, max: number): number {
  if (text === null || !/^\d+$/.test(text)) return fallback;
  const value = Number(text);
  return value >= 1 ? Math.min(value, max) : fallback;
}

function isOperator(value: string): value is Operator {
  return (OPERATORS as readonly string[]).includes(value);
}

function searchableField(def: Pick<ResourceDef, 'fields'>, name: string): FieldDef | undefined {
  return def.fields.find((field) => field.name === name && !!field.search?.length);
}

/** Whether a column may sort: the field says so, or it is the resource's default order. */
export function isSortable(def: Pick<ResourceDef, 'fields' | 'defaultOrder'>, name: string): boolean {
  return def.fields.some((field) => field.name === name && (field.sortable || def.defaultOrder.field === name));
}

/** A filter counts only when it says something: a value, or an operator that needs none. */
export function isActiveFilter(filter: TableFilter): boolean {
  if (VALUELESS_OPERATORS.includes(filter.operator)) return true;
  return filter.val.split(',').some((part) => part.trim() !== '');
}

export function parseTableState(params: URLSearchParams, def: Pick<ResourceDef, 'fields' | 'defaultOrder'>): TableState {
  const state: TableState = {
    ...DEFAULT_TABLE_STATE,
    page: positiveInt(params.get('page'), DEFAULT_TABLE_STATE.page, 1_000_000),
    limit: positiveInt(params.get('limit'), DEFAULT_TABLE_STATE.limit, LIST_LIMIT.max),
    quickSearch: (params.get('quickSearch') ?? '').slice(0, 200),
    filters: [],
  };
  const [field, direction] = (params.get('order') ?? '').split(',');
  if (field && (direction === 'asc' || direction === 'desc') && isSortable(def, field)) state.order = { field, direction };
  for (const [key, value] of params) {
    if (!key.startsWith(FILTER_PREFIX)) continue;
    const name = key.slice(FILTER_PREFIX.length);
    const declared = searchableField(def, name);
    const separator = value.indexOf(':');
    const operator = separator < 0 ? '' : value.slice(0, separator);
    if (!declared || !isOperator(operator) || !declared.search!.includes(operator)) continue;
    const written = value.slice(separator + 1);
    // A day filter of an old link (unix seconds) is read as the ISO days it meant.
    const filter = { field: name, operator, val: declared.type === 'date' ? dayFilterValue(written) : written };
    if (isActiveFilter(filter) && !state.filters.some((held) => held.field === name)) state.filters.push(filter);
  }
  return state;
}

/**
 * The page's query with the table state written in: defaults are left out, other parameters kept.
 */
export function writeTableState(current: URLSearchParams, state: TableState): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    if (!OWN_KEYS.includes(key) && !key.startsWith(FILTER_PREFIX)) next.append(key, value);
  }
  if (state.page !== DEFAULT_TABLE_STATE.page) next.set('page', String(state.page));
  if (state.limit !== DEFAULT_TABLE_STATE.limit) next.set('limit', String(state.limit));
  if (state.order) next.set('order', `${state.order.field},${state.order.direction}`);
  if (state.quickSearch.trim()) next.set('quickSearch', state.quickSearch.trim());
  for (const filter of state.filters) {
    if (isActiveFilter(filter)) next.set(`${FILTER_PREFIX}${filter.field}`, `${filter.operator}:${filter.val}`);
  }
  return next;
}

/** The list query of CONTRACT.md; axios writes `search` as `search[0][field]=…` (checked in the tests). */
export function listParams(state: TableState, options: { paged: boolean } = { paged: true }): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  if (options.paged) {
    params.page = state.page;
    params.limit = state.limit;
  }
  if (state.order) params.order = `${state.order.field},${state.order.direction}`;
  if (state.quickSearch.trim()) params.quickSearch = state.quickSearch.trim();
  const filters = state.filters.filter(isActiveFilter);
  if (filters.length) {
    params.search = filters.map((filter) =>
      VALUELESS_OPERATORS.includes(filter.operator)
        ? { field: filter.field, operator: filter.operator }
        : { field: filter.field, val: filter.val, operator: filter.operator },
    );
  }
  return params;
}

/** Sets or clears one column's filter; any change of what is shown goes back to the first page. */
export function withFilter(state: TableState, field: string, filter: Omit<TableFilter, 'field'> | null): TableState {
  const others = state.filters.filter((held) => held.field !== field);
  const next = filter && isActiveFilter({ field, ...filter }) ? [...others, { field, ...filter }] : others;
  return { ...state, filters: next, page: 1 };
}

export function filterOf(state: TableState, field: string): TableFilter | undefined {
  return state.filters.find((filter) => filter.field === field);
}

/**
 * The active filters the table's columns do not show: on a hidden column, or on a field without one (a
 * dashboard link's `search.id`). The page names them above the table, or a list would look whole.
 */
export function filtersOutOfSight(state: Pick<TableState, 'filters'>, shownColumns: readonly string[]): TableFilter[] {
  return state.filters.filter((filter) => isActiveFilter(filter) && !shownColumns.includes(filter.field));
}
