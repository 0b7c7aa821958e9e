import type { PartDemo } from '../demo-input.js';
import { kpiObjective } from './tables.js';

/** DOMAIN.md §4.11's objectives: [metric, zh, en, target, unit, better, owner department code, manual actual]. */
const OBJECTIVES: ReadonlyArray<[string, string, string, number, string, 'higher' | 'lower', string, number | null]> = [
  ['supervision.pscDeficienciesPerInspection', 'PSC 每次检查平均缺陷数不超过 1.0', 'PSC deficiencies per inspection ≤ 1.0', 1.0, 'per inspection', 'lower', 'MARINE', null],
  ['supervision.detentions', 'PSC 滞留为零', 'Zero PSC detentions', 0, 'count', 'lower', 'MARINE', null],
  ['pms.compliance', '计划保养完成率不低于 98%', 'PMS compliance ≥ 98 %', 98, '%', 'higher', 'TECH', null],
  ['ncr.closureDays', '不符合平均关闭天数不超过 30 天', 'NCRs closed within 30 days on average', 30, 'days', 'lower', 'QHSE', null],
  ['contingency.drillCompliance', '演习完成率不低于 95%', 'Drill compliance ≥ 95 %', 95, '%', 'higher', 'MARINE', null],
  ['manual', '损失工时伤害频率不超过 1.0', 'LTIF ≤ 1.0', 1.0, 'per million hours', 'lower', 'QHSE', 0.8],
];

/** The demo's KPI objectives for last year and this year (LTIF entered by hand: 0.8 last year, 1.05 so far). */
export const seedDemoKpis: PartDemo = async (context, input): Promise<Record<string, number>> => {
  const db = context.db;
  if ((await db.select({ id: kpiObjective.id }).from(kpiObjective).limit(1)).length) return {};
  const year = Number(input.today.slice(0, 4));
  const rows = [year - 1, year].flatMap((y) =>
    OBJECTIVES.map(([metric_key, name, name_en, target, unit, better, dept, manual]) => ({
      year: y,
      name,
      name_en,
      metric_key,
      target: String(target),
      unit,
      better,
      amber_pct: '10',
      owner_dept_id: input.departments.get(dept) ?? null,
      manual_actual: metric_key === 'manual' ? String(y === year ? 1.05 : manual) : null,
    })),
  );
  await db.insert(kpiObjective).values(rows);
  return { kpiObjectives: rows.length };
};
