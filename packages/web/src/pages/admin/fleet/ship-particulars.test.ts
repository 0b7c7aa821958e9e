import { describe, expect, it } from 'vitest';
import { shipResource } from '@vessel/contract';
import { NOT_PARTICULARS, PARTICULAR_GROUPS, particularText, shipField } from './ship-particulars';

const t = (key: string) => `<${key}>`;

describe('ship particulars', () => {
  it('group every field of the ship once, apart from the ones that are not particulars', () => {
    const grouped = PARTICULAR_GROUPS.flatMap((group) => group.fields);
    expect(new Set(grouped).size).toBe(grouped.length);
    for (const name of grouped) expect(shipField(name), name).toBeDefined();
    const left = shipResource.fields.map((field) => field.name).filter((name) => !grouped.includes(name) && !(NOT_PARTICULARS as readonly string[]).includes(name));
    expect(left).toEqual([]);
  });

  it('write options by their labels, people by their names, dates and numbers in the reader’s style', () => {
    const ship = {
      flag: 'PA',
      tech_superintendent_id: 'a1',
      tech_superintendent_id_label: 'Li Ming',
      delivery_date: '2012-03-05',
      gt: 34800,
      loa: 189.99,
      built_year: 2012,
      call_sign: '',
    };
    expect(particularText(shipField('flag')!, ship, t, 'en')).toBe('<fleet.ship.flag_options.PA>');
    expect(particularText(shipField('tech_superintendent_id')!, ship, t, 'en')).toBe('Li Ming');
    expect(particularText(shipField('delivery_date')!, ship, t, 'en')).toBe('5 Mar 2012');
    expect(particularText(shipField('delivery_date')!, ship, t, 'zh-cn')).toBe('2012年3月5日');
    expect(particularText(shipField('gt')!, ship, t, 'en')).toBe('34,800');
    expect(particularText(shipField('loa')!, ship, t, 'en')).toBe('189.99');
    expect(particularText(shipField('built_year')!, ship, t, 'en')).toBe('2012');
    expect(particularText(shipField('call_sign')!, ship, t, 'en')).toBe('');
    expect(particularText(shipField('mmsi')!, ship, t, 'en')).toBe('');
  });
});
