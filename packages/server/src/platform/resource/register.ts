import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, getTableName, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  formSchema,
  idQuery,
  idsQuery,
  listQuery,
  labelPair,
  resourceRight,
  sortableBody,
  exportBody,
  importBody,
  transferJobQuery,
  templateBody,
  type ImportStatus,
  type TransferStatus,
  type ListQuery,
  type ResourceAction,
} from '@vessel/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { can, type AdminAccess } from '../authorization.js';
import { ApiError, success } from '../envelope.js';
import type { ResourceBinding, Row } from './define.js';
import type { ModuleContext } from '../module.js';
import { columnOf, orderBy, searchConditions } from './list-filter.js';
import { assertReferencesVisible } from './references.js';
import { buildTree } from './tree.js';
import { WriteMemo } from './write-memo.js';
import { assertDictionaryValues, assertUnique, stampCreatedBy } from './write-rules.js';
import { applyWidgetRules } from './widget-rules.js';
import { maintainedTotal } from './row-count.js';
import { scopeCondition, visibleCondition } from './visibility.js';
import { exportList, exportStatus, sendExportFile, startExport } from './transfer/export.js';
import { importJobOf, importReport, startImport, statusOf } from './transfer/import.js';
import { importTemplate } from './transfer/template.js';

export { scopeCondition } from './visibility.js';

/** A tree answers whole (it is a menu, a role or an organisation chart), up to this many rows. */
const TREE_MAX_ROWS = 2000;

/**
 * One action of a resource or one workflow step, as the dispatcher serves it: the right it needs, what it
 * reads (validated before the handler runs, with the same messages as any route's schema), its handler.
 */
export interface GenericAction {
  method: 'GET' | 'POST' | 'DELETE';
  name: string;
  right: string | readonly string[];
  summary: string;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** What `data` holds on success, for the OpenAPI document (anything when absent). */
  response?: z.ZodType;
  /** Its answer is a file (an export), not an envelope: documented as such. */
  file?: boolean;
  /** An envelope's payload, or the reply itself once a file was sent on it. */
  handle(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

const notFound = () => new ApiError('record.notFound', { status: 404 });

/** Only declared, readable fields leave the server, whatever the table holds (a password hash never does). */
function presentColumns(binding: ResourceBinding): string[] {
  const names = new Set(['id']);
  if (binding.def.tree) names.add('pid');
  if (binding.def.weigh) names.add('weigh');
  for (const field of binding.def.fields) if (!field.writeOnly && columnOf(binding.table, field.name)) names.add(field.name);
  for (const extra of ['created_at', 'updated_at', ...(binding.readOnlyColumns ?? [])]) if (columnOf(binding.table, extra)) names.add(extra);
  return [...names];
}

function pick(row: Record<string, unknown>, names: readonly string[]): Row {
  return Object.fromEntries(names.map((name) => [name, row[name] ?? null])) as Row;
}

/**
 * The generic actions of one resource (index, edit, add, del, sortable), each with its right, input schema
 * and handler: served by the one dispatcher route (`/admin/:resource/:action`, resource-dispatch.ts) and
 * documented from the registry, so that a resource added while the server runs is served and documented
 * at once.
 */
export function resourceActions(context: Pick<ModuleContext, 'db' | 'resourceHooks' | 'resources'>, binding: ResourceBinding): Map<string, GenericAction> {
  const { def, table } = binding;
  const { db, resourceHooks: hooks, resources } = context;
  const actions = new Map<string, GenericAction>();
  const tableName = getTableName(table);
  const right = (action: string) => resourceRight(def, action);
  const has = (action: ResourceAction) => def.actions.includes(action);
  const columns = presentColumns(binding);
  const id = columnOf(table, 'id')!;

  // A numeric column reads back as text ("199.90"); a decimal field answers a number, as its form sends one.
  const decimals = def.fields.filter((field) => field.type === 'decimal' && columns.includes(field.name)).map((field) => field.name);
  const present = async (rows: Record<string, unknown>[]) => {
    const picked = rows.map((row) => pick(row, columns));
    for (const row of picked) for (const name of decimals) if (row[name] !== null) row[name] = Number(row[name]);
    return binding.present ? binding.present(picked, db) : picked;
  };

  const findVisible = async (request: FastifyRequest, ids: readonly string[], executor: Db = db) => {
    const visible = await visibleCondition(binding, request.access!, executor);
    return (await executor.select().from(table).where(and(inArray(id, [...ids]), visible))) as Row[];
  };

  actions.set('GET index', {
    method: 'GET',
    name: 'index',
    right: [right('index'), ...(binding.selectRights ?? [])],
    summary: `List ${def.name} (or remote select with select=true)`,
    querystring: listQuery,
    handle: async (request) => {
      const query = request.query as ListQuery;
      const access = request.access!;
      if (!query.select && !can(access, right('index'))) throw new ApiError('auth.forbidden', { status: 403, code: 403 });
      // visibleCondition's two parts: a list narrowed by the data scope alone has its total kept (row-count.ts).
      const restricted = await binding.restrict?.(access, db);
      const visible = and(scopeCondition(binding, access), restricted);
      const scopeOnly = restricted === undefined;
      if (query.select) return success(request, await selectList(query, visible, scopeOnly ? access : null));
      const filters = searchConditions(def, table, query);
      const where = and(visible, ...filters);
      const order = orderBy(def, table, query.order);
      if (def.tree) {
        const rows = await db.select().from(table).where(where).orderBy(...order).limit(TREE_MAX_ROWS);
        const list = buildTree((await present(rows)) as Array<Row & { pid: string | null }>);
        return success(request, { list, total: rows.length, remark: '' });
      }
      const offset = (query.page - 1) * query.limit;
      const kept = scopeOnly && filters.length === 0 ? await maintainedTotal(db, binding, access) : null;
      if (kept !== null) return success(request, { list: await present(await pageOf(where, query, offset, kept)), total: kept, remark: '' });
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db.select().from(table).where(where).orderBy(...order).limit(query.limit).offset(offset),
        db.select({ total: count() }).from(table).where(where),
      ]);
      return success(request, { list: await present(rows), total: Number(total), remark: '' });
    },
  });

  /**
   * One page of the list when its total is known beforehand. Past the middle it is read from the end, in
   * the reversed order, and turned round: the last page of a million rows reads ten index entries, not a
   * million (offset paging walks every row it skips). The pager jumps to any page, so the client sends a
   * page number, not a cursor: this is keyset paging's gain for the far end without changing the contract.
   */
  async function pageOf(where: SQL | undefined, query: ListQuery, offset: number, total: number): Promise<Record<string, unknown>[]> {
    if (offset < total / 2 || offset >= total) {
      return db.select().from(table).where(where).orderBy(...orderBy(def, table, query.order)).limit(query.limit).offset(offset);
    }
    const end = Math.min(offset + query.limit, total);
    const rows = await db.select().from(table).where(where).orderBy(...orderBy(def, table, query.order, true)).limit(end - offset).offset(total - end);
    return rows.reverse();
  }

  /**
   * Remote select (spec §7): `{id, label, label_en?, label_zh?, pid?}` a page at a time, with `total`.
   * The term is looked for in the label and every quick-search field (a seafarer by Chinese name,
   * passport name or number, a rank by code or either name); `search` narrows as on the list (ship ranks
   * only). A label in two languages comes with both, so that the picker names records in the reader's.
   * The ids the form already shows come first on the first page, so that the page limit never drops them.
   */
  async function selectList(query: ListQuery, visible: SQL | undefined, scopeOnly: AdminAccess | null) {
    const label = columnOf(table, def.labelField)!;
    const pair = labelPair(def);
    const pairColumns: Record<string, PgColumn> = pair ? { label_en: columnOf(table, pair.en)!, label_zh: columnOf(table, pair.zh)! } : {};
    const pid = def.tree ? columnOf(table, 'pid') : undefined;
    const weighColumn = def.weigh ? columnOf(table, 'weigh') : undefined;
    const term = query.quick_search?.trim() || query.quickSearch?.trim();
    const searched = [...new Set([def.labelField, ...def.quickSearch, ...(pair ? [pair.en, pair.zh] : [])])]
      .map((name) => columnOf(table, name))
      .filter((column): column is NonNullable<typeof column> => !!column);
    const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
    const matching = term ? or(...searched.map((column) => ilike(sql`${column}::text`, pattern))) : undefined;
    const filters = searchConditions(def, table, { ...query, quickSearch: undefined });
    const page = def.tree ? 1 : query.page;
    const initial = typeof query.initValue === 'string' ? query.initValue.split(',') : (query.initValue ?? []);
    const wanted = page === 1 ? initial.filter((v) => /^[0-9a-f-]{36}$/i.test(v)) : [];
    const found = and(visible, ...filters, matching);
    const where = wanted.length ? and(visible, or(found ?? sql`true`, inArray(id, wanted))) : found;
    const limit = def.tree ? TREE_MAX_ROWS : query.limit;
    // Nothing typed and nothing filtered: the total kept for the caller's scope (row-count.ts), the ids shown being counted in it.
    const kept = scopeOnly && !matching && filters.length === 0 ? await maintainedTotal(db, binding, scopeOnly) : null;
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select({ id, label, ...pairColumns, ...(pid ? { pid } : ({} as Record<string, PgColumn>)) })
        .from(table)
        .where(where)
        // A hand-ordered resource (menu rules, ranks) keeps its order in the picker, others read alphabetically.
        .orderBy(...(wanted.length ? [sql`case when ${inArray(id, wanted)} then 0 else 1 end`] : []), ...(weighColumn ? [desc(weighColumn)] : []), asc(label), asc(id))
        .limit(limit)
        .offset((page - 1) * limit),
      kept !== null ? [{ total: kept }] : db.select({ total: count() }).from(table).where(found),
    ]);
    return { list: rows, total: Number(total) };
  }

  if (has('edit')) {
    actions.set('GET edit', {
      method: 'GET',
      name: 'edit',
      right: right('edit'),
      summary: `Read one ${def.name}`,
      querystring: idQuery,
      handle: async (request) => {
        const [row] = await findVisible(request, [(request.query as { id: string }).id]);
        if (!row) throw notFound();
        const [presented] = await present([row]);
        return success(request, { row: presented });
      },
    });
  }

  /**
   * One add or edit with every check the form's write has (widget rules, dictionary values, references in
   * the caller's scope, uniqueness, `created_by`, the area's own columns and after-write, the sensitive-data
   * hooks), inside the caller's transaction: the form's action and each imported row run through it alike.
   */
  const write = async (tx: Db, request: FastifyRequest, mode: 'add' | 'edit', values: Record<string, unknown>, memo = new WriteMemo()): Promise<Row> => {
    const access = request.access!;
    let existing: Row | null = null;
    if (mode === 'edit') {
      [existing = null] = await findVisible(request, [values.id as string], tx);
      if (!existing) throw notFound();
    }
    applyWidgetRules(def, values, mode, existing);
    await assertDictionaryValues(def, values, existing, tx, memo);
    await assertReferencesVisible({ binding, values, existing, access, resources, tx, memo });
    const context = { mode, existing, access, tx, request, memo };
    const columnValues = stampCreatedBy(table, binding.toColumns ? await binding.toColumns(values, context) : ownColumns(values), access, mode);
    await assertUnique(def, table, columnValues, existing, tx);
    let row: Row;
    if (mode === 'add') {
      [row] = (await tx.insert(table).values(columnValues).returning()) as [Row];
    } else {
      const touched = { ...columnValues, ...(columnOf(table, 'updated_at') ? { updated_at: new Date() } : {}) };
      if (columnOf(table, 'row_version')) Object.assign(touched, { row_version: sql`row_version + 1` });
      [row] = (await tx.update(table).set(touched).where(eq(id, existing!.id)).returning()) as [Row];
      await hooks.updated({ resource: def, tableName, tx, request, before: existing!, after: row });
    }
    await binding.afterWrite?.(row, values, context);
    if (mode === 'add') await hooks.inserted({ resource: def, tableName, tx, request, row });
    return row;
  };

  for (const mode of ['add', 'edit'] as const) {
    if (!has(mode)) continue;
    actions.set(`POST ${mode}`, {
      method: 'POST',
      name: mode,
      right: right(mode),
      summary: `${mode === 'add' ? 'Create' : 'Save'} ${def.name}`,
      body: formSchema(def, mode),
      handle: async (request) => {
        const saved = await db.transaction((tx) => write(tx, request, mode, request.body as Record<string, unknown>));
        hooks.changed(def.name);
        const [presented] = await present([saved]);
        return success(request, { row: presented }, 'request.success');
      },
    });
  }

  /** Form values that are columns of the table, as they are. */
  function ownColumns(values: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const field of def.fields) {
      if (values[field.name] !== undefined && columnOf(table, field.name)) out[field.name] = values[field.name];
    }
    if (def.tree && values.pid !== undefined) out.pid = values.pid;
    return out;
  }

  if (has('del')) {
    actions.set('DELETE del', {
      method: 'DELETE',
      name: 'del',
      right: right('del'),
      summary: `Delete ${def.name} records`,
      querystring: idsQuery,
      response: z.object({ count: z.number() }),
      handle: async (request) => {
        const ids = [...new Set((request.query as { ids: string[] }).ids)];
        const deleted = await db.transaction(async (tx) => {
          const rows = await findVisible(request, ids, tx);
          // A record outside the caller's scope answers as if it did not exist.
          if (rows.length === 0) throw notFound();
          if (def.tree) {
            const pid = columnOf(table, 'pid')!;
            const children = (await tx.select({ id, pid }).from(table).where(inArray(pid, rows.map((r) => r.id)))) as Array<{ id: string }>;
            if (children.some((child) => !ids.includes(child.id))) throw new ApiError('record.hasChildren');
          }
          await binding.beforeDelete?.(rows, { access: request.access!, tx, request });
          await hooks.deleted({ resource: def, tableName, tx, request, rows });
          if (binding.remove) return { rows, count: await binding.remove(rows, { access: request.access!, tx, request }) };
          await tx.delete(table).where(inArray(id, rows.map((row) => row.id)));
          return { rows, count: rows.length };
        });
        hooks.changed(def.name);
        await binding.afterDelete?.(deleted.rows);
        return success(request, { count: deleted.count }, 'request.success');
      },
    });
  }

  /** Gives a row's visible siblings distinct weights in their listed order (highest first when the list is by weight descending). */
  async function spreadWeights(request: FastifyRequest, tx: Db, row: Row): Promise<Map<string, number>> {
    const pid = def.tree ? columnOf(table, 'pid') : undefined;
    const sameParent = pid ? (row.pid ? eq(pid, row.pid as string) : isNull(pid)) : undefined;
    const siblings = (await tx
      .select({ id })
      .from(table)
      .where(and(sameParent, await visibleCondition(binding, request.access!, tx)))
      .orderBy(...orderBy(def, table, undefined))) as Array<{ id: string }>;
    const descending = def.defaultOrder.direction === 'desc';
    const weighs = new Map(siblings.map((sibling, index) => [sibling.id, descending ? siblings.length - 1 - index : index]));
    for (const [siblingId, weigh] of weighs) await tx.update(table).set({ weigh }).where(eq(id, siblingId));
    return weighs;
  }

  if (has('sortable') && def.weigh) {
    actions.set('POST sortable', {
      method: 'POST',
      name: 'sortable',
      right: right('sortable'),
      summary: `Move a ${def.name} to another's place (swaps weights)`,
      body: sortableBody,
      response: z.null(),
      handle: async (request) => {
        const body = request.body as { id: string; targetId: string };
        await db.transaction(async (tx) => {
          const rows = await findVisible(request, [body.id, body.targetId], tx);
          const moving = rows.find((row) => row.id === body.id);
          const target = rows.find((row) => row.id === body.targetId);
          if (!moving || !target) throw notFound();
          let weighs = { moving: moving.weigh, target: target.weigh };
          if (moving.weigh === target.weigh) {
            // Equal weights (every new record starts at 0) would swap to no effect: number the visible
            // siblings apart first, in the order the list shows them, then swap.
            const spread = await spreadWeights(request, tx, moving);
            weighs = { moving: spread.get(moving.id) ?? moving.weigh, target: spread.get(target.id) ?? target.weigh };
          }
          await tx.update(table).set({ weigh: weighs.target }).where(eq(id, moving.id));
          await tx.update(table).set({ weigh: weighs.moving }).where(eq(id, target.id));
        });
        hooks.changed(def.name);
        return success(request, null, 'request.success');
      },
    });
  }
  transferActions(actions, {
    def,
    has,
    right,
    export: (request, reply) => exportList({ db, binding, present }, request, reply),
    exportStart: (request, answered) => startExport({ db, binding, present }, request, answered),
    template: (request) => importTemplate({ db, binding, resources }, request),
    import: (request, answered) => startImport({ db, binding, resources, write, present, changed: () => hooks.changed(def.name) }, request, answered),
  });
  return actions;
}

/** Settles once the answer has gone: a job begins its work then (the embedded database serves one statement at a time). */
function answeredOf(reply: FastifyReply): Promise<unknown> {
  return new Promise((resolve) => {
    reply.raw.once('finish', resolve);
    reply.raw.once('close', resolve);
  });
}

/**
 * Data in and out, for every resource (resource/transfer): its list as a file (with the list's right), a
 * template, and an import with its progress and error report (with the right to add or edit: each row is
 * an add or an edit, checked as the form's).
 */
function transferActions(
  actions: Map<string, GenericAction>,
  kit: {
    def: ResourceBinding['def'];
    has(action: ResourceAction): boolean;
    right(action: string): string;
    export(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
    exportStart(request: FastifyRequest, answered: Promise<unknown>): Promise<TransferStatus>;
    template(request: FastifyRequest): Promise<{ bytes: Buffer; contentType: string; disposition: string }>;
    import(request: FastifyRequest, answered: Promise<unknown>): Promise<ImportStatus>;
  },
): void {
  const { def } = kit;
  const sendFile = (reply: FastifyReply, file: { bytes: Buffer; contentType: string; disposition: string }) =>
    reply.header('content-type', file.contentType).header('content-disposition', file.disposition).header('cache-control', 'no-store').send(file.bytes);
  actions.set('POST export', {
    method: 'POST',
    name: 'export',
    right: kit.right('index'),
    summary: `The ${def.name} list as shown (filters, search, order, columns) as .xlsx or .csv, streamed`,
    body: exportBody,
    file: true,
    handle: (request, reply) => kit.export(request, reply),
  });
  // The same file as a job the reader follows (how many rows are written), fetched once done: with the
  // same right and scope, and the job its starter's alone.
  const jobOwner = (request: FastifyRequest) => String(request.access!.admin.id);
  const jobId = (request: FastifyRequest) => (request.query as { job: string }).job;
  actions.set('POST exportStart', {
    method: 'POST',
    name: 'exportStart',
    right: kit.right('index'),
    summary: `Starts writing the ${def.name} list as shown (the body of export) as a file: answers a job to follow`,
    body: exportBody,
    handle: async (request, reply) => success(request, await kit.exportStart(request, answeredOf(reply))),
  });
  actions.set('GET exportStatus', {
    method: 'GET',
    name: 'exportStatus',
    right: kit.right('index'),
    summary: `An export's progress: rows written to the file of the rows it will hold`,
    querystring: transferJobQuery,
    handle: async (request) => success(request, exportStatus(request, def.name)),
  });
  actions.set('GET exportFile', {
    method: 'GET',
    name: 'exportFile',
    right: kit.right('index'),
    summary: `A finished export's file (.xlsx or .csv)`,
    querystring: transferJobQuery,
    file: true,
    handle: (request, reply) => sendExportFile(request, reply, def.name),
  });
  const writes = (['add', 'edit'] as const).filter((action) => kit.has(action)).map((action) => kit.right(action));
  if (!kit.has('add')) return;
  actions.set('POST template', {
    method: 'POST',
    name: 'template',
    right: writes,
    summary: `An empty ${def.name} file to import, headed in both languages, with the allowed values`,
    body: templateBody,
    file: true,
    handle: async (request, reply) => sendFile(reply, await kit.template(request)),
  });
  actions.set('POST import', {
    method: 'POST',
    name: 'import',
    right: writes,
    summary: `Import ${def.name} records from .xlsx or .csv (preview, all or nothing, or the valid rows): answers a job to follow`,
    body: importBody,
    handle: async (request, reply) => success(request, await kit.import(request, answeredOf(reply))),
  });
  actions.set('GET importStatus', {
    method: 'GET',
    name: 'importStatus',
    right: writes,
    summary: `An import's progress and, when done, its result`,
    querystring: transferJobQuery,
    handle: async (request) => success(request, statusOf(importJobOf(jobId(request), jobOwner(request), def.name))),
  });
  actions.set('GET importReport', {
    method: 'GET',
    name: 'importReport',
    right: writes,
    summary: `An import's failed rows with their errors, as .xlsx`,
    querystring: transferJobQuery,
    file: true,
    handle: async (request, reply) => sendFile(reply, await importReport(importJobOf(jobId(request), jobOwner(request), def.name))),
  });
}
