import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { MessageKey } from '@vessel/contract';
import type { ResourceBinding, Row } from '../../platform/resource/define.js';
import { columnOf } from '../../platform/resource/list-filter.js';
import { visibleCondition } from '../../platform/resource/visibility.js';
import { CASCADE_KEY, restoreCascaded, type CascadedRows } from './cascade.js';
import { actorOf, scopeOfRecord } from './watch.js';
import { dataRecycleLog, sensitiveDataLog } from './tables.js';

export interface UndoOutcome {
  done: number;
  refused: Array<{ id: string; key: MessageKey; detail: string }>;
  /** The resources records came back to: their caches are stale. */
  touched?: Set<string>;
}

/** A restored record the caller could not see: the restore is undone. */
class OutOfScope extends Error {}

/** The PostgreSQL error code of a failed statement, whichever driver or wrapper reported it. */
function pgError(error: unknown): { code: string; detail: string } | null {
  for (let e = error as { code?: unknown; cause?: unknown; constraint?: unknown; detail?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, detail: String(e.constraint ?? e.detail ?? '') };
    }
  }
  return null;
}

/**
 * Puts deleted records back, each with its own id, each in its own transaction: one that cannot come
 * back (its key is taken again, something it refers to is gone) is explained and the others still are.
 * A record comes back only where the caller could see it: inside their data scope and the resource's
 * own restriction, as its list would show it; else the restore is undone and refused. The log line
 * stays, marked restored.
 */
export async function restore(db: Db, resources: ReadonlyMap<string, ResourceBinding>, ids: readonly string[], request: FastifyRequest): Promise<UndoOutcome> {
  const outcome: UndoOutcome = { done: 0, refused: [], touched: new Set() };
  const lines = await db.select().from(dataRecycleLog).where(inArray(dataRecycleLog.id, [...ids]));
  for (const line of lines) {
    if (line.restored_at) {
      outcome.refused.push({ id: line.id, key: 'recycle.alreadyRestored', detail: '' });
      continue;
    }
    const binding = resources.get(line.resource);
    if (!binding) {
      outcome.refused.push({ id: line.id, key: 'recycle.resourceGone', detail: '' });
      continue;
    }
    try {
      await db.transaction(async (tx) => {
        // PostgreSQL rebuilds the row with the table's own types from the stored copy.
        await tx.execute(sql`insert into ${binding.table} select * from jsonb_populate_record(null::${binding.table}, ${JSON.stringify(line.data)}::jsonb)`);
        const cascaded = (line.data as Record<string, unknown> | null)?.[CASCADE_KEY];
        if (Array.isArray(cascaded)) await restoreCascaded(tx, cascaded as CascadedRows[]);
        const idColumn = columnOf(binding.table, 'id')!;
        const condition = request.access ? await visibleCondition(binding, request.access, tx) : undefined;
        const [back] = (await tx.select().from(binding.table).where(and(eq(idColumn, line.record_id), condition)).limit(1)) as Array<Record<string, unknown> & { id: string }>;
        if (!back) throw new OutOfScope();
        await binding.afterRestore?.(back, tx);
        await tx
          .update(dataRecycleLog)
          .set({ restored_at: new Date(), restored_by: actorOf(request).username })
          .where(eq(dataRecycleLog.id, line.id));
      });
      outcome.done++;
      outcome.touched!.add(line.resource);
    } catch (error) {
      if (error instanceof OutOfScope) {
        outcome.refused.push({ id: line.id, key: 'recycle.outOfScope', detail: '' });
        continue;
      }
      const pg = pgError(error);
      if (pg?.code === '23505') outcome.refused.push({ id: line.id, key: 'recycle.keyTaken', detail: pg.detail });
      else if (pg?.code === '23503') outcome.refused.push({ id: line.id, key: 'recycle.referenceMissing', detail: pg.detail });
      else throw error;
    }
  }
  return outcome;
}

/**
 * Sets watched fields back to their value before a logged change. The rollback is itself a change and is
 * logged as one (`rollback_of`); the original line stays, marked rolled back.
 */
export async function rollback(db: Db, resources: ReadonlyMap<string, ResourceBinding>, ids: readonly string[], request: FastifyRequest): Promise<UndoOutcome> {
  const outcome: UndoOutcome = { done: 0, refused: [] };
  const lines = await db.select().from(sensitiveDataLog).where(inArray(sensitiveDataLog.id, [...ids]));
  for (const line of lines) {
    const binding = resources.get(line.resource);
    const column = binding ? columnOf(binding.table, line.data_field) : undefined;
    if (line.rolled_back_at) {
      outcome.refused.push({ id: line.id, key: 'sensitive.alreadyRolledBack', detail: '' });
      continue;
    }
    if (!binding || !column) {
      outcome.refused.push({ id: line.id, key: 'sensitive.unknownField', detail: line.data_field });
      continue;
    }
    const table = binding.table;
    const idColumn = columnOf(table, 'id')!;
    const done = await db.transaction(async (tx) => {
      const [current] = (await tx.select().from(table).where(eq(idColumn, line.record_id)).for('update')) as Array<Row>;
      if (!current) return 'sensitive.recordGone' as const;
      // A field is set back only on a record the caller could see, as its list would show it.
      const condition = request.access ? await visibleCondition(binding, request.access, tx) : undefined;
      if (condition) {
        const [visible] = await tx.select({ id: idColumn }).from(table).where(and(eq(idColumn, line.record_id), condition));
        if (!visible) return 'sensitive.outOfScope' as const;
      }
      const field = sql.identifier(line.data_field);
      const value = JSON.stringify({ [line.data_field]: line.before });
      await tx.execute(sql`update ${table} set ${field} = (jsonb_populate_record(null::${table}, ${value}::jsonb)).${field} where ${idColumn} = ${line.record_id}`);
      const actor = actorOf(request);
      await tx.insert(sensitiveDataLog).values({
        sensitive_id: line.sensitive_id,
        resource: line.resource,
        data_table: line.data_table,
        record_id: line.record_id,
        data_field: line.data_field,
        before: current[line.data_field] ?? null,
        after: line.before,
        rollback_of: line.id,
        ...scopeOfRecord(binding, current),
        ...actor,
      });
      await tx.update(sensitiveDataLog).set({ rolled_back_at: new Date(), rolled_back_by: actor.username }).where(eq(sensitiveDataLog.id, line.id));
      return null;
    });
    if (done) outcome.refused.push({ id: line.id, key: done, detail: '' });
    else outcome.done++;
  }
  return outcome;
}
