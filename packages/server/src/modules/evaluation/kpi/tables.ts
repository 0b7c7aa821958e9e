import { integer, numeric, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { describedColumns } from '../../../db/columns.js';

/** Typed view of the table the kit makes from the description (contract resources/evaluation-kpi.ts). */
export const kpiObjective = pgTable('kpi_objective', {
  ...describedColumns(),
  year: integer('year').notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  name_en: varchar('name_en', { length: 200 }).notNull(),
  metric_key: varchar('metric_key', { length: 80 }).notNull(),
  target: numeric('target', { precision: 14, scale: 4 }).notNull(),
  unit: varchar('unit', { length: 40 }),
  better: varchar('better', { length: 10 }).notNull().$type<'higher' | 'lower'>(),
  amber_pct: numeric('amber_pct', { precision: 6, scale: 2 }),
  owner_dept_id: uuid('owner_dept_id'),
  manual_actual: numeric('manual_actual', { precision: 14, scale: 4 }),
  remarks: text('remarks'),
});
export type KpiObjectiveRow = typeof kpiObjective.$inferSelect;
