import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, getTableName, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  dataRecycleLogResource,
  dataRecycleResource,
  sensitiveDataLogResource,
  sensitiveDataResource,
  translate,
  type Lang,
} from '@vessel/contract';
import { ApiError, fieldError, success } from '../../platform/envelope.js';
import type { ModuleContext, ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';
import { answers } from '../../platform/openapi.js';
import type { ResourceBinding, Row } from '../../platform/resource/define.js';
import { columnOf } from '../../platform/resource/list-filter.js';
import { dataRecycle, dataRecycleLog, sensitiveData, sensitiveDataLog } from './tables.js';
import { restore, rollback, type UndoOutcome } from './undo.js';
import { CASCADE_KEY, type CascadedRows } from './cascade.js';
import { logLineVisible, recycleBin, recycled, watchResources } from './watch.js';
import { provideService } from '../../platform/services.js';
import { RECYCLE_BIN } from './api.js';

const SECRET = /pass(word)?|secret|token/i;

/** Copies shown to people never show a secret, though the stored copy keeps it for a restore. */
function maskRow(data: unknown): unknown {
  if (!data || typeof data !== 'object') return data;
  const row = data as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => {
      // What was deleted with the record is named by table and count, never shown.
      if (key === CASCADE_KEY && Array.isArray(value)) return [key, (value as CascadedRows[]).map((group) => ({ table: group.table, rows: group.rows.length }))];
      const secretText = typeof value === 'string' && SECRET.test(key);
      // A setting marked secret keeps its value out of sight too.
      const secretSetting = key === 'value' && row.secret === true;
      return [key, secretText || secretSetting ? '***' : value];
    }),
  );
}

/** A rule names a resource the server serves; its table is taken from there, never from the form. */
function ruleBinding(context: ModuleContext, def: typeof dataRecycleResource, table: typeof dataRecycle | typeof sensitiveData): ResourceBinding {
  return {
    def,
    table,
    notRecycled: 'recycle.reason.rules',
    async toColumns(values, { existing, request }) {
      const resource = (values.resource ?? existing?.resource) as string;
      const watched = context.resources.get(resource);
      if (!watched || watched.def.name.startsWith('security.')) throw fieldError('resource', 'resource.unknown');
      if (def.name === dataRecycleResource.name && watched.notRecycled) throw fieldError('resource', 'recycle.notRecycled', { reason: translate(request.lang, watched.notRecycled) });
      if (Array.isArray(values.fields)) {
        const unknown = (values.fields as string[]).filter((field) => !columnOf(watched.table, field) || field === 'id');
        if (unknown.length) throw fieldError('fields', 'sensitive.unknownField');
      }
      const columns: Record<string, unknown> = { data_table: getTableName(watched.table) };
      for (const name of ['name', 'resource', 'fields', 'status']) if (values[name] !== undefined) columns[name] = values[name];
      return columns;
    },
  };
}

function undoAnswer(outcome: UndoOutcome, lang: Lang, done: 'recycle' | 'sensitive') {
  const reasons = outcome.refused.map((r) => translate(lang, r.key, { detail: r.detail })).join('; ');
  if (outcome.refused.length === 0) return null;
  return new ApiError(done === 'recycle' ? 'recycle.partlyRestored' : 'sensitive.partlyRolledBack', {
    params: { count: outcome.done, reasons },
    data: { done: outcome.done, refused: outcome.refused.map((r) => ({ id: r.id, reason: translate(lang, r.key, { detail: r.detail }) })) },
  });
}

function securityResources(context: ModuleContext): ResourceBinding[] {
  return [
    ruleBinding(context, dataRecycleResource, dataRecycle),
    ruleBinding(context, sensitiveDataResource, sensitiveData),
    {
    def: dataRecycleLogResource,
    table: dataRecycleLog,
    // A copy is shown (listed, opened, purged) only to those who could see the record it keeps.
    restrict: (access) => logLineVisible(dataRecycleLog, access),
    present: async (rows: Row[]) => rows.map((row) => ({ ...row, data: maskRow(row.data) })),
    },
    {
    def: sensitiveDataLogResource,
    table: sensitiveDataLog,
    restrict: (access) => logLineVisible(sensitiveDataLog, access),
    present: async (rows: Row[]) =>
      rows.map((row) => (SECRET.test(String(row.data_field)) ? { ...row, before: '***', after: '***' } : row)),
    },
  ];
}

function securityRoutes(app: FastifyInstance, context: ModuleContext): void {
  const { db } = context;

  const api = app.withTypeProvider<ZodTypeProvider>();
  const idsBody = z.strictObject({ ids: z.array(z.string().uuid()).min(1).max(200) });

  api.post('/admin/security.DataRecycleLog/restore', {
    config: { auth: 'admin', right: 'security/dataRecycleLog/restore' },
    schema: { tags: ['security'], summary: 'Restore deleted records from the recycle bin', body: idsBody, response: answers(z.unknown()) },
    handler: async (request) => {
      const outcome = await restore(db, context.resources, request.body.ids, request);
      for (const name of outcome.touched ?? []) context.resourceHooks.changed(name);
      const refusal = undoAnswer(outcome, request.lang, 'recycle');
      if (refusal) throw refusal;
      return success(request, { done: outcome.done, refused: [] }, 'recycle.restored', { count: outcome.done });
    },
  });

  // Purging is the one deliberate way a copy leaves the bin; it is itself in the administrator log.
  api.post('/admin/security.DataRecycleLog/purge', {
    config: { auth: 'admin', right: 'security/dataRecycleLog/purge' },
    schema: { tags: ['security'], summary: 'Delete copies from the recycle bin for good', body: idsBody, response: answers(z.unknown()) },
    handler: async (request) => {
      const visible = logLineVisible(dataRecycleLog, request.access!);
      const gone = await db
        .delete(dataRecycleLog)
        .where(and(inArray(dataRecycleLog.id, request.body.ids), visible))
        .returning({ id: dataRecycleLog.id });
      if (gone.length === 0) throw new ApiError('record.notFound', { status: 404 });
      return success(request, { count: gone.length }, 'recycle.purged', { count: gone.length });
    },
  });

  api.post('/admin/security.SensitiveDataLog/rollback', {
    config: { auth: 'admin', right: 'security/sensitiveDataLog/rollback' },
    schema: { tags: ['security'], summary: 'Set watched fields back to their value before a change', body: idsBody, response: answers(z.unknown()) },
    handler: async (request) => {
      const outcome = await rollback(db, context.resources, request.body.ids, request);
      const refusal = undoAnswer(outcome, request.lang, 'sensitive');
      if (refusal) throw refusal;
      return success(request, { done: outcome.done, refused: [] }, 'sensitive.rolledBack', { count: outcome.done });
    },
  });

  /** The resources a rule may watch, with their fields: what the rule forms offer. */
  api.get('/admin/security.SensitiveData/resources', {
    config: { auth: 'admin', right: ['security/sensitiveData/add', 'security/sensitiveData/edit', 'security/dataRecycle/add', 'security/dataRecycle/edit'] },
    schema: { tags: ['security'], summary: 'Resources that rules can watch', response: answers(z.unknown()) },
    handler: async (request) => {
      const list = [...context.resources.values()]
        .filter((binding) => !binding.def.name.startsWith('security.'))
        .map((binding) => ({
          name: binding.def.name,
          path: binding.def.path,
          fields: binding.def.fields.filter((field) => columnOf(binding.table, field.name) && !field.writeOnly).map((field) => field.name),
        }));
      return success(request, { list });
    },
  });
}

/** Resources whose records can be deleted: by the generic action, or (settings) by their own route. */
function deletable(binding: ResourceBinding): boolean {
  return (binding.def.actions ?? []).includes('del') || binding.def.name === 'routine.Config';
}

/** Sensitive fields watched on a new installation (issue 6), where they exist. */
const SEEDS = {
  sensitive: {
    'auth.Admin': ['username', 'nickname', 'email', 'mobile', 'department_id', 'status'],
    'auth.Group': ['name', 'data_scope', 'status'],
    'user.User': ['username', 'email', 'mobile', 'status'],
    'routine.Config': ['value'],
    // Restricted bank details (DOMAIN.md §4.14): every change is recalled.
    'supplier.Bank': ['bank_name', 'bank_address', 'account_name', 'account_no', 'iban', 'swift', 'currency'],
  } as Record<string, string[]>,
};

async function seedRules(context: ModuleContext): Promise<void> {
  const { db, resources } = context;
  // Every recycled resource has its rule listed, where an administrator can disable it.
  for (const [name, binding] of resources) {
    if (!recycled(binding) || !deletable(binding)) continue;
    const [exists] = await db.select({ id: dataRecycle.id }).from(dataRecycle).where(eq(dataRecycle.resource, name)).limit(1);
    if (!exists) await db.insert(dataRecycle).values({ name: binding.def.path, resource: name, data_table: getTableName(binding.table) });
  }
  for (const [name, fields] of Object.entries(SEEDS.sensitive)) {
    const binding = resources.get(name);
    if (!binding) continue;
    const [exists] = await db.select({ id: sensitiveData.id }).from(sensitiveData).where(eq(sensitiveData.resource, name)).limit(1);
    const present = fields.filter((field) => columnOf(binding.table, field));
    if (!exists) await db.insert(sensitiveData).values({ name: binding.def.path, resource: name, data_table: getTableName(binding.table), fields: present });
  }
}

/** Data recycle and sensitive-data logs (spec §1): nothing deleted or changed is beyond recall. */
export const manifest: ModuleManifest = {
  name: 'security',
  version: '1.0.0',
  core: true,
  title: { 'zh-cn': '数据安全管理', en: 'Data security' },
  menus: MENUS,
  resources: securityResources,
  provide: () => provideService(RECYCLE_BIN, recycleBin, 'security'),
  start: (context) => watchResources(context.resourceHooks, context.resources),
  routes: securityRoutes,
  // After every other module: each resource's recycle rule is listed.
  seed: seedRules,
};
