import { and, gte, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { masterReview } from './tables.js';

export interface MasterReviewSummary {
  /** Reviews of the period's years submitted (any state past draft). */
  submitted: number;
  responded: number;
  closed: number;
  /** Reviews whose due day fell in the period, not submitted by the period's end. */
  overdue: number;
  /** Items (suggestions and comments) of the submitted reviews, and of those the office accepted. */
  suggestions: number;
  accepted: number;
}

/**
 * The masters' reviews for a management review's period (DOMAIN.md §4.11 inputs): the reviews of the years
 * the period touches, how far they went, and how many of the masters' items the office accepted.
 */
export async function masterReviewSummary(db: Db, period: { from: string; to: string }): Promise<MasterReviewSummary> {
  const rows = await db
    .select()
    .from(masterReview)
    .where(and(gte(masterReview.year, Number(period.from.slice(0, 4))), lte(masterReview.year, Number(period.to.slice(0, 4)))));
  const summary: MasterReviewSummary = { submitted: 0, responded: 0, closed: 0, overdue: 0, suggestions: 0, accepted: 0 };
  for (const row of rows) {
    if (row.status === 'draft') {
      if (row.due_date && row.due_date >= period.from && row.due_date < period.to) summary.overdue += 1;
      continue;
    }
    summary.submitted += 1;
    if (row.status === 'responded' || row.status === 'closed') summary.responded += 1;
    if (row.status === 'closed') summary.closed += 1;
    summary.suggestions += (row.items ?? []).length;
    summary.accepted += (row.items ?? []).filter((item) => item.accepted).length;
  }
  return summary;
}
