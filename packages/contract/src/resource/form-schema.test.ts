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
    expect(refusal(weigh, 1.5)).toBe('validate.invalid');
    expect(refusal(tonnage, 600_001)).toBe('validate.tooBig');
    expect(refusal(tonnage, -1)).toBe('validate.tooSmall');
    expect(refusal(tonnage, undefined)).toBe('validate.required');
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
