import { describe, expect, it } from 'vitest';
import { areaQuery } from '../schemas/area.js';
import type { FieldDef } from './fields.js';
import { fieldSchema } from './form-schema.js';
import { cityCodes, htmlHasText, isColor } from './widget-values.js';

/** The first issue's message key, or null when the value passes. */
function refusal(field: FieldDef, value: unknown, mode: 'add' | 'edit' = 'add'): string | null {
  const result = fieldSchema(field, mode).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'refused');
}

describe('editor: rich text', () => {
  const body: FieldDef = { name: 'body', type: 'string', widget: 'editor', required: true };
  const note: FieldDef = { name: 'note', type: 'string', widget: 'editor' };

  it('refuses a required editor that holds no text, whatever its tags', () => {
    for (const value of ['', '   ', '<p></p>', '<p><br></p>', '<p>&nbsp;</p><p> &#160; </p>', '<h2></h2><ul><li><p></p></li></ul>', undefined, null]) {
      expect(refusal(body, value), String(value)).toBe('validate.editorRequired');
    }
    expect(refusal(body, '<p>x</p>')).toBeNull();
    expect(refusal(body, 'plain')).toBeNull();
  });

  it('leaves an optional editor empty, and bounds its length', () => {
    expect(refusal(note, '')).toBeNull();
    expect(refusal(note, '<p></p>')).toBeNull();
    expect(refusal(note, null)).toBeNull();
    expect(refusal({ ...note, max: 10 }, '<p>1234</p>')).toBe('validate.tooLong');
    expect(refusal({ ...note, max: 10 }, '<p>123</p>')).toBeNull();
  });

  it('reads text outside tags only, in one pass over hostile input', () => {
    expect(htmlHasText('<p title="a > b"></p>')).toBe(true); // a '>' inside a quoted attribute ends the tag early: visible text errs on the side of "has text"
    expect(htmlHasText('<'.repeat(200_000))).toBe(false);
    expect(htmlHasText('&nbsp'.repeat(10))).toBe(true);
  });
});

describe('city: province, city and district codes', () => {
  const region: FieldDef = { name: 'region', type: 'string', widget: 'city', required: true };
  const optional: FieldDef = { name: 'region', type: 'string', widget: 'city' };

  it('takes one to three codes, each inside the one before', () => {
    for (const value of ['110000', '110000,110100', '110000,110100,110101', '440000,441900']) expect(refusal(region, value), value).toBeNull();
    expect(cityCodes('110000,110100,110101')).toEqual(['110000', '110100', '110101']);
  });

  it('refuses codes out of their chain, malformed lists and over-long text', () => {
    for (const value of [
      '110100', // a city where the province goes
      '110000,120100', // a city of another province
      '110000,110000', // the province again
      '110000,110101', // a district where the city goes
      '110000,110100,110200', // a city where the district goes
      '110000,110100,120101', // a district of another city
      '110000,110100,110101,110102', // four levels
      '110000,', // an empty code
      '11000', // five digits
      '110000;110100',
      ' 110000,110100 ,110101',
    ]) {
      expect(refusal(region, value), value).toBe('validate.city');
    }
    expect(refusal(region, '1'.repeat(100_000))).toBe('validate.city');
    expect(refusal(region, '')).toBe('validate.required');
    expect(refusal(optional, '')).toBeNull();
  });

  it('reads the area query: codes of six digits, a city only under its province', () => {
    expect(areaQuery.safeParse({}).success).toBe(true);
    expect(areaQuery.safeParse({ province: '110000', city: '110100' }).success).toBe(true);
    expect(areaQuery.safeParse({ city: '110100' }).error?.issues[0]?.message).toBe('validate.required');
    for (const code of ['11000', '1100000', 'abcdef', '1'.repeat(10_000)]) {
      expect(areaQuery.safeParse({ province: code }).error?.issues[0]?.message, code.slice(0, 10)).toBe('validate.areaCode');
    }
    expect(areaQuery.safeParse({ province: '110000', town: '1' }).success).toBe(false);
  });
});

describe('color', () => {
  const colour: FieldDef = { name: 'colour', type: 'string', widget: 'color', required: true };

  it('takes hex and rgb(a) colours', () => {
    for (const value of ['#fff', '#FFFA', '#1677ff', '#1677ff80', 'rgb(22,119,255)', 'rgb(0, 0, 0)', 'rgba(22, 119, 255, 0.5)', 'rgba(22,119,255,1)', 'rgba(0,0,0,.25)', 'rgb(100%, 0%, 50%)', 'rgba(1,2,3,50%)']) {
      expect(refusal(colour, value), value).toBeNull();
    }
  });

  it('refuses anything else, at its edges', () => {
    for (const value of ['fff', '#ff', '#fffff', '#1677ff8', '#1677ff800', '#ggg', 'red', 'rgb(256,0,0)', 'rgb(0,0,0,0.5)', 'rgba(0,0,0)', 'rgba(0,0,0,1.5)', 'rgb(101%,0%,0%)', 'rgba(0,0,0,)', 'rgb(0,0)']) {
      expect(refusal(colour, value), value).toBe('validate.color');
    }
    expect(refusal(colour, `rgba(${' '.repeat(30)}0,0,0,1)`)).toBe('validate.color');
    expect(refusal({ ...colour, max: 7 }, '#1677ff80')).toBe('validate.color');
    expect(refusal({ ...colour, required: false }, '')).toBeNull();
    expect(refusal(colour, '')).toBe('validate.required');
    expect(isColor('#'.repeat(100_000))).toBe(false);
  });
});

describe('array: key/value rows', () => {
  const rows: FieldDef = { name: 'extra', type: 'json', widget: 'array' };
  const required: FieldDef = { ...rows, required: true };
  const row = (key: string, value = '') => ({ key, value });

  it('takes up to 100 rows of a key of 1 to 50 characters and a value of up to 500', () => {
    expect(refusal(rows, [])).toBeNull();
    expect(refusal(rows, [row('k'.repeat(50), 'v'.repeat(500))])).toBeNull();
    expect(refusal(rows, Array.from({ length: 100 }, (_, i) => row(`k${i}`)))).toBeNull();
    expect(fieldSchema(rows, 'add').parse([row('  a  ', 'b')])).toEqual([row('a', 'b')]);
    expect(fieldSchema(rows, 'edit').parse(null)).toBeUndefined();
  });

  it('refuses every other shape with its rule', () => {
    for (const value of [
      Array.from({ length: 101 }, (_, i) => row(`k${i}`)),
      [row('')],
      [row('   ')],
      [row('k'.repeat(51))],
      [row('k', 'v'.repeat(501))],
      [{ key: 'k' }],
      [{ key: 'k', value: 1 }],
      [{ key: 'k', value: 'v', extra: 'x' }],
      ['k: v'],
      { key: 'k', value: 'v' },
      'k=v',
    ]) {
      expect(refusal(rows, value), JSON.stringify(value).slice(0, 40)).toBe('validate.keyValueRows');
    }
    expect(refusal(required, [])).toBe('validate.required');
    expect(refusal(required, undefined)).toBe('validate.required');
    expect(refusal(required, null)).toBe('validate.required');
    expect(refusal(required, [row('a')])).toBeNull();
  });
});

describe('year', () => {
  const year: FieldDef = { name: 'built', type: 'int', widget: 'year' };

  it('takes 1900 to 2200 unless the field says otherwise', () => {
    expect(refusal(year, 1900)).toBeNull();
    expect(refusal(year, 2200)).toBeNull();
    expect(refusal(year, '2026')).toBeNull();
    expect(refusal(year, 1899)).toBe('validate.tooSmall');
    expect(refusal(year, 2201)).toBe('validate.tooBig');
    expect(refusal(year, 2000.5)).toBe('validate.integer');
    expect(refusal({ ...year, min: 2000, max: 2030 }, 1999)).toBe('validate.tooSmall');
    expect(refusal({ ...year, min: 1800 }, 1850)).toBeNull();
    expect(fieldSchema(year, 'edit').parse(null)).toBeUndefined();
  });
});

describe('multiple selects', () => {
  it('takes a list of the options for a string[] select, and of ids for a multiple remote select', () => {
    const tags: FieldDef = { name: 'tags', type: 'string[]', widget: 'select', options: ['a', 'b'] };
    expect(refusal(tags, ['a', 'b'])).toBeNull();
    expect(refusal(tags, ['a', 'c'])).toBe('validate.invalidValue');
    const ships: FieldDef = { name: 'ships', type: 'uuid[]', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/', multiple: true } };
    expect(refusal(ships, ['5f0c6c52-8a3b-4a4e-9a55-1c1f3f8b6d01'])).toBeNull();
    expect(refusal(ships, ['x'])).toBe('validate.invalid');
  });
});
