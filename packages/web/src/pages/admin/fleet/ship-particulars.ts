/**
 * A ship's particulars grouped the way a superintendent reads a ship's particulars sheet: who she is,
 * where she is registered and classed, what she is (type, size), and who manages her. Each value is
 * written from the field's declaration: options by their labels, dates and numbers in the reader's
 * style, people and fleet groups by the names the server sends.
 */
import { optionLabelKey, shipResource, type FieldDef, type Lang } from '@vessel/contract';
import { formatDay, formatNumber } from '../../../locales/format';

export interface ParticularGroup {
  key: 'identity' | 'registry' | 'dimensions' | 'management';
  fields: readonly string[];
}

export const PARTICULAR_GROUPS: readonly ParticularGroup[] = [
  { key: 'identity', fields: ['name_en', 'name_zh', 'imo_no', 'mmsi', 'call_sign', 'official_no', 'status', 'next_port', 'next_port_eta'] },
  { key: 'registry', fields: ['flag', 'port_of_registry', 'trading_area', 'class_society', 'class_no', 'class_notation'] },
  {
    key: 'dimensions',
    fields: ['ship_type', 'ship_subtype', 'gt', 'nt', 'dwt', 'loa', 'breadth', 'depth', 'summer_draft', 'built_year', 'delivery_date', 'builder', 'hull_no', 'next_drydock_due'],
  },
  {
    key: 'management',
    fields: [
      'fleet_group_id',
      'registered_owner',
      'doc_company',
      'operator',
      'management_start',
      'management_end',
      'tech_superintendent_id',
      'marine_superintendent_id',
      'crew_manager_id',
      'contact_email',
      'sat_phone',
    ],
  },
];

/** Fields that are not particulars: the ship's own department node, the status change inputs, the safe manning (its own table), timestamps. */
export const NOT_PARTICULARS = ['dept_id', 'status_date', 'status_reason', 'safe_manning', 'created_at'] as const;

export function shipField(name: string): FieldDef | undefined {
  return shipResource.fields.find((field) => field.name === name);
}

/** What the reader sees for one particular of a ship ('' when it is not recorded). */
export function particularText(field: FieldDef, ship: Record<string, unknown>, t: (key: string) => string, lang: Lang): string {
  const value = ship[field.name];
  if (value === null || value === undefined || value === '') return '';
  if (field.options) return t(optionLabelKey(shipResource, field, String(value)));
  if (field.type === 'uuid') return String(ship[`${field.name}_label`] ?? '');
  if (field.type === 'date') return formatDay(String(value), lang);
  // Years are years, not quantities: no thousands separator.
  if (field.name === 'built_year') return String(value);
  if (field.type === 'int' && typeof value === 'number') return formatNumber(value, lang);
  if (field.widget === 'number') {
    const number = Number(value);
    return Number.isFinite(number) ? formatNumber(number, lang, { maximumFractionDigits: 2 }) : String(value);
  }
  return String(value);
}
