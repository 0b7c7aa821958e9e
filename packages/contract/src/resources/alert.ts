import { ALERT_STAGES } from '../alert-stages.js';
import type { Lang } from '../constants.js';
import { isMessageKey, translate } from '../messages/index.js';
import type { ResourceDef } from '../resource/fields.js';
import { statusField as status } from './shared-fields.js';

/**
 * The alert engine (DOMAIN.md §4.0): rules (lead times, recipients, channels per kind of due date) and the
 * alerts raised from them, one per record and stage ('90d', '30d', 'expired'...), never twice.
 * An alert's text is `title_key` (a message key of the contract catalogs) with `params`.
 */
/** From the lowest to the highest (the field is `ranked`: it sorts in this order). */
export const ALERT_LEVELS = ['info', 'warn', 'critical'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

/** Kinds of due dates the engine watches; each is a source registered by the module that owns the record. */
export const ALERT_BIZ_TYPES = ['certificate', 'certificate_survey', 'crew_document', 'crew_contract_end', 'safe_manning', 'inspection_detention', 'internal_audit_due', 'ncr_action', 'pms_work_order', 'pms_counter_stale', 'pms_spare_low', 'pms_defect_overdue'] as const;

/** Who hears of an alert besides the to-do's assignee. */
export const ALERT_RECIPIENTS = ['assignees', 'ship_superintendents', 'dept_leaders', 'dpa', 'general_managers'] as const;
export const ALERT_CHANNELS = ['in_app', 'email'] as const;

export const LEAD_DAY_OPTIONS = ['365', '180', '120', '90', '60', '45', '30', '14', '7', '3', '1', '0'] as const;

/**
 * The stages an alert list filters by, each the word its tag shows: the lead times of the rules' choice
 * ('30d'), then the named stages; `gap` takes every `gap-{fingerprint}` (optionFamilies).
 */
export const ALERT_STAGE_OPTIONS = [...LEAD_DAY_OPTIONS.map((days) => `${days}d`), ...ALERT_STAGES] as const;

export const alertRuleResource: ResourceDef = {
  name: 'alert.AlertRule',
  path: 'alert/alertRule',
  labelField: 'biz_type',
  quickSearch: ['biz_type'],
  defaultOrder: { field: 'biz_type', direction: 'asc' },
  actions: ['index', 'edit'],
  fields: [
    { name: 'biz_type', type: 'string', widget: 'select', options: ALERT_BIZ_TYPES, form: 'none', column: { render: 'tag' }, search: ['eq'] },
    /** Empty: the kind's own lead times (a certificate type's alert days) are used. */
    { name: 'lead_days', type: 'string[]', widget: 'checkbox', options: LEAD_DAY_OPTIONS, column: { render: 'tags' } },
    { name: 'recipients', type: 'string[]', widget: 'checkbox', options: ALERT_RECIPIENTS, required: true, column: { render: 'tags' } },
    { name: 'channels', type: 'string[]', widget: 'checkbox', options: ALERT_CHANNELS, required: true, column: { render: 'tags' } },
    status,
    { name: 'updated_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' } },
  ],
};

export const alertResource: ResourceDef = {
  name: 'alert.Alert',
  path: 'alert/alert',
  labelField: 'title_key',
  // What a user reads in an alert's text: the ship, seafarer, certificate or document it names (in both
  // languages), not the stage's stored code (the stage has its own filter, by its words).
  quickSearch: ['params'],
  // What burns first: critical before warn before info (the level's rank), and within a level the nearest due date.
  defaultOrder: { field: 'level', direction: 'desc', then: [{ field: 'due_date', direction: 'asc' }] },
  actions: ['index'],
  /** ack `{ids}`: someone has taken note (ack_by/at). `POST /admin/alert.Alert/run` (right alert/alert/run) raises alerts now. */
  steps: [{ name: 'ack', batch: true }],
  fields: [
    { name: 'level', type: 'string', widget: 'select', options: ALERT_LEVELS, ranked: true, form: 'none', column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
    { name: 'title_key', type: 'string', widget: 'text', form: 'none' },
    { name: 'params', type: 'json', widget: 'textarea', form: 'none', column: { hidden: true } },
    { name: 'biz_type', type: 'string', widget: 'select', options: ALERT_BIZ_TYPES, form: 'none', column: { render: 'tag' }, search: ['eq', 'IN'] },
    { name: 'biz_id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq'] },
    { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/' }, form: 'none', search: ['eq', 'IN'] },
    { name: 'dept_id', type: 'uuid', widget: 'treeSelect', form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
    { name: 'stage', type: 'string', widget: 'select', options: ALERT_STAGE_OPTIONS, optionFamilies: ['gap'], form: 'none', column: { render: 'tag' }, search: ['eq', 'IN'] },
    { name: 'due_date', type: 'date', widget: 'date', form: 'none', sortable: true, search: ['RANGE'] },
    { name: 'todo_id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true } },
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true, search: ['RANGE'] },
    { name: 'sent_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, search: ['NULL', 'NOT NULL'] },
    { name: 'ack_by', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, form: 'none', search: ['eq', 'NULL', 'NOT NULL'] },
    { name: 'ack_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, search: ['NULL', 'NOT NULL'] },
    { name: 'closed_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, search: ['NULL', 'NOT NULL'] },
  ],
};

export const ALERT_RESOURCES = [alertRuleResource, alertResource] as const;

/** The answer of POST /admin/alert.Alert/run and of the scheduled job. */
export interface AlertRunAnswer {
  /** The date the run judged by. */
  today: string;
  raised: number;
  closed: number;
  mailed: number;
  /** False when another process held the job's lock and this run did nothing. */
  ran: boolean;
}

/**
 * How far the alert job in progress in this process has come (GET /admin/alert.Alert/progress; null when
 * none runs): each source's daily pass, then its records in batches.
 */
export interface AlertRunProgress {
  started_at: string;
  /** 'prepare': the sources' daily passes (their records not yet counted); 'judge': their records in batches. */
  phase: 'prepare' | 'judge';
  sources_total: number;
  sources_done: number;
  /** The source being judged now (a biz_type), null before the first. */
  source: string | null;
  /** Records of the sources judged so far and of the current one; grows as each source begins. */
  records_total: number;
  records_done: number;
}

/**
 * A placeholder value of an alert or to-do title: plain, or one wording per language (a certificate
 * type's name_en/name_zh, a survey kind), so that the stored title reads right in either language.
 */
export type TitleParam = string | number | { en: string; 'zh-cn': string };
export type TitleParams = Record<string, TitleParam>;

/** An alert's or auto to-do's title in a language: its key with its params, each in that language. */
export function titleText(lang: Lang, key: string, params: TitleParams | null | undefined): string {
  if (!isMessageKey(key)) return key;
  const plain: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    plain[name] = typeof value === 'object' && value !== null ? (value[lang] ?? value.en) : value;
  }
  return translate(lang, key, plain);
}

/** A message of the catalogs as a title param in both languages (a survey kind, "the company"). */
export function bilingual(key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}): { en: string; 'zh-cn': string } {
  return { en: translate('en', key, params), 'zh-cn': translate('zh-cn', key, params) };
}
