import { and, eq, inArray, isNotNull, isNull, ne, notInArray } from 'drizzle-orm';
import { addDays, bilingual, daysBetween, effectiveExpiry, leadStage, type SurveyKind, type TitleParam } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AlertCondition, AlertSource } from '../../platform/alert/engine.js';
import { optionalService, service } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { SUPPLIER_DIRECTORY } from '../../platform/suppliers.js';
import { refreshAllCertificates, surveyState, WINDOW_LEAD_DAYS } from './certificate-state.js';
import { certificate, certificateSurvey, certificateType } from './tables.js';

/** biz_type of expiry alerts of ship, company and supplier certificates (seafarer documents are the crew sources'). */
export const CERTIFICATE_SOURCE = 'certificate';
/** biz_type of survey-window alerts (annual, intermediate, periodical endorsements). */
export const SURVEY_SOURCE = 'certificate_survey';

/** Certificates that no longer count: replaced, suspended or withdrawn ones raise nothing. */
const INACTIVE = ['superseded', 'suspended', 'withdrawn'] as const;

interface Holder {
  holder_type: string;
  ship_name_en: string | null;
  ship_name_zh: string | null;
  tech: string | null;
  marine: string | null;
  supplier_name_en?: string | null;
  supplier_name_zh?: string | null;
}

function holderParam(holder: Holder): TitleParam {
  if (holder.holder_type === 'ship' && holder.ship_name_en) return { en: holder.ship_name_en, 'zh-cn': holder.ship_name_zh || holder.ship_name_en };
  if (holder.holder_type === 'supplier' && holder.supplier_name_en) return { en: holder.supplier_name_en, 'zh-cn': holder.supplier_name_zh || holder.supplier_name_en };
  return bilingual('holder.company');
}

/** Who renews a ship's certificate or arranges its survey: the technical superintendent, else the marine one. */
function assigneesOf(holder: Holder): string[] {
  return [holder.tech, holder.marine].filter((id): id is string => !!id);
}

/** Each row with its holder: the ship's names and superintendents from the fleet (one read for the whole run). */
async function withHolders<T extends { holder_type: string; ship_id: string | null; supplier_id?: string | null }>(db: Db, rows: T[]): Promise<(T & Holder)[]> {
  const ships = await service(SHIP_DIRECTORY).byIds(db, [...new Set(rows.map((row) => row.ship_id).filter((id): id is string => !!id))]);
  const supplierIds = [...new Set(rows.map((row) => row.supplier_id).filter((id): id is string => !!id))];
  // A supplier's name from the supplier area, when it is enabled (the cert area does not depend on it).
  const suppliers = supplierIds.length ? ((await optionalService(SUPPLIER_DIRECTORY)?.byIds(db, supplierIds)) ?? new Map()) : new Map();
  return rows.map((row) => {
    const owner = row.ship_id ? ships.get(row.ship_id) : undefined;
    const supplier = row.supplier_id ? suppliers.get(row.supplier_id) : undefined;
    return {
      ...row,
      supplier_name_en: supplier?.name_en ?? null,
      supplier_name_zh: supplier?.name_zh ?? null,
      ship_name_en: owner?.name_en ?? null,
      ship_name_zh: owner?.name_zh ?? null,
      tech: owner?.tech_superintendent_id ?? null,
      marine: owner?.marine_superintendent_id ?? null,
    };
  });
}

/** Expiry of ship and company certificates: a stage per alert lead time ('90d' … '7d'), then 'expired'. */
export const certificateExpirySource: AlertSource = {
  biz_type: CERTIFICATE_SOURCE,
  // Empty: each certificate type's own alert days.
  defaults: { lead_days: [] },
  prepare: (db, today) => db.transaction((tx) => refreshAllCertificates(tx as unknown as typeof db, today)),
  async collect(db, { today, leadDays, ids }) {
    const found = await db
      .select({
        id: certificate.id,
        ship_id: certificate.ship_id,
        dept_id: certificate.dept_id,
        expiry_date: certificate.expiry_date,
        extension_until: certificate.extension_until,
        alert_days: certificateType.alert_days,
        name_en: certificateType.name_en,
        name_zh: certificateType.name_zh,
        holder_type: certificate.holder_type,
        supplier_id: certificate.supplier_id,
      })
      .from(certificate)
      .innerJoin(certificateType, eq(certificateType.id, certificate.cert_type_id))
      .where(
        and(
          inArray(certificate.holder_type, ['ship', 'company', 'supplier']),
          notInArray(certificate.status, [...INACTIVE]),
          isNotNull(certificate.expiry_date),
          ids ? inArray(certificate.id, ids) : undefined,
        ),
      );
    const rows = await withHolders(db, found);
    const conditions: AlertCondition[] = [];
    for (const row of rows) {
      const until = effectiveExpiry(row.expiry_date, row.extension_until)!;
      const stage = leadStage(until, today, leadDays.length ? leadDays : row.alert_days);
      if (!stage) continue;
      const days = daysBetween(today, until);
      const params = { cert: { en: row.name_en, 'zh-cn': row.name_zh }, holder: holderParam(row), date: until, days };
      conditions.push({
        biz_type: CERTIFICATE_SOURCE,
        biz_id: row.id,
        ship_id: row.ship_id,
        dept_id: row.dept_id,
        due_date: until,
        stage,
        level: stage === 'expired' ? 'critical' : days <= 30 ? 'warn' : 'info',
        title_key: stage === 'expired' ? 'alert.certificate.expired' : 'alert.certificate.expiring',
        params,
        assignees: assigneesOf(row),
        todo_type: 'cert_renew',
        todo_title_key: 'todo.certRenew',
      });
    }
    return conditions;
  },
};

/**
 * Survey windows not yet endorsed: 'opening' (a lead time before the window opens), 'window_open', then
 * 'overdue' (as serious as an expiry: an unendorsed certificate is invalid). Renewal windows are covered by
 * the expiry alerts.
 */
export const surveyWindowSource: AlertSource = {
  biz_type: SURVEY_SOURCE,
  defaults: { lead_days: [WINDOW_LEAD_DAYS] },
  async collect(db, { today, leadDays, ids }) {
    const found = await db
      .select({
        id: certificateSurvey.id,
        kind: certificateSurvey.kind,
        window_start: certificateSurvey.window_start,
        window_end: certificateSurvey.window_end,
        done_date: certificateSurvey.done_date,
        ship_id: certificate.ship_id,
        dept_id: certificate.dept_id,
        name_en: certificateType.name_en,
        name_zh: certificateType.name_zh,
        holder_type: certificate.holder_type,
      })
      .from(certificateSurvey)
      .innerJoin(certificate, eq(certificate.id, certificateSurvey.certificate_id))
      .innerJoin(certificateType, eq(certificateType.id, certificate.cert_type_id))
      .where(
        and(
          isNull(certificateSurvey.done_date),
          ne(certificateSurvey.kind, 'renewal'),
          notInArray(certificate.status, [...INACTIVE]),
          ids ? inArray(certificateSurvey.id, ids) : undefined,
        ),
      );
    const rows = await withHolders(db, found);
    const lead = Math.max(0, ...(leadDays.length ? leadDays : [WINDOW_LEAD_DAYS]));
    const conditions: AlertCondition[] = [];
    for (const row of rows) {
      const state = surveyState(row, today);
      const opening = today >= addDays(row.window_start, -lead) && today < row.window_start;
      if (state !== 'overdue' && state !== 'in_window' && !opening) continue;
      const stage = state === 'overdue' ? 'overdue' : state === 'in_window' ? 'window_open' : 'opening';
      const params = {
        kind: bilingual(`survey.kind.${row.kind as SurveyKind}`),
        cert: { en: row.name_en, 'zh-cn': row.name_zh },
        holder: holderParam(row),
        date: row.window_end,
        start: row.window_start,
      };
      conditions.push({
        biz_type: SURVEY_SOURCE,
        biz_id: row.id,
        ship_id: row.ship_id,
        dept_id: row.dept_id,
        due_date: row.window_end,
        stage,
        level: stage === 'overdue' ? 'critical' : stage === 'window_open' ? 'warn' : 'info',
        title_key: stage === 'overdue' ? 'alert.survey.overdue' : stage === 'window_open' ? 'alert.survey.open' : 'alert.survey.dueSoon',
        params,
        assignees: assigneesOf(row),
        todo_type: 'survey_window',
        todo_title_key: 'todo.surveyWindow',
      });
    }
    return conditions;
  },
};

export const CERT_ALERT_SOURCES = [certificateExpirySource, surveyWindowSource] as const;
