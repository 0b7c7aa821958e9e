import { z } from 'zod';
import { AREA_CODE_PATTERN } from '../resource/widget-values.js';

/** A region code of the query: measured before its pattern is read. */
const areaCode = z
  .string({ error: 'validate.areaCode' })
  .max(6, { error: 'validate.areaCode', abort: true })
  .regex(AREA_CODE_PATTERN, { error: 'validate.areaCode' });

/**
 * GET /admin/ajax/area and /api/ajax/area (spec §7): no parameter lists the provinces, `province` its
 * cities, `province` and `city` that city's districts.
 */
export const areaQuery = z
  .strictObject({ province: areaCode.optional(), city: areaCode.optional() })
  .refine((query) => query.city === undefined || query.province !== undefined, { error: 'validate.required', path: ['province'] });
export type AreaQuery = z.infer<typeof areaQuery>;

/** One choice of the city widget: its code and its name. */
export const areaOption = z.object({ value: z.string(), label: z.string() });
export type AreaOption = z.infer<typeof areaOption>;
