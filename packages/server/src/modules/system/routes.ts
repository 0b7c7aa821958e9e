import type { FastifyInstance } from 'fastify';
import { API, Code } from '@vessel/contract';
import { envelope } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { ping } from '../../db/client.js';

/** Health, the browser's runtime configuration and the site root (the web app's files: platform/web-app.ts). */
export async function systemRoutes(app: FastifyInstance, { db, config }: ModuleContext): Promise<void> {
  app.get(API.health, { config: { auth: 'public' }, schema: { tags: ['system'], summary: 'Liveness and database reachability' } }, async (request, reply) => {
    try {
      await ping(db);
      return envelope(Code.success, '', { status: 'ok' });
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.status(503).send(envelope(Code.failure, 'database unreachable', { status: 'unavailable' }));
    }
  });

  // The signing pair comes from the server that serves the page, so one web build works with any key.
  const clientConfig = `window.__VESSEL__ = ${JSON.stringify({ appKey: config.appKey, appSecret: config.appSecret, apiBaseUrl: '' })};\n`;
  app.get(API.clientConfig, { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(clientConfig),
  );

  // The site root is a page like any other: the browser router sends it on to the admin login.
  app.get('/', { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', config.webDist, { cacheControl: false }),
  );
}
