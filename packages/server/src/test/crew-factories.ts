import { eq } from 'drizzle-orm';
import { addDays, imoFrom } from '@vessel/contract';
import { certificateType } from '../modules/cert/tables.js';
import { position, positionRequirement } from '../modules/crew/tables.js';
import { call, type TestApp } from './helpers.js';
import { rootDepartmentId } from './factories.js';

/** Builders of fleet and crew records through the real endpoints (a refusal throws). */
async function must(t: TestApp, token: string, url: string, body: Record<string, unknown>) {
  const { json } = await call(t, { url, body, token, lang: 'en' });
  if (json?.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
  return json.data.row as Record<string, any> & { id: string };
}

let imoSeq = 100000;
/** A fresh valid IMO number for each ship a test makes. */
export const nextImo = () => imoFrom(String(++imoSeq));

export async function positionId(t: TestApp, code: string): Promise<string> {
  const [row] = await t.database.db.select({ id: position.id }).from(position).where(eq(position.code, code));
  if (!row) throw new Error(`no position ${code}`);
  return row.id;
}

export async function certTypeId(t: TestApp, code: string): Promise<string> {
  const [row] = await t.database.db.select({ id: certificateType.id }).from(certificateType).where(eq(certificateType.code, code));
  if (!row) throw new Error(`no certificate type ${code}`);
  return row.id;
}

export async function buildShip(t: TestApp, token: string, values: Record<string, unknown> & { name_en: string }) {
  return must(t, token, '/admin/fleet.Ship/add', {
    imo_no: nextImo(),
    flag: 'PA',
    ship_type: 'bulk_carrier',
    trading_area: 'international',
    status: 'in_service',
    fleet_group_id: await rootDepartmentId(t, token),
    ...values,
  });
}

let seafarerSeq = 0;
export async function buildSeafarer(t: TestApp, token: string, values: Record<string, unknown> & { name_en: string; rank: string }) {
  const { rank, ...rest } = values;
  return must(t, token, '/admin/crew.Seafarer/add', {
    seafarer_no: `T${String(++seafarerSeq).padStart(5, '0')}`,
    nationality: 'CN',
    employment_state: 'active',
    rank_id: await positionId(t, rank),
    birth_date: '1985-04-12',
    ...rest,
  });
}

/** A seafarer document (a certificate with holder_type 'seafarer'). */
export async function buildDocument(t: TestApp, token: string, seafarerId: string, code: string, expiry: string | null) {
  return must(t, token, '/admin/crew.SeafarerDocument/add', {
    seafarer_id: seafarerId,
    cert_type_id: await certTypeId(t, code),
    cert_no: `${code}-${Math.random().toString(36).slice(2, 8)}`,
    issue_date: '2022-01-01',
    expiry_date: expiry,
    issuing_country: 'CN',
  });
}

/**
 * Empties the rank requirement matrix the installation seeds (the STCW minimum): for tests about
 * something other than documents, or that build the matrix they need themselves.
 */
export async function clearRequirements(t: TestApp): Promise<void> {
  await t.database.db.delete(positionRequirement);
}

export async function requireDocument(t: TestApp, token: string, rank: string, code: string, extra: Record<string, unknown> = {}) {
  return must(t, token, '/admin/crew.PositionRequirement/add', {
    position_id: await positionId(t, rank),
    cert_type_id: await certTypeId(t, code),
    mandatory: true,
    min_validity_days: 0,
    ...extra,
  });
}

export async function buildAssignment(t: TestApp, token: string, values: { seafarer_id: string; ship_id: string; rank: string; join: string; off: string } & Record<string, unknown>) {
  const { rank, join, off, ...rest } = values;
  return must(t, token, '/admin/crew.Assignment/add', { rank_id: await positionId(t, rank), planned_join_date: join, planned_sign_off_date: off, ...rest });
}

/** Runs a workflow step on assignments; answers the envelope. */
export async function step(t: TestApp, token: string, name: string, ids: string[], extra: Record<string, unknown> = {}, lang = 'en') {
  return (await call(t, { url: `/admin/crew.Assignment/${name}`, token, lang, body: { ids, ...extra } })).json;
}

export const days = (today: string, n: number) => addDays(today, n);
