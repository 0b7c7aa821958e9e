import { and, desc, eq, ne } from 'drizzle-orm';
import { APPRAISAL_TRANSLATIONS } from '@vessel/contract';
import type { SeafarerAppraisals } from '../../../platform/seafarer-appraisals.js';
import { crewAppraisal } from './tables.js';

const word = (key: string) => ({ 'zh-cn': APPRAISAL_TRANSLATIONS['zh-cn'][key] ?? key.split('.').pop()!, en: APPRAISAL_TRANSLATIONS.en[key] ?? key.split('.').pop()! });

/** A seafarer's appraisals for the crew's printed record (platform/seafarer-appraisals.ts): drafts left out. */
export const seafarerAppraisals: SeafarerAppraisals = {
  async ofSeafarer(db, seafarerId) {
    const rows = await db
      .select()
      .from(crewAppraisal)
      .where(and(eq(crewAppraisal.seafarer_id, seafarerId), ne(crewAppraisal.status, 'draft')))
      .orderBy(desc(crewAppraisal.period_to));
    return rows.map((row) => ({
      id: row.id,
      ship_id: row.ship_id,
      rank_id: row.rank_id,
      period_from: row.period_from,
      period_to: row.period_to,
      overall: row.overall === null ? null : Number(row.overall),
      occasion: word(`evaluation.appraisal.occasion_options.${row.occasion}`),
      status: word(`evaluation.appraisal.status_options.${row.status}`),
      rehire: row.recommend_rehire ? word(`evaluation.appraisal.recommend_rehire_options.${row.recommend_rehire}`) : null,
      recommend_promotion: row.recommend_promotion,
    }));
  },
};
