import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ResourceHooks } from '../../platform/resource/hooks.js';
import { dataRecycle, dataRecycleLog, sensitiveData, sensitiveDataLog } from './tables.js';

/** Who did it and from where, for both logs. */
export function actorOf(request: FastifyRequest) {
  return {
    admin_id: request.admin?.row.id ?? null,
    username: request.admin?.row.username ?? '',
    ip: request.ip,
    useragent: String(request.headers['user-agent'] ?? '').slice(0, 255),
  };
}

/** Values compare equal when they serialise alike (dates, arrays, objects). */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * Watches every resource's deletes and edits: a deleted record of a watched resource is copied to the
 * recycle bin, a changed watched field is written to the sensitive-data log, both inside the write's own
 * transaction, so the change and its record stand or fall together.
 */
export function watchResources(hooks: ResourceHooks): void {
  hooks.onDelete(async ({ resource, tableName, rows, tx, request }) => {
    const [rule] = await tx
      .select()
      .from(dataRecycle)
      .where(and(eq(dataRecycle.resource, resource.name), eq(dataRecycle.status, 'enable')))
      .limit(1);
    if (!rule) return;
    await tx.insert(dataRecycleLog).values(
      rows.map((row) => ({
        recycle_id: rule.id,
        resource: resource.name,
        data_table: tableName,
        record_id: row.id,
        record_label: String(row[resource.labelField] ?? '').slice(0, 200),
        data: row,
        ...actorOf(request),
      })),
    );
  });

  hooks.onUpdate(async ({ resource, tableName, before, after, tx, request }) => {
    const rules = await tx
      .select()
      .from(sensitiveData)
      .where(and(eq(sensitiveData.resource, resource.name), eq(sensitiveData.status, 'enable')));
    const lines = rules.flatMap((rule) =>
      rule.fields
        .filter((field) => !same(before[field], after[field]))
        .map((field) => ({
          sensitive_id: rule.id,
          resource: resource.name,
          data_table: tableName,
          record_id: after.id,
          data_field: field,
          before: before[field] ?? null,
          after: after[field] ?? null,
          ...actorOf(request),
        })),
    );
    if (lines.length) await tx.insert(sensitiveDataLog).values(lines);
  });
}
