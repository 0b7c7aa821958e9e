import { inArray } from 'drizzle-orm';
import { drillDescription, drillParticipantDescription, drillTypeDescription, type DrillDeficiency, type KeyValueRow } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { companyToday } from '../../../platform/company-today.js';
import { fieldError } from '../../../platform/envelope.js';
import { STATEMENT_BREAK } from '../../../platform/module-migrations.js';
import type { ModuleContext } from '../../../platform/module.js';
import { withLabels } from '../../../platform/record-labels.js';
import type { ResourceBinding, Row, WriteContext } from '../../../platform/resource/define.js';
import { describedResource } from '../../../platform/resource/described.js';
import { service } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { checkConducted, checkTypeForShip, drillTypeOf, mergeDeficiencies, parseParticipants, syncParticipants } from './rules.js';
import { drillType, type DrillRow } from './tables.js';

const TABLES: Readonly<Record<string, string>> = {
  'fleet.Ship': 'ship',
  'auth.Admin': 'admin',
  'crew.Position': 'position',
  'crew.Seafarer': 'seafarer',
  'contingency.DrillType': 'drill_type',
  'contingency.Drill': 'drill_record',
};
const tableOf = (resource: string) => TABLES[resource];

const typeResource = describedResource(drillTypeDescription, tableOf);
const drillResource = describedResource(drillDescription, tableOf);
const participantResource = describedResource(drillParticipantDescription, tableOf);

const BREAK = `;\n${STATEMENT_BREAK}\n`;

/** The part's tables in the order their keys need them (migration names 02xx: the drills part's). */
export const DRILLS_MIGRATIONS = [
  {
    name: '0201_drills',
    sql: [
      typeResource.migration.sql,
      drillResource.migration.sql,
      participantResource.migration.sql,
      'CREATE INDEX IF NOT EXISTS "drill_record_ship_type_conducted_idx" ON "drill_record" ("ship_id", "drill_type_id", "conducted_at")',
      'CREATE INDEX IF NOT EXISTS "drill_participant_seafarer_conducted_idx" ON "drill_participant" ("seafarer_id", "conducted_at")',
    ].join(BREAK),
  },
];

const formFields = (names: readonly { name: string; form?: string }[]) => names.filter((field) => field.form !== 'none').map((field) => field.name);
const TYPE_FIELDS = formFields(drillTypeDescription.def.fields);
const DRILL_FIELDS = formFields(drillDescription.def.fields);

function merge(names: readonly string[], values: Record<string, unknown>, existing: Row | null) {
  const columns: Record<string, unknown> = {};
  for (const name of names) if (values[name] !== undefined) columns[name] = values[name];
  return { columns, record: { ...(existing ?? {}), ...columns } as Record<string, unknown> };
}

/** A drill type: its per-ship-type frequencies name a ship type once each, with a whole number of days. */
async function typeColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { columns } = merge(TYPE_FIELDS, values, context.existing);
  if (columns.frequency_overrides !== undefined) {
    const rows = (columns.frequency_overrides ?? []) as KeyValueRow[];
    const seen = new Set<string>();
    for (const row of rows) {
      const days = Number(row.value);
      if (!/^\d+$/.test(String(row.value).trim()) || days < 1 || days > 3650) throw fieldError('frequency_overrides', 'contingency.overrideDays', { type: row.key });
      if (seen.has(row.key)) throw fieldError('frequency_overrides', 'contingency.overrideTwice', { type: row.key });
      seen.add(row.key);
    }
    columns.frequency_overrides = rows.map((row) => ({ key: row.key, value: String(Number(row.value)) }));
  }
  return columns;
}

/**
 * A drill record: the ship's department; a drill type held on that ship; the participants and the
 * deficiencies checked. Written with a conducted date it is done at once (the ship records after the
 * drill), with the conduct step's checks; signed by the master it no longer changes.
 */
async function drillColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing, request } = context;
  const { columns, record } = merge(DRILL_FIELDS, values, existing);
  if (existing) {
    if (existing.master_signed_at) throw fieldError('id', 'contingency.drillSigned');
    if (existing.status === 'cancelled') throw fieldError('id', 'contingency.drillCancelled');
    if (record.ship_id !== existing.ship_id) throw fieldError('ship_id', 'contingency.shipFixed');
  }
  const shipId = record.ship_id as string;
  const ship = (await service(SHIP_DIRECTORY).byIds(tx, [shipId])).get(shipId);
  if (!ship) throw fieldError('ship_id', 'record.notFound');
  columns.dept_id = ship.dept_id;
  checkTypeForShip(await drillTypeOf(tx, record.drill_type_id as string), ship);
  const participants = parseParticipants(record.participants);
  columns.participants = participants;
  columns.participant_count = participants.filter((row) => row.attendance === 'attended').length;
  columns.deficiencies = mergeDeficiencies(record.deficiencies, (existing?.deficiencies ?? []) as DrillDeficiency[]);
  const conductedAt = (record.conducted_at as string | null | undefined) || null;
  columns.conducted_at = conductedAt;
  const status = (existing?.status as string | undefined) ?? 'planned';
  if (conductedAt) {
    await checkConducted(tx, shipId, conductedAt, await companyToday(request), participants);
    if (status === 'planned' || status === 'postponed') columns.status = 'done';
  } else if (status === 'done' || status === 'office_reviewed') {
    throw fieldError('conducted_at', 'validate.required');
  } else if (!existing) {
    columns.status = 'planned';
  }
  return columns;
}

async function presentDrills(rows: Row[], db: Db): Promise<Row[]> {
  const typeIds = [...new Set(rows.map((row) => row.drill_type_id as string))];
  const types = typeIds.length ? await db.select({ id: drillType.id, code: drillType.code, name_en: drillType.name_en, name_zh: drillType.name_zh }).from(drillType).where(inArray(drillType.id, typeIds)) : [];
  const byId = new Map(types.map((type) => [type.id, type]));
  const labelled = await withLabels(db, rows, { ship_id: 'ship', master_signed_by: 'admin', office_reviewed_by: 'admin' });
  return labelled.map((row) => {
    const type = byId.get(row.drill_type_id as string);
    return { ...row, drill_type_code: type?.code ?? null, drill_type_id_label: type?.name_en ?? null, drill_type_id_label_zh: type?.name_zh ?? null };
  });
}

export const PRESENTED_DRILL = ['ship_id_label', 'master_signed_by_label', 'office_reviewed_by_label', 'drill_type_code', 'drill_type_id_label', 'drill_type_id_label_zh'];

export function drillsResources(_context: ModuleContext): ResourceBinding[] {
  return [
    { ...typeResource.binding, toColumns: typeColumns },
    {
      ...drillResource.binding,
      toColumns: drillColumns,
      present: presentDrills,
      readOnlyColumns: [...(drillResource.binding.readOnlyColumns ?? []), ...PRESENTED_DRILL],
      afterWrite: (row, _values, write) => syncParticipants(write.tx, row as unknown as DrillRow, write.access.admin.id),
    },
    { ...participantResource.binding, present: (rows, db) => withLabels(db, rows, { ship_id: 'ship', seafarer_id: 'seafarer', rank_id: 'position' }) },
  ];
}
