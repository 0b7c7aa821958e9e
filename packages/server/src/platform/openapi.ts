import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_NAME } from '@vessel/contract';

/**
 * The documented answers of a route: the success envelope around `data`, and the failure envelope
 * (code 0 with field errors, 401, 409, 403). Used for the OpenAPI document only; answers are not
 * re-validated on the way out.
 */
export function answers<T extends z.ZodType>(data: T) {
  const base = { msg: z.string(), time: z.number().int() };
  return {
    200: z.union([
      z.object({ code: z.literal(1), ...base, data }),
      z.object({
        code: z.number().int().describe('0 failure, 401 not logged in, 409 token expired, 302 go elsewhere'),
        ...base,
        data: z.object({ errors: z.record(z.string(), z.string()).optional() }).nullable(),
      }),
    ]),
  };
}

/** OpenAPI generated from the route schemas, served at /docs (UI) and /docs/json. */
export const openApiPlugin = fp<{ version: string; extraPaths?: () => Record<string, Record<string, unknown>> }>(async (app, options) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        version: options.version,
        description:
          'Every API call is signed (APPKEY, CURTIME, NONCE, CHECKSUM headers) and answers the envelope {code, msg, time, data}. See docs/api.md.',
      },
      components: {
        securitySchemes: {
          adminToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token {token}' },
          memberToken: { type: 'apiKey', in: 'header', name: 'ba-user-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The document of the fixed routes is built once; the registry's resources are added each time it is
  // read, so a module enabled while the server runs is documented at once.
  const fixedDocument = app.swagger.bind(app) as (options?: { yaml?: boolean }) => unknown;
  const extraPaths = options.extraPaths;
  if (extraPaths) {
    app.swagger = ((swaggerOptions?: { yaml?: boolean }) => {
      const document = fixedDocument(swaggerOptions);
      if (swaggerOptions?.yaml) return document;
      const object = document as { paths?: Record<string, unknown> };
      return { ...object, paths: { ...object.paths, ...extraPaths() } };
    }) as typeof app.swagger;
  }
  await app.register(swaggerUi, { routePrefix: '/docs' });
});
