import { describe, expect, it } from 'vitest';
import { adminLogResource, adminResource, certificateResource, certificateTypeResource, departmentResource, positionResource, ruleResource, seafarerResource, shipResource, type FieldDef } from '@vessel/contract';
import { cellContent, columnSpecs, namePairs, pairNames, tagColour } from './resource-columns';

const column = (name: string, def = adminResource) => columnSpecs(def).find((spec) => spec.key === name)!;

describe('fields as table columns', () => {
  it('makes every readable field a column, never a write-only one', () => {
    const keys = columnSpecs(adminResource).map((spec) => spec.key);
    expect(keys).toContain('username');
    expect(keys).toContain('group_arr');
    expect(keys).not.toContain('password');
  });

  it('takes heading, sorting, filter operators and visibility from the declaration', () => {
    expect(column('username')).toMatchObject({ labelKey: 'auth.admin.username', sortable: true, operators: ['eq', 'LIKE'], defaultHidden: false, render: 'text' });
    expect(column('nickname')).toMatchObject({ sortable: false, operators: ['LIKE'] });
    expect(column('avatar')).toMatchObject({ render: 'image', operators: [] });
    expect(column('group_arr').render).toBe('tags');
    expect(column('is_leader').render).toBe('switch');
    expect(column('url', ruleResource).defaultHidden).toBe(true);
    expect(column('data', adminLogResource).defaultHidden).toBe(true);
    expect(column('weigh', ruleResource).sortable).toBe(true);
    expect(column('pid', ruleResource).defaultHidden).toBe(true);
  });

  it("pins the record's status last, fixed beside the row actions, however wide the table", () => {
    for (const def of [shipResource, seafarerResource, certificateResource, adminResource]) {
      const specs = columnSpecs(def).filter((spec) => !spec.defaultHidden);
      expect(specs.at(-1), def.name).toMatchObject({ key: 'status', pinned: true });
      expect(specs.filter((spec) => spec.pinned).map((spec) => spec.key), def.name).toEqual(['status']);
    }
    // The other columns keep their declared order.
    const declared = shipResource.fields.filter((field) => !field.writeOnly && field.name !== 'status').map((field) => field.name);
    expect(columnSpecs(shipResource).map((spec) => spec.key)).toEqual([...declared, 'status']);
  });
});

describe('a row as cells', () => {
  const row = {
    id: 'a',
    username: 'bosun',
    status: 'enable',
    weight_type: 2,
    group_arr: ['g1', 'g2'],
    group_arr_label: ['Deck', 'Engine'],
    department_id: 'd1',
    department_id_label: 'MV Aurora',
    is_leader: true,
    avatar: '',
    created_at: '2026-03-05T14:07:00.000Z',
  };

  it('shows text, and a related record by the label the server sent', () => {
    expect(cellContent(adminResource, column('username'), row)).toEqual({ kind: 'text', label: { text: 'bosun' } });
    expect(cellContent(adminResource, column('department_id'), row)).toEqual({ kind: 'text', label: { text: 'MV Aurora' } });
  });

  it('shows an option as a tag labelled by its translation key', () => {
    expect(cellContent(adminResource, column('status'), row)).toEqual({
      kind: 'tag',
      value: 'enable',
      label: { labelKey: 'auth.admin.status_options.enable', value: 'enable' },
    });
    expect(cellContent(adminResource, column('weight_type'), row)).toMatchObject({ label: { labelKey: 'auth.admin.weight_type_options.2' } });
  });

  it('shows a list of ids as tags of their labels', () => {
    expect(cellContent(adminResource, column('group_arr'), row)).toEqual({ kind: 'tags', labels: [{ text: 'Deck' }, { text: 'Engine' }] });
  });

  it('shows switches, dates, blanks and json', () => {
    expect(cellContent(adminResource, column('is_leader'), row)).toEqual({ kind: 'switch', checked: true });
    expect(cellContent(adminResource, column('is_leader'), { id: 'b' })).toEqual({ kind: 'switch', checked: false });
    expect(cellContent(adminResource, column('created_at'), row)).toEqual({ kind: 'datetime', iso: row.created_at });
    expect(cellContent(adminResource, column('avatar'), row)).toEqual({ kind: 'empty' });
    expect(cellContent(adminLogResource, column('data', adminLogResource), { id: 'c', data: { a: 1 } })).toEqual({ kind: 'json', text: '{"a":1}' });
  });

  it('colours the same option the same way', () => {
    const field = { options: ['x', 'y'] } as Pick<FieldDef, 'options'>;
    expect(tagColour(field, 'enable')).toBe('success');
    expect(tagColour(field, 'y')).toBe(tagColour(field, 'y'));
    expect(tagColour(field, 'x')).not.toBe(tagColour(field, 'y'));
  });
});

describe('names in two languages', () => {
  const visible = (def: Parameters<typeof columnSpecs>[0]) => columnSpecs(def).filter((spec) => !spec.defaultHidden).map((spec) => spec.key);

  it('read as one column, so that no list shows the Chinese name twice', () => {
    for (const def of [seafarerResource, shipResource, positionResource, certificateTypeResource, departmentResource]) {
      const shown = visible(def);
      for (const pair of namePairs(def)) expect([pair.en, pair.zh].filter((name) => shown.includes(name)), def.name).toHaveLength(1);
    }
    expect(column('name_en', seafarerResource)).toMatchObject({ pair: { en: 'name_en', zh: 'name_zh' }, labelKey: 'crew.seafarer.name' });
    expect(column('name_zh', seafarerResource).defaultHidden).toBe(true);
    // A department's Chinese name is `name`, declared first: it holds the column.
    expect(column('name', departmentResource).pair).toEqual({ en: 'name_en', zh: 'name' });
    expect(column('name_en', departmentResource).defaultHidden).toBe(true);
  });

  it("show the reader's language first and the other beneath, once when they are the same", () => {
    const spec = column('name_en', seafarerResource);
    const row = { id: 's', name_en: 'ZHANG WEI', name_zh: '张伟' };
    expect(cellContent(seafarerResource, spec, row, 'zh-cn')).toEqual({ kind: 'names', first: '张伟', second: 'ZHANG WEI' });
    expect(cellContent(seafarerResource, spec, row, 'en')).toEqual({ kind: 'names', first: 'ZHANG WEI', second: '张伟' });
    expect(cellContent(seafarerResource, spec, { id: 's', name_en: 'ZHANG WEI', name_zh: '' }, 'zh-cn')).toEqual({ kind: 'names', first: 'ZHANG WEI', second: '' });
    expect(pairNames({ en: 'name_en', zh: 'name' }, { name: 'Fleet A', name_en: 'Fleet A' }, 'en')).toEqual({ first: 'Fleet A', second: '' });
    expect(cellContent(seafarerResource, spec, { id: 's' }, 'en')).toEqual({ kind: 'empty' });
  });

  it('pairs only free-text names, never a code list or a lone English field', () => {
    expect(namePairs(adminResource)).toEqual([]);
    expect(namePairs({ fields: [{ name: 'title_en', type: 'string', widget: 'text' }] })).toEqual([]);
  });
});

describe('related records', () => {
  it("are named in the reader's language when the server sends both (a rank reads 大副 in zh-cn)", () => {
    const spec = column('rank_id', seafarerResource);
    const row = { id: 's', rank_id: 'r', rank_id_label: 'Chief Officer', rank_id_label_zh: '大副' };
    expect(cellContent(seafarerResource, spec, row, 'zh-cn')).toEqual({ kind: 'text', label: { text: '大副' } });
    expect(cellContent(seafarerResource, spec, row, 'en')).toEqual({ kind: 'text', label: { text: 'Chief Officer' } });
    expect(cellContent(seafarerResource, spec, { ...row, rank_id_label_zh: '' }, 'zh-cn')).toEqual({ kind: 'text', label: { text: 'Chief Officer' } });
  });
});
