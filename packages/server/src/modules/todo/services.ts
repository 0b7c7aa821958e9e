import { and, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { addDays, OPEN_TODO_STATUSES, tileFilter, type DashboardTile, type TileLevel } from '@vessel/contract';
import { dashboardTiles, tileLevel } from '../../platform/dashboard.js';
import { provideService } from '../../platform/services.js';
import { todo } from '../../platform/todo/tables.js';

const TODOS = '/admin/todo/todo';

/** What the to-do area offers: the caller's own open to-dos on the morning dashboard (DOMAIN.md §5). */
export function provideTodoServices(): void {
  provideService(
    dashboardTiles('todo'),
    {
      async tiles(db, { access, today }) {
        const yesterday = addDays(today, -1);
        const weekEnd = addDays(today, 7);
        const mine = and(eq(todo.assignee_admin_id, access.admin.id), inArray(todo.status, [...OPEN_TODO_STATUSES]));
        const me = { ...tileFilter('assignee_admin_id', 'eq', access.admin.id), ...tileFilter('status', 'IN', OPEN_TODO_STATUSES.join(',')) };
        const todoTile = async (key: string, where: SQL | undefined, query: Record<string, string>, whenSome: TileLevel): Promise<DashboardTile> => {
          const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(todo).where(and(mine, where));
          const count = Number(row?.n ?? 0);
          return { key, count, level: tileLevel(count, whenSome), link: { path: TODOS, query: { ...me, ...query, order: 'due_date,asc' } } };
        };
        return {
          my_todos: [
            await todoTile('todo.overdue', lt(todo.due_date, today), tileFilter('due_date', 'RANGE', `,${yesterday}`), 'critical'),
            await todoTile('todo.today', eq(todo.due_date, today), tileFilter('due_date', 'eq', today), 'warn'),
            await todoTile('todo.thisWeek', and(gte(todo.due_date, today), lte(todo.due_date, weekEnd)), tileFilter('due_date', 'RANGE', `${today},${weekEnd}`), 'info'),
            await todoTile('todo.open', undefined, {}, 'info'),
          ],
        };
      },
    },
    'todo',
  );
}
