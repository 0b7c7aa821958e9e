import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { and, getTableName, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { IMPORT_MAX_BYTES, isMessageKey, resourceBase, resourceRight, translate, type Lang } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { ApiError, success } from '../envelope.js';
import type { ModuleContext } from '../module.js';
import type { ResourceBinding, Row } from './define.js';
import { columnOf } from './list-filter.js';
import { resourceActions, type GenericAction } from './register.js';
import type { StepDefinition, StepOutcome } from './steps.js';
import { visibleCondition } from './visibility.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is the registry's dispatcher: its resource and action are resolved per request. */
    registry?: boolean;
    /** The action a dispatcher route of its own serves (one with a larger body limit), when its URL does not name it. */
    registryAction?: string;
  }
  interface FastifyRequest {
    /** The resource action or step the dispatcher resolved for this request, before any check ran. */
    genericAction: GenericAction | null;
  }
}

type Context = Pick<ModuleContext, 'db' | 'resourceHooks' | 'resources' | 'registry'>;

/** Resources are served at `/admin/{module}.{Resource}/{action}`; a page path (`/admin/fleet/ship`) has no dot and is the web app's. */
export const DISPATCH_URL = '/admin/:resource/:action';
/** A module made by a package (a generated design) is named like its table: lower snake case. */
const RESOURCE_NAME = /^[a-z][A-Za-z0-9_]{0,49}\.[A-Z][A-Za-z0-9]{0,49}$/;

/** The import's base64 file and its columns' words. */
const IMPORT_BODY_LIMIT = Math.ceil(IMPORT_MAX_BYTES / 3) * 4 + 256 * 1024;

const actionCache = new WeakMap<ResourceBinding, Map<string, GenericAction>>();
const stepCache = new WeakMap<StepDefinition, GenericAction>();

function actionsOf(context: Context, binding: ResourceBinding): Map<string, GenericAction> {
  let actions = actionCache.get(binding);
  if (!actions) actionCache.set(binding, (actions = resourceActions(context, binding)));
  return actions;
}

/** Every action the registry serves now, with its URL: for the OpenAPI document and the route list. */
export function registeredActions(context: Context): Array<{ url: string; binding: ResourceBinding; action: GenericAction }> {
  const out: Array<{ url: string; binding: ResourceBinding; action: GenericAction }> = [];
  for (const binding of context.registry.resources.values()) {
    if (binding.ownRoutes) continue;
    for (const action of actionsOf(context, binding).values()) out.push({ url: `${resourceBase(binding.def)}${action.name}`, binding, action });
  }
  for (const step of context.registry.steps()) {
    const binding = context.registry.resource(step.resource);
    if (binding) out.push({ url: `${resourceBase(binding.def)}${step.name}`, binding, action: stepAction(context, binding, step) });
  }
  return out;
}

/** The action a request names, or undefined: an unknown resource, action or method answers 404 as any unknown URL. */
export function findAction(context: Context, resourceName: string, method: string, actionName: string): GenericAction | undefined {
  if (!RESOURCE_NAME.test(resourceName)) return undefined;
  const binding = context.registry.resource(resourceName);
  if (!binding || binding.ownRoutes) return undefined;
  const generic = actionsOf(context, binding).get(`${method} ${actionName}`);
  if (generic) return generic;
  const step = method === 'POST' ? context.registry.step(resourceName, actionName) : undefined;
  return step ? stepAction(context, binding, step) : undefined;
}

/**
 * The one route of every registered resource. The action is resolved before signing and authentication
 * run, so that an unknown resource answers 404 to everyone and a known one is checked with its own right
 * (authorization reads `genericAction.right`) and logged under it.
 */
export function serveRegistry(app: FastifyInstance, context: Context): void {
  app.decorateRequest('genericAction', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.registry) return;
    const params = request.params as { resource: string; action?: string };
    const find = () => findAction(context, params.resource, request.method, request.routeOptions.config.registryAction ?? params.action ?? '');
    let action = find();
    // Not served here (yet): another process may have just enabled or generated it.
    if (!action && context.registry.catchUp && RESOURCE_NAME.test(params.resource)) {
      await context.registry.catchUp();
      action = find();
    }
    if (!action) {
      reply.callNotFound();
      return reply;
    }
    request.genericAction = action;
  });
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const action = request.genericAction!;
    if (action.querystring) request.query = validated(action.querystring, request.query, 'querystring');
    if (action.body) request.body = validated(action.body, request.body, 'body');
    return action.handle(request, reply);
  };
  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: DISPATCH_URL,
    config: { auth: 'admin', registry: true },
    schema: { hide: true },
    handler,
  });
  // An import carries its file in the body: the one action served with a larger limit, on a route of its own.
  app.route({
    method: 'POST',
    url: '/admin/:resource/import',
    bodyLimit: IMPORT_BODY_LIMIT,
    config: { auth: 'admin', registry: true, registryAction: 'import' },
    schema: { hide: true },
    handler,
  });
}

/** Validates as a route's schema would, failing with the same error, so the answer names the fields alike. */
function validated(schema: z.ZodType, data: unknown, part: 'querystring' | 'body'): unknown {
  const result = validatorCompiler({ schema, method: '', url: '', httpPart: part })(data) as { value?: unknown; error?: unknown };
  if (result.error) throw Object.assign(new Error('validation failed'), { validation: result.error, validationContext: part, statusCode: 400 });
  return result.value;
}

/**
 * A workflow step as an action. The kit does for every step what a hand-written route could forget: the
 * right, the input's validation, the caller's data scope on the named rows (locked for the step), the
 * allowed starting states, the transaction, and the sensitive-data hooks for every row the step changed,
 * its own and those of other resources it names (the admin log follows from the route, as for every write).
 */
function stepAction(context: Context, binding: ResourceBinding, step: StepDefinition): GenericAction {
  const cached = stepCache.get(step);
  if (cached) return cached;
  const { def, table } = binding;
  const id = columnOf(table, 'id')!;
  const tableName = getTableName(table);
  /** Words for a refusal: the resource's own (described by data), else the contract's, else the code itself. */
  const words = (lang: Lang, key: string, fallback: string): string =>
    binding.translations?.[lang]?.[key] ?? (isMessageKey(key) ? translate(lang, key) : fallback);
  const refusalOf = (request: FastifyRequest, state: string): ApiError => {
    const from = step.from!;
    const stateKey = from.stateKey ? from.stateKey(state) : `${def.path.replace(/\//g, '.')}.${from.field}_options.${state}`;
    const params = { status: words(request.lang, stateKey, state), step: words(request.lang, from.stepKey ?? '', step.name) };
    return new ApiError(from.refusal ?? 'record.stepNotAllowed', { params });
  };
  const action: GenericAction = {
    method: 'POST',
    name: step.name,
    right: step.right ?? resourceRight(def, step.name),
    summary: `${step.name} ${def.name}${step.mode === 'each' ? ' (each row apart; refusals answered per row)' : ''}`,
    body: step.input,
    handle: async (request: FastifyRequest) => {
      const input = request.body as { id?: string; ids?: readonly string[] };
      const ids = [...new Set(input.ids ?? (input.id ? [input.id] : []))];
      const access = request.access!;
      const once = async (tx: Db, wanted: readonly string[]): Promise<StepOutcome> => {
        await step.lockFirst?.(tx, wanted);
        const visible = await visibleCondition(binding, access, tx);
        const rows = (await tx.select().from(table).where(and(inArray(id, [...wanted]), visible)).for('update')) as Row[];
        if (rows.length !== wanted.length) throw new ApiError('record.notFound', { status: 404 });
        if (step.from) {
          const field = step.from.field;
          const wrong = rows.find((row) => !step.from!.states.includes(String(row[field])));
          if (wrong) throw refusalOf(request, String(wrong[field]));
        }
        const ran = await step.run({ rows, input, tx, request, access });
        const outcome: StepOutcome = Array.isArray(ran) ? { rows: ran } : ran;
        for (const row of outcome.rows) {
          const before = rows.find((candidate) => candidate.id === row.id);
          if (before) await context.resourceHooks.updated({ resource: def, tableName, tx, request, before, after: row });
        }
        for (const change of outcome.related ?? []) {
          const other = context.registry.resource(change.resource);
          if (!other) throw new Error(`Step ${def.name}/${step.name} changed "${change.resource}", which is not registered`);
          await context.resourceHooks.updated({ resource: other.def, tableName: getTableName(other.table), tx, request, before: change.before, after: change.after });
        }
        return outcome;
      };
      if (step.mode === 'all') {
        const outcome = await context.db.transaction((tx) => once(tx, ids));
        context.resourceHooks.changed(def.name);
        for (const change of outcome.related ?? []) context.resourceHooks.changed(change.resource);
        await step.committed?.(outcome.rows, request);
        if (!step.answer) return success(request, { done: outcome.rows.length, refused: [] }, 'request.success');
        const answer = await step.answer(outcome, request);
        return success(request, answer.data, answer.message, answer.params);
      }
      let done = 0;
      const refused: Array<Record<string, unknown> & { id: string; reason: string }> = [];
      for (const one of ids) {
        let outcome: StepOutcome;
        try {
          outcome = await context.db.transaction((tx) => once(tx, [one]));
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          // What the refusal carries beside its message (the documents a seafarer lacks) travels with it.
          const extra = error.data && typeof error.data === 'object' && !Array.isArray(error.data) ? (error.data as Record<string, unknown>) : {};
          refused.push({ ...extra, id: one, reason: translate(request.lang, error.key, error.params) });
          continue;
        }
        done++;
        await step.committed?.(outcome.rows, request);
      }
      if (done) context.resourceHooks.changed(def.name);
      const messages = step.messages ?? { done: 'request.success', refused: 'record.stepRefused' };
      if (refused.length) {
        // A failure, so that the client lists the rows left undone (`data.refused`) rather than a plain success.
        const reasons = refused.map((line) => line.reason).join(request.lang === 'en' ? ' | ' : '｜');
        throw new ApiError(messages.refused, { params: { count: done, reasons }, data: { done, refused } });
      }
      return success(request, { done, refused }, messages.done, { count: done });
    },
  };
  stepCache.set(step, action);
  return action;
}

/** The registry's actions as route records (the authorisation matrix walks every route, these included). */
export function registryRouteRecords(context: Context): Array<{ method: string; url: string; config: FastifyContextConfig }> {
  return registeredActions(context).map(({ url, action }) => ({ method: action.method, url, config: { auth: 'admin', right: action.right } }));
}

/**
 * The registry's actions as OpenAPI operations (`paths` of the document), built when the document is
 * asked for, so it shows what is registered now.
 */
export function registryOpenApiPaths(context: Context): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { url, binding, action } of registeredActions(context)) {
    const operation: Record<string, unknown> = {
      tags: [binding.def.path.split('/')[0] ?? 'resource'],
      summary: action.summary,
      security: [{ adminToken: [] }],
      responses: {
        200: action.file
          ? { description: 'The file itself (a refusal answers the envelope)', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
          : { description: 'The envelope {code, msg, time, data}', content: { 'application/json': { schema: envelopeSchema(action.response) } } },
      },
    };
    if (action.querystring) operation.parameters = queryParameters(action.querystring);
    if (action.body) operation.requestBody = { required: true, content: { 'application/json': { schema: toJson(action.body) } } };
    (paths[url] ??= {})[action.method.toLowerCase()] = operation;
  }
  return paths;
}

function toJson(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

function queryParameters(schema: z.ZodType): unknown[] {
  const json = toJson(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({ in: 'query', name, required: (json.required ?? []).includes(name), schema: property }));
}

function envelopeSchema(data: z.ZodType | undefined): Record<string, unknown> {
  return toJson(
    z.object({
      code: z.number().int().describe('1 success, 0 failure, 401 not logged in, 409 token expired, 403 no right'),
      msg: z.string(),
      time: z.number().int(),
      data: data ?? z.unknown(),
    }),
  );
}
