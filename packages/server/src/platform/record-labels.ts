import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { departmentLabel } from './identity/department-label.js';
import { admin, department } from './identity/tables.js';
import { optionalService, serviceToken, type ServiceToken } from './services.js';

/**
 * Labels of the records a row points at, read in one query per kind for a page of rows: the one presenter
 * of every list that shows a remote field by name (alerts, to-dos, certificates, crew lists).
 *
 * A kind's names come from whoever owns its records: administrators and departments are the platform's
 * own; an area registers the kinds it owns (fleet `ship`, crew `seafarer`, `position`, `contract`,
 * `assignment`, cert `certificateType`) as a label source under `labelSource(kind)`. A kind no enabled module
 * offers labels as '' (its records are not there to name).
 */
export interface LabelName {
  en: string;
  /** '' when the record has no Chinese name. */
  zh: string;
}

export interface LabelSource {
  /** The names of the records with these ids (never empty), in one query; unknown ids are left out. */
  names(db: Db, ids: string[]): Promise<Map<string, LabelName>>;
  /** The record's one-line label (`{field}_label` of the one-line presentation), from its names. */
  line(name: LabelName): string;
}

export type LabelKind = 'ship' | 'seafarer' | 'admin' | 'department' | 'certificateType' | 'position' | 'contract' | 'assignment';

/** The token an area provides the label source of `kind` under. */
export function labelSource(kind: LabelKind): ServiceToken<LabelSource> {
  return serviceToken<LabelSource>(`labels.${kind}`);
}

/** The platform's own kinds. */
const OWN: Partial<Record<LabelKind, LabelSource>> = {
  admin: {
    async names(db, ids) {
      const rows = await db.select({ id: admin.id, name: admin.nickname }).from(admin).where(inArray(admin.id, ids));
      return new Map(rows.map((r) => [r.id, { en: r.name, zh: r.name }]));
    },
    line: (name) => name.en,
  },
  department: {
    async names(db, ids) {
      const rows = await db.select({ id: department.id, name: department.name, name_en: department.name_en }).from(department).where(inArray(department.id, ids));
      return new Map(rows.map((r) => [r.id, { en: departmentLabel(r), zh: departmentLabel(r) }]));
    },
    line: (name) => name.en,
  },
};

function sourceOf(kind: LabelKind): LabelSource | undefined {
  return OWN[kind] ?? optionalService(labelSource(kind));
}

/**
 * How the labels are written beside each field: `line` one `{field}_label` in the kind's own one-line form
 * (alerts, to-dos, certificates); `bilingual` `{field}_label` in English and `{field}_label_zh` in Chinese
 * (the English name where there is no Chinese one), which the crew pages pick from by language.
 */
export type LabelStyle = 'line' | 'bilingual';

/** Adds the labels of each named uuid field of the rows: one query per kind, whatever the number of fields. */
export async function withLabels<T extends Record<string, unknown>>(db: Db, rows: T[], fields: Partial<Record<string, LabelKind>>, style: LabelStyle = 'line'): Promise<T[]> {
  const idsByKind = new Map<LabelKind, Set<string>>();
  for (const [field, kind] of Object.entries(fields)) {
    if (!kind) continue;
    const ids = idsByKind.get(kind) ?? new Set<string>();
    for (const row of rows) if (typeof row[field] === 'string') ids.add(row[field] as string);
    idsByKind.set(kind, ids);
  }
  const names = new Map<LabelKind, Map<string, LabelName>>();
  for (const [kind, ids] of idsByKind) {
    const source = sourceOf(kind);
    names.set(kind, source && ids.size ? await source.names(db, [...ids]) : new Map());
  }
  return rows.map((row) => {
    const labels: Record<string, string> = {};
    for (const [field, kind] of Object.entries(fields)) {
      if (!kind) continue;
      const id = row[field];
      const name = typeof id === 'string' ? names.get(kind)!.get(id) : undefined;
      if (style === 'line') {
        labels[`${field}_label`] = name ? sourceOf(kind)!.line(name) : '';
      } else {
        labels[`${field}_label`] = name?.en ?? '';
        labels[`${field}_label_zh`] = name ? name.zh || name.en : '';
      }
    }
    return { ...row, ...labels };
  });
}

/**
 * Which certificate a survey-window record belongs to (source 'certificate_survey' of alerts and to-dos):
 * answered by the certificate area, which owns both.
 */
export interface CertificateOfSurvey {
  certificateIds(db: Db, surveyIds: string[]): Promise<Map<string, string>>;
}
export const CERTIFICATE_OF_SURVEY = serviceToken<CertificateOfSurvey>('platform.certificateOfSurvey');

/**
 * The certificate of each survey-window record an alert or to-do points at (source 'certificate_survey'),
 * so that the web can open the certificate: `certificate_id` on rows of that source, the biz id itself for
 * certificate and crew-document rows.
 */
export async function withCertificateIds<T extends Record<string, unknown>>(db: Db, rows: T[], sourceField: string): Promise<T[]> {
  const surveyIds = rows.filter((row) => row[sourceField] === 'certificate_survey' && typeof row.biz_id === 'string').map((row) => row.biz_id as string);
  const resolver = optionalService(CERTIFICATE_OF_SURVEY);
  const owners = surveyIds.length && resolver ? await resolver.certificateIds(db, [...new Set(surveyIds)]) : new Map<string, string>();
  return rows.map((row) => {
    const source = row[sourceField];
    const certificateId = source === 'certificate_survey' ? (owners.get(row.biz_id as string) ?? null) : source === 'certificate' || source === 'crew_document' ? (row.biz_id ?? null) : null;
    return { ...row, certificate_id: certificateId };
  });
}
