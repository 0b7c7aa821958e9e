import { describe, expect, it } from 'vitest';
import { crudKind, defaultFieldDesign, fieldDefOfDesign, type CrudFieldKindName } from '@vessel/contract';
import {
  designIssues,
  designReducer,
  emptyDesign,
  fieldIndexOfPath,
  freeFieldName,
  lossColumns,
  lossesConfirmed,
  newField,
  paletteKinds,
  requestOf,
  type DesignAction,
  type DesignState,
  type DesignWords,
} from './design-state';

const words: DesignWords = {
  kind: (kind) => ({ 'zh-cn': `中${kind}`, en: `en ${kind}` }),
  option: (n) => ({ 'zh-cn': `选项${n}`, en: `Option ${n}` }),
  status: { enable: { 'zh-cn': '启用', en: 'Enabled' }, disable: { 'zh-cn': '禁用', en: 'Disabled' } },
};

const run = (actions: DesignAction[], state: DesignState = emptyDesign()) => actions.reduce(designReducer, state);
const add = (kind: CrudFieldKindName): DesignAction => ({ type: 'add', kind, words });

describe('the palettes', () => {
  it('offer every kind once, in the three palettes', () => {
    const all = [...paletteKinds('common'), ...paletteKinds('base'), ...paletteKinds('senior')];
    expect(new Set(all).size).toBe(all.length);
    expect(paletteKinds('common')).toContain('remoteSelect');
    expect(paletteKinds('senior')).toContain('city');
  });
});

describe('adding a field', () => {
  it('takes the kind defaults: first storage type, length, search, titles in both languages', () => {
    const state = run([add('string')]);
    expect(state.fields).toHaveLength(1);
    expect(state.fields[0]).toMatchObject({ name: 'string', kind: 'string', storage: { type: 'varchar', length: 255, nullable: true }, search: 'LIKE', sortable: true, list: true, form: true });
    expect(state.fields[0]!.title).toEqual({ 'zh-cn': '中string', en: 'en string' });
    expect(state.selected).toBe(0);
    // The contract's start of a field, under the designer's words.
    for (const kind of ['float', 'weigh', 'password', 'editor'] as const) {
      const { title: _title, ...rest } = defaultFieldDesign(kind, newField(kind, [], words)!.name);
      expect(newField(kind, [], words)).toMatchObject(rest);
    }
  });

  it('numbers a taken name and never proposes a reserved word or a kit column', () => {
    expect(freeFieldName('string', new Set(['string']))).toBe('string_1');
    expect(freeFieldName('select', new Set())).toBe('select_1');
    expect(freeFieldName('remoteSelect', new Set())).toBe('remote_select');
    const state = run([add('select'), add('select')]);
    expect(state.fields.map((field) => field.name)).toEqual(['select_1', 'select_2']);
  });

  it('gives options to a kind that has them, enable/disable to status, a fixed column its name once', () => {
    const state = run([add('status'), add('radio'), add('createTime'), add('createTime')]);
    expect(state.fields.map((field) => field.name)).toEqual(['status', 'radio', 'created_at']);
    expect(state.fields[0]!.options?.map((option) => option.value)).toEqual(['enable', 'disable']);
    expect(state.fields[0]!.storage).toMatchObject({ default: 'enable', nullable: false });
    expect(state.fields[1]!.options).toHaveLength(2);
    expect(state.fields[2]!.form).toBe(false);
    // Adding the fixed column again selects the one there.
    expect(state.selected).toBe(2);
  });

  it('puts a new field after the selected one', () => {
    const state = run([add('string'), add('integer'), { type: 'select', index: 0 }, add('date')]);
    expect(state.fields.map((field) => field.kind)).toEqual(['string', 'date', 'integer']);
    expect(state.selected).toBe(1);
  });

  it('makes a field the contract turns into a declaration the kit takes', () => {
    for (const kind of ['float', 'year', 'password', 'city', 'checkbox'] as const) {
      const field = newField(kind, [], words)!;
      const def = fieldDefOfDesign(field);
      expect(def.widget).toBe(crudKind(kind).widget);
    }
  });
});

describe('moving and removing fields', () => {
  const three = () => run([add('string'), add('integer'), add('date')]);

  it('moves a field and keeps the selection on the same field', () => {
    let state = designReducer(three(), { type: 'select', index: 1 });
    state = designReducer(state, { type: 'move', from: 0, to: 2 });
    expect(state.fields.map((field) => field.kind)).toEqual(['integer', 'date', 'string']);
    expect(state.fields[state.selected!]!.kind).toBe('integer');
    state = designReducer(state, { type: 'move', from: 2, to: 0 });
    expect(state.fields.map((field) => field.kind)).toEqual(['string', 'integer', 'date']);
    expect(state.fields[state.selected!]!.kind).toBe('integer');
  });

  it('ignores a move past the ends as a move to the end', () => {
    const state = designReducer(three(), { type: 'move', from: 0, to: 99 });
    expect(state.fields.map((field) => field.kind)).toEqual(['integer', 'date', 'string']);
    expect(designReducer(emptyDesign(), { type: 'move', from: 0, to: 1 })).toEqual(emptyDesign());
  });

  it('removes a field, its quick search and its default sort', () => {
    let state = three();
    state = designReducer(state, { type: 'table', patch: { quickSearch: ['string'], defaultOrder: { field: 'string', direction: 'asc' } } });
    state = designReducer(state, { type: 'select', index: 2 });
    state = designReducer(state, { type: 'remove', index: 0 });
    expect(state.fields.map((field) => field.kind)).toEqual(['integer', 'date']);
    expect(state.selected).toBe(1);
    expect(state.table.quickSearch).toEqual([]);
    expect(state.table.defaultOrder).toEqual({ field: 'created_at', direction: 'asc' });
    state = designReducer(designReducer(state, { type: 'remove', index: 1 }), { type: 'remove', index: 0 });
    expect(state.selected).toBeNull();
    expect(designReducer(state, { type: 'remove', index: 5 })).toBe(state);
  });

  it('follows a rename in the quick search and the default sort', () => {
    let state = designReducer(three(), { type: 'table', patch: { quickSearch: ['string'], defaultOrder: { field: 'string', direction: 'asc' } } });
    state = designReducer(state, { type: 'field', index: 0, patch: { name: 'title' } });
    expect(state.table.quickSearch).toEqual(['title']);
    expect(state.table.defaultOrder.field).toBe('title');
  });
});

describe('changing a field kind', () => {
  it('keeps the name, titles and a column type the new kind takes; brings or drops options', () => {
    let state = run([add('string')]);
    state = designReducer(state, { type: 'field', index: 0, patch: { name: 'grade', title: { 'zh-cn': '等级', en: 'Grade' } } });
    state = designReducer(state, { type: 'kind', index: 0, kind: 'select', words });
    expect(state.fields[0]).toMatchObject({ name: 'grade', kind: 'select', title: { en: 'Grade' }, storage: { type: 'varchar', length: 255 }, search: 'eq' });
    expect(state.fields[0]!.options).toHaveLength(2);
    state = designReducer(state, { type: 'kind', index: 0, kind: 'integer', words });
    expect(state.fields[0]!.storage).toEqual({ type: 'integer', nullable: true });
    expect(state.fields[0]!.options).toBeUndefined();
  });

  it('never turns a field into a fixed column or back', () => {
    const state = run([add('string'), add('weigh')]);
    expect(designReducer(state, { type: 'kind', index: 0, kind: 'weigh', words })).toBe(state);
    expect(designReducer(state, { type: 'kind', index: 1, kind: 'string', words })).toBe(state);
  });
});

describe('storage', () => {
  it('keeps what still applies when the column type changes', () => {
    let state = run([add('textarea')]);
    expect(state.fields[0]!.storage).toEqual({ type: 'text', nullable: true });
    state = designReducer(state, { type: 'storage', index: 0, patch: { type: 'varchar' } });
    expect(state.fields[0]!.storage).toEqual({ type: 'varchar', length: 255, nullable: true });
    state = designReducer(state, { type: 'storage', index: 0, patch: { length: 80, default: undefined } });
    expect(state.fields[0]!.storage).toEqual({ type: 'varchar', length: 80, nullable: true });
    expect('default' in state.fields[0]!.storage).toBe(false);
  });

  it('gives numeric its digits', () => {
    const state = run([add('float')]);
    expect(state.fields[0]!.storage).toMatchObject({ type: 'numeric', precision: 10, scale: 2 });
  });
});

describe('loading a design', () => {
  it('remembers each column on alter, so a rename keeps its data', () => {
    const design = run([add('string'), add('integer')]);
    const loaded = designReducer(emptyDesign(), { type: 'load', design: { table: design.table, fields: design.fields }, mode: 'alter' });
    expect(loaded.type).toBe('alter');
    expect(loaded.fields.map((field) => field.from)).toEqual(['string', 'integer']);
    const created = designReducer(emptyDesign(), { type: 'load', design: { table: design.table, fields: loaded.fields }, mode: 'create' });
    expect(created.fields.every((field) => field.from === undefined)).toBe(true);
    // The loaded copy is the designer's own: editing it leaves the log's design alone.
    expect(loaded.fields[0]).not.toBe(design.fields[0]);
  });
});

describe('checking a design with the server schema', () => {
  it('says where each problem is', () => {
    let state = run([add('string'), add('remoteSelect')]);
    state = designReducer(state, { type: 'field', index: 0, patch: { name: 'select' } });
    const issues = designIssues(requestOf(state));
    expect(issues.get('table.name')?.key).toBeDefined();
    expect(issues.get('fields.0.name')?.key).toBe('crud.reservedWord');
    expect(issues.get('fields.1.remote')?.key).toBe('validate.required');
    expect(fieldIndexOfPath('fields.1.remote')).toBe(1);
    expect(fieldIndexOfPath('table.name')).toBeNull();
  });

  it('passes a complete design', () => {
    let state = run([add('string'), add('status')]);
    state = designReducer(state, { type: 'table', patch: { name: 'bunker_note', title: { 'zh-cn': '加油单', en: 'Bunker notes' }, quickSearch: ['string'] } });
    expect([...designIssues(requestOf(state)).keys()]).toEqual([]);
    expect(requestOf(state, ['a']).confirmLoss).toEqual(['a']);
    expect('confirmLoss' in requestOf(state, [])).toBe(false);
  });
});

describe('confirming losses', () => {
  const losses = [
    { column: 'remark', kind: 'drop' as const, rows: 3 },
    { column: 'code', kind: 'narrow' as const, rows: 2 },
    { column: 'code', kind: 'notNull' as const, rows: 1 },
  ];

  it('groups them by column and waits for every column', () => {
    expect(lossColumns(losses).map((entry) => [entry.column, entry.losses.length])).toEqual([
      ['remark', 1],
      ['code', 2],
    ]);
    expect(lossesConfirmed(losses, new Set(['remark']))).toBe(false);
    expect(lossesConfirmed(losses, new Set(['remark', 'code']))).toBe(true);
    expect(lossesConfirmed([], new Set())).toBe(true);
  });
});
