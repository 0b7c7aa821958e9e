import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../../platform/envelope.js';
import type { ModuleContext } from '../../../platform/module.js';
import { answers } from '../../../platform/openapi.js';
import { documentVisibility } from './resources.js';
import { searchDocuments } from './search.js';

const searchQuery = z.object({
  q: z.string().max(200, { error: 'validate.invalid' }),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/**
 * The full-text search (a read the kit's list filters cannot express: a ranked match over the documents'
 * numbers, titles and files' text), under the documents' list right and their confidentiality.
 */
export function controlRoutes(app: FastifyInstance, context: ModuleContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/admin/document.Document/search', {
    config: { auth: 'admin', right: 'document/document/index' },
    schema: { tags: ['document'], summary: "Full-text search of documents: numbers, titles and the text of their versions' files", querystring: searchQuery, response: answers(z.unknown()) },
    handler: async (request) => {
      const hits = await searchDocuments(context.db, request.query.q, documentVisibility(request.access!), request.query.limit ?? 50);
      return success(request, { hits });
    },
  });
}
