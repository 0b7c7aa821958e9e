import { eq, inArray } from 'drizzle-orm';
import {
  checkImo,
  checkMmsi,
  normaliseImo,
  shipResource,
  shipStatusChangeAllowed,
  translate,
  type MessageKey,
  type ShipStatus,
} from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../platform/envelope.js';
import type { ResourceBinding, Row, WriteContext } from '../../platform/resource/define.js';
import { admin, department } from '../../platform/identity/tables.js';
import { departmentLabel } from '../../platform/identity/department-label.js';
import { service } from '../../platform/services.js';
import { SHIP_CERTIFICATES } from '../cert/api.js';
import { CREW_SHIPS } from '../crew/api.js';
import { createShipDepartment, isFleetParent, retireShipDepartment, syncShipDepartment } from './ship-department.js';
import { ship, shipNameHistory, shipStatusLog } from './tables.js';
import { companyToday } from '../../platform/company-today.js';

const pickers = (...paths: string[]) => paths.flatMap((path) => [`${path}/add`, `${path}/edit`]);

/** Plain columns the form writes as they are ('' for an emptied optional text). */
const TEXT = ['name_en', 'name_zh', 'call_sign', 'flag', 'port_of_registry', 'official_no', 'ship_type', 'ship_subtype', 'class_society', 'class_no', 'class_notation', 'builder', 'hull_no', 'registered_owner', 'doc_company', 'operator', 'trading_area', 'status', 'contact_email', 'sat_phone', 'next_port'] as const;
const NULLABLE = ['gt', 'nt', 'dwt', 'built_year', 'delivery_date', 'management_start', 'management_end', 'next_drydock_due', 'next_port_eta', 'tech_superintendent_id', 'marine_superintendent_id', 'crew_manager_id'] as const;
const METRES = ['loa', 'breadth', 'depth', 'summer_draft'] as const;

function statusName(context: WriteContext, status: string): string {
  return translate(context.request.lang, `fleet.shipStatus.${status}` as MessageKey);
}

/** IMO number (check digit), MMSI against the flag: the identity of the ship, with the field that is wrong (the IMO number's uniqueness is declared in the contract and checked by the kit). */
async function checkIdentity(values: Record<string, unknown>, context: WriteContext): Promise<{ imo: string | undefined }> {
  const { existing } = context;
  let imo: string | undefined;
  if (typeof values.imo_no === 'string') {
    imo = normaliseImo(values.imo_no);
    const check = checkImo(imo);
    if (!check.ok) {
      if (check.reason === 'format') throw fieldError('imo_no', 'fleet.imoFormat');
      throw fieldError('imo_no', 'fleet.imoCheckDigit', { expected: check.expected, given: check.given });
    }
  }
  const flag = (values.flag ?? existing?.flag) as string;
  const mmsi = (values.mmsi ?? existing?.mmsi ?? '') as string;
  // An MMSI already on file is checked again when the flag changes (reflagging changes the MMSI too).
  if (mmsi && (values.mmsi !== undefined || values.flag !== undefined)) {
    const check = checkMmsi(mmsi, flag);
    if (!check.ok) {
      if (check.reason === 'format') throw fieldError('mmsi', 'fleet.mmsiFormat');
      if (check.reason === 'notShip') throw fieldError('mmsi', 'fleet.mmsiNotShip', { mmsi });
      if (check.reason === 'midMismatch') throw fieldError('mmsi', 'fleet.mmsiFlagMismatch', { mid: check.mid, flag, expected: check.expected.join(', ') });
      throw fieldError('flag', 'validate.invalid');
    }
  }
  return { imo };
}

/** `{position_id: count}` of ship ranks only, counts 0..99; zero entries are dropped. */
async function safeManningOf(value: unknown, tx: Db): Promise<Record<string, number>> {
  if (value === null || value === undefined || value === '') return {};
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw fieldError('safe_manning', 'fleet.safeManning');
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw fieldError('safe_manning', 'fleet.safeManning');
  const entries = Object.entries(parsed as Record<string, unknown>);
  const out: Record<string, number> = {};
  for (const [key, count] of entries) {
    if (!/^[0-9a-f-]{36}$/i.test(key) || typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > 99) {
      throw fieldError('safe_manning', 'fleet.safeManning');
    }
    if (count > 0) out[key] = count;
  }
  const ids = Object.keys(out);
  if (ids.length) {
    const ranks = await service(CREW_SHIPS).shipRanks(tx, ids);
    if (ranks.size !== ids.length) throw fieldError('safe_manning', 'fleet.safeManningUnknownRank');
  }
  return out;
}

async function labels(rows: Row[], db: Db): Promise<Row[]> {
  const adminIds = [...new Set(rows.flatMap((row) => [row.tech_superintendent_id, row.marine_superintendent_id, row.crew_manager_id]).filter(Boolean) as string[])];
  const deptIds = [...new Set(rows.map((row) => row.fleet_group_id).filter(Boolean) as string[])];
  const [admins, depts] = await Promise.all([
    adminIds.length ? db.select({ id: admin.id, nickname: admin.nickname }).from(admin).where(inArray(admin.id, adminIds)) : [],
    deptIds.length ? db.select({ id: department.id, name: department.name, name_en: department.name_en }).from(department).where(inArray(department.id, deptIds)) : [],
  ]);
  const adminName = new Map(admins.map((a) => [a.id, a.nickname]));
  const deptName = new Map(depts.map((d) => [d.id, departmentLabel(d)]));
  return rows.map((row) => {
    const out: Row = { ...row };
    for (const field of ['tech_superintendent_id', 'marine_superintendent_id', 'crew_manager_id']) out[`${field}_label`] = row[field] ? (adminName.get(row[field] as string) ?? '') : '';
    out.fleet_group_id_label = row.fleet_group_id ? (deptName.get(row.fleet_group_id as string) ?? '') : '';
    return out;
  });
}

export const shipBinding: ResourceBinding = {
  def: shipResource,
  table: ship,
  scope: { department: ship.dept_id },
  // Forms that pick a ship: crew, contracts, certificates...
  selectRights: pickers('crew/assignment', 'crew/contract', 'crew/seafarer', 'crew/seaService', 'cert/certificate', 'audit/plan', 'audit/externalPlan', 'audit/selfInspection'),
  readOnlyColumns: ['row_version'],
  present: labels,
  async toColumns(values, context) {
    const { tx, existing } = context;
    const { imo } = await checkIdentity(values, context);

    const columns: Record<string, unknown> = {};
    for (const name of TEXT) if (values[name] !== undefined) columns[name] = values[name];
    for (const name of NULLABLE) if (values[name] !== undefined) columns[name] = values[name] === '' ? null : values[name];
    for (const name of METRES) if (values[name] !== undefined) columns[name] = values[name] === '' || values[name] === null ? null : values[name];
    if (imo !== undefined) columns.imo_no = imo;
    if (values.safe_manning !== undefined) columns.safe_manning = await safeManningOf(values.safe_manning, tx);

    const start = (columns.management_start ?? existing?.management_start) as string | null;
    const end = (columns.management_end ?? existing?.management_end) as string | null;
    if (start && end && end < start) throw fieldError('management_end', 'fleet.managementDates');

    const from = existing?.status as ShipStatus | undefined;
    const to = (values.status ?? from) as ShipStatus;
    if (from && from !== to) {
      if (!shipStatusChangeAllowed(from, to)) throw fieldError('status', 'fleet.statusChange', { from: statusName(context, from), to: statusName(context, to) });
      if (!String(values.status_reason ?? '').trim()) throw fieldError('status_reason', 'fleet.statusReasonRequired');
    }
    if (values.status_date && (values.status_date as string) > (await companyToday(context.request))) throw fieldError('status_date', 'crew.dateInFuture');

    // The ship's place in the organisation: its own node under the chosen fleet group (or the company).
    const parentId = (values.fleet_group_id ?? existing?.fleet_group_id) as string | null;
    if (!parentId || !(await isFleetParent(tx, parentId))) throw fieldError('fleet_group_id', 'fleet.groupInvalid');
    columns.fleet_group_id = parentId;
    const names = {
      name_en: (columns.name_en ?? existing?.name_en) as string,
      name_zh: (columns.name_zh ?? existing?.name_zh ?? '') as string,
      imo_no: (columns.imo_no ?? existing?.imo_no) as string,
      parentId,
    };
    if (existing) {
      await syncShipDepartment(tx, existing.dept_id as string, names);
    } else {
      columns.dept_id = await createShipDepartment(tx, names);
    }
    return columns;
  },
  async afterWrite(row, values, context) {
    const { tx, existing, access } = context;
    const today = await companyToday(context.request);
    const from = (existing?.status ?? null) as ShipStatus | null;
    const to = row.status as ShipStatus;
    if (from !== to) {
      await tx.insert(shipStatusLog).values({
        ship_id: row.id,
        from_status: from,
        to_status: to,
        changed_on: (values.status_date as string | undefined) || today,
        reason: String(values.status_reason ?? '').trim().slice(0, 255),
        admin_id: access.admin.id,
        username: access.admin.username,
      });
    }
    if (existing && (existing.name_en !== row.name_en || existing.name_zh !== row.name_zh)) {
      await tx.insert(shipNameHistory).values({ ship_id: row.id, name_en: existing.name_en as string, name_zh: existing.name_zh as string, until: today });
    }
    // Safe manning or the status decide whether the ship has a manning gap.
    if (existing && (from !== to || JSON.stringify(existing.safe_manning) !== JSON.stringify(row.safe_manning))) {
      await context.request.server.moduleContext.alerts.reconcile('safe_manning', row.id, tx, today);
    }
  },
  async beforeDelete(rows, { tx }) {
    const ids = rows.map((row) => row.id);
    if ((await service(CREW_SHIPS).namesShips(tx, ids)) || (await service(SHIP_CERTIFICATES).heldFor(tx, ids))) throw fieldError('ids', 'fleet.shipHasRecords');
    const nodes = rows.map((row) => row.dept_id as string);
    const [member] = await tx.select({ id: admin.id }).from(admin).where(inArray(admin.department_id, nodes)).limit(1);
    if (member) throw fieldError('ids', 'fleet.shipDeptInUse');
  },
  async remove(rows, { tx }) {
    await tx.delete(ship).where(inArray(ship.id, rows.map((row) => row.id)));
    await retireShipDepartment(tx, rows.map((row) => row.dept_id as string));
    return rows.length;
  },
  // The node the delete disabled is the restored ship's again.
  async afterRestore(row, tx) {
    if (row.dept_id) await tx.update(department).set({ status: 'enable', remark: '', updated_at: new Date() }).where(eq(department.id, row.dept_id as string));
  },
};

export const FLEET_BINDINGS = [shipBinding];

