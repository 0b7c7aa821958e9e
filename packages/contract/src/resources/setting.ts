import { z } from 'zod';
import type { Lang } from '../constants.js';
import type { ResourceDescription } from '../resource/fields.js';
import { statusField as status } from './shared-fields.js';

/**
 * System settings (DOMAIN.md §4.0, §4.15): the bilingual dictionaries every select reads, the numbering
 * rules of human-readable record numbers, and the versioned checklist templates of audits and
 * inspections. Described by data (the kit makes their tables); their words travel with them.
 */

/** A dictionary type's code, as `GET /admin/ajax/dict?type=` takes it and `FieldDef.dict` names it. */
export const DICT_TYPE_PATTERN = /^[a-z0-9_]{1,40}$/;
export const DICT_TYPE_MAX = 40;
/** An item's code: what records store (`bulk_carrier`, `CCS`, `07113`, `SIRE2`). */
export const DICT_CODE_PATTERN = /^[A-Za-z0-9_.-]{1,40}$/;

/** One enabled item as the dictionary route answers it. */
export const dictOption = z.object({ code: z.string(), name_en: z.string(), name_zh: z.string(), extra: z.record(z.string(), z.unknown()) });
export type DictOption = z.infer<typeof dictOption>;

/** The query of `GET /admin/ajax/dict`: the length first, then the pattern (no pattern reads unbounded text). */
export const dictQuery = z.strictObject({
  type: z.string({ error: 'validate.required' }).max(DICT_TYPE_MAX, { error: 'validate.tooLong', abort: true }).regex(DICT_TYPE_PATTERN, { error: 'setting.dictTypeCode' }),
});

/** An item's name in a language (the code itself when the item is unknown: a retired code on an old record). */
export function dictLabel(item: Pick<DictOption, 'name_en' | 'name_zh'> | undefined, code: string, lang: Lang): string {
  if (!item) return code;
  return (lang === 'zh-cn' ? item.name_zh : item.name_en) || item.name_en || code;
}

export const dictTypeDescription: ResourceDescription = {
  table: 'dict_type',
  def: {
    name: 'setting.DictType',
    path: 'setting/dictType',
    labelField: 'name_en',
    quickSearch: ['code', 'name_en', 'name_zh'],
    defaultOrder: { field: 'code', direction: 'asc' },
    actions: ['index', 'add', 'edit', 'del'],
    // Codes are what records store: fixed once made (a renamed code would orphan every record holding it).
    fields: [
      { name: 'code', type: 'string', widget: 'text', required: true, form: 'add', max: DICT_TYPE_MAX, pattern: { source: DICT_TYPE_PATTERN.source, message: 'setting.dictTypeCode' }, unique: { message: 'setting.dictTypeTaken' }, search: ['eq', 'LIKE'], sortable: true },
      { name: 'name_en', type: 'string', widget: 'text', required: true, max: 100, search: ['LIKE'], sortable: true },
      { name: 'name_zh', type: 'string', widget: 'text', required: true, max: 100, search: ['LIKE'] },
      { name: 'remark', type: 'string', widget: 'textarea', max: 255, column: { hidden: true } },
      status,
    ],
  },
};

export const dictItemDescription: ResourceDescription = {
  table: 'dict_item',
  def: {
    name: 'setting.DictItem',
    path: 'setting/dictItem',
    labelField: 'name_en',
    quickSearch: ['code', 'name_en', 'name_zh'],
    defaultOrder: { field: 'type_code', direction: 'asc', then: [{ field: 'sort', direction: 'asc' }, { field: 'code', direction: 'asc' }] },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      { name: 'type_code', type: 'string', widget: 'text', required: true, form: 'add', max: DICT_TYPE_MAX, pattern: { source: DICT_TYPE_PATTERN.source, message: 'setting.dictTypeCode' }, storage: { index: true }, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'code', type: 'string', widget: 'text', required: true, form: 'add', max: 40, pattern: { source: DICT_CODE_PATTERN.source, message: 'setting.dictItemCode' }, unique: { scope: ['type_code'], message: 'setting.dictItemTaken' }, search: ['eq', 'LIKE'], sortable: true },
      { name: 'name_en', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'] },
      { name: 'name_zh', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'] },
      { name: 'sort', type: 'int', widget: 'number', min: 0, max: 100000, default: 0, required: true, sortable: true },
      /** What a type needs beside the names (a drill's frequency, an action code's `detains`): a JSON object. */
      { name: 'extra', type: 'json', widget: 'textarea', column: { hidden: true } },
      status,
    ],
  },
};

/** Tokens a numbering pattern may hold; `{#…#}` (1 to 10 `#`) is the zero-padded counter. */
export const SEQUENCE_TOKENS = ['BIZ', 'SHIP', 'YYYY', 'YY', 'MM'] as const;
export const SEQUENCE_PATTERN_MAX = 60;
/** A type without a rule (or with a disabled one) is numbered so. */
export const DEFAULT_SEQUENCE_PATTERN = '{BIZ}-{SHIP}-{YYYY}-{####}';
const TOKEN = /\{([^{}]*)\}/g;
/** Text between tokens: what a number may carry without confusing a reader or a file name. */
const LITERAL = /^[A-Za-z0-9 _./-]*$/;

/**
 * Why a numbering pattern cannot be used, as a message key, or null when it can: at most 60 characters,
 * exactly one counter `{#…#}`, only known tokens, plain text between them.
 */
export function sequencePatternProblem(pattern: string): 'setting.patternTooLong' | 'setting.patternCounter' | 'setting.patternToken' | 'setting.patternText' | null {
  if (pattern.length > SEQUENCE_PATTERN_MAX) return 'setting.patternTooLong';
  let counters = 0;
  for (const [, token] of pattern.matchAll(TOKEN)) {
    if (/^#{1,10}$/.test(token!)) counters += 1;
    else if (!(SEQUENCE_TOKENS as readonly string[]).includes(token!)) return 'setting.patternToken';
  }
  if (counters !== 1) return 'setting.patternCounter';
  if (!LITERAL.test(pattern.replace(TOKEN, ''))) return 'setting.patternText';
  return null;
}

/** Whether the pattern names the year: its counter then restarts every year. */
export function sequencePatternHasYear(pattern: string): boolean {
  return pattern.includes('{YYYY}') || pattern.includes('{YY}');
}

/** The number a pattern makes of its parts. */
export function formatSequenceNumber(pattern: string, parts: { biz: string; ship: string; date: string; value: number }): string {
  return pattern.replace(TOKEN, (whole, token: string) => {
    if (/^#{1,10}$/.test(token)) return String(parts.value).padStart(token.length, '0');
    switch (token) {
      case 'BIZ':
        return parts.biz.toUpperCase();
      case 'SHIP':
        return parts.ship;
      case 'YYYY':
        return parts.date.slice(0, 4);
      case 'YY':
        return parts.date.slice(2, 4);
      case 'MM':
        return parts.date.slice(5, 7);
      default:
        return whole;
    }
  });
}

/**
 * A ship's code in its numbers, derived from its English name as no ship record keeps one: the letters
 * and digits of the first word, at most 8, upper case (`PACIFIC STAR` → `PACIFIC`). An office record: `OFF`.
 */
export const OFFICE_SEQUENCE_CODE = 'OFF';
export function shipSequenceCode(nameEn: string): string {
  const first = nameEn.trim().split(/\s+/)[0] ?? '';
  const code = first.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 8);
  return code || 'SHIP';
}

export const sequenceRuleDescription: ResourceDescription = {
  table: 'sequence_rule',
  def: {
    name: 'setting.SequenceRule',
    path: 'setting/sequenceRule',
    labelField: 'biz_type',
    quickSearch: ['biz_type', 'pattern', 'title_en', 'title_zh'],
    defaultOrder: { field: 'biz_type', direction: 'asc' },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      { name: 'biz_type', type: 'string', widget: 'text', required: true, max: 40, pattern: { source: '^[a-z][a-z0-9_]{0,39}$', message: 'setting.bizType' }, unique: { message: 'setting.bizTypeTaken' }, search: ['eq', 'LIKE'], sortable: true },
      { name: 'pattern', type: 'string', widget: 'text', required: true, max: SEQUENCE_PATTERN_MAX, search: ['LIKE'] },
      { name: 'title_en', type: 'string', widget: 'text', required: true, max: 100, search: ['LIKE'] },
      { name: 'title_zh', type: 'string', widget: 'text', required: true, max: 100, search: ['LIKE'] },
      status,
    ],
  },
};

export const CHECKLIST_TEMPLATE_STATUSES = ['draft', 'active', 'superseded'] as const;
export type ChecklistTemplateStatus = (typeof CHECKLIST_TEMPLATE_STATUSES)[number];
const ANSWER_TYPES = ['yes_no_na', 'graded', 'text', 'number'] as const;
const ITEM_ID = /^[A-Za-z0-9_.-]{1,20}$/;

const checklistItem = z.strictObject({
  id: z.string().max(20, { error: 'validate.tooLong', abort: true }).regex(ITEM_ID, { error: 'setting.checklistId' }),
  ref: z.string().trim().max(60, { error: 'validate.tooLong' }),
  question_en: z.string().trim().min(1, { error: 'validate.required' }).max(1000, { error: 'validate.tooLong' }),
  question_zh: z.string().trim().min(1, { error: 'validate.required' }).max(1000, { error: 'validate.tooLong' }),
  guidance_en: z.string().trim().max(2000, { error: 'validate.tooLong' }).default(''),
  guidance_zh: z.string().trim().max(2000, { error: 'validate.tooLong' }).default(''),
  answer_type: z.enum(ANSWER_TYPES, { error: 'validate.invalidValue' }),
  requires_evidence: z.boolean({ error: 'validate.boolean' }),
});

const checklistSection = z.strictObject({
  id: z.string().max(20, { error: 'validate.tooLong', abort: true }).regex(ITEM_ID, { error: 'setting.checklistId' }),
  title_en: z.string().trim().min(1, { error: 'validate.required' }).max(200, { error: 'validate.tooLong' }),
  title_zh: z.string().trim().min(1, { error: 'validate.required' }).max(200, { error: 'validate.tooLong' }),
  items: z.array(checklistItem).min(1, { error: 'setting.checklistEmptySection' }).max(200, { error: 'setting.checklistTooBig' }),
});

/**
 * A template's sections (platform/checklists.ts on the server): at least one section of at least one item,
 * ids unique across the whole template (an answer is keyed by the item's id alone), bounded lengths.
 */
export const checklistSectionsSchema = z
  .array(checklistSection, { error: 'validate.array' })
  .min(1, { error: 'setting.checklistEmpty' })
  .max(50, { error: 'setting.checklistTooBig' })
  .superRefine((sections, context) => {
    const ids = new Set<string>();
    const sectionIds = new Set<string>();
    for (const section of sections) {
      if (sectionIds.has(section.id)) context.addIssue({ code: 'custom', message: 'setting.checklistDuplicateId', params: { id: section.id } });
      sectionIds.add(section.id);
      for (const item of section.items) {
        if (ids.has(item.id)) context.addIssue({ code: 'custom', message: 'setting.checklistDuplicateId', params: { id: item.id } });
        ids.add(item.id);
      }
    }
  });
export type ChecklistSectionsInput = z.infer<typeof checklistSectionsSchema>;

export const checklistTemplateDescription: ResourceDescription = {
  table: 'checklist_template',
  def: {
    name: 'setting.ChecklistTemplate',
    path: 'setting/checklistTemplate',
    labelField: 'name_en',
    quickSearch: ['code', 'name_en', 'name_zh'],
    defaultOrder: { field: 'code', direction: 'asc', then: [{ field: 'version', direction: 'desc' }] },
    actions: ['index', 'add', 'edit', 'del'],
    steps: [
      { name: 'activate', batch: false },
      { name: 'newVersion', batch: false },
    ],
    fields: [
      // Fixed once the template exists: a new version is made by `newVersion`, never by renaming.
      { name: 'code', type: 'string', widget: 'text', required: true, max: 40, form: 'add', pattern: { source: '^[A-Za-z0-9_-]{1,40}$', message: 'setting.checklistCode' }, unique: { scope: ['version'], message: 'setting.checklistCodeTaken' }, search: ['eq', 'LIKE'], sortable: true },
      { name: 'version', type: 'int', widget: 'number', form: 'none', default: 1, required: true, sortable: true },
      { name: 'name_en', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'] },
      { name: 'name_zh', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'] },
      { name: 'standard', type: 'string', widget: 'select', dict: 'checklist_standard', required: true, max: 40, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'status', type: 'string', widget: 'select', options: CHECKLIST_TEMPLATE_STATUSES, form: 'none', default: 'draft', required: true, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'sections', type: 'json', widget: 'textarea', required: true, column: { hidden: true } },
      { name: 'updated_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true },
    ],
  },
};

/** The words of the settings area (menus, fields, options), served with the module to the web. */
export const SETTING_TRANSLATIONS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    'menu.setting': '系统设置',
    'menu.setting/dictType': '数据字典',
    'menu.setting/dictItem': '字典项',
    'menu.setting/sequenceRule': '编号规则',
    'menu.setting/checklistTemplate': '检查表模板',
    'setting.dictType.code': '类型代码',
    'setting.dictType.name_en': '英文名称',
    'setting.dictType.name_zh': '中文名称',
    'setting.dictType.remark': '备注',
    'setting.dictType.status': '状态',
    'setting.dictType.status_options.enable': '启用',
    'setting.dictType.status_options.disable': '停用',
    'setting.dictItem.type_code': '字典类型',
    'setting.dictItem.code': '代码',
    'setting.dictItem.name_en': '英文名称',
    'setting.dictItem.name_zh': '中文名称',
    'setting.dictItem.sort': '排序',
    'setting.dictItem.extra': '扩展属性（JSON）',
    'setting.dictItem.status': '状态',
    'setting.dictItem.status_options.enable': '启用',
    'setting.dictItem.status_options.disable': '停用',
    'setting.sequenceRule.biz_type': '业务类型',
    'setting.sequenceRule.pattern': '编号格式',
    'setting.sequenceRule.title_en': '英文名称',
    'setting.sequenceRule.title_zh': '中文名称',
    'setting.sequenceRule.status': '状态',
    'setting.sequenceRule.status_options.enable': '启用',
    'setting.sequenceRule.status_options.disable': '停用',
    'setting.checklistTemplate.code': '模板代码',
    'setting.checklistTemplate.version': '版本',
    'setting.checklistTemplate.name_en': '英文名称',
    'setting.checklistTemplate.name_zh': '中文名称',
    'setting.checklistTemplate.standard': '适用标准',
    'setting.checklistTemplate.status': '状态',
    'setting.checklistTemplate.status_options.draft': '草稿',
    'setting.checklistTemplate.status_options.active': '生效',
    'setting.checklistTemplate.status_options.superseded': '已替代',
    'setting.checklistTemplate.sections': '检查项',
    'setting.checklistTemplate.updated_at': '更新时间',
    'setting.checklistTemplate.activate': '生效',
    'setting.checklistTemplate.newVersion': '新版本',
  },
  en: {
    'menu.setting': 'System settings',
    'menu.setting/dictType': 'Dictionaries',
    'menu.setting/dictItem': 'Dictionary items',
    'menu.setting/sequenceRule': 'Numbering rules',
    'menu.setting/checklistTemplate': 'Checklist templates',
    'setting.dictType.code': 'Type code',
    'setting.dictType.name_en': 'Name (English)',
    'setting.dictType.name_zh': 'Name (Chinese)',
    'setting.dictType.remark': 'Remark',
    'setting.dictType.status': 'Status',
    'setting.dictType.status_options.enable': 'Enabled',
    'setting.dictType.status_options.disable': 'Disabled',
    'setting.dictItem.type_code': 'Dictionary',
    'setting.dictItem.code': 'Code',
    'setting.dictItem.name_en': 'Name (English)',
    'setting.dictItem.name_zh': 'Name (Chinese)',
    'setting.dictItem.sort': 'Order',
    'setting.dictItem.extra': 'Extra attributes (JSON)',
    'setting.dictItem.status': 'Status',
    'setting.dictItem.status_options.enable': 'Enabled',
    'setting.dictItem.status_options.disable': 'Disabled',
    'setting.sequenceRule.biz_type': 'Business type',
    'setting.sequenceRule.pattern': 'Pattern',
    'setting.sequenceRule.title_en': 'Title (English)',
    'setting.sequenceRule.title_zh': 'Title (Chinese)',
    'setting.sequenceRule.status': 'Status',
    'setting.sequenceRule.status_options.enable': 'Enabled',
    'setting.sequenceRule.status_options.disable': 'Disabled',
    'setting.checklistTemplate.code': 'Template code',
    'setting.checklistTemplate.version': 'Version',
    'setting.checklistTemplate.name_en': 'Name (English)',
    'setting.checklistTemplate.name_zh': 'Name (Chinese)',
    'setting.checklistTemplate.standard': 'Standard',
    'setting.checklistTemplate.status': 'Status',
    'setting.checklistTemplate.status_options.draft': 'Draft',
    'setting.checklistTemplate.status_options.active': 'Active',
    'setting.checklistTemplate.status_options.superseded': 'Superseded',
    'setting.checklistTemplate.sections': 'Sections',
    'setting.checklistTemplate.updated_at': 'Updated',
    'setting.checklistTemplate.activate': 'Activate',
    'setting.checklistTemplate.newVersion': 'New version',
  },
};
