import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry a credential (the terminal's event stream sends its token so). */
const SECRET_QUERY = /([?&](?:token|refresh_token|password)=)[^&]*/gi;

export function maskUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1***');
}

/**
 * Structured JSON logs (pino). Requests are logged by method, masked URL and address; headers and
 * bodies are never logged, and fields that may carry secrets are redacted wherever they appear.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'refreshToken', '*.refreshToken', 'refresh_token', '*.refresh_token', 'req.headers.authorization'],
      censor: '***',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { id: request.id, method: request.method, url: maskUrl(request.url), address: request.ip };
      },
    },
  };
}
