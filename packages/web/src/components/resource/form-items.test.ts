import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { adminResource, assignmentResource, groupResource, type FieldDef } from '@vessel/contract';
import {
  checkFieldValue,
  formItemSpecs,
  formPayload,
  hiddenFields,
  initialFormValues,
  issueMessage,
  normalizeFieldValue,
  presetFormValues,
  validateFieldValue,
} from './form-items';

const field = (name: string, def = adminResource) => def.fields.find((item) => item.name === name)!;
const spec = (name: string, mode: 'add' | 'edit' = 'add', def = adminResource) => formItemSpecs(def, mode).find((item) => item.name === name);

describe('fields as form items', () => {
  it('has the fields of the mode, labelled by their keys', () => {
    const names = formItemSpecs(adminResource, 'add').map((item) => item.name);
    expect(names).toEqual(['username', 'nickname', 'avatar', 'group_arr', 'department_id', 'email', 'mobile', 'password', 'is_leader', 'weight_type', 'is_dpa', 'status']);
    expect(spec('username')).toMatchObject({ labelKey: 'auth.admin.username', widget: 'text', required: true, multiple: false });
  });

  it('requires a password on add only', () => {
    expect(spec('password', 'add')!.required).toBe(true);
    expect(spec('password', 'edit')!.required).toBe(false);
  });

  it('knows list values, remote sources and option labels', () => {
    expect(spec('group_arr')).toMatchObject({ widget: 'remoteSelect', multiple: true, remoteUrl: '/admin/auth.Group/' });
    expect(spec('department_id')).toMatchObject({ widget: 'treeSelect', multiple: false, remoteUrl: '/admin/auth.Department/' });
    expect(spec('status')!.options).toEqual([
      { value: 'enable', labelKey: 'auth.admin.status_options.enable' },
      { value: 'disable', labelKey: 'auth.admin.status_options.disable' },
    ]);
    expect(spec('rules', 'add', groupResource)).toMatchObject({ widget: 'treeSelect', multiple: true });
  });
});

describe('client-side checks with the server schema', () => {
  it('passes good values', () => {
    expect(validateFieldValue(field('username'), 'add', 'bosun_1')).toBeNull();
    expect(validateFieldValue(field('email'), 'add', '')).toBeNull();
    expect(validateFieldValue(field('department_id'), 'add', null)).toBeNull();
    expect(validateFieldValue(field('department_id'), 'add', undefined)).toBeNull();
    expect(validateFieldValue(field('is_leader'), 'add', true)).toBeNull();
    expect(validateFieldValue(field('weight_type'), 'add', 3)).toBeNull();
  });

  it('gives the message keys the server gives', () => {
    expect(validateFieldValue(field('username'), 'add', '')?.key).toBe('validate.required');
    expect(validateFieldValue(field('username'), 'add', undefined)?.key).toBe('validate.required');
    expect(validateFieldValue(field('username'), 'add', '1abc')?.key).toBe('validate.account');
    expect(validateFieldValue(field('email'), 'add', 'not-an-email')?.key).toBe('validate.email');
    expect(validateFieldValue(field('group_arr'), 'add', [])?.key).toBe('validate.required');
  });

  it('fills the bounds of length messages', () => {
    expect(validateFieldValue(field('nickname'), 'add', 'x'.repeat(51))).toEqual({ key: 'validate.tooLong', params: { max: 50 } });
  });

  it('keeps an emptied password on edit, requires it on add', () => {
    expect(validateFieldValue(field('password'), 'edit', '')).toBeNull();
    expect(validateFieldValue(field('password'), 'add', '')?.key).toBe('validate.required');
    expect(validateFieldValue(field('password'), 'add', 'a<bcdef')?.key).toBe('validate.password');
  });

  it('maps zod checks without a key by their code', () => {
    expect(issueMessage({ code: 'too_big', message: 'Too big', maximum: 9, origin: 'number' })).toEqual({ key: 'validate.tooBig', params: { max: 9 } });
    expect(issueMessage({ code: 'too_small', message: 'Too small', minimum: 2, origin: 'string' })).toEqual({ key: 'validate.tooShort', params: { min: 2 } });
    expect(issueMessage({ code: 'invalid_value', message: 'x', values: ['a', 'b'] })).toEqual({ key: 'validate.invalidValue', params: { values: 'a, b' } });
    expect(issueMessage({ code: 'custom', message: 'Nope' }).key).toBe('validate.invalid');
    // A value of the wrong kind says which kind in words, never zod's type name ("Must be a object").
    expect(issueMessage({ code: 'invalid_type', message: 'Invalid input', expected: 'number' }).key).toBe('validate.number');
    expect(issueMessage({ code: 'invalid_type', message: 'Invalid input', expected: 'object' }).key).toBe('validate.object');
  });
});

describe('values between the server and the form', () => {
  it('starts a new record with the declared defaults', () => {
    expect(initialFormValues(adminResource, 'add')).toMatchObject({ status: 'enable', weight_type: 1, is_leader: false, group_arr: [], username: '' });
  });

  it('fills an edit from the record, a password left empty', () => {
    const values = initialFormValues(adminResource, 'edit', { id: 'x', username: 'bosun', group_arr: ['g'], department_id: null, email: null, password: 'never' });
    expect(values).toMatchObject({ username: 'bosun', group_arr: ['g'], department_id: undefined, email: '', password: '' });
  });

  it('sends the form fields only, shaped for the server, without hidden ones, with the id on edit', () => {
    const values = { ...initialFormValues(groupResource, 'edit', { id: 'g', name: 'Deck', pid: null, rules: ['r'], data_scope: 'self', departments: ['d'], status: 'enable' }), extra: 1 };
    const payload = formPayload(groupResource, 'edit', values, { id: 'g', hidden: hiddenFields({ departments: (all) => all.data_scope === 'custom' }, values) });
    expect(payload).toEqual({ name: 'Deck', rules: ['r'], data_scope: 'self', status: 'enable', id: 'g' });
  });

  it('turns pickers and emptied inputs into the server shapes', () => {
    const text = { name: 't', type: 'string', widget: 'text' } as FieldDef;
    expect(normalizeFieldValue(text, null)).toBe('');
    expect(normalizeFieldValue({ name: 'd', type: 'date', widget: 'date' } as FieldDef, dayjs('2026-03-05T10:00:00'))).toBe('2026-03-05');
    expect(normalizeFieldValue({ name: 't', type: 'string', widget: 'time' } as FieldDef, dayjs('2026-03-05T10:20:30'))).toBe('10:20:30');
    const iso = normalizeFieldValue({ name: 'dt', type: 'datetime', widget: 'datetime' } as FieldDef, dayjs('2026-03-05T10:00:00Z'));
    expect(iso).toBe('2026-03-05T10:00:00.000Z');
    expect(validateFieldValue({ name: 'dt', type: 'datetime', widget: 'datetime' } as FieldDef, 'add', dayjs('2026-03-05T10:00:00Z'))).toBeNull();
  });
});

describe('what a page adds to the form', () => {
  it('starts an add form with the page’s presets over the defaults, dates as pickers, unknown names ignored', () => {
    const values = presetFormValues(assignmentResource, { seafarer_id: 's1', planned_join_date: '2026-06-01', bogus: 1 });
    expect(values.seafarer_id).toBe('s1');
    expect(dayjs.isDayjs(values.planned_join_date)).toBe(true);
    expect((values.planned_join_date as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2026-06-01');
    expect(values.remark).toBe('');
    expect('bogus' in values).toBe(false);
  });

  it('checks the schema first and the page’s own check after, with the other values at hand', () => {
    const imo = { name: 'imo_no', type: 'string', widget: 'text', required: true, max: 11 } as FieldDef;
    const check = (value: unknown, values: Record<string, unknown>) =>
      value === '9074728' ? { key: 'fleet.imoCheckDigit' as const, params: { expected: 9, given: 8, flag: String(values.flag) } } : null;
    expect(checkFieldValue(imo, 'add', '', {}, check)?.key).toBe('validate.required');
    expect(checkFieldValue(imo, 'add', '9074728', { flag: 'PA' }, check)).toEqual({ key: 'fleet.imoCheckDigit', params: { expected: 9, given: 8, flag: 'PA' } });
    expect(checkFieldValue(imo, 'add', '9074729', {}, check)).toBeNull();
    expect(checkFieldValue(imo, 'add', '9074728', {})).toBeNull();
  });

  it('shows fields by the values and by where the form started', () => {
    const visibleWhen = { status_reason: (values: Record<string, unknown>, form: { mode: string; initial: Record<string, unknown> }) => form.mode === 'edit' && values.status !== form.initial.status };
    expect([...hiddenFields(visibleWhen, { status: 'drydock' }, { mode: 'edit', initial: { status: 'in_service' } })]).toEqual([]);
    expect([...hiddenFields(visibleWhen, { status: 'in_service' }, { mode: 'edit', initial: { status: 'in_service' } })]).toEqual(['status_reason']);
    expect([...hiddenFields(visibleWhen, { status: 'drydock' })]).toEqual(['status_reason']);
  });
});
