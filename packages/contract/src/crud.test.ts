import { describe, expect, it } from 'vitest';
import {
  CRUD_FIELD_KIND_NAMES,
  crudGenerateRequestSchema,
  crudKind,
  crudResourceNames,
  defaultFieldDesign,
  fieldDefOfDesign,
  resourceDescriptionOfDesign,
  type CrudFieldDesign,
  type CrudFieldKindName,
  type CrudGenerateRequest,
} from './crud.js';
import { fieldSchema } from './resource/form-schema.js';
import { WIDGETS } from './resource/fields.js';
import { resourceDefSchema } from './schemas/resource-definitions.js';

function field(kind: CrudFieldKindName, name: string, extra: Partial<CrudFieldDesign> = {}): CrudFieldDesign {
  const palette = crudKind(kind);
  return {
    name: palette.fixedName ?? name,
    kind,
    title: { 'zh-cn': name, en: name },
    storage: { type: palette.storageTypes[0]!, nullable: true, ...(palette.length ? { length: palette.length } : {}) },
    list: true,
    form: true,
    search: palette.search,
    sortable: palette.sortable,
    ...(palette.options ? { options: [{ value: 'a', title: { 'zh-cn': '甲', en: 'A' } }] } : {}),
    ...(palette.remote ? { remote: { resource: 'fleet.Ship', ...(palette.remote === 'multiple' ? { multiple: true } : {}) } } : {}),
    ...extra,
  };
}

const request = (fields: CrudFieldDesign[], table = 'bunker_note'): CrudGenerateRequest => ({
  type: 'create',
  table: { name: table, title: { 'zh-cn': '加油单', en: 'Bunker notes' }, quickSearch: [], defaultOrder: { field: 'created_at', direction: 'desc' }, menuParent: null, icon: '' },
  fields,
});

const issues = (value: unknown) => {
  const result = crudGenerateRequestSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the CRUD palette', () => {
  it('covers every generated form field type of spec §3, each with a widget the kit draws', () => {
    const spec: Record<string, CrudFieldKindName> = {
      mobile: 'mobile', 'Id number': 'idNumber', account: 'account', password: 'password', 'variable name': 'varName', email: 'email', date: 'date',
      number: 'number', float: 'float', integer: 'integer', time: 'time', file: 'file', array: 'array', switch: 'switch', year: 'year', image: 'image',
      select: 'select', string: 'string', radio: 'radio', checkbox: 'checkbox', 'rich text': 'editor', 'multi image': 'images', textarea: 'textarea',
      'time date': 'datetime', 'remote select': 'remoteSelect', 'city select': 'city', 'icon select': 'icon', 'color picker': 'colorPicker', color: 'color',
    };
    for (const kind of Object.values(spec)) expect(CRUD_FIELD_KIND_NAMES).toContain(kind);
    for (const kind of CRUD_FIELD_KIND_NAMES) expect(WIDGETS).toContain(crudKind(kind).widget);
  });

  it('makes of every kind a declaration the definitions document accepts', () => {
    const fields = CRUD_FIELD_KIND_NAMES.map((kind, i) => field(kind, `f${i}`));
    expect(issues(request(fields))).toEqual({});
    const description = resourceDescriptionOfDesign(request(fields));
    expect(resourceDefSchema.safeParse(description.def).success).toBe(true);
    expect(description).toMatchObject({ table: 'bunker_note', def: { name: 'bunker_note.BunkerNote', path: 'bunker_note/bunkerNote', weigh: true, actions: ['index', 'add', 'edit', 'del', 'sortable'] } });
  });

  it('checks values with the spec §5 rules and messages', () => {
    const check = (kind: CrudFieldKindName, value: unknown, extra: Partial<CrudFieldDesign> = {}) => {
      const result = fieldSchema(fieldDefOfDesign(field(kind, 'x', extra)), 'add').safeParse(value);
      return result.success ? 'ok' : result.error.issues[0]!.message;
    };
    expect(check('mobile', '+86 138 0000 0000')).toBe('ok');
    expect(check('mobile', 'call me')).toBe('validate.mobile');
    expect(check('idNumber', '1234')).toBe('validate.idNumber');
    expect(check('account', '1abc')).toBe('validate.account');
    expect(check('password', 'a<b>cdef')).toBe('validate.password');
    expect(check('varName', 'fuel-oil')).toBe('validate.varName');
    expect(check('email', 'a@b')).toBe('validate.email');
    // A float has the digits of its column: 8 before the point and 2 after, for numeric(10,2).
    expect(check('float', '12345678.12', { storage: { type: 'numeric', precision: 10, scale: 2, nullable: true } })).toBe('ok');
    expect(check('float', '123456789', { storage: { type: 'numeric', precision: 10, scale: 2, nullable: true } })).toBe('validate.float');
    expect(check('float', '1.234', { storage: { type: 'numeric', precision: 10, scale: 2, nullable: true } })).toBe('validate.float');
    // A varchar's length bounds the text, whatever larger maximum the design asks.
    expect(check('string', 'x'.repeat(11), { storage: { type: 'varchar', length: 10, nullable: true }, max: 100 })).toBe('validate.tooLong');
    expect(check('year', 10000)).toBe('validate.tooBig');
    expect(check('time', '25:00')).toBe('validate.invalid');
  });

  it('requires in the form a column that takes no empty value and has no default', () => {
    expect(fieldDefOfDesign(field('string', 'code', { storage: { type: 'varchar', length: 10, nullable: false } })).required).toBe(true);
    expect(fieldDefOfDesign(field('string', 'code', { storage: { type: 'varchar', length: 10, nullable: false, default: 'x' } })).required).toBeUndefined();
    expect(fieldDefOfDesign(field('password', 'secret', { required: true })).required).toBe('add');
  });

  it('starts a field of every kind with a design the request schema accepts once its choices are given', () => {
    for (const kind of CRUD_FIELD_KIND_NAMES) {
      const start = defaultFieldDesign(kind, `f_${kind.toLowerCase()}`);
      const ready = { ...start, ...(start.options && !start.options.length ? { options: [{ value: 'a', title: { 'zh-cn': '甲', en: 'A' } }] } : {}), ...(crudKind(kind).remote ? { remote: { resource: 'fleet.Ship' } } : {}) };
      expect(issues(request([ready])), kind).toEqual({});
    }
    expect(defaultFieldDesign('createTime').name).toBe('created_at');
    expect(defaultFieldDesign('remoteSelects').name).toBe('remote_selects');
  });

  it('names the resource after its table', () => {
    expect(crudResourceNames('bunker_delivery_note')).toEqual({ module: 'bunker_delivery_note', name: 'bunker_delivery_note.BunkerDeliveryNote', path: 'bunker_delivery_note/bunkerDeliveryNote' });
  });
});

describe('a design request', () => {
  it('refuses names that are not lower snake case, reserved words and over-long names, measured first', () => {
    expect(issues(request([field('string', 'order')]))).toEqual({ 'fields.0.name': 'crud.reservedWord' });
    expect(issues(request([field('string', 'a; drop table x')]))).toEqual({ 'fields.0.name': 'crud.badName' });
    expect(issues(request([field('string', '"x"')]))).toEqual({ 'fields.0.name': 'crud.badName' });
    expect(issues(request([field('string', 'a'.repeat(64))]))).toEqual({ 'fields.0.name': 'validate.tooLong' });
    expect(issues(request([field('string', 'title')], 'user'))).toEqual({ 'table.name': 'crud.reservedWord' });
    expect(issues(request([field('string', 'title')], 'x'.repeat(41)))).toEqual({ 'table.name': 'validate.tooLong' });
  });

  it('keeps the kit columns for the common palette, and each name once', () => {
    expect(issues(request([field('string', 'created_by')]))).toEqual({ 'fields.0.name': 'crud.kitColumn' });
    expect(issues(request([field('createTime', 'created_at', { name: 'made_at' })]))).toEqual({ 'fields.0.name': 'crud.fixedName' });
    expect(issues(request([field('string', 'title'), field('string', 'title')]))).toEqual({ 'fields.1.name': 'crud.duplicateField' });
  });

  it('bounds what it lists and checks what it refers to', () => {
    const many = Array.from({ length: 201 }, (_, i) => ({ value: `v${i}`, title: { 'zh-cn': 'x', en: 'x' } }));
    expect(issues(request([field('select', 'grade', { options: many })]))).toEqual({ 'fields.0.options': 'validate.tooBig' });
    expect(issues(request(Array.from({ length: 101 }, (_, i) => field('string', `f${i}`))))).toEqual({ fields: 'validate.tooBig' });
    expect(issues(request([field('select', 'grade', { options: [] })]))).toEqual({ 'fields.0.options': 'validate.required' });
    expect(issues(request([field('remoteSelect', 'ship_id', { remote: undefined })]))).toEqual({ 'fields.0.remote': 'validate.required' });
    expect(issues(request([field('string', 'title', { storage: { type: 'integer', nullable: true } })]))).toEqual({ 'fields.0.storage.type': 'validate.invalidValue' });
    // A list kept as JSON is searched in its text only; a column no form fills needs a value of its own.
    expect(issues(request([field('checkbox', 'tags', { search: 'eq' })]))).toEqual({ 'fields.0.search': 'validate.invalidValue' });
    expect(issues(request([field('checkbox', 'tags', { search: 'LIKE' })]))).toEqual({});
    expect(issues(request([field('select', 'grade', { storage: { type: 'varchar', length: 50, nullable: true, default: 'z' } })]))).toEqual({ 'fields.0.storage.default': 'validate.invalidValue' });
    expect(issues(request([field('string', 'code', { form: false, storage: { type: 'varchar', length: 10, nullable: false } })]))).toEqual({ 'fields.0.storage.default': 'crud.hiddenNeedsDefault' });
    const unknownQuick = request([field('string', 'title'), field('number', 'pieces')]);
    unknownQuick.table.quickSearch = ['pieces', 'nothing'];
    unknownQuick.table.defaultOrder.field = 'nothing';
    expect(issues(unknownQuick)).toEqual({ 'table.quickSearch.0': 'crud.unknownField', 'table.quickSearch.1': 'crud.unknownField', 'table.defaultOrder.field': 'crud.unknownField' });
  });
});
