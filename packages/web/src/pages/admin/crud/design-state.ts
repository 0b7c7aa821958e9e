/**
 * The designer's state and what the user does to it (pure, tested): a design is the request the server
 * generates from (`CrudGenerateRequest`), plus which field is selected. Kind defaults come from the
 * contract's palette, so the designer proposes what the server would take.
 */
import {
  CRUD_FIELD_KINDS,
  CRUD_KIT_COLUMNS,
  SQL_RESERVED_WORDS,
  crudGenerateRequestSchema,
  crudKind,
  defaultFieldDesign,
  type CrudFieldDesign,
  type CrudFieldKindName,
  type CrudGenerateRequest,
  type CrudLoss,
  type CrudPalette,
  type CrudStorage,
  type CrudStorageType,
  type CrudTableDesign,
  type CrudTitles,
} from '@vessel/contract';
import { issueMessage, type IssueLike, type MessageRef } from '../../../components/resource/form-items';

export interface DesignState {
  type: 'create' | 'alter';
  table: CrudTableDesign;
  fields: CrudFieldDesign[];
  /** The selected field's index; null: the table's options are shown. */
  selected: number | null;
}

/** The words a new field or option is given in both languages (from the locales of each). */
export interface DesignWords {
  kind(kind: CrudFieldKindName): CrudTitles;
  option(n: number): CrudTitles;
  status: { enable: CrudTitles; disable: CrudTitles };
}

export type DesignAction =
  | { type: 'load'; design: Pick<CrudGenerateRequest, 'table' | 'fields'>; mode: 'create' | 'alter' }
  | { type: 'add'; kind: CrudFieldKindName; words: DesignWords }
  | { type: 'move'; from: number; to: number }
  | { type: 'remove'; index: number }
  | { type: 'select'; index: number | null }
  | { type: 'field'; index: number; patch: Partial<CrudFieldDesign> }
  | { type: 'kind'; index: number; kind: CrudFieldKindName; words: DesignWords }
  | { type: 'storage'; index: number; patch: Partial<CrudStorage> }
  | { type: 'table'; patch: Partial<CrudTableDesign> };

export const PALETTES: readonly CrudPalette[] = ['common', 'base', 'senior'];

export function paletteKinds(palette: CrudPalette): CrudFieldKindName[] {
  return (Object.keys(CRUD_FIELD_KINDS) as CrudFieldKindName[]).filter((name) => crudKind(name).palette === palette);
}

export function emptyDesign(): DesignState {
  return {
    type: 'create',
    table: { name: '', title: { 'zh-cn': '', en: '' }, quickSearch: [], defaultOrder: { field: 'created_at', direction: 'desc' }, menuParent: null, icon: '' },
    fields: [],
    selected: null,
  };
}

/** A kind's name as a column: camelCase to snake_case. */
function columnOf(kind: CrudFieldKindName): string {
  return kind.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The first free name from a kind: its own, else numbered; never a reserved word nor a kit column. */
export function freeFieldName(kind: CrudFieldKindName, taken: ReadonlySet<string>): string {
  const base = columnOf(kind);
  const free = (name: string) => !taken.has(name) && !SQL_RESERVED_WORDS.has(name) && !(CRUD_KIT_COLUMNS as readonly string[]).includes(name);
  if (free(base)) return base;
  for (let n = 1; ; n++) if (free(`${base}_${n}`)) return `${base}_${n}`;
}

/** The storage of a column type, keeping what still applies (a varchar's length, a numeric's digits). */
export function storageOfType(kind: CrudFieldKindName, type: CrudStorageType, previous?: CrudStorage): CrudStorage {
  const defaults = crudKind(kind);
  const next: CrudStorage = { type, nullable: previous?.nullable ?? true };
  if (type === 'varchar') next.length = previous?.length ?? defaults.length ?? 255;
  if (type === 'numeric') {
    next.precision = previous?.precision ?? defaults.precision ?? 10;
    next.scale = previous?.scale ?? defaults.scale ?? 0;
  }
  if (previous?.default !== undefined && previous.type === type) next.default = previous.default;
  if (previous?.index) next.index = true;
  if (previous?.unique) next.unique = true;
  return next;
}

/**
 * A new field of a kind: the contract's start (`defaultFieldDesign`: the palette's column, search,
 * sorting, status with its options) under a free name, with the kind's titles in both languages and two
 * options to rename where the kind has options; null when the kind's fixed column is there already.
 */
export function newField(kindName: CrudFieldKindName, fields: readonly CrudFieldDesign[], words: DesignWords): CrudFieldDesign | null {
  const kind = crudKind(kindName);
  if (kind.fixedName && fields.some((field) => field.name === kind.fixedName)) return null;
  const field = defaultFieldDesign(kindName, kind.fixedName ?? freeFieldName(kindName, new Set(fields.map((field) => field.name))));
  field.title = { ...words.kind(kindName) };
  if (kindName === 'status') {
    field.options = [
      { value: 'enable', title: { ...words.status.enable } },
      { value: 'disable', title: { ...words.status.disable } },
    ];
  } else if (kind.options) {
    field.options = [1, 2].map((n) => ({ value: `opt${n}`, title: words.option(n) }));
  }
  return field;
}

function clampIndex(index: number, length: number): number {
  return Math.max(0, Math.min(length - 1, index));
}

/** Follows a field's rename (or removal, `to` null) in the table's options that name it. */
function retarget(table: CrudTableDesign, from: string, to: string | null): CrudTableDesign {
  const quickSearch = to === null ? table.quickSearch.filter((name) => name !== from) : table.quickSearch.map((name) => (name === from ? to : name));
  const defaultOrder = table.defaultOrder.field === from ? { ...table.defaultOrder, field: to ?? 'created_at' } : table.defaultOrder;
  return { ...table, quickSearch, defaultOrder };
}

export function designReducer(state: DesignState, action: DesignAction): DesignState {
  switch (action.type) {
    case 'load': {
      // Altering a generated table: every field remembers the column it was, so a rename keeps its data.
      const fields = action.design.fields.map((field) => {
        const { from: _from, ...rest } = structuredClone(field);
        return action.mode === 'alter' ? { ...rest, from: field.name } : rest;
      });
      return { type: action.mode, table: structuredClone(action.design.table), fields, selected: fields.length ? 0 : null };
    }
    case 'add': {
      const field = newField(action.kind, state.fields, action.words);
      if (!field) {
        const existing = state.fields.findIndex((candidate) => candidate.name === crudKind(action.kind).fixedName);
        return { ...state, selected: existing };
      }
      // A new field goes after the selected one, as BuildAdmin's designer puts it.
      const at = state.selected === null ? state.fields.length : state.selected + 1;
      const fields = [...state.fields.slice(0, at), field, ...state.fields.slice(at)];
      return { ...state, fields, selected: at };
    }
    case 'move': {
      if (state.fields.length === 0) return state;
      const from = clampIndex(action.from, state.fields.length);
      const to = clampIndex(action.to, state.fields.length);
      if (from === to) return state;
      const fields = [...state.fields];
      const [moved] = fields.splice(from, 1);
      fields.splice(to, 0, moved!);
      let selected = state.selected;
      if (selected === from) selected = to;
      else if (selected !== null && from < selected && to >= selected) selected -= 1;
      else if (selected !== null && from > selected && to <= selected) selected += 1;
      return { ...state, fields, selected };
    }
    case 'remove': {
      const removed = state.fields[action.index];
      if (!removed) return state;
      const fields = state.fields.filter((_, i) => i !== action.index);
      let selected = state.selected;
      if (selected !== null) {
        if (selected === action.index) selected = fields.length ? Math.min(action.index, fields.length - 1) : null;
        else if (selected > action.index) selected -= 1;
      }
      const stillNamed = fields.some((field) => field.name === removed.name);
      return { ...state, fields, selected, table: stillNamed ? state.table : retarget(state.table, removed.name, null) };
    }
    case 'select':
      return { ...state, selected: action.index !== null && state.fields[action.index] ? action.index : null };
    case 'field': {
      const current = state.fields[action.index];
      if (!current) return state;
      const next = { ...current, ...action.patch };
      const fields = state.fields.map((field, i) => (i === action.index ? next : field));
      const table = action.patch.name !== undefined && action.patch.name !== current.name ? retarget(state.table, current.name, next.name) : state.table;
      return { ...state, fields, table };
    }
    case 'kind': {
      const current = state.fields[action.index];
      if (!current || current.kind === action.kind) return state;
      const kind = crudKind(action.kind);
      // A fixed column is added from the palette, never made by changing another field's kind.
      if (kind.fixedName || crudKind(current.kind).fixedName) return state;
      const defaults = newField(action.kind, state.fields, action.words)!;
      const allowed = (kind.storageTypes as readonly CrudStorageType[]).includes(current.storage.type);
      const next: CrudFieldDesign = {
        ...current,
        kind: action.kind,
        storage: allowed ? current.storage : defaults.storage,
        search: defaults.search,
        sortable: defaults.sortable,
        list: defaults.list,
      };
      if (kind.options) next.options = current.options?.length ? current.options : defaults.options;
      else delete next.options;
      if (!kind.remote) delete next.remote;
      else if (next.remote) next.remote = { resource: next.remote.resource, ...(kind.remote === 'multiple' ? { multiple: true } : {}) };
      return { ...state, fields: state.fields.map((field, i) => (i === action.index ? next : field)) };
    }
    case 'storage': {
      const current = state.fields[action.index];
      if (!current) return state;
      const typeChanged = action.patch.type !== undefined && action.patch.type !== current.storage.type;
      const base = typeChanged ? storageOfType(current.kind, action.patch.type!, current.storage) : current.storage;
      const storage = { ...base, ...(typeChanged ? { type: action.patch.type! } : action.patch) };
      // Absent and undefined are the same to the server; keep the request free of undefined keys.
      for (const key of Object.keys(storage) as (keyof CrudStorage)[]) if (storage[key] === undefined) delete storage[key];
      return { ...state, fields: state.fields.map((field, i) => (i === action.index ? { ...field, storage } : field)) };
    }
    case 'table':
      return { ...state, table: { ...state.table, ...action.patch } };
  }
}

/** The request the server takes from the state; `confirmLoss` only when the user confirmed losses. */
export function requestOf(state: DesignState, confirmLoss?: readonly string[]): CrudGenerateRequest {
  return { type: state.type, table: state.table, fields: state.fields, ...(confirmLoss?.length ? { confirmLoss: [...confirmLoss] } : {}) };
}

/**
 * The design checked with the server's own schema: messages by path (`table.name`, `fields.2.name`,
 * `fields.0.options.1.value`), the first per path, so each shows where it belongs before any request.
 */
export function designIssues(request: CrudGenerateRequest): Map<string, MessageRef> {
  const result = crudGenerateRequestSchema.safeParse(request);
  const issues = new Map<string, MessageRef>();
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (issues.has(path)) continue;
    const message = issueMessage(issue as unknown as IssueLike);
    const params = (issue as { params?: Record<string, string | number> }).params;
    issues.set(path, params ? { key: message.key, params: { ...message.params, ...params } } : message);
  }
  return issues;
}

/** The field index a message path belongs to (`fields.3.storage.length` → 3), or null for the table's. */
export function fieldIndexOfPath(path: string): number | null {
  const match = /^fields\.(\d+)(?:\.|$)/.exec(path);
  return match ? Number(match[1]) : null;
}

/** The columns a preview says would lose data, each once, with what and how many rows. */
export function lossColumns(losses: readonly CrudLoss[]): { column: string; losses: CrudLoss[] }[] {
  const byColumn = new Map<string, CrudLoss[]>();
  for (const loss of losses) byColumn.set(loss.column, [...(byColumn.get(loss.column) ?? []), loss]);
  return [...byColumn].map(([column, list]) => ({ column, losses: list }));
}

/** Generating may go on once every column that loses data is confirmed. */
export function lossesConfirmed(losses: readonly CrudLoss[], confirmed: ReadonlySet<string>): boolean {
  return losses.every((loss) => confirmed.has(loss.column));
}
