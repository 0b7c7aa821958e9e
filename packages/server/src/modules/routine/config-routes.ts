import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, getTableName, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { configAddBody, configEditBody, configValueSchema, idsQuery, type ConfigItem, type ConfigValue, type MessageKey, type ResourceDef } from '@vessel/contract';
import { ApiError, fieldError, success } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';
import type { Row } from '../../platform/resource/define.js';
import type { SettingsService } from '../../platform/settings/settings.js';
import { config, type ConfigRow } from '../../platform/settings/tables.js';

/**
 * Settings are read and written by name rather than through the generic row actions, but the recycle
 * bin and the sensitive-data log watch them like any resource: this is how they know them.
 */
export const configResource: ResourceDef = {
  name: 'routine.Config',
  path: 'routine/config',
  labelField: 'name',
  quickSearch: ['name'],
  defaultOrder: { field: 'weigh', direction: 'desc' },
  actions: [],
  fields: [
    { name: 'name', type: 'string', widget: 'text' },
    { name: 'title', type: 'string', widget: 'text' },
    { name: 'value', type: 'json', widget: 'textarea' },
  ],
};

function present(row: ConfigRow, words: Readonly<Record<string, string>> = {}): ConfigItem {
  const hasValue = row.value !== null && row.value !== '';
  const titleText = row.title.startsWith('config.') ? words[row.title] : undefined;
  return {
    id: row.id,
    name: row.name,
    group: row.group,
    title: row.title,
    ...(titleText ? { title_text: titleText } : {}),
    tip: row.tip,
    type: row.type,
    value: row.secret ? null : row.value,
    options: row.options,
    required: row.required,
    secret: row.secret,
    has_value: hasValue,
    allow_del: row.allow_del,
    weigh: row.weigh,
  };
}

export function configRoutes(app: FastifyInstance, context: ModuleContext, settings: SettingsService): void {
  const { db, resourceHooks } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/admin/routine.Config/';
  const tableName = getTableName(config);

  api.get(`${base}index`, {
    config: { auth: 'admin', right: 'routine/config/index' },
    schema: { tags: ['routine'], summary: 'Settings by group; secrets without their values', response: answers(z.unknown()) },
    handler: async (request) => {
      const rows = await db.select().from(config).orderBy(config.group, config.weigh);
      // An area's settings are titled by its manifest's words (NCR, audits, drills...), in the caller's language.
      const words = context.registry.translations(request.lang);
      return success(request, { list: rows.map((row) => present(row, words)) });
    },
  });

  api.post(`${base}edit`, {
    config: { auth: 'admin', right: 'routine/config/edit' },
    schema: { tags: ['routine'], summary: 'Save setting values by name', body: configEditBody, response: answers(z.unknown()) },
    handler: async (request) => {
      const wanted = request.body.values;
      const names = Object.keys(wanted);
      const rows = names.length ? await db.select().from(config).where(inArray(config.name, names)) : [];
      const errors: Record<string, MessageKey> = {};
      const changes: Array<{ row: ConfigRow; value: unknown }> = [];
      for (const name of names) {
        const row = rows.find((r) => r.name === name);
        if (!row) {
          errors[name] = 'config.unknown';
          continue;
        }
        const value = wanted[name];
        // A secret left empty keeps its value: the form never had it.
        if (row.secret && (value === '' || value === null || value === undefined)) continue;
        const parsed = configValueSchema(row).safeParse(value);
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? 'validate.invalid';
          errors[name] = (message.startsWith('validate.') ? message : 'validate.invalid') as MessageKey;
          continue;
        }
        changes.push({ row, value: parsed.data });
      }
      if (Object.keys(errors).length) {
        const [first] = Object.values(errors);
        throw new ApiError(first!, { fields: errors });
      }
      await db.transaction(async (tx) => {
        for (const { row, value } of changes) {
          const [after] = await tx
            .update(config)
            .set({ value: value as ConfigValue, updated_at: new Date() })
            .where(eq(config.id, row.id))
            .returning();
          await resourceHooks.updated({ resource: configResource, tableName, tx, request, before: row as unknown as Row, after: after as unknown as Row });
        }
      });
      settings.invalidate();
      const words = context.registry.translations(request.lang);
      return success(request, { list: (await db.select().from(config).orderBy(config.group, config.weigh)).map((row) => present(row, words)) }, 'request.success');
    },
  });

  api.post(`${base}add`, {
    config: { auth: 'admin', right: 'routine/config/add' },
    schema: { tags: ['routine'], summary: 'Add a setting of any field type', body: configAddBody, response: answers(z.unknown()) },
    handler: async (request) => {
      const body = request.body;
      const options = body.options ?? [];
      if ((body.type === 'select' || body.type === 'radio') && options.length === 0) throw fieldError('options', 'validate.required');
      const item = { type: body.type, options, required: body.required ?? false };
      let value: unknown = body.value ?? (body.type === 'switch' ? false : body.type === 'checkbox' ? [] : body.type === 'number' ? 0 : '');
      if (!(body.type === 'select' || body.type === 'radio') || value !== '') {
        const parsed = configValueSchema(item).safeParse(value);
        if (!parsed.success) throw fieldError('value', (parsed.error.issues[0]?.message ?? 'validate.invalid') as MessageKey);
        value = parsed.data;
      }
      const [row] = await db
        .insert(config)
        .values({ name: body.name, group: body.group, title: body.title, tip: body.tip ?? '', type: body.type, options, required: item.required, secret: body.secret ?? body.type === 'password', value: value as ConfigValue })
        .onConflictDoNothing({ target: config.name })
        .returning();
      if (!row) throw fieldError('name', 'config.nameTaken');
      settings.invalidate();
      return success(request, { row: present(row) }, 'request.success');
    },
  });

  api.delete(`${base}del`, {
    config: { auth: 'admin', right: 'routine/config/del' },
    schema: { tags: ['routine'], summary: 'Delete added settings (built-in ones stay)', querystring: idsQuery, response: answers(z.unknown()) },
    handler: async (request: FastifyRequest<{ Querystring: { ids: string[] } }>) => {
      const ids = request.query.ids;
      const count = await db.transaction(async (tx) => {
        const rows = await tx.select().from(config).where(inArray(config.id, ids));
        if (rows.length === 0) throw new ApiError('record.notFound', { status: 404 });
        if (rows.some((row) => !row.allow_del)) throw fieldError('ids', 'config.notDeletable');
        await resourceHooks.deleted({ resource: configResource, tableName, tx, request, rows: rows as unknown as Row[] });
        await tx.delete(config).where(inArray(config.id, rows.map((row) => row.id)));
        return rows.length;
      });
      settings.invalidate();
      return success(request, { count }, 'request.success');
    },
  });
}
