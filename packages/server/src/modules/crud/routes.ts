import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CRUD_NAME_PATTERN,
  crudGenerateRequestSchema,
  crudResourceNames,
  resourceDescriptionOfDesign,
  type CrudFieldDesign,
  type CrudGenerateRequest,
  type CrudLoss,
  type CrudTableDesign,
} from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../platform/authorization.js';
import { ApiError, success } from '../../platform/envelope.js';
import { adminRule } from '../../platform/identity/tables.js';
import type { ModuleContext } from '../../platform/module.js';
import { enabledDependants, installPackage, moduleStates, registryTableOf, signManifest, storedPackages, uninstallCatalogueModule, upgradePackage } from '../../platform/module-packages.js';
import { STATEMENT_BREAK } from '../../platform/module-migrations.js';
import { answers } from '../../platform/openapi.js';
import { optionalService } from '../../platform/services.js';
import { RECYCLE_BIN } from '../security/api.js';
import { fieldOfColumn, isKitColumn, measureLosses, ownerOf, owners, primaryKey, resourceOfTable, tableColumns, tableExists, tableNames } from './catalogue.js';
import { adoptStatements, alterPlan, createStatements, DesignError, withFills, type AlterPlan } from './ddl.js';
import { designManifest } from './design-package.js';
import { crudLog } from './tables.js';

/** A table name in a query: measured, then read by the pattern. */
const tableQuery = z
  .string({ error: 'validate.required' })
  .min(1, { error: 'validate.required' })
  .max(63, { error: 'validate.tooLong', abort: true })
  .regex(CRUD_NAME_PATTERN, { error: 'crud.badName' });

type LogRow = typeof crudLog.$inferSelect;
interface StoredDesign {
  table: CrudTableDesign;
  fields: CrudFieldDesign[];
}

/** What generating a request would do: the statements, the probes of what they would lose, and where it stands. */
interface Plan {
  mode: 'create' | 'adopt' | 'alter';
  statements: string[];
  alter?: AlterPlan;
  previous?: LogRow;
  /** Log rows of the table that made a version (generated or deleted): the next version counts them. */
  versions: number;
}

function designError(error: unknown, fields: readonly CrudFieldDesign[]): never {
  if (error instanceof DesignError) {
    const index = fields.findIndex((field) => field.name === error.field);
    throw new ApiError(error.key, { params: error.params, fields: { [index >= 0 ? `fields.${index}.name` : 'table.name']: error.key } });
  }
  throw error;
}

async function latestLogs(db: Db, table: string): Promise<LogRow[]> {
  return db.select().from(crudLog).where(eq(crudLog.table_name, table)).orderBy(desc(crudLog.created_at), desc(crudLog.id));
}

/** Refuses what no design may do, then plans the DDL against the table as the catalogue has it now. */
async function planOf(context: ModuleContext, request: CrudGenerateRequest): Promise<Plan> {
  const { db } = context;
  const table = request.table.name;
  const names = crudResourceNames(table);
  if (context.registry.builtIns.has(names.module)) throw new ApiError('crud.moduleTaken', { params: { name: names.module }, fields: { 'table.name': 'crud.moduleTaken' } });
  const stored = (await storedPackages(db, [names.module])).get(names.module);
  if (stored && stored.source !== 'crud') throw new ApiError('crud.moduleTaken', { params: { name: names.module }, fields: { 'table.name': 'crud.moduleTaken' } });
  request.fields.forEach((field, index) => {
    if (field.remote && !context.resources.has(field.remote.resource)) {
      throw new ApiError('crud.remoteUnknown', { params: { resource: field.remote.resource }, fields: { [`fields.${index}.remote`]: 'crud.remoteUnknown' } });
    }
  });
  if (request.table.menuParent) {
    const [parent] = await db.select({ type: adminRule.type }).from(adminRule).where(eq(adminRule.name, request.table.menuParent)).limit(1);
    if (parent?.type !== 'menu_dir') throw new ApiError('crud.menuParentUnknown', { params: { name: request.table.menuParent }, fields: { 'table.menuParent': 'crud.menuParentUnknown' } });
  }
  const logs = await latestLogs(db, table);
  const versions = logs.filter((log) => log.status !== 'failed').length;
  const previous = logs.find((log) => log.status === 'generated');
  const exists = await tableExists(db, table);
  const tableOf = registryTableOf(context.registry);
  try {
    if (request.type === 'create') {
      if (previous) throw new ApiError('crud.tableExists', { params: { table }, fields: { 'table.name': 'crud.tableExists' } });
      // A module enabled from code (neither built in nor stored) still holds its name.
      if (context.registry.has(names.module)) throw new ApiError('crud.moduleTaken', { params: { name: names.module }, fields: { 'table.name': 'crud.moduleTaken' } });
      if (!exists) return { mode: 'create', statements: createStatements(table, request.fields, tableOf), versions };
      const owner = await ownerOf(context, table);
      if (owner && owner !== names.module) throw new ApiError('crud.tableOwned', { params: { table, owner }, fields: { 'table.name': 'crud.tableOwned' } });
      return { mode: 'adopt', statements: adoptStatements(table, request.fields, await tableColumns(db, table), tableOf), versions };
    }
    if (!previous || !context.registry.has(names.module)) throw new ApiError('crud.noDesign', { params: { table }, fields: { 'table.name': 'crud.noDesign' } });
    if (!exists) throw new ApiError('crud.unknownTable', { params: { table }, fields: { 'table.name': 'crud.unknownTable' } });
    const before = (previous.design as StoredDesign).fields;
    const alter = alterPlan(table, before, request.fields, tableOf);
    return { mode: 'alter', statements: alter.statements, alter, previous, versions };
  } catch (error) {
    designError(error, request.fields);
  }
}

async function lossesOf(db: Db, plan: Plan): Promise<CrudLoss[]> {
  return plan.alter ? measureLosses(db, plan.alter.probes) : [];
}

export function crudRoutes(app: FastifyInstance, context: ModuleContext): void {
  const { db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/admin/ajax/getTableFieldList', {
    config: { auth: 'admin', right: 'crud' },
    schema: {
      tags: ['crud'],
      summary: 'Columns of a table from the PostgreSQL catalogue, each with the field design a user would expect',
      querystring: z.object({ table: tableQuery, clean: z.enum(['0', '1'], { error: 'validate.invalid' }).optional() }),
      response: answers(z.unknown()),
    },
    handler: async (request) => {
      const { table, clean } = request.query;
      const columns = await tableColumns(db, table);
      if (columns.length === 0) throw new ApiError('crud.unknownTable', { status: 404, params: { table } });
      const shown = clean === '1' ? columns.filter((column) => !isKitColumn(column.name)) : columns;
      const [design] = (await latestLogs(db, table)).filter((log) => log.status === 'generated');
      return success(request, {
        table,
        pk: (await primaryKey(db, table)) ?? null,
        owner: await ownerOf(context, table),
        logId: design?.id ?? null,
        fields: shown.map((column) => fieldOfColumn(column, (target) => resourceOfTable(context, target))),
        columns: shown.map((column) => ({ name: column.name, type: column.type, nullable: column.nullable, default: column.default, comment: column.comment, primary: column.primary })),
      });
    },
  });

  api.get('/admin/ajax/getTableList', {
    config: { auth: 'admin', right: 'crud' },
    schema: {
      tags: ['crud'],
      summary: "The tables a design may start from: each with its owner (the platform, a module, or none: adoptable) and its generated design's log id",
      response: answers(z.unknown()),
    },
    handler: async (request) => {
      const ownerOfTable = await owners(context);
      const designs = new Map(
        rowsOf<{ table_name: string; id: string }>(await db.execute(sql`select distinct on (table_name) table_name, id from crud_log where status = 'generated' order by table_name, created_at desc`)).map((row) => [row.table_name, row.id]),
      );
      const list = (await tableNames(db)).map((table) => ({ table, owner: ownerOfTable(table), logId: designs.get(table) ?? null }));
      return success(request, { list });
    },
  });

  api.get('/admin/ajax/getTablePk', {
    config: { auth: 'admin', right: 'crud' },
    schema: { tags: ['crud'], summary: 'The primary key column of a table', querystring: z.object({ table: tableQuery }), response: answers(z.unknown()) },
    handler: async (request) => {
      const { table } = request.query;
      if (!(await tableExists(db, table))) throw new ApiError('crud.unknownTable', { status: 404, params: { table } });
      return success(request, { table, pk: (await primaryKey(db, table)) ?? null });
    },
  });

  api.post('/admin/crud.Crud/preview', {
    config: { auth: 'admin', right: 'crud/generate' },
    schema: { tags: ['crud'], summary: 'The SQL a design would run and the data it would lose, counted on the rows', body: crudGenerateRequestSchema, response: answers(z.unknown()) },
    handler: async (request) => {
      const plan = await planOf(context, request.body);
      return success(request, { mode: plan.mode, statements: plan.statements, losses: await lossesOf(db, plan) });
    },
  });

  api.post('/admin/crud.Crud/generate', {
    config: { auth: 'admin', right: 'crud/generate' },
    schema: { tags: ['crud'], summary: 'Create or alter a table from a design and serve it as a module at once', body: crudGenerateRequestSchema, response: answers(z.unknown()) },
    handler: async (request) => {
      const body = request.body;
      const plan = await planOf(context, body);
      const losses = await lossesOf(db, plan);
      const confirmed = new Set(body.confirmLoss ?? []);
      const unconfirmed = losses.filter((loss) => !confirmed.has(loss.column));
      if (unconfirmed.length) {
        throw new ApiError('crud.lossUnconfirmed', { params: { columns: [...new Set(unconfirmed.map((loss) => loss.column))].join(', ') }, data: { losses } });
      }
      let statements: string[];
      try {
        statements = plan.alter ? withFills(plan.alter, losses) : plan.statements;
      } catch (error) {
        designError(error, body.fields);
      }
      const design: StoredDesign = { table: body.table, fields: body.fields };
      const sequence = plan.versions + 1;
      const migration = { name: `${String(sequence).padStart(4, '0')}_${plan.mode}`, sql: statements.join(`;\n${STATEMENT_BREAK}\n`) };
      const migrations = [...(plan.mode === 'alter' ? (plan.previous!.migrations ?? []) : []), migration];
      const version = `1.${plan.versions}.0`;
      const manifest = designManifest(design, { migrations, version });
      const names = crudResourceNames(body.table.name);
      const pkg = signManifest(context, manifest);
      const logId = crypto.randomUUID();
      const entry = { id: logId, table_name: body.table.name, type: body.type, design, migrations, resource: names.name, version, created_by: request.admin?.row.id ?? null };
      try {
        await (plan.mode === 'alter' ? upgradePackage : installPackage)(context, pkg, {
          source: 'crud',
          within: async (tx) => {
            await tx.insert(crudLog).values({ ...entry, status: 'generated' });
          },
        });
      } catch (error) {
        if (error instanceof ApiError) {
          await db.insert(crudLog).values({ ...entry, status: 'failed', reason: String(error.params.reason ?? error.key).slice(0, 500) });
        }
        throw error;
      }
      return success(request, { resource: names.path, name: names.name, logId }, 'crud.generated', { resource: names.path });
    },
  });

  const logQuery = z.object({ id: z.string().uuid({ error: 'validate.invalid' }) });

  async function logRow(id: string): Promise<LogRow> {
    const [row] = await db.select().from(crudLog).where(eq(crudLog.id, id)).limit(1);
    if (!row) throw new ApiError('record.notFound', { status: 404 });
    return row;
  }

  api.post('/admin/crud.Crud/delete', {
    config: { auth: 'admin', right: 'crud/delete' },
    schema: {
      tags: ['crud'],
      summary: 'Delete a generated page: its module (menu, rights) goes; its table only when asked and confirmed, its rows kept in the recycle bin',
      body: z.strictObject({
        id: z.string().uuid({ error: 'validate.invalid' }),
        dropTable: z.boolean({ error: 'validate.boolean' }).optional(),
        confirm: z.string().max(64, { error: 'validate.tooLong' }).optional(),
      }),
      response: answers(z.unknown()),
    },
    handler: async (request) => {
      const { id, dropTable, confirm } = request.body;
      const row = await logRow(id);
      if (row.status !== 'generated') throw new ApiError('crud.alreadyDeleted');
      const table = row.table_name;
      if (dropTable && confirm !== table) throw new ApiError('crud.confirmTable', { params: { table }, fields: { confirm: 'crud.confirmTable' } });
      const names = crudResourceNames(table);
      const design = row.design as StoredDesign;
      // Refused before anything is kept or marked: another design's remote select still needs this one.
      const [dependant] = enabledDependants(context.registry, names.module);
      if (dependant) throw new ApiError('module.dependantEnabled', { params: { name: names.module, dependant } });
      let recycled = 0;
      const markDeleted = async (tx: Db) => {
        await tx
          .update(crudLog)
          .set({ status: 'deleted', updated_at: sql`now()` })
          .where(and(eq(crudLog.table_name, table), inArray(crudLog.status, ['generated'])));
      };
      // Every row goes to the recycle bin first, as a delete of each would have put it there; the copy,
      // the drop and the log's mark are one transaction (the purge's).
      const keepRows = async (tx: Db) => {
        if (!(await tableExists(tx, table))) return;
        const rows = rowsOf<{ row: Record<string, unknown> & { id: string } }>(await tx.execute(sql.raw(`select to_jsonb(t) as row from "${table}" t`))).map((r) => r.row);
        const bin = optionalService(RECYCLE_BIN);
        if (bin && rows.length) recycled = await bin.keep(tx, { resource: names.name, table, labelField: resourceDescriptionOfDesign(design).def.labelField, rows }, request);
      };
      // The database says whether it is installed, not this process's registry: on PostgreSQL the module
      // sync may still be serving a module another request uninstalled a moment ago (it follows within a poll).
      const installed = (await moduleStates(db)).get(names.module)?.installed === true;
      if (installed) {
        await uninstallCatalogueModule(context, names.module, {
          purge: !!dropTable,
          beforePurge: async (tx) => {
            await keepRows(tx as unknown as Db);
            await markDeleted(tx as unknown as Db);
          },
        });
        if (!dropTable) await markDeleted(db);
      } else {
        // The module store removed it already: what is left is the table, dropped only as asked.
        await db.transaction(async (tx) => {
          if (dropTable) {
            await keepRows(tx as unknown as Db);
            await tx.execute(sql.raw(`DROP TABLE IF EXISTS "${table}" CASCADE`));
          }
          await markDeleted(tx as unknown as Db);
        });
      }
      return success(request, { recycled, dropped: !!dropTable }, 'crud.deleted');
    },
  });

  api.get('/admin/crud.Crud/export', {
    config: { auth: 'admin', right: 'crud' },
    schema: { tags: ['crud'], summary: 'The signed module package of a generated design, to install elsewhere through the module store', querystring: logQuery },
    handler: async (request, reply) => {
      const row = await logRow(request.query.id);
      if (row.status === 'failed') throw new ApiError('record.notFound', { status: 404 });
      const pkg = signManifest(context, designManifest(row.design as StoredDesign, { migrations: row.migrations, version: row.version }));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${row.table_name}-${row.version}.json"`)
        .send(JSON.stringify(pkg));
    },
  });
}
