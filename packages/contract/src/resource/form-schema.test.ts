import { describe, expect, it } from 'vitest';
import type { FieldDef } from './fields.js';
import { fieldSchema } from './form-schema.js';

/** The first issue's message key, or null when the value passes. */
function refusal(field: FieldDef, value: unknown, mode: 'add' | 'edit' = 'add'): string | null {
  const result = fieldSchema(field, mode).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'refused');
}

describe('form field schemas: only what the column can hold', () => {
  const due: FieldDef = { name: 'due_date', type: 'date', widget: 'date' };
  const joined: FieldDef = { name: 'joined_on', type: 'date', widget: 'date', required: true };
  const at: FieldDef = { name: 'done_at', type: 'datetime', widget: 'datetime' };
  const weigh: FieldDef = { name: 'weigh', type: 'int', widget: 'number' };
  const tonnage: FieldDef = { name: 'gt', type: 'int', widget: 'number', required: true, min: 0, max: 600_000 };

  it('takes a date only when the day exists', () => {
    expect(refusal(due, '2028-02-29')).toBeNull();
    for (const value of ['2026-02-30', '2027-02-29', '2026-13-01', '0000-01-01', '2026-1-1', '15/01/2026']) {
      expect(refusal(due, value), value).toBe('validate.invalid');
    }
  });

  it('reads an empty optional date as none, and refuses none for a required one', () => {
    expect(fieldSchema(due, 'add').parse('')).toBeNull();
    expect(fieldSchema(due, 'add').parse(null)).toBeNull();
    expect(refusal(joined, '')).toBe('validate.required');
    expect(refusal(joined, null)).toBe('validate.required');
    expect(refusal(joined, undefined)).toBe('validate.required');
    expect(refusal(joined, '2026-02-30')).toBe('validate.invalid');
    expect(refusal(joined, '2026-03-01')).toBeNull();
  });

  it('takes a date and time only on a day that exists', () => {
    expect(refusal(at, '2026-03-01T08:00:00Z')).toBeNull();
    expect(refusal(at, '2026-03-01T08:00:00+08:00')).toBeNull();
    for (const value of ['2026-02-30T08:00:00Z', '0000-01-01T00:00:00Z', '2026-03-01T25:00:00Z', '2026-03-01']) {
      expect(refusal(at, value), value).toBe('validate.invalid');
    }
  });

  it('bounds a number without bounds of its own to an integer column, and names each check', () => {
    expect(refusal(weigh, 2_147_483_647)).toBeNull();
    expect(refusal(weigh, -2_147_483_648)).toBeNull();
    expect(refusal(weigh, 2_147_483_648)).toBe('validate.tooBig');
    expect(refusal(weigh, -2_147_483_649)).toBe('validate.tooSmall');
    expect(refusal(weigh, '99999999999999999999')).not.toBeNull();
    expect(refusal(weigh, 1.5)).toBe('validate.integer');
    expect(refusal(tonnage, 600_001)).toBe('validate.tooBig');
    expect(refusal(tonnage, -1)).toBe('validate.tooSmall');
    expect(refusal(tonnage, undefined)).toBe('validate.required');
  });
});

describe('number fields: a JSON number or a plain decimal text, nothing coerced', () => {
  const weigh: FieldDef = { name: 'weigh', type: 'int', widget: 'number' };
  const tonnage: FieldDef = { name: 'gt', type: 'int', widget: 'number', required: true, min: 0, max: 600_000 };
  const metres: FieldDef = { name: 'loa', type: 'decimal', widget: 'number', pattern: { source: '^\\d{1,4}(\\.\\d{1,2})?$', message: 'fleet.metres' } };
  const wage: FieldDef = { name: 'basic_wage', type: 'decimal', widget: 'number', required: true };

  it('refuses what z.coerce turned into a number nobody typed', () => {
    // " " was 0, "0x10" 16, "1e3" 1000, true 1, [] 0, [7] 7.
    for (const value of [' ', '', '0x10', '1e3', ' 12', '12 ', '+5', '.5', '5.', '1,000', 'NaN', 'Infinity', true, false, [], [7], {}]) {
      expect(refusal(weigh, value), JSON.stringify(value)).toBe('validate.number');
      expect(refusal(tonnage, value), JSON.stringify(value)).toBe('validate.number');
      expect(refusal(metres, value), JSON.stringify(value)).toBe('validate.number');
      expect(refusal(wage, value), JSON.stringify(value)).toBe('validate.number');
    }
  });

  it('takes a number as JSON or as its plain text, and answers a number', () => {
    expect(fieldSchema(tonnage, 'add').parse(42_000)).toBe(42_000);
    expect(fieldSchema(tonnage, 'add').parse('42000')).toBe(42_000);
    expect(fieldSchema(weigh, 'add').parse('-3')).toBe(-3);
    expect(refusal(tonnage, '12.5')).toBe('validate.integer');
    expect(refusal(weigh, 'x'.repeat(1_000_000))).toBe('validate.number');
  });

  it('reads null as no value where one is optional, and as missing where it is required', () => {
    expect(fieldSchema(weigh, 'edit').parse(null)).toBeUndefined();
    expect(fieldSchema(metres, 'edit').parse(null)).toBeNull();
    expect(refusal(tonnage, null)).toBe('validate.required');
    expect(refusal(wage, null)).toBe('validate.required');
    expect(refusal(wage, undefined)).toBe('validate.required');
  });

  it('takes a decimal as a number or its text, as the text its column stores, held to the field rule', () => {
    expect(fieldSchema(metres, 'edit').parse(199.9)).toBe('199.9');
    expect(fieldSchema(metres, 'edit').parse('199.90')).toBe('199.90');
    expect(fieldSchema(metres, 'edit').parse(0)).toBe('0');
    expect(fieldSchema(wage, 'edit').parse(4200)).toBe('4200');
    for (const value of [12345, 1.234, -1, '12345', '1.234', 1e21]) expect(refusal(metres, value), String(value)).not.toBeNull();
    expect(refusal(metres, 1.234)).toBe('fleet.metres');
    expect(refusal(metres, 1e21)).toBe('validate.number');
  });
});

describe('text fields: what GET edit answers is taken back', () => {
  const shipType: FieldDef = { name: 'ship_type', type: 'string', widget: 'select', options: ['bulk_carrier', 'tanker'] };
  const name: FieldDef = { name: 'name_en', type: 'string', widget: 'text', required: true, max: 100 };

  it('reads null as "not given" for an optional field (an unset select), and as missing for a required one', () => {
    expect(fieldSchema(shipType, 'edit').parse(null)).toBeUndefined();
    expect(fieldSchema(shipType, 'edit').parse('tanker')).toBe('tanker');
    expect(refusal(shipType, 'ferry')).toBe('validate.invalidValue');
    expect(refusal(name, null, 'edit')).toBe('validate.required');
  });
});

describe('image fields: an uploaded path or an http(s) address, whichever resource declares one', () => {
  const photo: FieldDef = { name: 'photo', type: 'string', widget: 'image', max: 255 };

  it('takes an upload, an https address or nothing; refuses scripts, data, protocol-relative and bare names', () => {
    for (const value of ['/storage/avatar/20260101/3f2a.png', 'https://cdn.example.com/a.png', 'http://intranet/a.jpg', '']) expect(refusal(photo, value), value).toBeNull();
    for (const value of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png', 'storage/a.png', '/storage/', '/storage/a.png onerror=x']) {
      expect(refusal(photo, value), value).toBe('validate.imagePath');
    }
  });

  it('checks the length before the path', () => {
    expect(refusal(photo, `https://${'a'.repeat(300)}`)).toBe('validate.tooLong');
  });
});
