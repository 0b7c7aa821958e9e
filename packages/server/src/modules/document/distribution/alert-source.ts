import { and, eq, gte, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import { DISTRIBUTABLE_VERSION_STATES, leadStage } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import type { AlertCondition, AlertService, AlertSource } from '../../../platform/alert/engine.js';
import { document, documentVersion } from '../control/tables.js';
import { acknowledgement } from './tables.js';
import { nicknames } from './targets.js';

/** biz_type of an acknowledgement not made by its due date (of its alert rule and its to-do). */
export const ACK_OVERDUE_SOURCE = 'document_ack';

/**
 * Acknowledgements not made by their due date (DOMAIN.md §4.13 "distributions not acknowledged, per
 * ship"): one alert and one to-do per acknowledgement, for the person it waits for, from the day after
 * the due date (due today is not yet overdue). No lead time by default: a reminder before the date is a
 * rule's lead days away. Only a version still in force is chased: once superseded or made obsolete, its
 * unacknowledged copies are moot, and their to-dos close.
 */
export const ackOverdueSource: AlertSource = {
  biz_type: ACK_OVERDUE_SOURCE,
  defaults: { lead_days: [], recipients: ['assignees'], channels: ['in_app'] },
  async prepare(db, today) {
    await db.transaction((tx) => markOverdue(tx as unknown as typeof db, today));
  },
  async collect(db, { today, leadDays, ids }) {
    const rows = await db
      .select({
        id: acknowledgement.id,
        ship_id: acknowledgement.ship_id,
        dept_id: acknowledgement.dept_id,
        admin_id: acknowledgement.admin_id,
        due_date: acknowledgement.due_date,
        doc_no: document.doc_no,
        version: documentVersion.version,
      })
      .from(acknowledgement)
      .innerJoin(documentVersion, eq(documentVersion.id, acknowledgement.version_id))
      .innerJoin(document, eq(document.id, documentVersion.document_id))
      .where(
        and(
          ne(acknowledgement.status, 'acknowledged'),
          isNotNull(acknowledgement.due_date),
          isNotNull(acknowledgement.admin_id),
          inArray(documentVersion.status, [...DISTRIBUTABLE_VERSION_STATES]),
          ids ? inArray(acknowledgement.id, [...ids]) : undefined,
        ),
      );
    const names = await nicknames(db, [...new Set(rows.map((row) => row.admin_id!))]);
    const conditions: AlertCondition[] = [];
    for (const row of rows) {
      const stage = leadStage(row.due_date, today, leadDays, 'overdue');
      if (!stage) continue;
      const params = { document: row.doc_no ?? '', version: row.version, who: names.get(row.admin_id!) ?? '', date: row.due_date! };
      conditions.push({
        biz_type: ACK_OVERDUE_SOURCE,
        biz_id: row.id,
        ship_id: row.ship_id,
        dept_id: row.dept_id,
        due_date: row.due_date,
        stage,
        level: stage === 'overdue' ? 'warn' : 'info',
        title_key: 'alert.documentAck.overdue',
        params,
        assignees: [row.admin_id!],
        todo_type: ACK_OVERDUE_SOURCE,
        todo_title_key: 'todo.documentAck',
      });
    }
    return conditions;
  },
};

/**
 * The stored state follows the date (the list's "overdue" filter, the count per ship): pending past its
 * due date is overdue; an overdue one whose date was moved on is pending again. Run by the daily alert
 * job and after every write that moves a due date.
 */
export async function markOverdue(db: Db, today: string, ids?: readonly string[]): Promise<void> {
  const only = ids ? inArray(acknowledgement.id, [...ids]) : undefined;
  await db
    .update(acknowledgement)
    .set({ status: 'overdue' })
    .where(and(eq(acknowledgement.status, 'pending'), lt(acknowledgement.due_date, today), only));
  await db
    .update(acknowledgement)
    .set({ status: 'pending' })
    .where(and(eq(acknowledgement.status, 'overdue'), or(gte(acknowledgement.due_date, today), isNull(acknowledgement.due_date)), only));
}

/** Brings the named acknowledgements' states, alerts and to-dos up to date inside the caller's write. */
export async function reconcileAcks(alerts: AlertService, tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const today = await alerts.today();
  await markOverdue(tx, today, ids);
  await alerts.reconcile(ACK_OVERDUE_SOURCE, ids, tx, today);
}
