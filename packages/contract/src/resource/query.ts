import { z } from 'zod';
import { LIST_LIMIT } from '../constants.js';
import { numberInput } from '../number-input.js';
import { OPERATORS } from './fields.js';

/**
 * The list query of CONTRACT.md: `page`, `limit`, `order=field,asc|desc`, `quickSearch`,
 * `search[n][field|val|operator]`, and the remote select form `select=true&quick_search=`.
 * Field names are checked against the resource by the server, never passed into SQL as given.
 */
export const searchItem = z.strictObject({
  field: z.string().min(1).max(64),
  operator: z.enum(OPERATORS).default('eq'),
  val: z.union([z.string().max(1000), z.array(z.string().max(1000)).max(500)]).optional(),
  /** Set by the web kit to say how to read `val` (ignored by the server, kept for compatibility). */
  render: z.string().max(32).optional(),
});

/** The list's filters, as an array or as `search[n]` keys. */
export const listSearch = z.union([z.array(searchItem).max(30), z.record(z.string(), searchItem)]);

const booleanFlag = z.union([z.literal('true'), z.literal('false'), z.literal('1'), z.literal('0'), z.boolean()]).transform((v) => v === true || v === 'true' || v === '1');

export const listQuery = z.strictObject({
  page: numberInput().pipe(z.number().int().min(1).max(1_000_000)).default(1),
  limit: numberInput().pipe(z.number().int().min(1).max(LIST_LIMIT.max)).default(LIST_LIMIT.default),
  order: z
    .string()
    .max(70, { abort: true })
    .regex(/^[A-Za-z_][A-Za-z0-9_]*,(asc|desc)$/i)
    .optional(),
  quickSearch: z.string().max(200).optional(),
  search: listSearch.optional(),
  select: booleanFlag.optional(),
  quick_search: z.string().max(200).optional(),
  /** Remote select: the ids whose labels the form needs shown. */
  initValue: z.union([z.string().max(2000), z.array(z.string().max(64)).max(500)]).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const idQuery = z.strictObject({ id: z.string().uuid() });

/** DELETE {base}del?ids[]= */
export const idsQuery = z.strictObject({
  ids: z.union([z.string().uuid(), z.array(z.string().uuid()).min(1).max(500)]).transform((ids) => (Array.isArray(ids) ? ids : [ids])),
});

/** POST {base}sortable */
export const sortableBody = z.strictObject({ id: z.string().uuid(), targetId: z.string().uuid() });

export interface ListAnswer<Row> {
  list: Row[];
  total: number;
  remark: string;
}
