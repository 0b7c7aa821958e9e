import { and, inArray, ne, sql } from 'drizzle-orm';
import { AUDIT_CATEGORIES, AUDIT_DUE_SOON_DAYS, FINDING_GRADES, addDays, daysBetween, tileFilter, type DashboardChart, type DashboardTile, type Lang, type TileLevel } from '@vessel/contract';
import { dashboardCharts, dashboardTiles, tileLevel } from '../../platform/dashboard.js';
import { provideService } from '../../platform/services.js';
import { auditedUnits, INTERNAL_AUDIT_SOURCE } from './alert-sources.js';
import { columnsOf } from './columns.js';
import { auditFinding } from './tables.js';

const finding = columnsOf(auditFinding);

const CHART_WORDS: Record<Lang, { category: Record<string, string>; grade: Record<string, string> }> = {
  'zh-cn': { category: { internal: '内部审核', external: '外部审核' }, grade: { major_nc: '严重不符合', nc: '不符合', observation: '观察项', opportunity: '改进机会' } },
  en: { category: { internal: 'Internal audits', external: 'External audits' }, grade: { major_nc: 'Major NC', nc: 'NC', observation: 'Observation', opportunity: 'Opportunity' } },
};
const GRADE_LEVEL: Record<string, TileLevel> = { major_nc: 'critical', nc: 'warn', observation: 'info', opportunity: 'info' };

const ALERTS = '/admin/alert/alert';

/**
 * The audits' tiles of the morning dashboard (DOMAIN.md §5): internal audits overdue by the 12-month rule
 * (a red flag) and due within 90 days (due soon), counted per ship and office department the caller sees;
 * each opens the alerts of the rule; and the open findings by grade (row 3).
 */
export function provideAuditServices(): void {
  provideService(
    dashboardTiles('audit'),
    {
      async tiles(db, { access, today, shipId }) {
        const visible = access.visibility.kind === 'all' ? null : new Set(access.visibility.departmentIds);
        const units = (await auditedUnits(db)).filter((unit) => unit.due && (!visible || visible.has(unit.dept_id)) && (!shipId || unit.ship_id === shipId));
        const overdue = units.filter((unit) => unit.due! < today).length;
        const dueSoon = units.filter((unit) => unit.due! >= today && daysBetween(today, unit.due!) <= AUDIT_DUE_SOON_DAYS).length;
        // The open alerts of the rule (one per ship or department: a later stage closes the earlier), by
        // their due dates, so the list holds exactly what the tile counts (the alert job keeps them current).
        const link = (due: string) => ({
          path: ALERTS,
          query: { ...tileFilter('biz_type', 'eq', INTERNAL_AUDIT_SOURCE), ...tileFilter('closed_at', 'NULL', ''), ...tileFilter('due_date', 'RANGE', due), ...(shipId ? tileFilter('ship_id', 'eq', shipId) : {}), order: 'due_date,asc' },
        });
        const red: DashboardTile = { key: 'audit.internalOverdue', count: overdue, level: tileLevel(overdue, 'critical'), link: link(`,${addDays(today, -1)}`) };
        const soon: DashboardTile = { key: 'audit.internalDueSoon', count: dueSoon, level: tileLevel(dueSoon, 'warn'), link: link(`${today},${addDays(today, AUDIT_DUE_SOON_DAYS)}`) };
        return { red_flags: [red], due_soon: [soon] };
      },
    },
    'audit',
  );
  // Open audit findings by grade, internal and external (DOMAIN.md §4.8 drivers), within the caller's scope.
  provideService(
    dashboardCharts('audit'),
    {
      async charts(db, { access, shipId, lang }) {
        const words = CHART_WORDS[lang] ?? CHART_WORDS.en;
        const visible = access.visibility.kind === 'all' ? undefined : access.visibility.departmentIds.length ? inArray(finding.dept_id, access.visibility.departmentIds) : sql`false`;
        const rows = await db
          .select({ category: finding.category, grade: finding.grade, n: sql<number>`count(*)::int` })
          .from(auditFinding)
          .where(and(ne(finding.status, 'closed'), visible, shipId ? sql`${finding.ship_id} = ${shipId}` : undefined))
          .groupBy(finding.category, finding.grade);
        const count = (category: string, grade: string) => Number(rows.find((row) => row.category === category && row.grade === grade)?.n ?? 0);
        const chart: DashboardChart = {
          key: 'audit.openFindings',
          kind: 'stacked_bar',
          categories: AUDIT_CATEGORIES.map((category) => words.category[category]!),
          series: FINDING_GRADES.map((grade) => ({ key: grade, name: words.grade[grade]!, data: AUDIT_CATEGORIES.map((category) => count(category, grade)), level: GRADE_LEVEL[grade]! })),
          link: { path: '/admin/audit/finding', query: { ...tileFilter('status', 'IN', 'open,ncr_raised'), ...(shipId ? tileFilter('ship_id', 'eq', shipId) : {}) } },
        };
        return [chart];
      },
    },
    'audit',
  );
}
