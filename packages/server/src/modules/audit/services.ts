import { AUDIT_DUE_SOON_DAYS, daysBetween, tileFilter, type DashboardTile } from '@vessel/contract';
import { dashboardTiles, tileLevel } from '../../platform/dashboard.js';
import { provideService } from '../../platform/services.js';
import { auditedUnits, INTERNAL_AUDIT_SOURCE } from './alert-sources.js';

const ALERTS = '/admin/alert/alert';

/**
 * The audits' tiles of the morning dashboard (DOMAIN.md §5): internal audits overdue by the 12-month rule
 * (a red flag) and due within 90 days (due soon), counted per ship and office department the caller sees;
 * each opens the alerts of the rule.
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
        const link = (stage: string) => ({ path: ALERTS, query: { ...tileFilter('biz_type', 'eq', INTERNAL_AUDIT_SOURCE), ...(stage ? tileFilter('stage', 'eq', stage) : {}) } });
        const red: DashboardTile = { key: 'audit.internalOverdue', count: overdue, level: tileLevel(overdue, 'critical'), link: link('overdue') };
        const soon: DashboardTile = { key: 'audit.internalDueSoon', count: dueSoon, level: tileLevel(dueSoon, 'warn'), link: link('') };
        return { red_flags: [red], due_soon: [soon] };
      },
    },
    'audit',
  );
}
