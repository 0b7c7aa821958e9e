import { inArray } from 'drizzle-orm';
import { CERTIFICATE_OF_SURVEY, labelSource } from '../../platform/record-labels.js';
import { provideService } from '../../platform/services.js';
import { certificateSurvey, certType } from './tables.js';

/** What the certificate area offers the platform and the other areas. */
export function provideCertServices(): void {
  provideService(
    labelSource('certType'),
    {
      async names(db, ids) {
        const rows = await db.select({ id: certType.id, en: certType.name_en, zh: certType.name_zh }).from(certType).where(inArray(certType.id, ids));
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
