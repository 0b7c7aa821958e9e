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
  /** A figure measured against a target (an SMS objective): the target and its traffic light. */
  target?: { value: number; unit: string | null; light: 'green' | 'amber' | 'red' | 'none' };
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

/** A figure in both languages, with the admin list (`/admin/{path}` and its `search.*` query) it counts when there is one. */
export function reviewFigure(key: string, label: Titles, value: number, list?: { path: string; query: Record<string, string> }): ReviewFigure {
  return { key, label, value, ...(list ? { list } : {}) };
}

/**
 * The list filter of "within the period" on a field: a date field by its days, a timestamp from the first
 * day's start to the last day's end (UTC), the same bounds the area's own count uses.
 */
export function periodFilter(field: string, period: KpiPeriod, kind: 'date' | 'datetime' = 'date'): Record<string, string> {
  const value = kind === 'date' ? `${period.from},${period.to}` : `${period.from}T00:00:00.000Z,${period.to}T23:59:59.999Z`;
  return { [`search.${field}`]: `RANGE:${value}` };
}

/** The same bounds as `periodFilter(…, 'datetime')`, as instants for the area's own query. */
export function periodInstants(period: KpiPeriod): { from: Date; to: Date } {
  return { from: new Date(`${period.from}T00:00:00.000Z`), to: new Date(`${period.to}T23:59:59.999Z`) };
}
