import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dictOption, dictQuery } from '@vessel/contract';
import { success } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';
import type { DictionaryService } from './dictionaries.js';

/**
 * GET /admin/ajax/dict?type=: the enabled items of one dictionary, in their order, for the web's selects.
 * Any signed-in administrator may read it, as the region route: dictionary items are no one's records,
 * and every form of every area lists them. A type without items answers an empty list.
 */
export function dictionaryRoutes(app: FastifyInstance, context: ModuleContext, dictionaries: DictionaryService): void {
  app.get('/admin/ajax/dict', {
    config: { auth: 'admin' },
    schema: {
      tags: ['ajax'],
      summary: 'The enabled items of a dictionary type (code, names in both languages, extra attributes)',
      querystring: dictQuery,
      response: answers(z.array(dictOption)),
    },
    handler: async (request) => {
      const { type } = request.query as z.infer<typeof dictQuery>;
      const items = await dictionaries.items(context.db, type);
      return success(
        request,
        items.map((item) => ({ code: item.code, name_en: item.name_en, name_zh: item.name_zh, extra: item.extra })),
      );
    },
  });
}
