import { and, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_TODO_STATUSES, tileFilter } from '@vessel/contract';
import { APPROVALS } from '../../platform/approvals.js';
import { dashboardTiles, tileLevel } from '../../platform/dashboard.js';
import { provideService } from '../../platform/services.js';
import { todo } from '../../platform/todo/tables.js';
import { APPROVAL_TODO, approvalEngine } from './engine.js';

/**
 * What the approval area offers: the one engine every business type's approvals run on, and the caller's
 * pending approvals on the morning dashboard (counted from their open approval to-dos, one per step
 * waiting for them, the same list the tile opens).
 */
export function provideApprovalServices(): void {
  provideService(APPROVALS, approvalEngine, 'approval');
  provideService(
    dashboardTiles('approval'),
    {
      async tiles(db, { access }) {
        const mine = and(eq(todo.source, APPROVAL_TODO), eq(todo.assignee_admin_id, access.admin.id), inArray(todo.status, [...OPEN_TODO_STATUSES]));
        const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(todo).where(mine);
        const count = Number(row?.n ?? 0);
        const query = {
          ...tileFilter('assignee_admin_id', 'eq', access.admin.id),
          ...tileFilter('status', 'IN', OPEN_TODO_STATUSES.join(',')),
          ...tileFilter('biz_type', 'eq', APPROVAL_TODO),
          order: 'due_date,asc',
        };
        return { my_todos: [{ key: 'approval.pending', count, level: tileLevel(count, 'warn'), link: { path: '/admin/todo/todo', query } }] };
      },
    },
    'approval',
  );
}
