import fp from 'fastify-plugin';

/** Headers that keep the browser from sniffing, framing or leaking what we serve. */
export const securityHeadersPlugin = fp(async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    return payload;
  });
});
