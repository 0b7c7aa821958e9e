import type { Lang } from '../constants.js';
import { addDays } from '../iso-date.js';
import type { ResourceDescription } from '../resource/fields.js';

/**
 * Contingency, plans (DOMAIN.md §4.10, ISM 8): the emergency plans per ship (or the shore's, no ship), the
 * company's emergency response team (ERT) with the external parties it calls, and the team's weekly duty
 * roster. Described by data; the server's `plans` part adds the rules, the gap alerts and the tiles. The
 * pure rules of the gaps live here, shared by the server and its tests.
 */

/** A plan is due for review within this many days: the warning before it is past due. */
export const PLAN_REVIEW_LEAD_DAYS = 30;
export const CONTACT_KINDS = ['team', 'external'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const EXTERNAL_PARTIES = ['class', 'flag', 'pandi', 'salvage', 'mrcc', 'osro', 'port_authority', 'other'] as const;

/**
 * The ERT roles the company must staff (the seeded `ert_role` dictionary): [code, en, zh-cn]. Each needs a
 * valid contact with a backup; a missing DPA, CSO or team leader is critical.
 */
export const ERT_ROLES: readonly (readonly [string, string, string])[] = [
  ['team_leader', 'Team leader', '应急组长'],
  ['dpa', 'Designated person ashore (DPA)', '指定人员（DPA）'],
  ['cso', 'Company security officer (CSO)', '公司保安员（CSO）'],
  ['technical', 'Technical', '机务'],
  ['marine', 'Marine', '海务'],
  ['crewing', 'Crewing', '船员'],
  ['hseq', 'HSEQ', '安质环'],
  ['media_legal', 'Media / legal', '媒体/法务'],
  ['pandi_liaison', 'P&I liaison', '保赔联络'],
];
const ERT_CRITICAL_ROLES: readonly string[] = ['team_leader', 'dpa', 'cso'];

/** biz_types of the plans part's alerts (their rules and to-dos). */
export const CONTINGENCY_PLAN_ALERTS = {
  /** An emergency plan past its review date (critical) or due within 30 days (warning). */
  planReview: 'contingency_plan_review',
  /** This week or the next without an ERT duty roster. */
  duty: 'contingency_ert_duty',
  /** An ERT role without a valid contact, or whose contacts have no backup. */
  ertGap: 'contingency_ert_gap',
} as const;

// ---------------------------------------------------------------- pure rules

/** The Monday of the ISO week holding `date` (YYYY-MM-DD). */
export function weekMonday(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((day + 6) % 7));
}

export type PlanReviewStatus = 'ok' | 'due_soon' | 'overdue';

/** Past the review date: overdue (the due day itself is not yet); within 30 days: due soon. */
export function planReviewStatus(reviewDueDate: string, today: string): PlanReviewStatus {
  if (reviewDueDate < today) return 'overdue';
  if (reviewDueDate <= addDays(today, PLAN_REVIEW_LEAD_DAYS)) return 'due_soon';
  return 'ok';
}

/** The Mondays of this week and the next that have no roster among `weeks` (week starts). */
export function dutyWeeksMissing(weeks: readonly string[], today: string): string[] {
  const first = weekMonday(today);
  return [first, addDays(first, 7)].filter((week) => !weeks.includes(week));
}

export interface ErtContactLike {
  kind: string;
  ert_role: string | null;
  person_name: string | null;
  backup_admin_id?: string | null;
  backup_name?: string | null;
  backup_phone?: string | null;
  valid_from: string | null;
  valid_to: string | null;
}
export interface ErtGap {
  role: string;
  gap: 'no_contact' | 'no_backup';
  critical: boolean;
  /** The contact without a backup (no_backup). */
  name: string | null;
}

/** Valid on `today`: both ends of the validity included, an open end always valid. */
export function contactValidOn(contact: Pick<ErtContactLike, 'valid_from' | 'valid_to'>, today: string): boolean {
  return (!contact.valid_from || contact.valid_from <= today) && (!contact.valid_to || contact.valid_to >= today);
}

/**
 * The response team's gaps on `today`: each seeded role, and any other role a contact names, needs a valid
 * team contact, and one of them a backup (a backup phone: a backup nobody can call is no backup).
 */
export function ertGaps(contacts: readonly ErtContactLike[], today: string): ErtGap[] {
  const team = contacts.filter((contact) => contact.kind === 'team' && contact.ert_role);
  const roles = [...new Set([...ERT_ROLES.map(([code]) => code), ...team.map((contact) => contact.ert_role as string)])];
  const gaps: ErtGap[] = [];
  for (const role of roles) {
    const valid = team.filter((contact) => contact.ert_role === role && contactValidOn(contact, today));
    const critical = ERT_CRITICAL_ROLES.includes(role);
    if (valid.length === 0) gaps.push({ role, gap: 'no_contact', critical, name: null });
    else if (!valid.some((contact) => !!contact.backup_phone)) gaps.push({ role, gap: 'no_backup', critical: false, name: valid[0]!.person_name });
  }
  return gaps;
}

// ---------------------------------------------------------------- descriptions

/** Length first (max 30), then this linear pattern: an optional +, a digit, then digits, spaces, brackets, hyphens. */
const phone = { source: '^\\+?[0-9][0-9 ()-]{4,28}$', message: 'contingency.phoneInvalid' } as const;
const idField = { name: 'id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq', 'IN'] } as const;
const admins = { url: '/admin/auth.Admin/' } as const;
const adminField = (name: string) =>
  ({ name, type: 'uuid', widget: 'remoteSelect', remote: admins, storage: { references: { resource: 'auth.Admin', onDelete: 'set null' } }, search: ['eq', 'IN'] }) as const;

export const emergencyPlanDescription: ResourceDescription = {
  table: 'emergency_plan',
  scope: { department: 'dept_id' },
  def: {
    name: 'contingency.Plan',
    path: 'contingency/plan',
    labelField: 'title',
    quickSearch: ['title'],
    defaultOrder: { field: 'review_due_date', direction: 'asc' },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      idField,
      // No ship: the company's shore plan.
      { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/' }, storage: { references: { resource: 'fleet.Ship' } }, search: ['eq', 'IN', 'NULL'] },
      // The ship's department, set from the ship on write (the data scope).
      { name: 'dept_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
      { name: 'plan_type', type: 'string', widget: 'select', dict: 'emergency_plan_type', required: true, max: 40, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'title', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'] },
      // By id, no foreign key: the document area is not among this module's dependencies.
      { name: 'document_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/document.Document/' }, search: ['eq'], column: { hidden: true } },
      { name: 'responsible_rank_ids', type: 'uuid[]', widget: 'remoteSelect', remote: { url: '/admin/crew.Position/', multiple: true }, default: [], storage: { nullable: false }, column: { hidden: true } },
      { name: 'muster_stations', type: 'string', widget: 'textarea', max: 500, column: { hidden: true } },
      { name: 'key_actions', type: 'string', widget: 'textarea', max: 4000, column: { hidden: true } },
      { name: 'last_reviewed', type: 'date', widget: 'date', sortable: true, search: ['RANGE'] },
      { name: 'review_due_date', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE', 'elt'] },
      { name: 'active', type: 'boolean', widget: 'switch', default: true, storage: { nullable: false }, column: { render: 'switch' }, search: ['eq'] },
      { name: 'remark', type: 'string', widget: 'textarea', max: 1000, column: { hidden: true } },
    ],
  },
};

export const emergencyContactDescription: ResourceDescription = {
  table: 'emergency_contact',
  def: {
    name: 'contingency.Contact',
    path: 'contingency/contact',
    labelField: 'person_name',
    quickSearch: ['person_name', 'organisation', 'phone_24h'],
    defaultOrder: { field: 'kind', direction: 'desc' },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      idField,
      { name: 'kind', type: 'string', widget: 'radio', options: CONTACT_KINDS, required: true, max: 10, default: 'team', storage: { nullable: false }, column: { render: 'tag' }, search: ['eq'], sortable: true },
      // A team member's role; an external party's kind.
      { name: 'ert_role', type: 'string', widget: 'select', dict: 'ert_role', max: 40, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'party', type: 'string', widget: 'select', options: EXTERNAL_PARTIES, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'] },
      { name: 'organisation', type: 'string', widget: 'text', max: 200, search: ['LIKE'] },
      { ...adminField('admin_id'), column: { hidden: true } },
      { name: 'person_name', type: 'string', widget: 'text', required: true, max: 100, search: ['LIKE'] },
      { name: 'phone_24h', type: 'string', widget: 'text', required: true, max: 30, pattern: phone },
      { name: 'email', type: 'string', widget: 'text', max: 120, pattern: { source: '^[^@\\s]{1,64}@[^@\\s]{1,120}$', message: 'validate.email' } },
      { ...adminField('backup_admin_id'), column: { hidden: true } },
      { name: 'backup_name', type: 'string', widget: 'text', max: 100 },
      { name: 'backup_phone', type: 'string', widget: 'text', max: 30, pattern: phone },
      { name: 'valid_from', type: 'date', widget: 'date', sortable: true, column: { hidden: true } },
      { name: 'valid_to', type: 'date', widget: 'date', sortable: true, search: ['RANGE'] },
      { name: 'remark', type: 'string', widget: 'textarea', max: 1000, column: { hidden: true } },
    ],
  },
};

export const ertDutyDescription: ResourceDescription = {
  table: 'ert_duty_roster',
  def: {
    name: 'contingency.Duty',
    path: 'contingency/duty',
    labelField: 'week_start',
    quickSearch: [],
    defaultOrder: { field: 'week_start', direction: 'desc' },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      idField,
      // A Monday (checked on write): one roster a week, so two weeks never overlap.
      { name: 'week_start', type: 'date', widget: 'date', required: true, unique: { message: 'contingency.dutyWeekTaken' }, sortable: true, search: ['RANGE'] },
      { name: 'week_end', type: 'date', widget: 'date', form: 'none', sortable: true },
      { ...adminField('leader_id'), required: true, storage: { references: { resource: 'auth.Admin', onDelete: 'restrict' } } },
      { name: 'member_ids', type: 'uuid[]', widget: 'remoteSelect', remote: { ...admins, multiple: true }, default: [], storage: { nullable: false }, column: { render: 'tags' } },
      { name: 'remark', type: 'string', widget: 'textarea', max: 1000, column: { hidden: true } },
    ],
  },
};

export const CONTINGENCY_PLANS_DESCRIPTIONS = [emergencyPlanDescription, emergencyContactDescription, ertDutyDescription] as const;

// ---------------------------------------------------------------- words

type Words = Record<string, readonly [string, string]>;
const WORDS: Words = {
  'contingency.plan.ship_id': ['船舶（空为岸基）', 'Ship (empty: shore)'],
  'contingency.plan.dept_id': ['部门', 'Department'],
  'contingency.plan.plan_type': ['预案类型', 'Plan type'],
  'contingency.plan.title': ['预案名称', 'Title'],
  'contingency.plan.document_id': ['受控文件', 'Controlled document'],
  'contingency.plan.responsible_rank_ids': ['负责职务', 'Responsible ranks'],
  'contingency.plan.muster_stations': ['集合地点', 'Muster stations'],
  'contingency.plan.key_actions': ['关键行动', 'Key actions'],
  'contingency.plan.last_reviewed': ['上次评审', 'Last reviewed'],
  'contingency.plan.review_due_date': ['评审到期', 'Review due'],
  'contingency.plan.active': ['有效', 'Active'],
  'contingency.plan.remark': ['备注', 'Remark'],
  'contingency.contact.kind': ['类别', 'Kind'],
  'contingency.contact.kind_options.team': ['应急小组', 'Response team'],
  'contingency.contact.kind_options.external': ['外部机构', 'External party'],
  'contingency.contact.ert_role': ['应急职责', 'ERT role'],
  'contingency.contact.party': ['外部机构类别', 'Party'],
  'contingency.contact.organisation': ['单位', 'Organisation'],
  'contingency.contact.admin_id': ['系统用户', 'User'],
  'contingency.contact.person_name': ['联系人', 'Contact person'],
  'contingency.contact.phone_24h': ['24 小时电话', '24-hour phone'],
  'contingency.contact.email': ['电子邮件', 'E-mail'],
  'contingency.contact.backup_admin_id': ['后备用户', 'Backup user'],
  'contingency.contact.backup_name': ['后备人员', 'Backup person'],
  'contingency.contact.backup_phone': ['后备电话', 'Backup phone'],
  'contingency.contact.valid_from': ['有效期自', 'Valid from'],
  'contingency.contact.valid_to': ['有效期至', 'Valid to'],
  'contingency.contact.remark': ['备注', 'Remark'],
  'contingency.contact.party_options.class': ['船级社', 'Class society'],
  'contingency.contact.party_options.flag': ['船旗国主管机关', 'Flag administration'],
  'contingency.contact.party_options.pandi': ['保赔协会', 'P&I club'],
  'contingency.contact.party_options.salvage': ['救助打捞', 'Salvage'],
  'contingency.contact.party_options.mrcc': ['海上搜救中心', 'MRCC / coastal authority'],
  'contingency.contact.party_options.osro': ['溢油应急服务', 'Oil spill response (OSRO)'],
  'contingency.contact.party_options.port_authority': ['港口当局', 'Port authority'],
  'contingency.contact.party_options.other': ['其他', 'Other'],
  'contingency.duty.week_start': ['值班周（周一）', 'Week of (Monday)'],
  'contingency.duty.week_end': ['至（周日）', 'To (Sunday)'],
  'contingency.duty.leader_id': ['值班组长', 'Team leader'],
  'contingency.duty.member_ids': ['组员', 'Members'],
  'contingency.duty.remark': ['备注', 'Remark'],
};
const zh: Record<string, string> = {};
const en: Record<string, string> = {};
for (const resource of ['contingency.plan', 'contingency.contact', 'contingency.duty']) {
  Object.assign(zh, { [`${resource}.id`]: 'ID', [`${resource}.created_at`]: '创建时间', [`${resource}.updated_at`]: '更新时间' });
  Object.assign(en, { [`${resource}.id`]: 'ID', [`${resource}.created_at`]: 'Created', [`${resource}.updated_at`]: 'Updated' });
}
for (const [key, [zhWord, enWord]] of Object.entries(WORDS)) {
  zh[key] = zhWord;
  en[key] = enWord;
}

/** The words of the plans part (fields and options), served with the module to the web. */
export const CONTINGENCY_PLANS_TRANSLATIONS: Record<Lang, Record<string, string>> = { 'zh-cn': zh, en };
