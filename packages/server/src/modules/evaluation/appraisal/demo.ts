import { sql } from 'drizzle-orm';
import { APPRAISAL_CRITERIA, APPRAISAL_MISSING_DAYS, addDays, appraisalOverall, scoreField } from '@vessel/contract';
import type { PartDemo } from '../demo-input.js';
import { crewAppraisal } from './tables.js';

interface DemoAssignment {
  id: string;
  seafarer_id: string;
  ship_id: string;
  rank_id: string;
  dept_id: string | null;
  label: string;
  sign_on_date: string | null;
  sign_off_date: string | null;
  status: string;
}

/** Scores that vary from one seafarer to the next (3–5), so the list does not read as a copy. */
const scoresOf = (seed: number) => Object.fromEntries(APPRAISAL_CRITERIA.map((criterion, index) => [scoreField(criterion), 3 + ((seed + index * 2) % 3)]));

/**
 * End-of-contract appraisals for the demo's assignments signed off in the last year (office reviewed),
 * except the latest one signed off more than 14 days ago, left missing so its to-do shows; periodic
 * appraisals (drafts) for a few on board; the second one signed off recommends no rehire with a reason.
 */
export const seedDemoAppraisals: PartDemo = async (context, input): Promise<Record<string, number>> => {
  const db = context.db;
  if ((await db.select({ id: crewAppraisal.id }).from(crewAppraisal).limit(1)).length) return {};
  const rows = ((await db.execute(sql`
    select id, seafarer_id, ship_id, rank_id, dept_id, label, sign_on_date::text as sign_on_date, sign_off_date::text as sign_off_date, status
    from crew_assignment
    where (sign_off_date >= ${addDays(input.today, -365)}) or status = 'onboard'
    order by sign_off_date desc nulls last`)) as unknown as { rows: DemoAssignment[] }).rows;
  const signedOff = rows.filter((row) => row.sign_off_date);
  const missing = signedOff.find((row) => row.sign_off_date! < addDays(input.today, -APPRAISAL_MISSING_DAYS));
  const master = input.staff.get('marine_wang') ?? null;
  const values: (typeof crewAppraisal.$inferInsert)[] = [];
  signedOff.forEach((row, index) => {
    if (row === missing) return;
    const scores = scoresOf(index);
    const noRehire = index === 1;
    const awaiting = index === 2 || index === 3;
    values.push({
      ...scores,
      label: `${row.label} · ${row.sign_off_date}`.slice(0, 200),
      assignment_id: row.id,
      seafarer_id: row.seafarer_id,
      ship_id: row.ship_id,
      rank_id: row.rank_id,
      dept_id: row.dept_id,
      occasion: 'end_of_contract',
      period_from: row.sign_on_date ?? addDays(row.sign_off_date!, -180),
      period_to: row.sign_off_date!,
      overall: String(appraisalOverall(Object.values(scores))),
      recommend_rehire: noRehire ? 'no' : 'yes',
      ...(noRehire ? { rehire_reason: 'Found asleep on watch twice; warned in writing' } : {}),
      // Two submitted by the master and still waiting for the office; the others reviewed.
      status: awaiting ? 'submitted' : 'office_reviewed',
      submitted_at: new Date(`${row.sign_off_date}T08:00:00Z`),
      reviewed_at: awaiting ? null : new Date(`${addDays(row.sign_off_date!, 7)}T08:00:00Z`),
      appraiser_id: master,
    } as typeof crewAppraisal.$inferInsert);
  });
  rows
    .filter((row) => row.status === 'onboard')
    .slice(0, 3)
    .forEach((row, index) => {
      const scores = scoresOf(index + 5);
      values.push({
        ...scores,
        label: `${row.label} · ${input.today}`.slice(0, 200),
        assignment_id: row.id,
        seafarer_id: row.seafarer_id,
        ship_id: row.ship_id,
        rank_id: row.rank_id,
        dept_id: row.dept_id,
        occasion: 'periodic',
        period_from: row.sign_on_date ?? addDays(input.today, -90),
        period_to: input.today,
        overall: String(appraisalOverall(Object.values(scores))),
        recommend_rehire: 'yes',
        status: 'draft',
        appraiser_id: master,
      } as typeof crewAppraisal.$inferInsert);
    });
  if (values.length) await db.insert(crewAppraisal).values(values);
  return { appraisals: values.length };
};
