import { z } from 'zod';
import { numberInput } from '../number-input.js';
import { isoDateSchema } from '../validation.js';

/**
 * System configuration (spec §3 "Site config", issue 6): named settings in groups, each with a field type
 * the settings page edits it with. Secrets are write-only: the server never sends their value back.
 */
export const CONFIG_GROUPS = ['site', 'upload', 'mail', 'sms', 'security', 'member'] as const;
export type ConfigGroup = (typeof CONFIG_GROUPS)[number];

export const CONFIG_TYPES = ['string', 'textarea', 'password', 'number', 'switch', 'select', 'radio', 'checkbox', 'image', 'color', 'date', 'time'] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];

export type ConfigValue = string | number | boolean | string[] | null;

export interface ConfigItem {
  id: string;
  name: string;
  group: ConfigGroup;
  /** A translation key (`config.{name}`) for seeded settings, or the title an administrator typed. */
  title: string;
  /**
   * The title in the caller's language when a module's manifest brings the words for its key (an area's
   * settings: the web's own bundle holds only the platform's).
   */
  title_text?: string;
  tip: string;
  type: ConfigType;
  /** Null for a secret: see `has_value`. */
  value: ConfigValue;
  /** Choices of select, radio and checkbox. */
  options: string[];
  required: boolean;
  secret: boolean;
  /** A secret that is set, without its value. */
  has_value: boolean;
  allow_del: boolean;
  weigh: number;
}

export const CONFIG_NAME_PATTERN = /^[a-z][a-z0-9_]{1,49}$/;

/** The zod schema of one setting's value, by its type. */
export function configValueSchema(item: Pick<ConfigItem, 'type' | 'options' | 'required'>): z.ZodType {
  const text = (max: number) => {
    const base = z.string({ error: 'validate.invalid' }).max(max, { error: 'validate.tooLong' });
    return item.required ? base.min(1, { error: 'validate.required' }) : base;
  };
  switch (item.type) {
    case 'number':
      return numberInput();
    case 'switch':
      return z.boolean({ error: 'validate.invalid' });
    case 'select':
    case 'radio':
      return item.options.length ? z.enum(item.options as [string, ...string[]], { error: 'validate.invalidValue' }) : text(200);
    case 'checkbox':
      return z.array(item.options.length ? z.enum(item.options as [string, ...string[]]) : z.string().max(200)).max(100);
    case 'textarea':
      return text(10_000);
    case 'color':
      return z.union([z.literal(''), z.string().max(9, { error: 'validate.invalid', abort: true }).regex(/^#[0-9a-fA-F]{3,8}$/, { error: 'validate.invalid' })]);
    case 'date':
      return z.union([z.literal(''), isoDateSchema]);
    case 'time':
      return z.union([z.literal(''), z.string().max(8, { error: 'validate.invalid', abort: true }).regex(/^\d{2}:\d{2}(:\d{2})?$/, { error: 'validate.invalid' })]);
    default:
      return text(1000);
  }
}

/** POST /admin/routine.Config/add: a setting of any field type. */
export const configAddBody = z.strictObject({
  name: z.string().max(50, { error: 'validate.configName', abort: true }).regex(CONFIG_NAME_PATTERN, { error: 'validate.configName' }),
  group: z.enum(CONFIG_GROUPS, { error: 'validate.invalidValue' }),
  title: z.string().trim().min(1, { error: 'validate.required' }).max(100, { error: 'validate.tooLong' }),
  tip: z.string().max(255).optional(),
  type: z.enum(CONFIG_TYPES, { error: 'validate.invalidValue' }),
  options: z.array(z.string().min(1).max(100)).max(100).optional(),
  required: z.boolean().optional(),
  secret: z.boolean().optional(),
  value: z.union([z.string().max(10_000), z.number(), z.boolean(), z.array(z.string().max(200)).max(100), z.null()]).optional(),
});
export type ConfigAddBody = z.infer<typeof configAddBody>;

/** POST /admin/routine.Config/edit: new values by setting name; a secret left empty keeps its value. */
export const configEditBody = z.strictObject({
  values: z.record(z.string().max(50, { abort: true }).regex(CONFIG_NAME_PATTERN), z.unknown()),
});
