import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { cityFromPath, cityToPath, keyValueRows, keyValueText, richTextExcerpt, yearFromPicker, yearToPicker } from './widget-values';

describe('year: a number stored, a date picked', () => {
  it('shows a stored year and stores the picked one', () => {
    expect(yearToPicker(2008)?.format('YYYY-MM-DD')).toBe('2008-01-01');
    expect(yearToPicker('1900')?.year()).toBe(1900);
    expect(yearFromPicker(dayjs('2031-07-15'))).toBe(2031);
    expect(yearFromPicker(yearToPicker(2200))).toBe(2200);
  });

  it('shows nothing for no year or a value that is none', () => {
    for (const value of [null, undefined, '', 'abc', 2008.5, 0, 10_000, {}]) expect(yearToPicker(value), String(value)).toBeNull();
    expect(yearFromPicker(null)).toBeNull();
    expect(yearFromPicker(undefined)).toBeNull();
  });
});

describe('city: codes joined by commas, a path in the cascader', () => {
  it('splits and joins one to three levels', () => {
    expect(cityToPath('110000,110100,110101')).toEqual(['110000', '110100', '110101']);
    expect(cityToPath('440000')).toEqual(['440000']);
    expect(cityFromPath(['110000', '110100', '110101'])).toBe('110000,110100,110101');
    expect(cityFromPath(cityToPath('440000,441900'))).toBe('440000,441900');
  });

  it('reads empty as no path and a cleared cascader as empty', () => {
    expect(cityToPath('')).toEqual([]);
    expect(cityToPath(null)).toEqual([]);
    expect(cityToPath(110000)).toEqual([]);
    expect(cityFromPath([])).toBe('');
    expect(cityFromPath(null)).toBe('');
    expect(cityFromPath(undefined)).toBe('');
  });
});

describe('array: key/value rows', () => {
  it('keeps rows and drops what is not one', () => {
    expect(keyValueRows([{ key: 'a', value: '1' }, null, { key: 'b' }, 'x', { key: 'c', value: '' }])).toEqual([
      { key: 'a', value: '1' },
      { key: 'c', value: '' },
    ]);
    expect(keyValueRows(null)).toEqual([]);
    expect(keyValueRows({ key: 'a', value: '1' })).toEqual([]);
  });

  it('shows pairs in a cell, cut', () => {
    expect(keyValueText([{ key: 'Port', value: 'Shanghai' }, { key: 'Berth', value: '3' }])).toBe('Port: Shanghai; Berth: 3');
    const long = keyValueText([{ key: 'k', value: 'v'.repeat(500) }], 20);
    expect(long).toHaveLength(20);
    expect(long.endsWith('…')).toBe(true);
    expect(keyValueText(null)).toBe('');
  });
});

describe('rich text in a cell', () => {
  it('shows its text without tags, blocks apart, entities read', () => {
    expect(richTextExcerpt('<h2>Notice</h2><p>Dear <strong>crew</strong>,&nbsp;all&amp;more</p><ul><li><p>one</p></li><li><p>two</p></li></ul>')).toBe('Notice Dear crew, all&more one two');
    expect(richTextExcerpt('<p>&lt;script&gt;</p>')).toBe('<script>');
    expect(richTextExcerpt('<p></p>')).toBe('');
    expect(richTextExcerpt(null)).toBe('');
    expect(richTextExcerpt(`<p>${'x'.repeat(300)}</p>`, 50)).toHaveLength(50);
    expect(richTextExcerpt('a < b')).toBe('a');
  });
});
