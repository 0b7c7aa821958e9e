import { z } from 'zod';
import { isIsoDate } from '../iso-date.js';
import { decimalInput, numberInput } from '../number-input.js';
import { imagePathRule } from '../resources/shared-fields.js';
import { fieldsForForm, type FieldDef, type KeyValueRow, type ResourceDef } from './fields.js';
import { CITY_MAX, COLOR_MAX, YEAR_RANGE, cityCodes, htmlHasText, isColor, isKeyValueRows } from './widget-values.js';

/** PostgreSQL's `integer`: an int field without bounds of its own holds what its column can. */
const INTEGER = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/**
 * The zod schema of a resource's add or edit form, derived from its fields: the server validates with
 * it and the web form checks each field with the same rules, so both sides say the same thing.
 * Edit carries the id. Unknown fields are refused.
 */
export function formSchema(resource: Pick<ResourceDef, 'fields'>, mode: 'add' | 'edit'): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fieldsForForm(resource, mode)) shape[field.name] = fieldSchema(field, mode);
  if (mode === 'edit') shape.id = z.string().uuid();
  return z.strictObject(shape);
}

const req = { error: 'validate.required' } as const;

/** A text field without a bound of its own: what a person could type, far below the body limit. */
const TEXT_MAX = 65_535;
/** The longest date-time ISO 8601 writes (`+275760-09-13T00:00:00.000+00:00` and some). */
const DATETIME_MAX = 40;

export function fieldSchema(field: FieldDef, mode: 'add' | 'edit'): z.ZodType {
  const required = field.required === true || (field.required === 'add' && mode === 'add');
  let schema: z.ZodType;
  switch (field.type) {
    case 'string': {
      // Measured first, and an over-long value goes no further (`abort`; zod runs every check otherwise):
      // no pattern or option list ever reads unbounded text.
      // A region or a colour longer than any can be is named by its own rule, not by a length.
      const tooLong = field.widget === 'city' ? 'validate.city' : field.widget === 'color' ? 'validate.color' : 'validate.tooLong';
      const missing = required && field.widget === 'editor' ? ({ error: 'validate.editorRequired' } as const) : req;
      let text = z.string(missing).trim().max(textMax(field), { error: tooLong, abort: true });
      // An image field holds an uploaded file's path or an http(s) address, whatever resource declares it.
      const rule = field.pattern ?? (field.widget === 'image' ? imagePathRule : undefined);
      if (rule) {
        const pattern = new RegExp(rule.source);
        const message = rule.message;
        // An empty value is not held to the pattern: optional, it passes; required, the required check
        // below says so (rather than the pattern's wording).
        text = text.refine((value) => value === '' || pattern.test(value), { error: message });
      }
      // Whether the codes exist is checked by the server's write (it holds the list of regions).
      if (field.widget === 'city') text = text.refine((value) => value === '' || cityCodes(value) !== null, { error: 'validate.city' });
      if (field.widget === 'color') text = text.refine((value) => value === '' || isColor(value), { error: 'validate.color' });
      // An emptied editor still sends its empty paragraph; the server checks again after sanitising.
      if (required && field.widget === 'editor') text = text.refine(htmlHasText, { error: 'validate.editorRequired' });
      else if (required) text = text.min(Math.max(1, field.min ?? 1), { error: field.min ? 'validate.tooShort' : 'validate.required' });
      schema = field.options ? text.refine((value) => value === '' || field.options!.includes(value), { error: 'validate.invalidValue', params: { values: field.options } }) : text;
      // Optional, null is what GET edit answers for text the record lacks (an unset select), sent back as it
      // came: "not given", left as it is (its column may have no room for null; '' is how a form empties it).
      if (!required) schema = schema.nullable().transform((value) => value ?? undefined);
      break;
    }
    case 'int': {
      // Each check names its own message: without one, zod would repeat the schema's (required).
      // Optional, null is what GET edit answers for a number the record lacks, sent back as it came: "not
      // given", never 0, and left out of the write (its column may have a default and no room for null).
      const number = numberInput(!required).pipe(
        z
          .number()
          .int({ error: 'validate.integer', abort: true })
          .min(field.min ?? (field.widget === 'year' ? YEAR_RANGE.min : INTEGER.min), { error: 'validate.tooSmall' })
          .max(field.max ?? (field.widget === 'year' ? YEAR_RANGE.max : INTEGER.max), { error: 'validate.tooBig' })
          .nullable(),
      );
      const checked = field.options ? number.refine((value) => value === null || field.options!.includes(value), { error: 'validate.invalidValue', params: { values: field.options } }) : number;
      schema = checked.transform((value) => value ?? undefined);
      break;
    }
    case 'decimal': {
      // The text its numeric column takes; the field's pattern bounds its digits and decimal places.
      // Optional, null means none (a numeric column holds null).
      const pattern = field.pattern ? new RegExp(field.pattern.source) : undefined;
      const message = field.pattern?.message;
      schema = pattern ? decimalInput(!required).refine((value) => value === null || pattern.test(value), { error: message }) : decimalInput(!required);
      break;
    }
    case 'boolean':
      schema = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform((v) => v === true || v === 1 || v === '1');
      break;
    case 'uuid':
      schema = z.union([z.string().uuid({ error: 'validate.invalid' }), z.literal('').transform(() => null), z.null()]);
      if (required) schema = z.string(req).uuid({ error: 'validate.required' });
      break;
    case 'string[]': {
      let list = z.array(z.string().max(field.max ?? 100)).max(500);
      if (field.options) list = list.refine((values) => values.every((value) => field.options!.includes(value)), { error: 'validate.invalidValue', params: { values: field.options } });
      if (required) list = list.min(1, { error: 'validate.required' });
      // An optional list stored as null (a record written before the field, or by a writer that left it
      // out) comes back from the edit form as null: that is "none", not an error.
      schema = required ? list : list.nullable();
      break;
    }
    case 'uuid[]': {
      let list = z.array(z.string().uuid({ error: 'validate.invalid' })).max(1000);
      if (required) list = list.min(1, { error: 'validate.required' });
      schema = list;
      break;
    }
    case 'date':
    case 'datetime': {
      // A day that exists (not 30 February, not year 0): what the database can store. Empty means none,
      // which a required field refuses.
      const text = z.string(req).max(DATETIME_MAX, { error: 'validate.invalid', abort: true }).min(1, { error: 'validate.required' });
      const checked =
        field.type === 'date'
          ? text.refine(isIsoDate, { error: 'validate.invalid' })
          : text.datetime({ offset: true, error: 'validate.invalid' }).refine((value) => isIsoDate(value.slice(0, 10)), { error: 'validate.invalid' });
      schema = required ? checked : z.union([checked, z.null(), z.literal('').transform(() => null)]);
      break;
    }
    case 'json':
      schema = field.widget === 'array' ? keyValueRows(required) : z.unknown();
      break;
  }
  return required ? schema : schema.optional();
}

/** A text field's bound: its own `max`, within what its widget's values can be (a colour, region codes). */
function textMax(field: FieldDef): number {
  const own = field.max ?? TEXT_MAX;
  if (field.widget === 'color') return Math.min(own, COLOR_MAX);
  if (field.widget === 'city') return Math.min(own, CITY_MAX);
  return own;
}

/**
 * An `array` field: key/value rows (`isKeyValueRows`), their keys trimmed; anything else is refused with
 * one message naming the rule. Optional, null (what GET edit answers for a record without rows) is "not
 * given"; required, at least one row.
 */
function keyValueRows(required: boolean): z.ZodType {
  const rows = z
    .custom<KeyValueRow[]>((value) => value === null || value === undefined || isKeyValueRows(value), { error: 'validate.keyValueRows' })
    .transform((list) => list?.map((row) => ({ key: row.key.trim(), value: row.value })));
  if (!required) return rows.transform((list) => list ?? undefined);
  return rows.refine((list) => list !== undefined && list !== null && list.length > 0, req);
}
