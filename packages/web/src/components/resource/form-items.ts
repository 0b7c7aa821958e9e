/**
 * A resource's fields as form items, their values between the server's rows and the form, and their
 * client-side check with the very zod schema the server validates with (contract `fieldSchema`), so
 * both sides say the same thing. Pure functions: the dialog only draws what these decide.
 */
import dayjs from 'dayjs';
import {
  fieldLabelKey,
  fieldSchema,
  fieldsForForm,
  isMessageKey,
  optionLabelKey,
  typeMessageKey,
  type FieldDef,
  type MessageKey,
  type ResourceDef,
  type Widget,
} from '@vessel/contract';

export type FormMode = 'add' | 'edit';

export interface OptionSpec {
  value: string | number;
  /** Translation key of the option's label (backend namespace). */
  labelKey: string;
}

export interface FormItemSpec {
  name: string;
  labelKey: string;
  widget: Widget;
  /** Shows the required mark; the check itself is the schema's. */
  required: boolean;
  /** The value is a list (checkboxes, a multiple select). */
  multiple: boolean;
  options: OptionSpec[];
  /** Where remote and tree selects get their choices. */
  remoteUrl?: string;
  field: FieldDef;
}

const LIST_TYPES: ReadonlySet<FieldDef['type']> = new Set(['uuid[]', 'string[]']);

export function isRequired(field: FieldDef, mode: FormMode): boolean {
  return field.required === true || (field.required === 'add' && mode === 'add');
}

export function formItemSpecs(def: Pick<ResourceDef, 'path' | 'fields'>, mode: FormMode): FormItemSpec[] {
  return fieldsForForm(def, mode).map((field) => ({
    name: field.name,
    labelKey: fieldLabelKey(def, field),
    widget: field.widget,
    required: isRequired(field, mode),
    multiple: LIST_TYPES.has(field.type) || field.widget === 'checkbox' || field.remote?.multiple === true,
    options: (field.options ?? []).map((value) => ({ value, labelKey: optionLabelKey(def, field, value) })),
    ...(field.remote ? { remoteUrl: field.remote.url } : {}),
    field,
  }));
}

const TIME_FORMAT = 'HH:mm:ss';
const DATE_FORMAT = 'YYYY-MM-DD';

/** A form value as the server takes it: pickers' dates as strings, an emptied input as ''. */
export function normalizeFieldValue(field: FieldDef, raw: unknown): unknown {
  if (dayjs.isDayjs(raw)) {
    if (field.widget === 'time') return raw.format(TIME_FORMAT);
    if (field.type === 'date' || field.widget === 'date') return raw.format(DATE_FORMAT);
    return raw.toISOString();
  }
  if (raw === null) {
    if (field.type === 'string') return '';
    if (field.type === 'int' || field.type === 'boolean' || LIST_TYPES.has(field.type)) return undefined;
    return null;
  }
  if (field.type === 'string' && typeof raw === 'number') return String(raw);
  return raw;
}

/** A message of the `messages` namespace with its placeholders. */
export interface MessageRef {
  key: MessageKey;
  params: Record<string, string | number>;
}

/** The part of a zod issue that says what went wrong. */
export interface IssueLike {
  code: string;
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  expected?: string;
  values?: readonly unknown[];
}

/**
 * The message of a failed check, as the server words it: our schemas carry message keys; zod's own
 * checks (length, range, type, choices) are mapped by their issue code.
 */
export function issueMessage(issue: IssueLike, field?: Pick<FieldDef, 'options'>): MessageRef {
  const params: Record<string, string | number> = {};
  if (issue.maximum !== undefined) params.max = Number(issue.maximum);
  if (issue.minimum !== undefined) params.min = Number(issue.minimum);
  const values = issue.values ?? field?.options;
  if (values) params.values = values.map(String).join(', ');
  if (isMessageKey(issue.message)) return { key: issue.message, params };
  const isText = issue.origin === 'string' || issue.origin === 'array';
  switch (issue.code) {
    case 'too_small':
      return { key: isText ? 'validate.tooShort' : 'validate.tooSmall', params };
    case 'too_big':
      return { key: isText ? 'validate.tooLong' : 'validate.tooBig', params };
    case 'invalid_type':
      return { key: typeMessageKey(issue.expected ?? ''), params };
    case 'invalid_value':
      return { key: 'validate.invalidValue', params };
    default:
      return { key: 'validate.invalid', params };
  }
}

/** Checks one field's value with the server's schema: null when it passes, else its message. */
export function validateFieldValue(field: FieldDef, mode: FormMode, raw: unknown): MessageRef | null {
  const value = normalizeFieldValue(field, raw);
  const result = fieldSchema(field, mode).safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? issueMessage(issue as unknown as IssueLike, field) : { key: 'validate.invalid', params: {} };
}

function fromServer(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return field.type === 'string' ? '' : LIST_TYPES.has(field.type) || field.widget === 'array' ? [] : undefined;
  if (field.widget === 'time' && typeof value === 'string') return dayjs(`1970-01-01T${value}`);
  if ((field.widget === 'date' || field.widget === 'datetime') && typeof value === 'string') return dayjs(value);
  return value;
}

function defaultOf(field: FieldDef): unknown {
  if (field.default !== undefined && field.default !== null) {
    return Array.isArray(field.default) ? [...field.default] : field.default;
  }
  if (field.type === 'boolean') return false;
  if (LIST_TYPES.has(field.type) || field.widget === 'array') return [];
  if (field.type === 'string') return '';
  return undefined;
}

/**
 * The form's starting values: the declared defaults on add, the record as read on edit (a write-only
 * field, a password, starts empty: left empty it is kept).
 */
export function initialFormValues(def: Pick<ResourceDef, 'fields'>, mode: FormMode, row?: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fieldsForForm(def, mode)) {
    if (mode === 'edit' && row) values[field.name] = field.writeOnly ? '' : fromServer(field, row[field.name]);
    else values[field.name] = defaultOf(field);
  }
  return values;
}

/**
 * What the add or edit call sends: the form's fields only (the server refuses unknown ones), in the
 * server's shapes, leaving out fields not shown (`hidden`) and values left undefined; edit carries the id.
 */
export function formPayload(
  def: Pick<ResourceDef, 'fields'>,
  mode: FormMode,
  values: Record<string, unknown>,
  options: { id?: string; hidden?: ReadonlySet<string> } = {},
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fieldsForForm(def, mode)) {
    if (options.hidden?.has(field.name)) continue;
    const value = normalizeFieldValue(field, values[field.name]);
    if (value !== undefined) payload[field.name] = value;
  }
  if (mode === 'edit' && options.id) payload.id = options.id;
  return payload;
}

/** Where a form stands: adding or editing, and the values it started from (the record as read, or the defaults). */
export interface FormContext {
  mode: FormMode;
  initial: Record<string, unknown>;
}

/**
 * Fields a page shows only when the form's values say so (a role's departments, for a custom scope; a
 * ship's status reason, once the status differs from the one it started with).
 */
export type VisibleWhen = Readonly<Record<string, (values: Record<string, unknown>, context: FormContext) => boolean>>;

const NO_CONTEXT: FormContext = { mode: 'add', initial: {} };

export function hiddenFields(visibleWhen: VisibleWhen | undefined, values: Record<string, unknown> | undefined, context: FormContext = NO_CONTEXT): Set<string> {
  const hidden = new Set<string>();
  for (const [name, visible] of Object.entries(visibleWhen ?? {})) if (!visible(values ?? {}, context)) hidden.add(name);
  return hidden;
}

/**
 * A page's own check of one field beyond the server's schema (an IMO number's check digit), run as the
 * user types with the same message the server would give; null when it passes.
 */
export type FieldCheck = (value: unknown, values: Record<string, unknown>) => MessageRef | null;
export type FieldChecks = Readonly<Record<string, FieldCheck>>;

/** The schema's message first, else the page's own check's. */
export function checkFieldValue(field: FieldDef, mode: FormMode, raw: unknown, values: Record<string, unknown>, check?: FieldCheck): MessageRef | null {
  return validateFieldValue(field, mode, raw) ?? check?.(normalizeFieldValue(field, raw), values) ?? null;
}

/** The add form's starting values: the declared defaults, then what the page presets (the seafarer of a seafarer's page). */
export function presetFormValues(def: Pick<ResourceDef, 'fields'>, presets: Record<string, unknown> | undefined): Record<string, unknown> {
  const values = initialFormValues(def, 'add');
  // Presets come in the server's shapes ('2026-03-05'), as a read record does.
  for (const field of fieldsForForm(def, 'add')) {
    if (presets && field.name in presets) values[field.name] = fromServer(field, presets[field.name]);
  }
  return values;
}
