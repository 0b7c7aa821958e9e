import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

export interface MissingAppraisal {
  assignment_id: string;
  seafarer_id: string;
  ship_id: string;
  dept_id: string | null;
  label: string;
  sign_off_date: string;
}

/**
 * Assignments signed off on or before `signedOffBy` (and on or after `since`, when given) with no
 * end-of-contract appraisal past draft. Read by SQL from the crew's table: the crew offers no service for
 * signed-off assignments.
 */
export async function missingAppraisals(db: Db, signedOffBy: string, since?: string): Promise<MissingAppraisal[]> {
  const result = (await db.execute(sql`
    select a.id as assignment_id, a.seafarer_id, a.ship_id, a.dept_id, a.label, a.sign_off_date::text as sign_off_date
    from crew_assignment a
    where a.sign_off_date is not null and a.sign_off_date <= ${signedOffBy}
      ${since ? sql`and a.sign_off_date >= ${since}` : sql``}
      and not exists (select 1 from crew_appraisal c where c.assignment_id = a.id and c.occasion = 'end_of_contract' and c.status <> 'draft')
    order by a.sign_off_date`)) as unknown as { rows: MissingAppraisal[] };
  return result.rows;
}
