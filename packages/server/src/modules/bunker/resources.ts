import {
  BUNKER_FLASH_POINT_MIN,
  BUNKER_NOTE_RETENTION_YEARS,
  BUNKER_SAMPLE_RETENTION_MONTHS,
  BUNKER_SULPHUR_ECA_CAP,
  BUNKER_SULPHUR_GLOBAL_CAP,
  addMonths,
  addYears,
  bunkerDeliveryNoteDescription,
} from '@vessel/contract';
import { companyToday } from '../../platform/company-today.js';
import { fieldError } from '../../platform/envelope.js';
import type { ResourceBinding, WriteContext } from '../../platform/resource/define.js';
import { describedResource } from '../../platform/resource/described.js';
import { service } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';

/** The tables of the resources this area references (a dependency's, `fleet`). */
const tableOf = (resource: string) => (resource === 'fleet.Ship' ? 'ship' : undefined);

const described = describedResource(bunkerDeliveryNoteDescription, tableOf);

/** The delivery note table, for the demo's writes. */
export const bunkerNote = described.binding.table;
export const BUNKER_MIGRATIONS = [{ ...described.migration, name: '0001_bunker_note' }];

/** Physical bounds of a marine fuel's density at 15 °C (ISO 8217: distillates from 820, residuals to 1010). */
const DENSITY = { min: 800, max: 1010 } as const;
/** No marine fuel holds more; a larger figure is a typing error (the column would take 99.999). */
const SULPHUR_MAX = 5;

const FORM_FIELDS = bunkerDeliveryNoteDescription.def.fields.filter((field) => field.form !== 'none').map((field) => field.name);

const numberOf = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value));

/**
 * The columns of a delivery note from its form: the ship's department (the data scope), MARPOL's limits
 * for the grade, the scrubber and the emission control area, and the retention dates the delivery date
 * sets. On edit the rules see the note as it will be (stored values under the changed ones).
 */
async function deliveryNoteColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing, request } = context;
  const columns: Record<string, unknown> = {};
  for (const name of FORM_FIELDS) if (values[name] !== undefined) columns[name] = values[name];
  const note = { ...(existing ?? {}), ...columns } as Record<string, unknown>;

  const shipId = note.ship_id as string;
  const ship = (await service(SHIP_DIRECTORY).byIds(tx, [shipId])).get(shipId);
  if (!ship) throw fieldError('ship_id', 'record.notFound');
  columns.dept_id = ship.dept_id;

  const delivered = note.delivered_on as string;
  if (delivered > (await companyToday(request))) throw fieldError('delivered_on', 'bunker.deliveredInFuture');
  columns.sample_retained_until = addMonths(delivered, BUNKER_SAMPLE_RETENTION_MONTHS);
  columns.bdn_retained_until = addYears(delivered, BUNKER_NOTE_RETENTION_YEARS);

  if (!(numberOf(note.quantity_mt)! > 0)) throw fieldError('quantity_mt', 'bunker.quantityPositive');

  const sulphur = numberOf(note.sulphur_pct)!;
  if (sulphur > SULPHUR_MAX) throw fieldError('sulphur_pct', 'bunker.sulphurRange', { max: SULPHUR_MAX });
  // An approved exhaust gas cleaning system is the equivalent of regulation 4: with one the ship may burn
  // fuel above either cap; without one the ECA's cap is the stricter and is named first.
  if (note.scrubber !== true) {
    if (note.eca === true && sulphur > BUNKER_SULPHUR_ECA_CAP) throw fieldError('sulphur_pct', 'bunker.sulphurAboveEca', { limit: BUNKER_SULPHUR_ECA_CAP.toFixed(2) });
    if (sulphur > BUNKER_SULPHUR_GLOBAL_CAP) throw fieldError('sulphur_pct', 'bunker.sulphurNeedsScrubber', { limit: BUNKER_SULPHUR_GLOBAL_CAP.toFixed(2) });
  }

  const density = numberOf(note.density_15c);
  if (density !== null && (density < DENSITY.min || density > DENSITY.max)) throw fieldError('density_15c', 'bunker.densityRange', DENSITY);

  const flashPoint = numberOf(note.flash_point_c);
  if (flashPoint !== null && note.grade !== 'lng' && flashPoint < BUNKER_FLASH_POINT_MIN) throw fieldError('flash_point_c', 'bunker.flashPointLow', { min: BUNKER_FLASH_POINT_MIN });
  return columns;
}

export const deliveryNoteBinding: ResourceBinding = { ...described.binding, toColumns: deliveryNoteColumns };
