import Fastify, { type FastifyContextConfig, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { BUILT_IN_MODULES } from './modules/index.js';
import qs from 'qs';
import { adminLogPlugin } from './platform/admin-log.js';
import { authenticationPlugin } from './platform/authentication.js';
import { authorizationPlugin } from './platform/authorization.js';
import { errorsPlugin } from './platform/errors.js';
import { webAppPlugin } from './platform/web-app.js';
import { i18nPlugin } from './platform/i18n.js';
import { inputGuardPlugin } from './platform/input-guard.js';
import { LoginThrottle, currentLimits } from './platform/login-throttle.js';
import type { ModuleContext, ModuleManifest } from './platform/module.js';
import { prepareModules } from './platform/module-lifecycle.js';
import { loadModuleKeys, manifestOfPackage, registryTableOf } from './platform/module-packages.js';
import { startModuleSync, wantedModules } from './platform/module-sync.js';
import { ModuleRegistry, inDependencyOrder } from './platform/registry.js';
import { registryOpenApiPaths, registryRouteRecords, serveRegistry } from './platform/resource/dispatch.js';
import { rememberCompanyToday } from './platform/company-today.js';
import { openApiPlugin } from './platform/openapi.js';
import { ResourceHooks } from './platform/resource/hooks.js';
import { registerDefinitionRoutes } from './platform/resource/definition-routes.js';
import { securityHeadersPlugin } from './platform/security-headers.js';
import { DbNonceStore, RedisNonceStore, signingPlugin } from './platform/signing.js';
import { TokenService } from './platform/tokens.js';
import { SettingsService } from './platform/settings/settings.js';
import { loggerOptions } from './platform/logging.js';
import { SmtpMailer } from './platform/mailer.js';
import { AlertEngine } from './platform/alert/engine.js';


/**
 * The largest JSON body read: room for the longest text a form holds (a validator refuses text past its
 * field's own limit, with the field's message) and little more. Uploads are multipart, read as streams
 * under the upload settings' own limit.
 */
export const BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  config: Config;
  database: Database;
  /** The modules to run (default: every built-in module): ordered by their dependencies. */
  modules?: readonly ModuleManifest[];
  /** Pino options, or false to log nothing (tests). */
  logger?: boolean | object;
}

/**
 * The application without a socket: platform plugins first (language, errors, OpenAPI, signing,
 * authentication), then every module's routes. Tests drive it with `app.inject()`.
 */
export async function buildApp({ config, database, modules = BUILT_IN_MODULES, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Request ids are for correlating log lines; the client never needs to send one.
    genReqId: () => crypto.randomUUID(),
    routerOptions: {
      // List filters arrive as search[0][field]=...; qs reads nested brackets, within bounds.
      querystringParser: (query: string) => qs.parse(query, { depth: 3, arrayLimit: 500, parameterLimit: 2000 }),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are built by our own code from typed values: plain JSON, no second validation on the way out.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // Every route as registered, so that tests can walk all of them (the authorisation matrix).
  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, config: (route.config ?? {}) as FastifyContextConfig });
  });
  // The fixed routes as registered, and the registry's actions as they are now (the dispatcher's own
  // catch-all route is not one a client calls by that name).
  app.decorate('routeRecords', {
    getter: () => [...routes.filter((route) => !route.config.registry), ...registryRouteRecords(context)],
  });

  const { db } = database;
  const tokens = new TokenService(db);
  const settings = new SettingsService(db, config);
  const adminLoginThrottle = new LoginThrottle(db, currentLimits(config.login, settings), 'admin');
  const mailer = new SmtpMailer(settings);
  const alerts = new AlertEngine({
    db,
    mailer,
    // Several processes share a PostgreSQL server: the alert job then takes an advisory lock.
    shared: database.kind === 'postgres',
    timeZone: () => settings.text('alert_timezone'),
    warn: (message, detail) => app.log.warn(detail, message),
  });
  const registry = new ModuleRegistry();
  const context: ModuleContext = {
    config,
    db,
    tokens,
    adminLoginThrottle,
    resourceHooks: new ResourceHooks(),
    resources: registry.resources,
    registry,
    settings,
    mailer,
    alerts,
  };
  registry.context = context;

  await app.register(i18nPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin, { webDist: config.webDist });
  await app.register(webAppPlugin, { webDist: config.webDist });
  await app.register(openApiPlugin, { version: config.version, extraPaths: () => registryOpenApiPaths(context) });
  // Before signing and authentication: a request for a resource no enabled module serves answers 404.
  serveRegistry(app, context);
  const nonces = config.redisUrl ? await RedisNonceStore.connect(config.redisUrl, app.log) : new DbNonceStore(db);
  await app.register(signingPlugin, { appKey: config.appKey, appSecret: config.appSecret, required: () => settings.flag('signature_required'), nonces });
  await app.register(authenticationPlugin, { tokens });
  await app.register(authorizationPlugin, { db });
  await app.register(adminLogPlugin, { db });
  await app.register(inputGuardPlugin);

  rememberCompanyToday(app);
  registry.builtIns = new Map(inDependencyOrder(modules).map((manifest) => [manifest.name, manifest]));
  // Under the start-up lock: the first process on a new database makes the signing key, the others read it.
  await database.exclusively(() => loadModuleKeys(context));
  // What the module store recorded: a built-in module disabled or uninstalled there does not run (its
  // routes are registered all the same, and refused while it is off), and the stored packages that are
  // enabled run after the built-in ones.
  for (const wanted of await wantedModules(context)) {
    try {
      registry.install(wanted.builtIn ?? manifestOfPackage(wanted.stored!.pkg, registryTableOf(registry)));
    } catch (error) {
      if (wanted.builtIn) throw error;
      app.log.warn({ err: error, module: wanted.name }, 'a stored module package could not be served');
    }
  }
  for (const manifest of registry.builtIns.values()) {
    const routes = manifest.routes;
    if (!routes) continue;
    // A module's own routes live in its own scope: when the module is disabled while the server runs,
    // they answer 404 like its resources.
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        if (registry.has(manifest.name)) return;
        // Another process may have just enabled it.
        await registry.catchUp?.();
        if (registry.has(manifest.name)) return;
        reply.callNotFound();
        return reply;
      });
      await routes(scope, context);
    });
  }
  registerDefinitionRoutes(app, () => context.resources.values());

  const housekeeping = setInterval(() => {
    const retain = Math.max(config.tokens.adminKeepRefreshTtlSeconds, config.tokens.userRefreshTtlSeconds);
    Promise.all([tokens.purge(retain), adminLoginThrottle.purge()]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'housekeeping failed'),
    );
  }, 10 * 60_000);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));

  // PGlite is one process; on a PostgreSQL server other processes may change which modules run.
  if (database.kind === 'postgres') {
    const sync = startModuleSync(context, { warn: (message, error) => app.log.warn({ err: error }, message) });
    app.addHook('onClose', async () => sync.stop());
  }

  app.decorate('moduleContext', context);
  app.decorate('exclusively', database.exclusively);
  return app;
}

export interface RouteRecord {
  method: string;
  url: string;
  config: FastifyContextConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    moduleContext: ModuleContext;
    routeRecords: readonly RouteRecord[];
    /** The database's start-up lock (Database.exclusively): the seed runs under it. */
    exclusively<T>(work: () => Promise<T>): Promise<T>;
  }
}

/**
 * Brings the database in line with the enabled modules, on every start (platform/module-lifecycle.ts).
 * Seeds read and then write (an empty table is filled), so processes started together on one PostgreSQL
 * server take turns: the first fills, the next find it filled.
 */
export async function seed(app: FastifyInstance): Promise<void> {
  // The registry holds the modules in the order they were installed: their dependencies' first.
  await app.exclusively(() => prepareModules(app.moduleContext, app.moduleContext.registry.manifests()));
}
