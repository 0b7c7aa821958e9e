import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The company's today, read before the handler opens a transaction (see rememberCompanyToday). */
    companyToday?: string;
  }
}

/**
 * The company's today (setting alert_timezone, Asia/Shanghai by default): sign-on dates, contract ends
 * and status-change days are judged by it, as the alert engine judges due dates.
 */
export async function companyToday(request: FastifyRequest): Promise<string> {
  request.companyToday ??= await request.server.moduleContext.alerts.today();
  return request.companyToday;
}

/**
 * Reads the setting before any resource's handler runs (`/admin/{module}.{Resource}/…`): inside a write's
 * transaction a settings read on the shared connection would wait for that very transaction on PGlite.
 * The settings are cached, so this costs a lookup, not a query, on most requests.
 */
export function rememberCompanyToday(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (/^\/admin\/[a-z][A-Za-z0-9]*\./.test(request.url)) await companyToday(request);
  });
}
