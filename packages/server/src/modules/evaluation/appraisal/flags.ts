import { and, desc, inArray, ne } from 'drizzle-orm';
import { appraisalFlags } from '@vessel/contract';
import type { SeafarerFlag, SeafarerFlags } from '../../../platform/seafarer-flags.js';
import { crewAppraisal } from './tables.js';

/**
 * The seafarer's latest appraisal past draft decides: a later good appraisal lifts an earlier "no rehire"
 * (the company took him back and he did well).
 */
export const appraisalSeafarerFlags: SeafarerFlags = {
  async flags(db, seafarerIds) {
    const found = new Map<string, SeafarerFlag>();
    if (!seafarerIds.length) return found;
    const rows = await db
      .select()
      .from(crewAppraisal)
      .where(and(inArray(crewAppraisal.seafarer_id, [...seafarerIds]), ne(crewAppraisal.status, 'draft')))
      .orderBy(desc(crewAppraisal.period_to));
    const seen = new Set<string>();
    for (const row of rows) {
      if (!row.seafarer_id || seen.has(row.seafarer_id)) continue;
      seen.add(row.seafarer_id);
      if (!appraisalFlags(row)) continue;
      const low = row.recommend_rehire !== 'no';
      found.set(row.seafarer_id, {
        kind: 'no_rehire',
        label: low ? { en: `Appraised ${row.overall} overall: no rehire`, 'zh-cn': `考评综合 ${row.overall} 分：不宜续聘` } : { en: 'Appraisal: no rehire', 'zh-cn': '考评建议不再聘用' },
        since: row.period_to,
        source: { resource: 'evaluation.Appraisal', id: row.id },
      });
    }
    return found;
  },
};
