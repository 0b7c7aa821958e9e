/**
 * The values of date filters. A `datetime` field's filter travels as unix seconds (the list query of the
 * spec); a `date` field's, a calendar day, as ISO days 'YYYY-MM-DD' (`RANGE:2026-05-01,2026-05-31`, as
 * the dashboard links build them): the seconds of a local midnight are the day before in UTC for anyone
 * east of Greenwich, and the server compares days. Old links carry seconds for days too: they are read as
 * the local day they were picked as. Pure, tested.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { isIsoDate, type FieldDef } from '@vessel/contract';

const SECONDS = /^-?\d+$/;
const DAY_FORMAT = 'YYYY-MM-DD';

export type PickedDates = readonly [Dayjs | null | undefined, Dayjs | null | undefined] | null | undefined;

/** A filter value's parts (RANGE `from,to`; a single value is one part). */
const partsOf = (val: string) => val.split(',');

/** One part of a day filter as an ISO day: an ISO day as it is, unix seconds as their local day, else null. */
export function dayOf(part: string | undefined): string | null {
  if (!part) return null;
  if (isIsoDate(part)) return part;
  if (SECONDS.test(part)) {
    const day = dayjs.unix(Number(part));
    return day.isValid() && isIsoDate(day.format(DAY_FORMAT)) ? day.format(DAY_FORMAT) : null;
  }
  return null;
}

/**
 * A `date` field's filter value with old unix seconds turned into ISO days; other parts are left as they
 * are (the server refuses a malformed day by name).
 */
export function dayFilterValue(val: string): string {
  return partsOf(val)
    .map((part) => dayOf(part) ?? part)
    .join(',');
}

/** Whether a field's filter is by day (`date`) or by moment (`datetime`). */
export function dateFilterKind(field: Pick<FieldDef, 'type'>): 'day' | 'instant' | null {
  return field.type === 'date' ? 'day' : field.type === 'datetime' ? 'instant' : null;
}

/** What the range picker shows for a filter value: days as local midnights, seconds as their moments. */
export function pickerRange(kind: 'day' | 'instant', val: string): [Dayjs | null, Dayjs | null] {
  const [from, to] = partsOf(val);
  const read = (part: string | undefined): Dayjs | null => {
    if (kind === 'day') {
      const day = dayOf(part);
      return day ? dayjs(day) : null;
    }
    return part && SECONDS.test(part) ? dayjs.unix(Number(part)) : null;
  };
  return [read(from), read(to)];
}

/** The filter value of what the range picker holds: `from,to`, either side may be empty. */
export function rangeValue(kind: 'day' | 'instant', dates: PickedDates): string {
  const write = (date: Dayjs | null | undefined) => (date ? (kind === 'day' ? date.format(DAY_FORMAT) : String(date.unix())) : '');
  return `${write(dates?.[0])},${write(dates?.[1])}`;
}
