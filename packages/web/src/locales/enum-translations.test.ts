import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import * as contract from '@vessel/contract';
import { ALERT_STAGES, LEAD_DAY_OPTIONS, fieldLabelKey, optionLabelKey, titleKey, type ResourceDef } from '@vessel/contract';
import { stageLabel } from '../pages/admin/alert/alert-views';
import enBackend from './en/backend';
import zhCnBackend from './zh-cn/backend';

/**
 * No raw code on any page: every value of every enum the UI shows has a label in both languages. The
 * resource kit labels a field's options by `optionLabelKey`; the enums shown outside a resource field are
 * listed below with the key the UI reads, and a new exported enum fails here until it is listed (with its
 * key, or with the reason it is never shown as a word).
 */
const SHOWN_OUTSIDE_FIELDS: Record<string, (value: string) => string> = {
  ALERT_STAGES: (value) => stageLabel(value).key ?? `(no key for ${value})`,
  ASSIGNMENT_STEPS: (value) => `resourceKit.steps.${value}`,
  MASTER_REVIEW_FOLLOW_UPS: (value) => `evaluationMasters.followUp.${value}`,
  CONFIG_GROUPS: (value) => `routine.config.groups.${value}`,
  CONFIG_TYPES: (value) => `routine.config.types.${value}`,
  SMS_PROVIDERS: (value) => `routine.config.options.${value}`,
  MODULE_STATES: (value) => `moduleStore.states.${value}`,
  MODULE_CHANGES: (value) => `moduleStore.changes.${value}`,
  MODULE_CHANGE_STEPS: (value) => `moduleStore.progress.steps.${value}`,
  CRUD_FIELD_KIND_NAMES: (value) => `crud.kinds.${value}`,
  APPROVER_KINDS: (value) => `approval.flowEditor.approver_kind_options.${value}`,
  APPROVAL_ACTIONS: (value) => `approval.panel.action.${value}`,
  APPROVAL_STEPS: (value) => `approval.panel.act.${value}`,
  NCR_REPORT_STEPS: (value) => `ncr.report.step.${value}`,
  NCR_ACTION_STEPS: (value) => `ncr.action.step.${value}`,
  WORK_ORDER_STEPS: (value) => `resourceKit.steps.${value}`,
  DEFECT_STEPS: (value) => `resourceKit.steps.${value}`,
  COUNTER_STEPS: (value) => `resourceKit.steps.${value}`,
  COMPONENT_STEPS: (value) => `resourceKit.steps.${value}`,
  DRILL_STEPS: (value) => `resourceKit.steps.${value}`,
};

const NEVER_SHOWN_AS_WORDS: Record<string, string> = {
  LANGS: 'the language switch names each language in itself',
  TRANSFER_FORMATS: 'file formats, named by the export menu and the import dialog (resourceKit.transfer.xlsx/csv)',
  IMPORT_MODES: "the import dialog's buttons name what each does (resourceKit.transfer.*)",
  OPERATORS: 'query syntax; the filter shows its own words',
  SUPPLIER_CRITERIA: "field names of a supplier evaluation, worded by the fields' labels",
  APPRAISAL_CRITERIA: "field names of a crew appraisal (score_<criterion>), worded by the fields' labels",
  SHIP_RATED_CRITERIA: "field names of a supplier evaluation, worded by the fields' labels",
  OPTIONAL_CRITERIA: "field names of a supplier evaluation, worded by the fields' labels",
  TERMINAL_QUERY_KEYS: 'URL parameters',
  PACKAGE_MANAGERS: 'product names (npm, pnpm...)',
  VERIFICATION_TYPES: "worded by the contract's messages (member.type.*)",
  EMAIL_EVENTS: "worded by the contract's messages (code.event.*)",
  SMS_EVENTS: "worded by the contract's messages (code.event.*)",
  DUE_STATUSES: "an intermediate of the calculator; pages show the certificate or survey state it yields",
  WIDGETS: "the kit's names of its inputs; a page shows the input itself",
  COLUMN_RENDERS: 'how a table cell is drawn',
  CRUD_STORAGE_TYPES: "PostgreSQL's own column type names, shown as SQL",
  CRUD_KIT_COLUMNS: 'column names, shown as they are in the table',
  SEQUENCE_TOKENS: 'numbering pattern tokens, written as they are ({SHIP}, {YYYY})',
  TANKER_TYPES: 'ship type codes, named by the ship_type dictionary of the settings',
  AUDIT_PLAN_STEPS: 'step names: their buttons and rights are worded under ruleAction and auditPage.steps',
};

/** Codes that are words in both languages (ISO country and currency codes, society initials, day counts). */
const isCodeWord = (value: string) => /^[A-Z]{2,5}$/.test(value) || /^\d+$/.test(value);

const isDef = (value: unknown): value is ResourceDef =>
  !!value && typeof value === 'object' && 'fields' in value && 'path' in value && Array.isArray((value as ResourceDef).fields);
const defs = Object.values(contract).filter(isDef);
/** Resources described by data: their words travel with their module's definition, so only their options count as enums shown. */
const describedDefs = (Object.values(contract) as unknown[])
  .filter((value): value is { def: ResourceDef } => !!value && typeof value === 'object' && 'def' in value && 'table' in value && isDef((value as { def: unknown }).def))
  .map((value) => value.def);
const isEnum = (value: unknown): value is readonly (string | number)[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number');
const enums = (Object.entries(contract) as [string, unknown][])
  .filter(([name, value]) => /^[A-Z][A-Z0-9_]+$/.test(name) && isEnum(value))
  .map(([name, value]) => [name, value as readonly (string | number)[]] as const);

async function backend(lng: 'en' | 'zh-cn'): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, lowerCaseLng: true, fallbackLng: false, resources: { en: { backend: enBackend }, 'zh-cn': { backend: zhCnBackend } } });
  return i18n;
}

/** Keys that do not resolve, or resolve to the raw code itself. */
function untranslated(i18n: I18n, pairs: Iterable<[key: string, value: string]>): string[] {
  const out: string[] = [];
  for (const [key, value] of pairs) {
    const count = /^\d+d$/.test(value) ? { count: Number.parseInt(value, 10) } : {};
    if (!i18n.exists(key, { ns: 'backend', ...count })) out.push(key);
    else if (!isCodeWord(value) && i18n.t(key, { ns: 'backend', ...count }) === value) out.push(`${key} (reads as its code)`);
  }
  return out;
}

function* optionKeys(): Generator<[string, string]> {
  for (const def of defs) for (const field of def.fields) for (const value of field.options ?? []) yield [optionLabelKey(def, field, value), String(value)];
}

describe('enum translations', () => {
  it('name every workflow step a list page offers as a button, in both languages', async () => {
    // The catch-all list draws a resource's steps as buttons titled resourceKit.steps.{name}.
    const steps = [...defs, ...describedDefs].flatMap((def) => (def.steps ?? []).map((step): [string, string] => [`resourceKit.steps.${step.name}`, step.name]));
    expect(steps.length).toBeGreaterThan(10);
    for (const lng of ['en', 'zh-cn'] as const) expect(untranslated(await backend(lng), steps), `untranslated in ${lng}`).toEqual([]);
  });

  it('cover every option of every resource field, in both languages', async () => {
    expect(defs.length).toBeGreaterThan(20);
    for (const lng of ['en', 'zh-cn'] as const) expect(untranslated(await backend(lng), optionKeys()), `untranslated in ${lng}`).toEqual([]);
  });

  it('cover every enum shown outside a resource field, alert stages and lead times included', async () => {
    const pairs: [string, string][] = [];
    for (const [name, keyOf] of Object.entries(SHOWN_OUTSIDE_FIELDS)) {
      const values = (contract as Record<string, unknown>)[name] as readonly string[];
      expect(values, name).toBeDefined();
      for (const value of values) pairs.push([keyOf(value), value]);
    }
    for (const days of LEAD_DAY_OPTIONS) pairs.push([stageLabel(`${days}d`).key!, `${days}d`]);
    pairs.push([stageLabel('gap-1a2b3c4d').key!, 'gap-1a2b3c4d']);
    expect(ALERT_STAGES.length).toBeGreaterThan(0);
    for (const lng of ['en', 'zh-cn'] as const) expect(untranslated(await backend(lng), pairs), `untranslated in ${lng}`).toEqual([]);
  });

  it('leave no exported enum unaccounted for', () => {
    const optionSets = [...defs, ...describedDefs].flatMap((def) => def.fields.map((field) => new Set((field.options ?? []).map(String))));
    const covered = (values: readonly (string | number)[]) => optionSets.some((set) => set.size > 0 && values.every((value) => set.has(String(value))));
    const unaccounted = enums.filter(([name, values]) => !covered(values) && !(name in SHOWN_OUTSIDE_FIELDS) && !(name in NEVER_SHOWN_AS_WORDS)).map(([name]) => name);
    expect(enums.length).toBeGreaterThan(40);
    expect(unaccounted).toEqual([]);
  });
});

describe('resource labels', () => {
  /** Every key the generic resource page reads for a resource: title, column heads, form labels, options, step buttons. */
  async function pageKeys(def: ResourceDef): Promise<string[]> {
    const { columnSpecs } = await import('../components/resource/resource-columns');
    const { formItemSpecs } = await import('../components/resource/form-items');
    return [
      titleKey(def),
      ...columnSpecs(def).map((spec) => spec.labelKey),
      ...(['add', 'edit'] as const).flatMap((mode) => formItemSpecs(def, mode).flatMap((spec) => [spec.labelKey, ...spec.options.map((option) => option.labelKey)])),
      ...def.fields.flatMap((field) => [fieldLabelKey(def, field), ...(field.options ?? []).map((value) => optionLabelKey(def, field, value))]),
      ...(def.steps ?? []).map((step) => `resourceKit.steps.${step.name}`),
    ];
  }

  it('name every title, field, option and step of every declared resource, in both languages', async () => {
    expect(defs.length).toBeGreaterThan(20);
    for (const lng of ['en', 'zh-cn'] as const) {
      const i18n = await backend(lng);
      const keys = new Set((await Promise.all(defs.map(pageKeys))).flat());
      expect([...keys].filter((key) => !i18n.exists(key, { ns: 'backend' })), `missing in ${lng}`).toEqual([]);
    }
  });

  it('catch a missing key (the check above can fail)', async () => {
    const i18n = await backend('en');
    const made: ResourceDef = { ...defs[0]!, path: 'demo/gauge', fields: [{ name: 'reading', type: 'int', widget: 'number' }], steps: [] };
    const keys = await pageKeys(made);
    expect(keys.filter((key) => !i18n.exists(key, { ns: 'backend' }))).toEqual(expect.arrayContaining(['menu.demo/gauge', 'demo.gauge.reading']));
  });
});

describe('name pair columns', () => {
  it('are headed in both languages by the name itself, not one language of it', async () => {
    const { columnSpecs } = await import('../components/resource/resource-columns');
    for (const lng of ['en', 'zh-cn'] as const) {
      const i18n = await backend(lng);
      const keys = defs.flatMap((def) => columnSpecs(def).filter((spec) => spec.pair).map((spec) => spec.labelKey));
      expect(keys.length).toBeGreaterThan(3);
      expect(keys.filter((key) => !i18n.exists(key, { ns: 'backend' })), lng).toEqual([]);
    }
  });
});
