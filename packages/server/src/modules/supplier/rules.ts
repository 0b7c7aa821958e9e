import { and, desc, eq, gte } from 'drizzle-orm';
import { ratingWindowStart, rollingRating, SUPPLIER_RATING_THRESHOLD } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { ModuleContext } from '../../platform/module.js';
import { supplierCompany, supplierEvaluation } from './tables.js';

/** Module setting: the rolling rating below which a supplier is due for re-evaluation. */
export const RATING_THRESHOLD_SETTING = 'supplier_rating_threshold';

export async function ratingThreshold(context: ModuleContext, db: Db): Promise<number> {
  const value = Number((await context.settings.all(db)).get(RATING_THRESHOLD_SETTING));
  return Number.isFinite(value) && value > 0 ? value : SUPPLIER_RATING_THRESHOLD;
}

/**
 * The rolling rating (docs/suppliers.md): the mean of the overall scores of the supplier's evaluations of
 * the last 12 months up to `today` (each evaluation weighs the same, whatever its kind), stored on the
 * supplier with how many evaluations it stands on; null when there is none in the window.
 */
export async function refreshRating(tx: Db, supplierId: string, today: string): Promise<void> {
  const rows = await tx
    .select({ overall: supplierEvaluation.overall })
    .from(supplierEvaluation)
    .where(and(eq(supplierEvaluation.supplier_id, supplierId), gte(supplierEvaluation.evaluated_on, ratingWindowStart(today))));
  const overalls = rows.map((row) => (row.overall === null ? null : Number(row.overall)));
  const rating = rollingRating(overalls);
  await tx
    .update(supplierCompany)
    .set({ rating, rating_count: overalls.filter((value) => value !== null).length, updated_at: new Date() })
    .where(eq(supplierCompany.id, supplierId));
}

/** The supplier's latest evaluation (the alert names why a re-evaluation is due). */
export async function latestEvaluation(db: Db, supplierId: string) {
  const [row] = await db.select().from(supplierEvaluation).where(eq(supplierEvaluation.supplier_id, supplierId)).orderBy(desc(supplierEvaluation.evaluated_on), desc(supplierEvaluation.created_at)).limit(1);
  return row;
}
