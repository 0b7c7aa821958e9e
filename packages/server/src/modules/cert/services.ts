import { and, asc, desc, eq, gte, inArray, isNull, lte, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dashboardTiles } from '../../platform/dashboard.js';
import { CERTIFICATE_OF_SURVEY, labelSource } from '../../platform/record-labels.js';
import { provideService } from '../../platform/services.js';
import { CERTIFICATE_TYPES, SEAFARER_DOCUMENTS, SHIP_CERTIFICATES, type CertificateTypes, type SeafarerDocument, type SeafarerDocuments, type ShipCertificates } from './api.js';
import { certDashboardTiles } from './dashboard-tiles.js';
import { nextWindows } from './next-window.js';
import { syncSeafarerDocuments } from './seafarer-documents.js';
import { certificate, certificateSurvey, certificateType } from './tables.js';


const shipCertificates: ShipCertificates = {
  async ofShip(db, shipId) {
    const rows = await db
      .select({
        id: certificate.id,
        cert_type_id: certificate.cert_type_id,
        cert_type_code: certificateType.code,
        cert_type_name_en: certificateType.name_en,
        cert_type_name_zh: certificateType.name_zh,
        cert_no: certificate.cert_no,
        issue_date: certificate.issue_date,
        expiry_date: certificate.expiry_date,
        status: certificate.status,
      })
      .from(certificate)
      .innerJoin(certificateType, eq(certificateType.id, certificate.cert_type_id))
      .where(and(eq(certificate.ship_id, shipId), eq(certificate.holder_type, 'ship')))
      .orderBy(desc(certificateType.weigh), asc(certificate.expiry_date));
    const windows = await nextWindows(db, rows.map((c) => c.id));
    return rows.map((c) => ({ ...c, next_window: windows.get(c.id) ?? null }));
  },
  async heldFor(tx, shipIds) {
    if (shipIds.length === 0) return false;
    const [found] = await tx.select({ id: certificate.id }).from(certificate).where(inArray(certificate.ship_id, [...shipIds])).limit(1);
    return !!found;
  },
  async windowsOpening(db, typeCodes, from, to) {
    if (typeCodes.length === 0) return [];
    const rows = await db
      .select({
        survey_id: certificateSurvey.id,
        certificate_id: certificate.id,
        cert_type_code: certificateType.code,
        holder_type: certificate.holder_type,
        ship_id: certificate.ship_id,
        dept_id: certificate.dept_id,
        kind: certificateSurvey.kind,
        window_start: certificateSurvey.window_start,
        window_end: certificateSurvey.window_end,
      })
      .from(certificateSurvey)
      .innerJoin(certificate, eq(certificate.id, certificateSurvey.certificate_id))
      .innerJoin(certificateType, eq(certificateType.id, certificate.cert_type_id))
      .where(
        and(
          inArray(certificateType.code, [...typeCodes]),
          inArray(certificate.holder_type, ['ship', 'company']),
          notInArray(certificate.status, [...VOID_DOCUMENT_STATUSES]),
          isNull(certificateSurvey.done_date),
          gte(certificateSurvey.window_start, from),
          lte(certificateSurvey.window_start, to),
        ),
      )
      .orderBy(asc(certificateSurvey.window_start));
    return rows as Awaited<ReturnType<ShipCertificates['windowsOpening']>>;
  },
};

/** Documents that no longer count, whatever their dates say. */
export const VOID_DOCUMENT_STATUSES = ['superseded', 'suspended', 'withdrawn'] as const;

const TYPE_COLUMNS = { id: certificateType.id, code: certificateType.code, name_en: certificateType.name_en, name_zh: certificateType.name_zh, holder: certificateType.holder, weigh: certificateType.weigh };

const certificateTypes: CertificateTypes = {
  async byIds(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db.select(TYPE_COLUMNS).from(certificateType).where(inArray(certificateType.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row]));
  },
  async byCode(db, holder) {
    const rows = await db.select(TYPE_COLUMNS).from(certificateType).where(eq(certificateType.holder, holder));
    return new Map(rows.map((row) => [row.code, row]));
  },
};

async function documentsWhere(db: Db, condition: SQL | undefined): Promise<SeafarerDocument[]> {
  const rows = await db
    .select({
      id: certificate.id,
      seafarer_id: certificate.seafarer_id,
      cert_type_id: certificate.cert_type_id,
      status: certificate.status,
      dept_id: certificate.dept_id,
      expiry_date: certificate.expiry_date,
      extension_until: certificate.extension_until,
      cert_no: certificate.cert_no,
      issuing_country: certificate.issuing_country,
      issue_date: certificate.issue_date,
    })
    .from(certificate)
    .where(and(eq(certificate.holder_type, 'seafarer'), condition));
  // holder_type 'seafarer' guarantees a seafarer (the table's check constraint).
  return rows.map((row) => ({ ...row, seafarer_id: row.seafarer_id! }));
}

const seafarerDocuments: SeafarerDocuments = {
  async ofSeafarers(db, seafarerIds, which = 'all') {
    if (seafarerIds.length === 0) return [];
    return documentsWhere(db, and(inArray(certificate.seafarer_id, [...new Set(seafarerIds)]), which === 'live' ? notInArray(certificate.status, [...VOID_DOCUMENT_STATUSES]) : undefined));
  },
  async byIds(db, ids) {
    if (ids.length === 0) return [];
    return documentsWhere(db, inArray(certificate.id, [...new Set(ids)]));
  },
  followSeafarer: syncSeafarerDocuments,
};

/** What the certificate area offers the platform and the other areas. */
export function provideCertServices(): void {
  provideService(CERTIFICATE_TYPES, certificateTypes, 'cert');
  provideService(SEAFARER_DOCUMENTS, seafarerDocuments, 'cert');
  provideService(SHIP_CERTIFICATES, shipCertificates, 'cert');
  provideService(dashboardTiles('cert'), certDashboardTiles, 'cert');
  provideService(
    labelSource('certificateType'),
    {
      async names(db, ids) {
        const rows = await db.select({ id: certificateType.id, en: certificateType.name_en, zh: certificateType.name_zh }).from(certificateType).where(inArray(certificateType.id, ids));
        return new Map(rows.map((r) => [r.id, { en: r.en, zh: r.zh }]));
      },
      // "船舶国籍证书 / Certificate of Registry" (both names are required of a type)
      line: (name) => `${name.zh} / ${name.en}`,
    },
    'cert',
  );
  provideService(
    CERTIFICATE_OF_SURVEY,
    {
      async certificateIds(db, surveyIds) {
        const rows = await db.select({ id: certificateSurvey.id, certificate_id: certificateSurvey.certificate_id }).from(certificateSurvey).where(inArray(certificateSurvey.id, surveyIds));
        return new Map(rows.map((r) => [r.id, r.certificate_id]));
      },
    },
    'cert',
  );
}
