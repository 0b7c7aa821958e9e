import { asc, eq } from 'drizzle-orm';
import { KPI_DEFAULT_AMBER_PCT, KPI_MANUAL, kpiLight, type KpiBetter, type KpiLight } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import type { KpiPeriod } from '../../../platform/kpi-metrics.js';
import { kpiToday, runningMetrics, yearPeriod } from './metrics.js';
import { kpiObjective, type KpiObjectiveRow } from './tables.js';

export interface KpiObjectiveActual {
  id: string;
  year: number;
  name: string;
  name_en: string;
  metric_key: string;
  target: number;
  unit: string | null;
  better: KpiBetter;
  amber_pct: number;
  /** The figure for the year (to date for the current one); null when nothing was measured or the metric's module is off. */
  actual: number | null;
  light: KpiLight;
  owner_dept_id: string | null;
}

const num = (value: string | number | null | undefined): number | null => (value == null || value === '' ? null : Number(value));

/**
 * Each objective's actual and light. A metric computed once per period however many objectives use it
 * (a company may set the same figure twice, for the fleet and a stricter internal one).
 */
export async function withActuals(db: Db, rows: readonly KpiObjectiveRow[], today?: string): Promise<KpiObjectiveActual[]> {
  const day = today ?? (await kpiToday());
  const metrics = runningMetrics();
  const figures = new Map<string, number | null>();
  const out: KpiObjectiveActual[] = [];
  for (const row of rows) {
    const period: KpiPeriod | null = yearPeriod(row.year, day);
    let actual: number | null = null;
    if (row.metric_key === KPI_MANUAL) actual = num(row.manual_actual);
    else if (period) {
      const memo = `${row.metric_key}|${period.from}|${period.to}`;
      if (!figures.has(memo)) figures.set(memo, (await metrics.get(row.metric_key)?.compute(db, period)) ?? null);
      actual = figures.get(memo) ?? null;
    }
    const target = Number(row.target);
    const amber = num(row.amber_pct) ?? KPI_DEFAULT_AMBER_PCT;
    out.push({
      id: row.id,
      year: row.year,
      name: row.name,
      name_en: row.name_en,
      metric_key: row.metric_key,
      target,
      unit: row.unit,
      better: row.better,
      amber_pct: amber,
      actual,
      light: kpiLight(actual, target, row.better, amber),
      owner_dept_id: row.owner_dept_id,
    });
  }
  return out;
}

/** The year's objectives with their actuals and lights (for the management review's inputs and the dashboard). */
export async function kpiObjectivesWithActuals(db: Db, year: number, today?: string): Promise<KpiObjectiveActual[]> {
  const rows = await db.select().from(kpiObjective).where(eq(kpiObjective.year, year)).orderBy(asc(kpiObjective.created_at));
  return withActuals(db, rows, today);
}
