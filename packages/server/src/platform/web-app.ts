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
    // Pages are answered by the not-found handler with index.html.
    index: false,
    // The build writes a .br and a .gz beside each asset worth compressing (packages/web/vite.config.ts):
    // sent to browsers that accept them, with the original's type.
    preCompressed: true,
    // Our own cache headers (the plugin's would answer max-age=0 and override them): hashed assets may be
    // kept for good, the few files without a hash (the icon, the theme script) are checked each time.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      // A shared cache must keep the compressed and the plain answer apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
});
