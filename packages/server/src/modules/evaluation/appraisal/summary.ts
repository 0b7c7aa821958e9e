import { and, gte, lte } from 'drizzle-orm';
import { addDays, appraisalFlags } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { missingAppraisals } from './missing.js';
import { appraisalSettings } from './settings.js';
import { crewAppraisal } from './tables.js';

export interface AppraisalSummary {
  /** Appraisals submitted (any state past draft) whose period ended within the period. */
  done: number;
  /** Assignments signed off within the period, more than the missing days ago by its end, without an end-of-contract appraisal submitted. */
  missing: number;
  /** Of the appraisals done, those recommending no rehire or scoring an overall of 2 or less. */
  no_rehire: number;
  /** The mean overall of the appraisals done, one decimal (null: none done). */
  mean_overall: number | null;
}

/** Crew appraisals for a management review's period (DOMAIN.md §4.11 inputs). */
export async function appraisalSummary(db: Db, period: { from: string; to: string }): Promise<AppraisalSummary> {
  const rows = await db
    .select()
    .from(crewAppraisal)
    .where(and(gte(crewAppraisal.period_to, period.from), lte(crewAppraisal.period_to, period.to)));
  const done = rows.filter((row) => row.status !== 'draft');
  const overalls = done.map((row) => (row.overall === null ? null : Number(row.overall))).filter((value): value is number => value !== null);
  const missing = await missingAppraisals(db, addDays(period.to, -(await appraisalSettings.missingDays())), period.from);
  return {
    done: done.length,
    missing: missing.length,
    no_rehire: done.filter((row) => appraisalFlags(row)).length,
    mean_overall: overalls.length ? Math.round((overalls.reduce((sum, value) => sum + value, 0) / overalls.length) * 10) / 10 : null,
  };
}
