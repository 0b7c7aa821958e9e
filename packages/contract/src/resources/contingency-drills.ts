import { z } from 'zod';
import type { Lang } from '../constants.js';
import { shipIdsSchema } from '../dashboard.js';
import { addDays } from '../iso-date.js';
import { dueStatus } from '../due-status.js';
import type { FieldDef, KeyValueRow, ResourceDescription } from '../resource/fields.js';
import { isoDateSchema } from '../validation.js';
import { SHIP_RANK_FILTER } from './crew.js';

/**
 * Contingency, drills (DOMAIN.md §3.6, §4.10): the drill types with their frequencies (per ship type when
 * they differ), the drill records of each ship with the seafarers who took part, the master's signature
 * and the office's review, and the deficiencies found, each of which may become an NCR. Described by data;
 * the server's `drills` part adds the rules, the steps, the schedule and the participation share.
 */

export const DRILL_CATEGORIES = ['solas', 'marpol', 'isps', 'company'] as const;
export const DRILL_STATES = ['planned', 'done', 'office_reviewed', 'cancelled', 'postponed'] as const;
export type DrillState = (typeof DRILL_STATES)[number];
/** The states in which a drill counts as held (the schedule's last done, the participation share). */
export const DRILL_HELD_STATES: readonly DrillState[] = ['done', 'office_reviewed'];
export const DRILL_EQUIPMENT = ['lifeboat', 'rescue_boat', 'liferaft', 'eebd', 'scba', 'fire_pump', 'emergency_fire_pump', 'fire_hose', 'extinguisher', 'sopep_kit', 'stretcher', 'emergency_steering', 'emergency_generator', 'gas_detector'] as const;
export const DRILL_ATTENDANCE = ['attended', 'absent'] as const;
export const DRILL_DEFICIENCY_GRADES = ['major', 'minor', 'observation'] as const;
export const DRILL_STEPS = ['conduct', 'sign', 'review', 'cancel', 'postpone', 'raiseNcr'] as const;

/** Where each step starts from. */
export const DRILL_STEP_FROM = {
  conduct: ['planned', 'postponed'],
  sign: ['done'],
  review: ['done'],
  cancel: ['planned', 'postponed'],
  postpone: ['planned', 'postponed'],
  raiseNcr: ['done', 'office_reviewed'],
} as const satisfies Record<(typeof DRILL_STEPS)[number], readonly DrillState[]>;

/** The drill types the abandon-ship and fire participation share counts (SOLAS III/19.3.2). */
export const ABANDON_SHIP_DRILL = 'abandon_ship';
export const FIRE_DRILL = 'fire';
/** Days back from today a participation counts in the share (SOLAS: every month). */
export const PARTICIPATION_WINDOW_DAYS = 30;
/** Below this share of the crew on board, a drill within 24 h of departure is due (SOLAS III/19.3.2: more than 25 % missed). */
export const PARTICIPATION_THRESHOLD = 75;

// ---------------------------------------------------------------- pure rules

/** The frequency of a drill type on a ship of this type: the ship type's override, else the type's own. */
export function drillFrequency(type: { frequency_days: number; frequency_overrides?: readonly KeyValueRow[] | null }, shipType: string | null): number {
  const override = (type.frequency_overrides ?? []).find((row) => row.key === shipType);
  const days = override ? Number(override.value) : NaN;
  return Number.isInteger(days) && days > 0 ? days : type.frequency_days;
}

/** Whether a drill type is held on a ship of this type: shore-only types never, an empty list means every type. */
export function drillAppliesTo(type: { shore_only?: boolean | null; applies_to_ship_types?: readonly string[] | null }, shipType: string | null): boolean {
  if (type.shore_only) return false;
  const types = type.applies_to_ship_types ?? [];
  return types.length === 0 || (!!shipType && types.includes(shipType));
}

/**
 * Days before the due date a drill reads `due_soon`: a sixth of its frequency, at least one day
 * (5 days for a monthly drill, 15 for a quarterly one, 61 for a yearly one).
 */
export function drillLeadDays(frequencyDays: number): number {
  return Math.max(1, Math.round(frequencyDays / 6));
}

export type DrillScheduleStatus = 'ok' | 'due_soon' | 'overdue' | 'never_done';

/**
 * The next due date (last done + frequency) and the schedule status of one ship × drill type on `today`.
 * A drill never held on the ship is due one interval after the company took the ship into management
 * (`since`): a ship just taken over has that long to hold its first, and is `never_done` only once that
 * day has passed, or at once when the day it came is not recorded.
 */
export function drillDue(lastDone: string | null, frequencyDays: number, today: string, since: string | null = null): { next_due_date: string | null; status: DrillScheduleStatus } {
  if (!lastDone) {
    if (!since) return { next_due_date: null, status: 'never_done' };
    const first = addDays(since, frequencyDays);
    if (first < today) return { next_due_date: first, status: 'never_done' };
    const status = dueStatus({ due_date: first, lead_days: drillLeadDays(frequencyDays), today, kind: 'task' });
    return { next_due_date: first, status: status === 'due_soon' ? 'due_soon' : 'ok' };
  }
  const next = addDays(lastDone, frequencyDays);
  const status = dueStatus({ due_date: next, lead_days: drillLeadDays(frequencyDays), today, kind: 'task' });
  return { next_due_date: next, status: status === 'overdue' ? 'overdue' : status === 'due_soon' ? 'due_soon' : 'ok' };
}

/** One stay of a seafarer on the ship (an assignment signed on). Both days are on board. */
export interface CrewStay {
  seafarer_id: string;
  sign_on_date: string;
  sign_off_date: string | null;
}
/** One seafarer attending one held drill on the ship. */
export interface DrillAttendance {
  seafarer_id: string;
  drill_type_code: string;
  conducted_at: string;
}

/** Whether a stay covers `day` (sign-on and sign-off days included). */
export function onBoardOn(stay: CrewStay, day: string): boolean {
  return stay.sign_on_date <= day && (stay.sign_off_date === null || stay.sign_off_date >= day);
}

export interface ParticipationShare {
  on_board: number;
  abandon_ship: number;
  fire: number;
  both: number;
  /** 0..100, one decimal; 100 with nobody on board (no one missed a drill). */
  share: number;
  below: boolean;
}

/**
 * The share of the crew on board `today` who took part in an abandon-ship AND a fire drill on this ship in
 * the last 30 days (today − 30 included, today included). Only a drill of the current stay counts: one
 * from before a seafarer (re)joined does not, though the seafarer counts as on board.
 */
export function participationShare(today: string, stays: readonly CrewStay[], attendances: readonly DrillAttendance[]): ParticipationShare {
  const windowStart = addDays(today, -PARTICIPATION_WINDOW_DAYS);
  const joined = new Map<string, string>();
  for (const stay of stays) {
    if (!onBoardOn(stay, today)) continue;
    const known = joined.get(stay.seafarer_id);
    if (!known || stay.sign_on_date > known) joined.set(stay.seafarer_id, stay.sign_on_date);
  }
  const did = { [ABANDON_SHIP_DRILL]: new Set<string>(), [FIRE_DRILL]: new Set<string>() } as Record<string, Set<string>>;
  for (const attendance of attendances) {
    const since = joined.get(attendance.seafarer_id);
    const kind = did[attendance.drill_type_code];
    if (!since || !kind) continue;
    if (attendance.conducted_at < windowStart || attendance.conducted_at > today || attendance.conducted_at < since) continue;
    kind.add(attendance.seafarer_id);
  }
  const onBoard = joined.size;
  const abandon = did[ABANDON_SHIP_DRILL]!;
  const fire = did[FIRE_DRILL]!;
  const both = [...abandon].filter((id) => fire.has(id)).length;
  return {
    on_board: onBoard,
    abandon_ship: abandon.size,
    fire: fire.size,
    both,
    share: onBoard === 0 ? 100 : Math.round((both * 1000) / onBoard) / 10,
    // Compared unrounded: 74.96 % is below even though it reads 75.0.
    below: onBoard > 0 && both * 100 < PARTICIPATION_THRESHOLD * onBoard,
  };
}

// ---------------------------------------------------------------- bodies of the record's json fields and steps

const id = z.string().uuid({ error: 'validate.invalid' });
const text = (max: number) => z.string().trim().max(max);

/** One participant typed with the drill (stored in `drill_participant`). */
export const drillParticipantSchema = z.strictObject({
  seafarer_id: id,
  rank_id: id.nullish(),
  role: text(100).nullish(),
  attendance: z.enum(DRILL_ATTENDANCE, { error: 'validate.invalid' }).default('attended'),
  absence_reason: text(200).nullish(),
});
export type DrillParticipantInput = z.infer<typeof drillParticipantSchema>;
export const drillParticipantsSchema = z.array(drillParticipantSchema, { error: 'validate.invalid' }).max(200);

/** One deficiency found in the drill; `key` and `ncr_id` are the server's. */
export const drillDeficiencySchema = z.strictObject({
  key: id.nullish(),
  description: z.string().trim().min(1, { error: 'validate.required' }).max(1000),
  grade: z.enum(DRILL_DEFICIENCY_GRADES, { error: 'validate.invalid' }).default('minor'),
  ncr_id: id.nullish(),
  ncr_no: text(40).nullish(),
});
export type DrillDeficiency = z.infer<typeof drillDeficiencySchema>;
export const drillDeficienciesSchema = z.array(drillDeficiencySchema, { error: 'validate.invalid' }).max(50);

export const drillStepBodies = {
  conduct: z.strictObject({ id, conducted_at: isoDateSchema.optional() }),
  sign: z.strictObject({ id, remark: text(500).optional() }),
  review: z.strictObject({ id, remark: text(1000).optional() }),
  cancel: z.strictObject({ id, reason: z.string().trim().min(1, { error: 'validate.required' }).max(500) }),
  postpone: z.strictObject({ id, planned_date: isoDateSchema, reason: z.string().trim().min(1, { error: 'validate.required' }).max(500) }),
  raiseNcr: z.strictObject({ id, key: id }),
};

// ---------------------------------------------------------------- descriptions

const shipField: FieldDef = {
  name: 'ship_id',
  type: 'uuid',
  widget: 'remoteSelect',
  remote: { url: '/admin/fleet.Ship/' },
  required: true,
  storage: { references: { resource: 'fleet.Ship' }, index: true },
  search: ['eq', 'IN'],
};
const deptField: FieldDef = { name: 'dept_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, form: 'none', column: { hidden: true }, search: ['eq', 'IN'] };
const adminField = (name: string): FieldDef => ({ name, type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, form: 'none', storage: { references: { resource: 'auth.Admin', onDelete: 'set null' } }, column: { hidden: true }, search: ['eq'] });

export const drillTypeDescription: ResourceDescription = {
  table: 'drill_type',
  def: {
    name: 'contingency.DrillType',
    path: 'contingency/drillType',
    labelField: 'name_en',
    // The seed's order (abandon ship and fire first), kept by the kit's sort column.
    weigh: true,
    quickSearch: ['code', 'name_en', 'name_zh', 'regulation_ref'],
    defaultOrder: { field: 'weigh', direction: 'asc', then: [{ field: 'code', direction: 'asc' }] },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      { name: 'code', type: 'string', widget: 'text', required: true, max: 40, pattern: { source: '^[a-z][a-z0-9_]*$', message: 'validate.configName' }, unique: { ignoreCase: true }, search: ['eq', 'LIKE'], sortable: true },
      { name: 'name_en', type: 'string', widget: 'text', required: true, max: 120, search: ['LIKE'], sortable: true },
      { name: 'name_zh', type: 'string', widget: 'text', required: true, max: 120, search: ['LIKE'] },
      { name: 'category', type: 'string', widget: 'select', options: DRILL_CATEGORIES, required: true, default: 'solas', max: 12, column: { render: 'tag' }, search: ['eq', 'IN'] },
      { name: 'frequency_days', type: 'int', widget: 'number', required: true, min: 1, max: 3650, sortable: true, search: ['RANGE'] },
      { name: 'per_crew_member', type: 'boolean', widget: 'switch', default: false, storage: { nullable: false }, column: { render: 'switch' }, search: ['eq'] },
      { name: 'requires_boat_launch', type: 'boolean', widget: 'switch', default: false, storage: { nullable: false }, column: { render: 'switch' }, search: ['eq'] },
      { name: 'shore_only', type: 'boolean', widget: 'switch', default: false, storage: { nullable: false }, column: { render: 'switch', hidden: true }, search: ['eq'] },
      { name: 'applies_to_ship_types', type: 'string[]', widget: 'select', dict: 'ship_type', default: [], storage: { nullable: false }, column: { render: 'tags' }, search: ['IN'] },
      // key: a ship type, value: its frequency in days.
      { name: 'frequency_overrides', type: 'json', widget: 'array', default: [], storage: { nullable: false }, column: { hidden: true } },
      { name: 'regulation_ref', type: 'string', widget: 'text', max: 100, search: ['LIKE'] },
      { name: 'active', type: 'boolean', widget: 'switch', default: true, storage: { nullable: false }, column: { render: 'switch' }, search: ['eq'] },
      { name: 'remark', type: 'string', widget: 'textarea', max: 1000, column: { hidden: true } },
    ],
  },
};

export const drillDescription: ResourceDescription = {
  table: 'drill_record',
  scope: { department: 'dept_id' },
  def: {
    name: 'contingency.Drill',
    path: 'contingency/drill',
    labelField: 'planned_date',
    quickSearch: ['scenario', 'place', 'port'],
    defaultOrder: { field: 'planned_date', direction: 'desc', then: [{ field: 'created_at', direction: 'desc' }] },
    actions: ['index', 'add', 'edit', 'del'],
    steps: DRILL_STEPS.map((name) => ({ name, batch: false })),
    fields: [
      shipField,
      deptField,
      { name: 'drill_type_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/contingency.DrillType/' }, required: true, storage: { references: { resource: 'contingency.DrillType' }, index: true }, search: ['eq', 'IN'] },
      { name: 'status', type: 'string', widget: 'select', options: DRILL_STATES, default: 'planned', form: 'none', storage: { nullable: false, index: true }, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'planned_date', type: 'date', widget: 'date', required: true, storage: { index: true }, sortable: true, search: ['RANGE'] },
      // Written with the record when the ship records after the drill (the usual case), else by `conduct`.
      { name: 'conducted_at', type: 'date', widget: 'date', storage: { index: true }, sortable: true, search: ['RANGE', 'NULL'] },
      { name: 'place', type: 'string', widget: 'text', max: 100, column: { hidden: true }, search: ['LIKE'] },
      { name: 'port', type: 'string', widget: 'text', max: 60, column: { hidden: true }, search: ['LIKE'] },
      { name: 'position', type: 'string', widget: 'text', max: 60, column: { hidden: true } },
      { name: 'scenario', type: 'string', widget: 'textarea', max: 2000, search: ['LIKE'] },
      { name: 'objectives', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
      { name: 'duration_min', type: 'int', widget: 'number', min: 1, max: 1440, column: { hidden: true } },
      { name: 'conducted_by_rank_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/crew.Position/', search: [{ field: 'kind', operator: 'eq', val: 'ship_rank' }] }, storage: { references: { resource: 'crew.Position', onDelete: 'set null' } }, column: { hidden: true } },
      { name: 'conducted_by_name', type: 'string', widget: 'text', max: 100, column: { hidden: true } },
      { name: 'participants', type: 'json', widget: 'text', default: [], storage: { nullable: false }, column: { hidden: true } },
      { name: 'participant_count', type: 'int', widget: 'number', form: 'none', default: 0, storage: { nullable: false }, sortable: true },
      { name: 'equipment_used', type: 'string[]', widget: 'checkbox', options: DRILL_EQUIPMENT, default: [], storage: { nullable: false }, column: { hidden: true } },
      // Which lifeboat was launched: the lifeboat rule (each boat launched every 3 months) reads it.
      { name: 'lifeboat_no', type: 'string', widget: 'text', max: 20, column: { hidden: true }, search: ['eq'] },
      { name: 'weather', type: 'string', widget: 'text', max: 200, column: { hidden: true } },
      { name: 'assessment', type: 'int', widget: 'number', min: 1, max: 5, sortable: true, search: ['eq', 'RANGE'] },
      { name: 'lessons_learned', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
      { name: 'deficiencies', type: 'json', widget: 'text', default: [], storage: { nullable: false }, column: { hidden: true } },
      { name: 'master_signed_at', type: 'datetime', widget: 'datetime', form: 'none', sortable: true, search: ['RANGE', 'NULL'] },
      adminField('master_signed_by'),
      { name: 'office_reviewed_at', type: 'datetime', widget: 'datetime', form: 'none', column: { hidden: true }, sortable: true, search: ['RANGE', 'NULL'] },
      adminField('office_reviewed_by'),
      { name: 'review_remark', type: 'string', widget: 'textarea', form: 'none', max: 1000, column: { hidden: true } },
      { name: 'status_reason', type: 'string', widget: 'text', form: 'none', max: 500, column: { hidden: true } },
      { name: 'remark', type: 'string', widget: 'textarea', max: 1000, column: { hidden: true } },
    ],
  },
};

/** The participants of each drill, one row a seafarer: written by the server from the drill's form only. */
export const drillParticipantDescription: ResourceDescription = {
  table: 'drill_participant',
  scope: { department: 'dept_id' },
  def: {
    name: 'contingency.DrillParticipant',
    path: 'contingency/drillParticipant',
    labelField: 'seafarer_id',
    quickSearch: [],
    defaultOrder: { field: 'conducted_at', direction: 'desc' },
    actions: ['index'],
    fields: [
      { name: 'drill_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/contingency.Drill/' }, required: true, storage: { references: { resource: 'contingency.Drill', onDelete: 'cascade' }, index: true }, search: ['eq', 'IN'] },
      { ...shipField, form: 'none' },
      deptField,
      { name: 'drill_type_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/contingency.DrillType/' }, required: true, storage: { references: { resource: 'contingency.DrillType' } }, search: ['eq', 'IN'] },
      { name: 'conducted_at', type: 'date', widget: 'date', sortable: true, search: ['RANGE'] },
      { name: 'seafarer_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/crew.Seafarer/' }, required: true, storage: { references: { resource: 'crew.Seafarer' }, index: true }, search: ['eq', 'IN'] },
      { name: 'rank_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/crew.Position/', search: SHIP_RANK_FILTER }, storage: { references: { resource: 'crew.Position', onDelete: 'set null' } }, search: ['eq'] },
      { name: 'role', type: 'string', widget: 'text', max: 100 },
      { name: 'attendance', type: 'string', widget: 'select', options: DRILL_ATTENDANCE, default: 'attended', storage: { nullable: false }, max: 10, column: { render: 'tag' }, search: ['eq'] },
      { name: 'absence_reason', type: 'string', widget: 'text', max: 200 },
    ],
  },
};

// ---------------------------------------------------------------- the seed: DOMAIN.md §3.6

export interface DrillTypeSeed {
  code: string;
  name_en: string;
  name_zh: string;
  category: (typeof DRILL_CATEGORIES)[number];
  frequency_days: number;
  per_crew_member?: boolean;
  requires_boat_launch?: boolean;
  shore_only?: boolean;
  applies_to_ship_types?: string[];
  regulation_ref: string;
}
export const DRILL_TYPE_SEED: readonly DrillTypeSeed[] = [
  { code: 'abandon_ship', name_en: 'Abandon ship drill', name_zh: '弃船演习', category: 'solas', frequency_days: 30, per_crew_member: true, regulation_ref: 'SOLAS III/19.3' },
  { code: 'fire', name_en: 'Fire drill', name_zh: '消防演习', category: 'solas', frequency_days: 30, per_crew_member: true, regulation_ref: 'SOLAS III/19.3' },
  { code: 'lifeboat_launch', name_en: 'Lifeboat launch with crew', name_zh: '救生艇降落(载员)', category: 'solas', frequency_days: 90, requires_boat_launch: true, regulation_ref: 'SOLAS III/19.3.3' },
  { code: 'rescue_boat', name_en: 'Rescue boat launch', name_zh: '救助艇降落', category: 'solas', frequency_days: 90, requires_boat_launch: true, regulation_ref: 'SOLAS III/19.3.3.8' },
  { code: 'enclosed_space', name_en: 'Enclosed space entry and rescue', name_zh: '进入封闭处所救助演习', category: 'solas', frequency_days: 60, regulation_ref: 'SOLAS III/19.3.6' },
  { code: 'emergency_steering', name_en: 'Emergency steering drill', name_zh: '应急操舵演习', category: 'solas', frequency_days: 90, regulation_ref: 'SOLAS V/26' },
  { code: 'man_overboard', name_en: 'Man overboard', name_zh: '人员落水演习', category: 'company', frequency_days: 90, regulation_ref: 'SMS' },
  { code: 'oil_pollution', name_en: 'Oil pollution response (SOPEP/SMPEP)', name_zh: '溢油应急演习', category: 'marpol', frequency_days: 90, regulation_ref: 'MARPOL Annex I reg. 37' },
  { code: 'security', name_en: 'Security drill', name_zh: '保安演习', category: 'isps', frequency_days: 90, regulation_ref: 'ISPS A/13.4, B/13.6' },
  { code: 'damage_control', name_en: 'Damage control drill', name_zh: '破损控制演习', category: 'solas', frequency_days: 90, applies_to_ship_types: ['passenger'], regulation_ref: 'SOLAS II-1/19' },
  { code: 'collision_grounding', name_en: 'Collision / grounding / flooding', name_zh: '碰撞/搁浅/进水演习', category: 'company', frequency_days: 90, regulation_ref: 'SMS' },
  { code: 'blackout', name_en: 'Blackout and recovery', name_zh: '全船失电演习', category: 'company', frequency_days: 90, regulation_ref: 'SMS' },
  { code: 'piracy', name_en: 'Piracy / armed robbery', name_zh: '防海盗演习', category: 'company', frequency_days: 90, regulation_ref: 'SMS / BMP' },
  { code: 'medical', name_en: 'Medical emergency', name_zh: '医疗急救演习', category: 'company', frequency_days: 90, regulation_ref: 'SMS' },
  { code: 'cargo_leak', name_en: 'Cargo leakage / spill', name_zh: '货物泄漏演习', category: 'company', frequency_days: 90, regulation_ref: 'SMS' },
  // Recorded as a shore exercise (plans/exercise), not in a ship's schedule.
  { code: 'shore_emergency', name_en: 'Company emergency response exercise with the ship', name_zh: '公司岸基应急演练', category: 'company', frequency_days: 365, shore_only: true, regulation_ref: 'ISM 8' },
];

// ---------------------------------------------------------------- words

const prefixed = (prefix: string, words: Record<string, string>) => Object.fromEntries(Object.entries(words).map(([key, value]) => [`${prefix}.${key}`, value]));
const options = (field: string, words: Record<string, string>) => Object.fromEntries(Object.entries(words).map(([key, value]) => [`${field}_options.${key}`, value]));

const TYPE_WORDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    id: 'ID', code: '代码', name: '名称', name_en: '英文名称', name_zh: '中文名称', category: '类别', frequency_days: '频率(天)', per_crew_member: '每名船员', requires_boat_launch: '需降艇',
    shore_only: '仅岸基', applies_to_ship_types: '适用船型', frequency_overrides: '按船型的频率', regulation_ref: '法规依据', weigh: '排序', active: '启用', remark: '备注',
    created_at: '创建时间', updated_at: '更新时间',
    ...options('category', { solas: 'SOLAS', marpol: 'MARPOL', isps: 'ISPS', company: '公司规定' }),
  },
  en: {
    id: 'ID', code: 'Code', name: 'Name', name_en: 'Name (English)', name_zh: 'Name (Chinese)', category: 'Category', frequency_days: 'Frequency (days)', per_crew_member: 'Per crew member', requires_boat_launch: 'Boat launch',
    shore_only: 'Shore only', applies_to_ship_types: 'Ship types', frequency_overrides: 'Frequency by ship type', regulation_ref: 'Regulation', weigh: 'Order', active: 'Active', remark: 'Remark',
    created_at: 'Created', updated_at: 'Updated',
    ...options('category', { solas: 'SOLAS', marpol: 'MARPOL', isps: 'ISPS', company: 'Company' }),
  },
};

const EQUIPMENT_WORDS: Record<Lang, Record<(typeof DRILL_EQUIPMENT)[number], string>> = {
  'zh-cn': { lifeboat: '救生艇', rescue_boat: '救助艇', liferaft: '救生筏', eebd: '紧急逃生呼吸装置(EEBD)', scba: '自给式呼吸器(SCBA)', fire_pump: '消防泵', emergency_fire_pump: '应急消防泵', fire_hose: '消防水带', extinguisher: '灭火器', sopep_kit: '溢油应急设备', stretcher: '担架', emergency_steering: '应急舵', emergency_generator: '应急发电机', gas_detector: '气体检测仪' },
  en: { lifeboat: 'Lifeboat', rescue_boat: 'Rescue boat', liferaft: 'Liferaft', eebd: 'EEBD', scba: 'SCBA', fire_pump: 'Fire pump', emergency_fire_pump: 'Emergency fire pump', fire_hose: 'Fire hose', extinguisher: 'Extinguisher', sopep_kit: 'SOPEP kit', stretcher: 'Stretcher', emergency_steering: 'Emergency steering', emergency_generator: 'Emergency generator', gas_detector: 'Gas detector' },
};

const DRILL_WORDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    id: 'ID', ship_id: '船舶', dept_id: '部门', drill_type_id: '演习类型', status: '状态', planned_date: '计划日期', conducted_at: '实施日期', place: '地点', port: '港口', position: '船位',
    scenario: '演习情景', objectives: '演习目标', duration_min: '时长(分钟)', conducted_by_rank_id: '指挥职务', conducted_by_name: '指挥人', participants: '参加人员', participant_count: '参加人数',
    equipment_used: '使用设备', lifeboat_no: '降落救生艇编号', weather: '天气海况', assessment: '评价(1-5)', lessons_learned: '经验教训', deficiencies: '发现的缺陷',
    master_signed_at: '船长签字时间', master_signed_by: '船长签字人', office_reviewed_at: '岸基审核时间', office_reviewed_by: '岸基审核人', review_remark: '审核意见', status_reason: '原因', remark: '备注',
    created_at: '创建时间', updated_at: '更新时间', created_by: '创建人',
    ...options('status', { planned: '计划', done: '已完成', office_reviewed: '岸基已审核', cancelled: '已取消', postponed: '已推迟' }),
    ...options('equipment_used', EQUIPMENT_WORDS['zh-cn']),
    ...prefixed('step', { conduct: '记录实施', sign: '船长签字', review: '岸基审核', cancel: '取消', postpone: '推迟', raiseNcr: '开具不符合报告' }),
  },
  en: {
    id: 'ID', ship_id: 'Ship', dept_id: 'Department', drill_type_id: 'Drill type', status: 'Status', planned_date: 'Planned date', conducted_at: 'Conducted on', place: 'Place', port: 'Port', position: 'Position',
    scenario: 'Scenario', objectives: 'Objectives', duration_min: 'Duration (min)', conducted_by_rank_id: 'Conducted by (rank)', conducted_by_name: 'Conducted by', participants: 'Participants', participant_count: 'Participants',
    equipment_used: 'Equipment used', lifeboat_no: 'Lifeboat launched', weather: 'Weather', assessment: 'Assessment (1-5)', lessons_learned: 'Lessons learned', deficiencies: 'Deficiencies',
    master_signed_at: 'Signed by master', master_signed_by: 'Master', office_reviewed_at: 'Office review', office_reviewed_by: 'Reviewed by', review_remark: 'Review remark', status_reason: 'Reason', remark: 'Remark',
    created_at: 'Created', updated_at: 'Updated', created_by: 'Created by',
    ...options('status', { planned: 'Planned', done: 'Done', office_reviewed: 'Reviewed by office', cancelled: 'Cancelled', postponed: 'Postponed' }),
    ...options('equipment_used', EQUIPMENT_WORDS.en),
    ...prefixed('step', { conduct: 'Record as held', sign: 'Master signs', review: 'Office review', cancel: 'Cancel', postpone: 'Postpone', raiseNcr: 'Raise NCR' }),
  },
};

const PARTICIPANT_WORDS: Record<Lang, Record<string, string>> = {
  'zh-cn': { id: 'ID', drill_id: '演习', ship_id: '船舶', dept_id: '部门', drill_type_id: '演习类型', conducted_at: '实施日期', seafarer_id: '船员', rank_id: '职务', role: '职责', attendance: '出席', absence_reason: '缺席原因', created_at: '创建时间', updated_at: '更新时间', ...options('attendance', { attended: '出席', absent: '缺席' }) },
  en: { id: 'ID', drill_id: 'Drill', ship_id: 'Ship', dept_id: 'Department', drill_type_id: 'Drill type', conducted_at: 'Conducted on', seafarer_id: 'Seafarer', rank_id: 'Rank', role: 'Role', attendance: 'Attendance', absence_reason: 'Reason of absence', created_at: 'Created', updated_at: 'Updated', ...options('attendance', { attended: 'Attended', absent: 'Absent' }) },
};

/** The words of the drills part's resources (fields, options), served with the module. */
export const CONTINGENCY_DRILLS_TRANSLATIONS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    'menu.contingency/drillType': '演习类型',
    'menu.contingency/schedule': '演习计划',
    'menu.contingency/drill': '演习记录',
    ...prefixed('contingency.drillType', TYPE_WORDS['zh-cn']), ...prefixed('contingency.drill', DRILL_WORDS['zh-cn']), ...prefixed('contingency.drillParticipant', PARTICIPANT_WORDS['zh-cn']) },
  en: {
    'menu.contingency/drillType': 'Drill types',
    'menu.contingency/schedule': 'Drill schedule',
    'menu.contingency/drill': 'Drills',
    ...prefixed('contingency.drillType', TYPE_WORDS.en), ...prefixed('contingency.drill', DRILL_WORDS.en), ...prefixed('contingency.drillParticipant', PARTICIPANT_WORDS.en) },
};

// ---------------------------------------------------------------- the pages' reads

/** `GET /admin/contingency.Drill/onBoard`: the seafarers on board the ship on the day (the participants picker). */
export const drillOnBoardQuery = z.strictObject({ ship_id: id, date: isoDateSchema });
export interface DrillOnBoardRow {
  seafarer_id: string;
  name_en: string;
  name_zh: string;
  rank_id: string;
  rank_abbr: string;
  rank_name_en: string;
  rank_name_zh: string;
}

/** `GET /admin/contingency.Drill/schedule`: ship × drill type rows of the ships the caller sees. */
const SCHEDULE_STATUSES = ['ok', 'due_soon', 'overdue', 'never_done'] as const;
/**
 * The schedule page's filters, as its URL carries them (the dashboard's tiles link them): a ship, or several
 * (`ship_ids`, comma separated: the dashboard's fleet-group and ship-type filters), one or more statuses
 * comma-separated, and `due_to`, lines not late yet whose next due day is on or before it.
 */
export const drillScheduleQuery = z.strictObject({
  ship_id: id.optional(),
  ship_ids: shipIdsSchema.optional(),
  status: z
    .string()
    .max(60, { error: 'validate.invalid' })
    .refine((value) => value.split(',').every((one) => (SCHEDULE_STATUSES as readonly string[]).includes(one)), { error: 'validate.invalid' })
    .optional(),
  due_to: isoDateSchema.optional(),
});

/** Whether a schedule line passes the page's filters (status list, due on or before `due_to` without being late). */
export function scheduleLineShown(row: { status: string; next_due_date: string | null }, filter: { status?: string | undefined; due_to?: string | undefined }): boolean {
  if (filter.status && !filter.status.split(',').includes(row.status)) return false;
  if (filter.due_to) return (row.status === 'ok' || row.status === 'due_soon') && !!row.next_due_date && row.next_due_date <= filter.due_to;
  return true;
}
export interface DrillScheduleView {
  ship_id: string;
  ship_name_en: string;
  ship_name_zh: string;
  drill_type_id: string;
  drill_type_code: string;
  drill_type_name_en: string;
  drill_type_name_zh: string;
  frequency_days: number;
  last_done_date: string | null;
  next_due_date: string | null;
  status: DrillScheduleStatus;
}
