import { and, eq, getTableColumns, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AdminAccess } from '../../platform/authorization.js';
import type { ResourceBinding, Row } from '../../platform/resource/define.js';
import { scopeOn } from '../../platform/resource/visibility.js';
import type { ResourceHooks } from '../../platform/resource/hooks.js';
import { CASCADE_KEY, cascadedRows } from './cascade.js';
import { dataRecycle, dataRecycleLog, sensitiveData, sensitiveDataLog } from './tables.js';
import type { RecycleBinService } from './api.js';

/** Who did it and from where, for both logs. */
export function actorOf(request: FastifyRequest) {
  return {
    admin_id: request.admin?.row.id ?? null,
    username: request.admin?.row.username ?? '',
    ip: request.ip,
    useragent: String(request.headers['user-agent'] ?? '').slice(0, 255),
  };
}

/** Whether deletes of the resource go to the recycle bin: every one with a delete, unless it says why not. */
export function recycled(binding: ResourceBinding | undefined): binding is ResourceBinding {
  return !!binding && !binding.notRecycled;
}

/**
 * Whose record a log line is about, by the resource's data scope: the department and owner the record
 * carried when it was written, so the line is shown to those who could see the record.
 */
export function scopeOfRecord(binding: ResourceBinding | undefined, row: Row): { scoped: boolean; dept_id: string | null; owner_id: string | null } {
  if (!binding?.scope) return { scoped: false, dept_id: null, owner_id: null };
  const columns = Object.entries(getTableColumns(binding.table));
  const valueOf = (column: PgColumn | undefined) => {
    const key = column && columns.find(([, candidate]) => candidate === column)?.[0];
    const value = key ? row[key] : null;
    return typeof value === 'string' ? value : null;
  };
  return { scoped: true, dept_id: valueOf(binding.scope.department), owner_id: valueOf(binding.scope.owner) };
}

/**
 * The lines of a security log the caller may see: those of unscoped resources, and those whose record
 * was inside the caller's data scope, by the same rule the resources' own lists use.
 */
export function logLineVisible(log: typeof dataRecycleLog | typeof sensitiveDataLog, access: AdminAccess): SQL | undefined {
  const scope = scopeOn({ department: log.dept_id, owner: log.owner_id }, access);
  return scope && or(eq(log.scoped, false), scope);
}

/** Values compare equal when they serialise alike (dates, arrays, objects). */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * Watches every resource's deletes and edits: a deleted record goes to the recycle bin (every resource,
 * unless its binding says why not in `notRecycled`, or an administrator disabled its rule), a changed
 * watched field is written to the sensitive-data log, both inside the write's own transaction, so the
 * change and its record stand or fall together.
 */
export function watchResources(hooks: ResourceHooks, resources: ReadonlyMap<string, ResourceBinding>): void {
  hooks.onDelete(async ({ resource, tableName, rows, tx, request }) => {
    const binding = resources.get(resource.name);
    if (!recycled(binding)) return;
    // The rule only switches it off (disabled); a resource without one is recycled all the same.
    const [rule] = await tx.select().from(dataRecycle).where(eq(dataRecycle.resource, resource.name)).limit(1);
    if (rule && rule.status !== 'enable') return;
    const lines = [];
    for (const row of rows) {
      // What the database deletes with the record comes into the copy too, for the restore to put back.
      const cascaded = await cascadedRows(tx, tableName, [row.id]);
      lines.push({
        recycle_id: rule?.id ?? null,
        resource: resource.name,
        data_table: tableName,
        record_id: row.id,
        record_label: String(row[resource.labelField] ?? '').slice(0, 200),
        data: cascaded.length ? { ...row, [CASCADE_KEY]: cascaded } : row,
        ...scopeOfRecord(binding, row),
        ...actorOf(request),
      });
    }
    await tx.insert(dataRecycleLog).values(lines);
  });

  hooks.onUpdate(async ({ resource, tableName, before, after, tx, request }) => {
    const scope = scopeOfRecord(resources.get(resource.name), after);
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
          ...scope,
          ...actorOf(request),
        })),
    );
    if (lines.length) await tx.insert(sensitiveDataLog).values(lines);
  });
}

/**
 * Copies of rows removed outside the generic delete (a generated table dropped by the CRUD generator),
 * written in the caller's transaction: unscoped, as the table's resource is gone with it.
 */
export const recycleBin: RecycleBinService = {
  async keep(tx, { resource, table, labelField, rows }, request) {
    const actor = actorOf(request);
    // In slices: one statement per thousand rows keeps the parameters within PostgreSQL's limit.
    for (let start = 0; start < rows.length; start += 1000) {
      const lines = rows.slice(start, start + 1000).map((row) => ({
        resource,
        data_table: table,
        record_id: row.id,
        record_label: String(row[labelField] ?? '').slice(0, 200),
        data: row,
        scoped: false,
        dept_id: null,
        owner_id: null,
        ...actor,
      }));
      await tx.insert(dataRecycleLog).values(lines);
    }
    return rows.length;
  },
};
