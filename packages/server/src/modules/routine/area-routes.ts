import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { areaOption, areaQuery, type AreaQuery } from '@vessel/contract';
import { ApiError, success } from '../../platform/envelope.js';
import { answers } from '../../platform/openapi.js';
import { regionChoices, unknownRegion } from '../../platform/regions.js';

/**
 * GET /admin/ajax/area and /api/ajax/area (spec §7): the choices of the city widget one level at a time,
 * as the cascader opens it. Like the upload routes, any signed-in administrator (or member) may call it:
 * region names are no one's records.
 */
export function areaRoutes(app: FastifyInstance): void {
  const handler = (query: AreaQuery) => {
    const codes = [query.province, query.city].filter((code): code is string => code !== undefined);
    const choices = regionChoices(codes);
    if (!choices) {
      const code = unknownRegion(codes)!;
      // Refused as a malformed code is: code 0 and the message on the parameter.
      throw new ApiError('area.notFound', { params: { code }, fields: { [code === query.province ? 'province' : 'city']: 'area.notFound' } });
    }
    return choices;
  };
  for (const [url, auth] of [
    ['/admin/ajax/area', 'admin'],
    ['/api/ajax/area', 'user'],
  ] as const) {
    app.get(url, {
      config: { auth },
      schema: {
        tags: ['ajax'],
        summary: 'Regions of China: the provinces, a province\'s cities (province=), or a city\'s districts (province=&city=)',
        querystring: areaQuery,
        response: answers(z.array(areaOption)),
      },
      handler: async (request) => success(request, handler(request.query as AreaQuery)),
    });
  }
}
