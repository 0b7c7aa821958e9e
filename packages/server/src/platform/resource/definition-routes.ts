import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, resourceDefinitionsAnswer, resourceRight, type ResourceDefinition } from '@vessel/contract';
import { can } from '../authorization.js';
import { success } from '../envelope.js';
import { answers } from '../openapi.js';
import type { ResourceBinding } from './define.js';

/**
 * GET /admin/resource/definitions: every resource registered at the moment of the request whose list
 * the caller may read, with its declaration and its words when it has no static web locale. The web's
 * catch-all resource page draws a resource from this alone, so a resource added while the server runs
 * gets its page without a rebuild.
 *
 * `resources` is asked on every request rather than read once: the registry changes at run time.
 */
export function registerDefinitionRoutes(app: FastifyInstance, resources: () => Iterable<ResourceBinding>): void {
  app.withTypeProvider<ZodTypeProvider>().get(API.resourceDefinitions, {
    // Any administrator: each sees only the resources whose index right they hold.
    config: { auth: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'The registered resources the caller may list, with their declarations and words',
      response: answers(resourceDefinitionsAnswer),
    },
    handler: async (request) => {
      const access = request.access!;
      const visible: ResourceDefinition[] = [];
      for (const binding of resources()) {
        if (!can(access, resourceRight(binding.def, 'index'))) continue;
        visible.push({ def: binding.def, messages: binding.translations ?? null });
      }
      visible.sort((a, b) => a.def.name.localeCompare(b.def.name));
      return success(request, { resources: visible });
    },
  });
}
