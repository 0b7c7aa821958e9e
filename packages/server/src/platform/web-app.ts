import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * The built web app's files, served for the whole server: the not-found handler (errors.ts) answers a
 * page's path with index.html through `reply.sendFile`, so the decorator must live at the root, whichever
 * modules run.
 */
export const webAppPlugin = fp<{ webDist: string }>(async (app, options) => {
  await app.register(fastifyStatic, {
    root: options.webDist,
    // Pages are answered by the not-found handler with index.html; hashed assets may be cached for good.
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
});
