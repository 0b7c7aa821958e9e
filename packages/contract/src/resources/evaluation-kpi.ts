import type { Lang } from '../constants.js';
import type { ResourceDescription } from '../resource/fields.js';

/**
 * The SMS objectives (DOMAIN.md §4.11 `kpi_objective`; ISM 1.2.2, ISO 6.2): per year a target on a figure
 * some running area computes from its records (its `kpiMetrics`), or "manual" with the actual entered by
 * hand; the actual is computed for the year (to date for the current one) and shown as a traffic light.
 */

/** The metric key of an objective whose actual is entered by hand (LTIF, training hours...). */
export const KPI_MANUAL = 'manual';
/** The metrics the areas offer today, as the form's choices; the server accepts those of running modules only. */
export const KPI_METRIC_KEYS = [
  'supervision.pscDeficienciesPerInspection',
  'supervision.detentions',
  'pms.compliance',
  'ncr.closureDays',
  'ncr.openMajor',
  'contingency.drillCompliance',
  KPI_MANUAL,
] as const;
export const KPI_BETTER = ['higher', 'lower'] as const;
export type KpiBetter = (typeof KPI_BETTER)[number];
export type KpiLight = 'green' | 'amber' | 'red' | 'none';
/** The amber band when an objective sets none: within 10 % of the target on the wrong side. */
export const KPI_DEFAULT_AMBER_PCT = 10;

/**
 * The traffic light of an actual against its target: green when met (exactly the target is met), amber
 * when missed by at most `amberPct` % of the target, red beyond, none without a figure. A target of 0
 * has no amber band: one detention is red.
 */
export function kpiLight(actual: number | null, target: number, better: KpiBetter, amberPct: number = KPI_DEFAULT_AMBER_PCT): KpiLight {
  if (actual == null || !Number.isFinite(actual)) return 'none';
  const shortfall = better === 'higher' ? target - actual : actual - target;
  if (shortfall <= 0) return 'green';
  // Compared in hundredths of a percent: 0.1 of 1.0 is 10 %, which floating point makes 10.000000000000009.
  return Math.round(shortfall * 10000) <= Math.round(Math.abs(target) * amberPct * 100) ? 'amber' : 'red';
}

const decimal = { source: '^-?\\d{1,10}(\\.\\d{1,4})?$', message: 'validate.float' as const };

export const kpiObjectiveDescription: ResourceDescription = {
  table: 'kpi_objective',
  def: {
    name: 'evaluation.Kpi',
    path: 'evaluation/kpi',
    labelField: 'name',
    quickSearch: ['name', 'name_en'],
    defaultOrder: { field: 'year', direction: 'desc' },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      { name: 'id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
      { name: 'year', type: 'int', widget: 'year', required: true, min: 2000, max: 2100, sortable: true, search: ['eq'] },
      { name: 'name', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'] },
      { name: 'name_en', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'], column: { hidden: true } },
      { name: 'metric_key', type: 'string', widget: 'select', options: KPI_METRIC_KEYS, required: true, max: 80, storage: { nullable: false }, search: ['eq', 'IN'] },
      { name: 'target', type: 'decimal', widget: 'number', required: true, pattern: decimal, storage: { precision: 14, scale: 4 }, sortable: true },
      // Shown beside the target on the list.
      { name: 'unit', type: 'string', widget: 'text', max: 40, column: { hidden: true } },
      { name: 'better', type: 'string', widget: 'select', options: KPI_BETTER, required: true, max: 10, storage: { nullable: false }, search: ['eq'] },
      { name: 'amber_pct', type: 'decimal', widget: 'number', pattern: decimal, min: 0, max: 100, default: KPI_DEFAULT_AMBER_PCT, storage: { precision: 6, scale: 2 }, column: { hidden: true } },
      {
        name: 'owner_dept_id',
        type: 'uuid',
        widget: 'treeSelect',
        remote: { url: '/admin/auth.Department/' },
        storage: { references: { resource: 'auth.Department', onDelete: 'set null' } },
        search: ['eq', 'IN'],
      },
      // Only for a "manual" objective: the figure entered by hand.
      { name: 'manual_actual', type: 'decimal', widget: 'number', pattern: decimal, storage: { precision: 14, scale: 4 }, column: { hidden: true } },
      { name: 'remarks', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
    ],
  },
};

const METRIC_WORDS: Record<(typeof KPI_METRIC_KEYS)[number], [string, string]> = {
  'supervision.pscDeficienciesPerInspection': ['PSC 每次检查平均缺陷数', 'PSC deficiencies per inspection'],
  'supervision.detentions': ['PSC 滞留次数', 'PSC detentions'],
  'pms.compliance': ['计划保养完成率', 'PMS compliance'],
  'ncr.closureDays': ['不符合平均关闭天数', 'Mean days to close an NCR'],
  'ncr.openMajor': ['未关闭的严重不符合', 'Major NCRs open'],
  'contingency.drillCompliance': ['演习完成率', 'Drill compliance'],
  manual: ['手工录入', 'Entered by hand'],
};

const zh: Record<string, string> = {
  'menu.evaluation/kpi': '体系目标与指标',
  'evaluation.kpi.id': 'ID',
  'evaluation.kpi.year': '年度',
  'evaluation.kpi.name': '目标名称',
  'evaluation.kpi.name_en': '目标名称（英文）',
  'evaluation.kpi.metric_key': '指标',
  'evaluation.kpi.target': '目标值',
  'evaluation.kpi.unit': '单位',
  'evaluation.kpi.better': '方向',
  'evaluation.kpi.better_options.higher': '越高越好',
  'evaluation.kpi.better_options.lower': '越低越好',
  'evaluation.kpi.amber_pct': '黄灯容差 %',
  'evaluation.kpi.owner_dept_id': '责任部门',
  'evaluation.kpi.manual_actual': '手工实际值',
  'evaluation.kpi.remarks': '备注',
  'evaluation.kpi.actual': '实际值',
  'evaluation.kpi.light': '状态',
  'evaluation.kpi.light_options.green': '达标',
  'evaluation.kpi.light_options.amber': '接近目标',
  'evaluation.kpi.light_options.red': '未达标',
  'evaluation.kpi.light_options.none': '无数据',
};
const en: Record<string, string> = {
  'menu.evaluation/kpi': 'KPI objectives',
  'evaluation.kpi.id': 'ID',
  'evaluation.kpi.year': 'Year',
  'evaluation.kpi.name': 'Objective',
  'evaluation.kpi.name_en': 'Objective in English',
  'evaluation.kpi.metric_key': 'Metric',
  'evaluation.kpi.target': 'Target',
  'evaluation.kpi.unit': 'Unit',
  'evaluation.kpi.better': 'Better',
  'evaluation.kpi.better_options.higher': 'Higher is better',
  'evaluation.kpi.better_options.lower': 'Lower is better',
  'evaluation.kpi.amber_pct': 'Amber band %',
  'evaluation.kpi.owner_dept_id': 'Owner department',
  'evaluation.kpi.manual_actual': 'Actual entered by hand',
  'evaluation.kpi.remarks': 'Remarks',
  'evaluation.kpi.actual': 'Actual',
  'evaluation.kpi.light': 'Status',
  'evaluation.kpi.light_options.green': 'Met',
  'evaluation.kpi.light_options.amber': 'Near target',
  'evaluation.kpi.light_options.red': 'Missed',
  'evaluation.kpi.light_options.none': 'No figure',
};
for (const [key, [zhWord, enWord]] of Object.entries(METRIC_WORDS)) {
  zh[`evaluation.kpi.metric_key_options.${key}`] = zhWord;
  en[`evaluation.kpi.metric_key_options.${key}`] = enWord;
}

/** The words of the KPI objectives (fields, metrics, lights), served with the module to the web. */
export const KPI_TRANSLATIONS: Record<Lang, Record<string, string>> = { 'zh-cn': zh, en };
