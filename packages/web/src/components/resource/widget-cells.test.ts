import { describe, expect, it } from 'vitest';
import type { FieldDef, ResourceDef } from '@vessel/contract';
import { formItemSpecs, formPayload, initialFormValues, validateFieldValue } from './form-items';
import { cellContent, columnSpecs, defaultRender } from './resource-columns';

const fields: FieldDef[] = [
  { name: 'body', type: 'string', widget: 'editor', required: true },
  { name: 'region', type: 'string', widget: 'city' },
  { name: 'colour', type: 'string', widget: 'color' },
  { name: 'extra', type: 'json', widget: 'array' },
  { name: 'built', type: 'int', widget: 'year' },
  { name: 'tags', type: 'string[]', widget: 'select', options: ['a', 'b'] },
  { name: 'ships', type: 'uuid[]', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/', multiple: true } },
];
const def: Pick<ResourceDef, 'path' | 'fields' | 'defaultOrder'> = { path: 'widget/notice', fields, defaultOrder: { field: 'body', direction: 'asc' } };
const field = (name: string) => fields.find((item) => item.name === name)!;
const column = (name: string) => ({ render: defaultRender(field(name)), field: field(name) });

describe('the new widgets in the table', () => {
  it('draws each by its widget, the key/value rows shown like any column', () => {
    expect(fields.map(defaultRender)).toEqual(['editor', 'city', 'color', 'array', 'text', 'tags', 'tags']);
    expect(columnSpecs(def).find((spec) => spec.key === 'extra')?.defaultHidden).toBe(false);
  });

  it('shows rich text as text, regions by their codes to be named, colours as swatches, rows as pairs', () => {
    expect(cellContent(def, column('body'), { body: '<p>Hello <strong>crew</strong></p>' })).toEqual({ kind: 'excerpt', text: 'Hello crew' });
    expect(cellContent(def, column('body'), { body: '<p></p>' })).toEqual({ kind: 'empty' });
    expect(cellContent(def, column('region'), { region: '110000,110100' })).toEqual({ kind: 'region', codes: '110000,110100' });
    expect(cellContent(def, column('colour'), { colour: '#1677ff' })).toEqual({ kind: 'color', value: '#1677ff' });
    expect(cellContent(def, column('extra'), { extra: [{ key: 'Port', value: 'Shanghai' }] })).toEqual({ kind: 'excerpt', text: 'Port: Shanghai' });
    expect(cellContent(def, column('extra'), { extra: [] })).toEqual({ kind: 'empty' });
    expect(cellContent(def, column('built'), { built: 2008 })).toEqual({ kind: 'text', label: { text: '2008' } });
  });
});

describe('the new widgets in the form', () => {
  it('starts key/value rows as none and a record without them as none, and sends them as they are', () => {
    expect(initialFormValues(def, 'add').extra).toEqual([]);
    expect(initialFormValues(def, 'edit', { extra: null, built: 2008, region: '110000' })).toMatchObject({ extra: [], built: 2008, region: '110000' });
    const rows = [{ key: 'a', value: '1' }];
    expect(formPayload(def, 'add', { body: '<p>x</p>', extra: rows, built: 2030, region: '', colour: '#fff' })).toMatchObject({ extra: rows, built: 2030, region: '', colour: '#fff' });
  });

  it('checks them with the server\'s rules as the user types', () => {
    expect(validateFieldValue(field('body'), 'add', '')?.key).toBe('validate.editorRequired');
    expect(validateFieldValue(field('region'), 'add', '110000,120100')?.key).toBe('validate.city');
    expect(validateFieldValue(field('colour'), 'add', 'blue')?.key).toBe('validate.color');
    expect(validateFieldValue(field('extra'), 'add', [{ key: '', value: '' }])?.key).toBe('validate.keyValueRows');
    expect(validateFieldValue(field('built'), 'add', 1800)?.key).toBe('validate.tooSmall');
    expect(validateFieldValue(field('built'), 'add', null)).toBeNull();
  });

  it('makes a string[] select and a multiple remote select multiple', () => {
    const specs = formItemSpecs(def, 'add');
    expect(specs.find((spec) => spec.name === 'tags')?.multiple).toBe(true);
    expect(specs.find((spec) => spec.name === 'ships')?.multiple).toBe(true);
    expect(specs.find((spec) => spec.name === 'region')?.multiple).toBe(false);
  });
});
