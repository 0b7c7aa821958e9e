import { z } from 'zod';
import { LANGS, type Lang } from '../constants.js';
import type { MessageKey } from '../messages/index.js';
import { COLUMN_RENDERS, OPERATORS, WIDGETS, type FieldDef, type ResourceDef } from '../resource/fields.js';

/**
 * GET /admin/resource/definitions: the resources registered on the server right now whose list the
 * caller may read, each with its declaration and, for a resource described by data (no static web
 * locale), its words. The web's catch-all resource page renders any of them without a rebuild.
 */

/** Words of a resource the web has no static locale for: flat keys (`{module}.{resource}.{field}`, `menu.{path}`) by language. */
export type ResourceMessages = Partial<Record<Lang, Record<string, string>>>;

export interface ResourceDefinition {
  def: ResourceDef;
  /** Null when the web's own locale names everything (every built-in resource). */
  messages: ResourceMessages | null;
}

export interface ResourceDefinitionsAnswer {
  resources: ResourceDefinition[];
}

const operator = z.enum(OPERATORS);
const direction = z.enum(['asc', 'desc']);

const storageSchema = z.strictObject({
  length: z.number().int().optional(),
  precision: z.number().int().optional(),
  scale: z.number().int().optional(),
  nullable: z.boolean().optional(),
  index: z.boolean().optional(),
  references: z.strictObject({ resource: z.string(), onDelete: z.enum(['restrict', 'set null', 'cascade']).optional() }).optional(),
});

const messageKey = z.string() as z.ZodType<MessageKey>;

/**
 * Strict objects: the answer is not validated on its way out, so strictness serves the contract test
 * that parses every declared resource, which fails when a declaration grows a property the document
 * does not describe yet.
 */
export const fieldDefSchema: z.ZodType<FieldDef> = z.strictObject({
  name: z.string(),
  type: z.enum(['string', 'string[]', 'int', 'decimal', 'boolean', 'datetime', 'date', 'uuid', 'uuid[]', 'json']),
  storage: storageSchema.optional(),
  widget: z.enum(WIDGETS),
  required: z.union([z.boolean(), z.literal('add')]).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  // The message is a key of the contract's catalog; the document names it as text.
  pattern: z.strictObject({ source: z.string(), message: messageKey }).optional(),
  options: z.array(z.union([z.string(), z.number()])).optional(),
  // The dictionary type whose enabled items are the field's values (system settings).
  dict: z.string().optional(),
  subtree: z.boolean().optional(),
  optionFamilies: z.array(z.string()).optional(),
  remote: z
    .strictObject({
      url: z.string(),
      multiple: z.boolean().optional(),
      search: z.array(z.strictObject({ field: z.string(), operator, val: z.string().optional() })).optional(),
    })
    .optional(),
  column: z
    .strictObject({
      render: z.enum(COLUMN_RENDERS).optional(),
      width: z.number().optional(),
      hidden: z.boolean().optional(),
    })
    .optional(),
  search: z.array(operator).optional(),
  sortable: z.boolean().optional(),
  ranked: z.boolean().optional(),
  form: z.enum(['both', 'add', 'edit', 'none']).optional(),
  writeOnly: z.boolean().optional(),
  default: z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]).optional(),
  unique: z
    .union([z.literal(true), z.strictObject({ scope: z.array(z.string()).optional(), ignoreCase: z.boolean().optional(), message: messageKey.optional() })])
    .optional(),
});

export const resourceDefSchema: z.ZodType<ResourceDef> = z.strictObject({
  name: z.string(),
  path: z.string(),
  fields: z.array(fieldDefSchema),
  quickSearch: z.array(z.string()),
  defaultOrder: z.strictObject({
    field: z.string(),
    direction,
    then: z.array(z.strictObject({ field: z.string(), direction })).optional(),
  }),
  labelField: z.string(),
  tree: z.boolean().optional(),
  weigh: z.boolean().optional(),
  actions: z.array(z.enum(['index', 'add', 'edit', 'del', 'sortable'])),
  steps: z.array(z.strictObject({ name: z.string(), batch: z.boolean() })).optional(),
  importKey: z.array(z.string()).optional(),
});

const messagesSchema = z.partialRecord(z.enum(LANGS), z.record(z.string(), z.string()));

export const resourceDefinitionsAnswer: z.ZodType<ResourceDefinitionsAnswer> = z.object({
  resources: z.array(z.object({ def: resourceDefSchema, messages: messagesSchema.nullable() })),
});
