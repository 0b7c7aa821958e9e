import { inArray, sql } from 'drizzle-orm';
import type { ReviewDecisionView } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { todo } from '../../../platform/todo/tables.js';
import type { ManagementReviewDecisionRow } from './tables.js';

const DONE_TODO = ['done', 'cancelled'];

/**
 * What each decision made, as it stands: the to-do's status, or the NCR's (read through the SQL name of
 * its table, not the NCR area's code: the pipeline answers by source only, and a review raises many).
 */
export async function decisionStates(db: Db, decisions: readonly ManagementReviewDecisionRow[]): Promise<(ReviewDecisionView & { review_id: string })[]> {
  const todoIds = decisions.flatMap((row) => (row.todo_id ? [row.todo_id] : []));
  const ncrIds = decisions.flatMap((row) => (row.ncr_id ? [row.ncr_id] : []));
  const todos = todoIds.length ? await db.select({ id: todo.id, status: todo.status }).from(todo).where(inArray(todo.id, todoIds)) : [];
  const ncrs = ncrIds.length
    ? ((await db.execute(sql`select id, ncr_no, status from ncr_report where id in ${ncrIds}`)) as unknown as { rows?: { id: string; ncr_no: string; status: string }[] })
    : { rows: [] };
  const ncrRows = (ncrs.rows ?? (ncrs as unknown as { id: string; ncr_no: string; status: string }[])) as { id: string; ncr_no: string; status: string }[];
  const todoState = new Map(todos.map((row) => [row.id, row.status as string]));
  const ncrState = new Map(ncrRows.map((row) => [row.id, row]));
  return [...decisions]
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
    .map((row) => {
      const ncr = row.ncr_id ? ncrState.get(row.ncr_id) : undefined;
      const state = row.kind === 'ncr' ? (ncr?.status ?? 'missing') : (todoState.get(row.todo_id ?? '') ?? 'missing');
      const closed = row.kind === 'ncr' ? ['closed', 'cancelled', 'rejected'].includes(state) : DONE_TODO.includes(state);
      return {
        review_id: row.review_id,
        id: row.id,
        text: row.text,
        owner_id: row.owner_id,
        due_date: row.due_date,
        kind: row.kind,
        todo_id: row.todo_id,
        ncr_id: row.ncr_id,
        ref: ncr?.ncr_no ?? null,
        state,
        closed,
      };
    });
}
