import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MODULE_CHANGE_RIGHTS,
  MODULE_PACKAGE_MAX_BYTES,
  moduleChangeStateBody,
  moduleInstallBody,
  modulePreviewQuery,
  moduleUidQuery,
  moduleUninstallBody,
  moduleUploadBody,
  type ModuleChange,
} from '@vessel/contract';
import { ApiError, success } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import {
  disableCatalogueModule,
  enableCatalogueModule,
  modulePublicKey,
  storeUploadedPackage,
  uninstallCatalogueModule,
} from '../../platform/module-packages.js';
import { moduleProgressBoard } from '../../platform/module-progress.js';
import { answers } from '../../platform/openapi.js';
import { optionalService } from '../../platform/services.js';
import { adminTokenOf } from '../../platform/authentication.js';
import { can, rowsOf } from '../../platform/authorization.js';
import type { Db } from '../../db/client.js';
import { RECYCLE_BIN } from '../security/api.js';
import { catalogue, entryOf, previewChange, refusalOf, tableExists } from './catalogue.js';

/** Room for the largest package as JSON inside its envelope. */
const UPLOAD_LIMIT = MODULE_PACKAGE_MAX_BYTES + 64 * 1024;

/** The access token of the administrator asking for a change, by which that session may follow it. */
function starterOf(request: FastifyRequest): string | null {
  return adminTokenOf(request.headers.authorization);
}

export function moduleStoreRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/admin/module/';
  const tags = ['module'];
  const progress = moduleProgressBoard(context.registry);

  /** Refuses before anything is touched, or answers the preview when only that was asked. */
  async function guard(request: FastifyRequest, uid: string, change: ModuleChange, preview: boolean | undefined, confirm?: string) {
    const entry = await entryOf(context, uid);
    if (preview) return previewChange(context, entry, change, request.lang);
    const refusal = await refusalOf(context, entry, change, confirm);
    if (refusal) throw refusal;
    return null;
  }

  api.get(`${base}index`, {
    config: { auth: 'admin', right: 'moduleStore/index' },
    schema: { tags, summary: 'The catalogue: built-in modules and stored packages, with state, dependencies and what each adds', response: answers(z.unknown()) },
    handler: async (request) => success(request, { list: (await catalogue(context)).map((entry) => entry.item), publicKey: modulePublicKey(context) }),
  });

  api.get(`${base}preview`, {
    config: { auth: 'admin', right: 'moduleStore/index' },
    schema: { tags, summary: 'What a change would do: menus and rights, tables, dependencies, data', querystring: modulePreviewQuery, response: answers(z.unknown()) },
    handler: async (request) => success(request, await previewChange(context, await entryOf(context, request.query.uid), request.query.state, request.lang)),
  });

  api.post(`${base}changeState`, {
    config: { auth: 'admin', right: 'moduleStore/changeState' },
    schema: { tags, summary: 'Enable or disable a module at once (every process follows within a second)', body: moduleChangeStateBody, response: answers(z.unknown()) },
    handler: async (request) => {
      const { uid, state, preview } = request.body;
      const previewed = await guard(request, uid, state, preview);
      if (previewed) return success(request, previewed);
      await progress.track(uid, state, (steps) => (state === 'enable' ? enableCatalogueModule(context, uid, steps) : disableCatalogueModule(context, uid, steps)), starterOf(request));
      return success(request, null, 'request.success');
    },
  });

  api.post(`${base}install`, {
    config: { auth: 'admin', right: 'moduleStore/install' },
    schema: { tags, summary: 'Install an uninstalled module: migrations, menus and rights, then served', body: moduleInstallBody, response: answers(z.unknown()) },
    handler: async (request) => {
      const { uid, preview } = request.body;
      const previewed = await guard(request, uid, 'install', preview);
      if (previewed) return success(request, previewed);
      await progress.track(uid, 'install', (steps) => enableCatalogueModule(context, uid, steps), starterOf(request));
      return success(request, null, 'request.success');
    },
  });

  api.post(`${base}uninstall`, {
    config: { auth: 'admin', right: 'moduleStore/uninstall' },
    schema: {
      tags,
      summary: 'Uninstall a module: its data kept, or deleted when purge is confirmed by repeating its name',
      body: moduleUninstallBody,
      response: answers(z.unknown()),
    },
    handler: async (request) => {
      const { uid, purge, confirm, preview } = request.body;
      const change = purge ? 'purge' : 'uninstall';
      const previewed = await guard(request, uid, change, preview, confirm);
      if (previewed) return success(request, previewed);
      if (purge && confirm !== uid) throw new ApiError('module.confirmPurge', { params: { name: uid }, fields: { confirm: 'module.confirmPurge' } });
      await progress.track(uid, change, (steps) =>
        uninstallCatalogueModule(context, uid, {
          purge: purge === true,
          steps,
          // Every row goes to the recycle bin first, as a delete of each would have put it there.
          beforePurge: async (tx, tables) => {
            const bin = optionalService(RECYCLE_BIN);
            if (!bin) return;
            for (const { resource, table, labelField } of tables) {
              if (!(await tableExists(tx as unknown as Db, table))) continue;
              const rows = rowsOf<{ row: Record<string, unknown> & { id: string } }>(await tx.execute(sql.raw(`select to_jsonb(t) as row from "${table}" t`))).map((r) => r.row);
              if (rows.length) await bin.keep(tx as unknown as Db, { resource, table, labelField, rows }, request);
            }
          },
        }),
        starterOf(request),
      );
      return success(request, null, 'request.success');
    },
  });

  // How far a change of the module in progress in this process has come, for the page that asked for it:
  // only to whoever may make that change (the right of its route), else null as when none runs.
  api.get(`${base}progress`, {
    config: { auth: 'admin', right: [...new Set(Object.values(MODULE_CHANGE_RIGHTS))] },
    schema: { tags, summary: 'How far the change of a module running in this process has come: its steps, the one under way, the migrations run (null when none runs)', querystring: moduleUidQuery, response: answers(z.unknown()) },
    handler: async (request) => {
      const running = progress.of(request.query.uid);
      return success(request, running && can(request.access!, MODULE_CHANGE_RIGHTS[running.change]) ? running : null);
    },
  });

  // The same, to the session that started the change, answered from memory alone: on the embedded database
  // the change holds the one connection, and the route above (authenticated, its nonce stored, through the
  // database) is answered only when it ends. The access token is the proof; the signature is checked, its
  // nonce not stored (a replay could only read the same progress again).
  api.get(`${base}ownProgress`, {
    config: { auth: 'public', replayableSignature: true },
    schema: { tags, summary: 'How far the change of a module this session started has come, answered without the database (null for any other session)', querystring: moduleUidQuery, response: answers(z.unknown()) },
    handler: async (request) => {
      const token = adminTokenOf(request.headers.authorization);
      return success(request, token ? progress.ofStarter(request.query.uid, token) : null);
    },
  });

  api.post(`${base}upload`, {
    config: { auth: 'admin', right: 'moduleStore/upload' },
    bodyLimit: UPLOAD_LIMIT,
    schema: {
      tags,
      summary: 'Upload a signed module package: verified and stored uninstalled (an installed module is upgraded)',
      body: moduleUploadBody,
      response: answers(z.unknown()),
    },
    handler: async (request) => {
      const pkg = request.body.package;
      const { upgraded } = await storeUploadedPackage(context, pkg);
      const entry = await entryOf(context, pkg.manifest.name);
      return success(request, { uid: pkg.manifest.name, upgraded, preview: upgraded ? null : await previewChange(context, entry, 'install', request.lang) }, 'upload.success');
    },
  });

  api.get(`${base}export`, {
    config: { auth: 'admin', right: 'moduleStore/export' },
    schema: { tags, summary: 'A stored package as signed, to install on another installation', querystring: moduleUidQuery, response: answers(z.unknown()) },
    handler: async (request) => {
      const entry = await entryOf(context, request.query.uid);
      if (!entry.stored) throw new ApiError('module.noPackage', { params: { name: request.query.uid } });
      return success(request, entry.stored.pkg);
    },
  });
}
