import type { Db } from '../db/client.js';
import type { KpiPeriod } from './kpi-metrics.js';
import { serviceToken, type ServiceToken } from './services.js';
import type { Titles } from './titles.js';

/**
 * One figure of a management review's inputs, with the list it summarises: opening `list.path` with
 * `list.query` shows exactly `value` rows (the review's inputs must equal the lists, issue 18).
 */
export interface ReviewFigure {
  key: string;
  label: Titles;
  value: number;
  /** The admin list it counts (`/admin/ncr/report` style menu path and the filter to apply), when there is one. */
  list?: { path: string; query: Record<string, string> };
}

/** One section of the inputs (ISM 12, ISO 9.3: audit results, NCRs, PSC and vetting, incidents, drills...). */
export interface ReviewInputSection {
  key: string;
  title: Titles;
  figures: ReviewFigure[];
  /** Lines worth reading beside the figures (the worst ships, the repeated deficiency codes), in both languages. */
  notes?: Titles[];
}

/**
 * What an area contributes to a management review (DOMAIN.md §4.11): its figures over the review's
 * period, computed from its own records at the press of "collect" and frozen when the review is held. The
 * area owns the records, so it computes its section; the evaluation module only gathers and keeps them.
 */
export interface ReviewInputs {
  collect(db: Db, period: KpiPeriod): Promise<ReviewInputSection[]>;
}

/** The token under which `area` offers its management-review inputs; the consumer asks every running module. */
export function reviewInputs(area: string): ServiceToken<ReviewInputs> {
  return serviceToken<ReviewInputs>(`review.inputs.${area}`);
}
