import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { departmentLabel } from './identity/department-label.js';
import { admin, department } from './identity/tables.js';
import { seafarer } from '../modules/crew/tables.js';
import { ship } from '../modules/fleet/tables.js';
import { certificateSurvey, certType } from '../modules/cert/tables.js';

/**
 * Labels of the records a row points at (ship, seafarer, administrator, department, certificate type),
 * read in one query per kind for a page of rows: `{field}_label` beside each uuid field, as the resource
 * kit answers remote fields.
 */
export type LabelKind = 'ship' | 'seafarer' | 'admin' | 'department' | 'certType';

async function namesOf(db: Db, kind: LabelKind, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  switch (kind) {
    case 'ship':
      return new Map((await db.select({ id: ship.id, en: ship.name_en, zh: ship.name_zh }).from(ship).where(inArray(ship.id, ids))).map((r) => [r.id, r.zh ? `${r.en} / ${r.zh}` : r.en]));
    case 'seafarer':
      return new Map((await db.select({ id: seafarer.id, en: seafarer.name_en, zh: seafarer.name_zh }).from(seafarer).where(inArray(seafarer.id, ids))).map((r) => [r.id, r.zh ? `${r.zh} (${r.en})` : r.en]));
    case 'admin':
      return new Map((await db.select({ id: admin.id, name: admin.nickname }).from(admin).where(inArray(admin.id, ids))).map((r) => [r.id, r.name]));
    case 'department':
      return new Map((await db.select({ id: department.id, name: department.name, name_en: department.name_en }).from(department).where(inArray(department.id, ids))).map((r) => [r.id, departmentLabel(r)]));
    case 'certType':
      return new Map((await db.select({ id: certType.id, en: certType.name_en, zh: certType.name_zh }).from(certType).where(inArray(certType.id, ids))).map((r) => [r.id, `${r.zh} / ${r.en}`]));
  }
}

/** Adds `{field}_label` for each named uuid field of the rows. */
export async function withLabels<T extends Record<string, unknown>>(db: Db, rows: T[], fields: Record<string, LabelKind>): Promise<T[]> {
  const maps = new Map<string, Map<string, string>>();
  for (const [field, kind] of Object.entries(fields)) {
    const ids = [...new Set(rows.map((row) => row[field]).filter((id): id is string => typeof id === 'string'))];
    maps.set(field, await namesOf(db, kind, ids));
  }
  return rows.map((row) => {
    const labels: Record<string, string> = {};
    for (const field of Object.keys(fields)) {
      const id = row[field];
      labels[`${field}_label`] = typeof id === 'string' ? (maps.get(field)!.get(id) ?? '') : '';
    }
    return { ...row, ...labels };
  });
}

/**
 * The certificate of each survey-window record an alert or to-do points at (source 'certificate_survey'),
 * so that the web can open the certificate: `certificate_id` on rows of that source, the biz id itself for
 * certificate and crew-document rows.
 */
export async function withCertificateIds<T extends Record<string, unknown>>(db: Db, rows: T[], sourceField: string): Promise<T[]> {
  const surveyIds = rows.filter((row) => row[sourceField] === 'certificate_survey' && typeof row.biz_id === 'string').map((row) => row.biz_id as string);
  const owners = surveyIds.length
    ? new Map((await db.select({ id: certificateSurvey.id, certificate_id: certificateSurvey.certificate_id }).from(certificateSurvey).where(inArray(certificateSurvey.id, [...new Set(surveyIds)]))).map((r) => [r.id, r.certificate_id]))
    : new Map<string, string>();
  return rows.map((row) => {
    const source = row[sourceField];
    const certificateId = source === 'certificate_survey' ? (owners.get(row.biz_id as string) ?? null) : source === 'certificate' || source === 'crew_document' ? (row.biz_id ?? null) : null;
    return { ...row, certificate_id: certificateId };
  });
}
