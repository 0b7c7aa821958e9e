import { KPI_MANUAL, kpiObjectiveDescription } from '@vessel/contract';
import { fieldError } from '../../../platform/envelope.js';
import type { ResourceBinding, Row, WriteContext } from '../../../platform/resource/define.js';
import { describedResource } from '../../../platform/resource/described.js';
import { withActuals } from './actuals.js';
import { runningMetrics } from './metrics.js';
import type { KpiObjectiveRow } from './tables.js';

const TABLES: Readonly<Record<string, string>> = { 'auth.Department': 'department', 'evaluation.Kpi': 'kpi_objective' };
const kpiResource = describedResource(kpiObjectiveDescription, (resource) => TABLES[resource]);

/** The part's table (migrations 01xx: the kpi part's prefix within the evaluation module). */
export const KPI_MIGRATIONS = [{ ...kpiResource.migration, name: '0101_kpi_objective' }];

const EDITABLE = kpiObjectiveDescription.def.fields.filter((field) => field.form !== 'none').map((field) => field.name);

/**
 * A metric must be one a running module computes (the form lists every known one; an area switched off
 * offers none), and only a manual objective keeps a figure entered by hand: a computed one would show two.
 */
async function kpiColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const columns: Record<string, unknown> = {};
  for (const name of EDITABLE) if (values[name] !== undefined) columns[name] = values[name];
  const record = { ...(context.existing ?? {}), ...columns };
  const metric = String(record.metric_key ?? '');
  if (columns.metric_key !== undefined && metric !== KPI_MANUAL && !runningMetrics().has(metric)) throw fieldError('metric_key', 'evaluation.kpi.metricUnknown');
  if (metric !== KPI_MANUAL && record.manual_actual != null && record.manual_actual !== '') {
    if (columns.manual_actual != null && columns.manual_actual !== '') throw fieldError('manual_actual', 'evaluation.kpi.manualOnly');
    columns.manual_actual = null;
  }
  return columns;
}

/** Each objective with its actual and light for its year, as the list and the form show them. */
async function present(rows: Row[], db: Parameters<NonNullable<ResourceBinding['present']>>[1]): Promise<Row[]> {
  const labelled = kpiResource.binding.present ? await kpiResource.binding.present(rows, db) : rows;
  const actuals = await withActuals(db, labelled as unknown as KpiObjectiveRow[]);
  return labelled.map((row, index) => ({ ...row, actual: actuals[index]!.actual, light: actuals[index]!.light }));
}

export const kpiBinding: ResourceBinding = { ...kpiResource.binding, toColumns: kpiColumns, present };
