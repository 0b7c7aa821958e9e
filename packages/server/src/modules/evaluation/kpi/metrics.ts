import { kpiMetrics, type KpiMetric, type KpiPeriod } from '../../../platform/kpi-metrics.js';
import type { ModuleContext } from '../../../platform/module.js';
import { optionalService } from '../../../platform/services.js';

/** The running modules, known once the part is provided (the kpi part keeps no other state). */
export const kpiContext: { current: ModuleContext | null } = { current: null };

/** Every metric the running modules offer, by key; a disabled module's metrics are gone with its services. */
export function runningMetrics(): Map<string, KpiMetric> {
  const metrics = new Map<string, KpiMetric>();
  for (const manifest of kpiContext.current?.registry.manifests() ?? []) {
    for (const metric of optionalService(kpiMetrics(manifest.name)) ?? []) metrics.set(metric.key, metric);
  }
  return metrics;
}

/** The company's today (the alert clock, which tests and the demo may set). */
export async function kpiToday(): Promise<string> {
  const context = kpiContext.current;
  return context ? context.alerts.today() : new Date().toISOString().slice(0, 10);
}

/** The period of an objective's year: the whole year, or up to today for the current one; null for a year ahead. */
export function yearPeriod(year: number, today: string): KpiPeriod | null {
  const from = `${year}-01-01`;
  if (from > today) return null;
  const end = `${year}-12-31`;
  return { from, to: end < today ? end : today };
}

