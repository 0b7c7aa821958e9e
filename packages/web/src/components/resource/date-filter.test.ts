import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { todoResource } from '@vessel/contract';
import { dateFilterKind, dayFilterValue, dayOf, pickerRange, rangeValue } from './date-filter';
import { listParams, parseTableState, writeTableState } from './table-state';

/** Unix seconds of a local moment, as the old filter wrote them (month 1-12). */
const localSeconds = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) =>
  String(new Date(year, month - 1, day, hour, minute, second).getTime() / 1000);

describe('day filters (date fields)', () => {
  it('travel as ISO days: ISO in, ISO out, through the range picker', () => {
    const val = '2026-05-01,2026-05-31';
    const shown = pickerRange('day', val);
    expect(shown.map((day) => day?.format('YYYY-MM-DD HH:mm'))).toEqual(['2026-05-01 00:00', '2026-05-31 00:00']);
    expect(rangeValue('day', shown)).toBe(val);
  });

  it('read old unix seconds as the local day they were picked as, and write ISO days back', () => {
    const legacy = `${localSeconds(2026, 5, 1)},${localSeconds(2026, 5, 31, 23, 59, 59)}`;
    expect(rangeValue('day', pickerRange('day', legacy))).toBe('2026-05-01,2026-05-31');
    expect(dayFilterValue(legacy)).toBe('2026-05-01,2026-05-31');
    expect(dayOf(localSeconds(2028, 2, 29, 12))).toBe('2028-02-29');
  });

  it('keep an open side open, and leave what is not a day for the server to refuse', () => {
    expect(rangeValue('day', pickerRange('day', ',2026-05-31'))).toBe(',2026-05-31');
    expect(rangeValue('day', pickerRange('day', '2026-05-01,'))).toBe('2026-05-01,');
    expect(rangeValue('day', null)).toBe(',');
    expect(pickerRange('day', '2026-02-30,May')).toEqual([null, null]);
    expect(dayFilterValue('2026-02-30,2026-05-31')).toBe('2026-02-30,2026-05-31');
    expect(dayOf('')).toBeNull();
    expect(dayOf('99999999999999')).toBeNull();
  });

  it('in the URL: ISO days stay, old seconds become ISO days, and the list query sends ISO days', () => {
    const iso = parseTableState(new URLSearchParams('search.due_date=RANGE:2026-05-01,2026-05-31'), todoResource);
    expect(iso.filters).toEqual([{ field: 'due_date', operator: 'RANGE', val: '2026-05-01,2026-05-31' }]);
    const legacy = parseTableState(new URLSearchParams(`search.due_date=RANGE:${localSeconds(2026, 5, 1)},${localSeconds(2026, 5, 31)}`), todoResource);
    expect(legacy.filters).toEqual(iso.filters);
    expect(writeTableState(new URLSearchParams(), legacy).toString()).toBe('search.due_date=RANGE%3A2026-05-01%2C2026-05-31');
    expect(listParams(legacy).search).toEqual([{ field: 'due_date', operator: 'RANGE', val: '2026-05-01,2026-05-31' }]);
    const single = parseTableState(new URLSearchParams(`search.due_date=elt:${localSeconds(2026, 5, 31)}`), todoResource);
    expect(single.filters).toEqual([{ field: 'due_date', operator: 'elt', val: '2026-05-31' }]);
  });
});

describe('moment filters (datetime fields)', () => {
  it('keep unix seconds both ways, to the second', () => {
    const from = localSeconds(2026, 5, 1, 8, 30, 15);
    const to = localSeconds(2026, 5, 31, 23, 59, 59);
    const shown = pickerRange('instant', `${from},${to}`);
    expect(shown[0]?.isSame(dayjs(new Date(2026, 4, 1, 8, 30, 15)))).toBe(true);
    expect(rangeValue('instant', shown)).toBe(`${from},${to}`);
    expect(parseTableState(new URLSearchParams(`search.done_at=RANGE:${from},`), todoResource).filters[0]?.val).toBe(`${from},`);
  });

  it('are told from day filters by the field type', () => {
    expect(dateFilterKind({ type: 'date' })).toBe('day');
    expect(dateFilterKind({ type: 'datetime' })).toBe('instant');
    expect(dateFilterKind({ type: 'string' })).toBeNull();
  });
});
