import type { Db } from '../db/client.js';
import { serviceToken, type ServiceToken } from './services.js';
import type { Titles } from './titles.js';

/** The period a KPI's actual is computed over (an objective's year, a management review's period), both days included. */
export interface KpiPeriod {
  from: string;
  to: string;
}

/**
 * One figure an area can compute from its own records for the SMS objectives (DOMAIN.md §4.11
 * `kpi_objective`): PSC deficiencies per inspection, detentions, PMS compliance, NCR closure time, drill
 * compliance... The area owns the records, so it computes the figure; the evaluation module only keeps the
 * objectives (target, owner) and compares. `key` is stable (`<area>.<metric>`): objectives store it.
 */
export interface KpiMetric {
  key: string;
  title: Titles;
  /** The unit shown beside the figure (`%`, `days`, `per inspection`, `count`), in both languages. */
  unit: Titles;
  /** Which way is good: a target is met when the actual is at least (`higher`) or at most (`lower`) the target. */
  better: 'higher' | 'lower';
  /** The figure over the period for the whole company (fleet and office); null when there is nothing to measure. */
  compute(db: Db, period: KpiPeriod): Promise<number | null>;
}

/** The token under which `area` offers its KPI metrics; the consumer asks every running module for it. */
export function kpiMetrics(area: string): ServiceToken<readonly KpiMetric[]> {
  return serviceToken<readonly KpiMetric[]>(`kpi.metrics.${area}`);
}
