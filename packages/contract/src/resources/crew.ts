import { ASSIGNMENT_STATUSES, ASSIGNMENT_STEPS, CONTRACT_STATUSES, EMPLOYMENT_STATES, SEAFARER_STATUSES, SIGN_OFF_REASONS } from '../crew-status.js';
import type { RemoteFilter, ResourceDef } from '../resource/fields.js';
import { COUNTRY_CODES } from '../ship-identity.js';
import { emailRule, mobileRule, statusField as status } from './shared-fields.js';

export const POSITION_KINDS = ['ship_rank', 'shore_post'] as const;
export const SHIP_DEPARTMENTS = ['deck', 'engine', 'catering', 'other'] as const;
/** STCW levels (ratings serve at support level), plus cadets. */
export const POSITION_LEVELS = ['management', 'operational', 'rating', 'cadet'] as const;
export const SEAFARER_GENDERS = ['male', 'female'] as const;
export const CURRENCIES = ['USD', 'CNY', 'EUR', 'HKD', 'SGD', 'PHP', 'INR'] as const;

const POSITION_URL = '/admin/crew.Position/';
/** A rank a seafarer holds or serves in: ship ranks only, never a shore post. */
export const SHIP_RANK_FILTER: readonly RemoteFilter[] = [{ field: 'kind', operator: 'eq', val: 'ship_rank' }];
const SHIP_RANK = { url: POSITION_URL, search: SHIP_RANK_FILTER };
const SEAFARER_URL = '/admin/crew.Seafarer/';
const SHIP_URL = '/admin/fleet.Ship/';

/** Ship ranks and shore posts in one list (DOMAIN.md §4.3), ordered by seniority (`weigh`). */
export const positionResource: ResourceDef = {
  name: 'crew.Position',
  path: 'crew/position',
  labelField: 'name_en',
  weigh: true,
  quickSearch: ['code', 'name_en', 'name_zh', 'abbr'],
  defaultOrder: { field: 'weigh', direction: 'desc' },
  actions: ['index', 'add', 'edit', 'del', 'sortable'],
  fields: [
    { name: 'code', type: 'string', widget: 'text', required: true, max: 20, pattern: { source: '^[A-Z0-9/_-]+$', message: 'crew.positionCode' }, search: ['eq', 'LIKE'], unique: { message: 'crew.positionCodeTaken' } },
    { name: 'name_en', type: 'string', widget: 'text', required: true, max: 60, search: ['LIKE'] },
    { name: 'name_zh', type: 'string', widget: 'text', required: true, max: 30, search: ['LIKE'] },
    { name: 'abbr', type: 'string', widget: 'text', max: 10, search: ['eq'] },
    { name: 'kind', type: 'string', widget: 'radio', options: POSITION_KINDS, default: 'ship_rank', required: true, column: { render: 'tag' }, search: ['eq'] },
    { name: 'ship_department', type: 'string', widget: 'select', options: SHIP_DEPARTMENTS, column: { render: 'tag' }, search: ['eq'] },
    { name: 'level', type: 'string', widget: 'select', options: POSITION_LEVELS, column: { render: 'tag' }, search: ['eq'] },
    { name: 'stcw_reg', type: 'string', widget: 'text', max: 20 },
    { name: 'is_watchkeeper', type: 'boolean', widget: 'switch', default: false, column: { render: 'switch' } },
    { name: 'is_head_of_dept', type: 'boolean', widget: 'switch', default: false, column: { render: 'switch' } },
    { name: 'min_age', type: 'int', widget: 'number', min: 16, max: 70, column: { hidden: true } },
    { name: 'weigh', type: 'int', widget: 'number', default: 0, sortable: true },
    status,
  ],
};

/**
 * The document matrix (DOMAIN.md §3.2, §4.3): which seafarer certificate types a rank must hold, on every
 * ship or on one ship type only, and how long they must stay valid beyond the planned sign-off.
 */
export const positionRequirementResource: ResourceDef = {
  name: 'crew.PositionRequirement',
  path: 'crew/positionRequirement',
  labelField: 'id',
  quickSearch: [],
  defaultOrder: { field: 'created_at', direction: 'asc' },
  actions: ['index', 'add', 'edit', 'del'],
  fields: [
    { name: 'position_id', type: 'uuid', widget: 'remoteSelect', remote: { url: POSITION_URL }, required: true, search: ['eq', 'IN'] },
    /** Empty: every ship type. */
    { name: 'ship_type', type: 'string', widget: 'select', dict: 'ship_type', max: 30, column: { render: 'tag' }, search: ['eq', 'NULL'] },
    /** One requirement per position, ship type (empty: every type) and certificate type. */
    { name: 'cert_type_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/cert.CertificateType/' }, required: true, search: ['eq'], unique: { scope: ['position_id', 'ship_type'], message: 'crew.requirementDuplicate' } },
    { name: 'mandatory', type: 'boolean', widget: 'switch', default: true, column: { render: 'switch' }, search: ['eq'] },
    { name: 'min_validity_days', type: 'int', widget: 'number', min: 0, max: 1825, default: 0 },
    { name: 'remark', type: 'string', widget: 'text', max: 255, column: { hidden: true } },
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime', hidden: true }, sortable: true },
  ],
};

/**
 * Seafarers (DOMAIN.md §4.4). `status` is derived (from the latest assignment and `employment_state`);
 * `dept_id` follows the ship of the current or coming assignment, else the crewing department, so that a
 * ship's administrators see their own crew. Documents are certificates with holder_type 'seafarer'.
 */
export const seafarerResource: ResourceDef = {
  name: 'crew.Seafarer',
  path: 'crew/seafarer',
  labelField: 'name_en',
  quickSearch: ['seafarer_no', 'name_en', 'name_zh', 'mobile'],
  defaultOrder: { field: 'seafarer_no', direction: 'asc' },
  actions: ['index', 'add', 'edit', 'del'],
  fields: [
    { name: 'seafarer_no', type: 'string', widget: 'text', required: true, max: 20, search: ['eq', 'LIKE'], sortable: true, unique: { message: 'crew.seafarerNoTaken' } },
    { name: 'name_en', type: 'string', widget: 'text', required: true, max: 80, search: ['LIKE'], sortable: true },
    { name: 'name_zh', type: 'string', widget: 'text', max: 30, search: ['LIKE'] },
    { name: 'photo', type: 'string', widget: 'image', max: 255, column: { render: 'image', hidden: true } },
    { name: 'gender', type: 'string', widget: 'radio', options: SEAFARER_GENDERS, column: { hidden: true } },
    { name: 'birth_date', type: 'date', widget: 'date', sortable: true, column: { hidden: true } },
    { name: 'birth_place', type: 'string', widget: 'text', max: 60, column: { hidden: true } },
    { name: 'nationality', type: 'string', widget: 'select', options: COUNTRY_CODES, required: true, default: 'CN', column: { render: 'tag' }, search: ['eq', 'IN'] },
    { name: 'id_card_no', type: 'string', widget: 'text', max: 18, pattern: { source: '^(\\d{17}[\\dXx])?$', message: 'validate.idNumber' }, column: { hidden: true } },
    { name: 'rank_id', type: 'uuid', widget: 'remoteSelect', remote: SHIP_RANK, required: true, search: ['eq', 'IN'] },
    { name: 'applied_rank_id', type: 'uuid', widget: 'remoteSelect', remote: SHIP_RANK, column: { hidden: true } },
    { name: 'status', type: 'string', widget: 'select', options: SEAFARER_STATUSES, form: 'none', column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
    { name: 'current_ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: SHIP_URL }, form: 'none', search: ['eq', 'NULL'] },
    { name: 'employment_state', type: 'string', widget: 'select', options: EMPLOYMENT_STATES, default: 'active', required: true, column: { render: 'tag', hidden: true }, search: ['eq'] },
    { name: 'availability_date', type: 'date', widget: 'date', sortable: true, search: ['RANGE'] },
    { name: 'ship_type_experience', type: 'string[]', widget: 'checkbox', dict: 'ship_type', max: 30, column: { render: 'tags', hidden: true } },
    { name: 'mobile', type: 'string', widget: 'text', max: 20, pattern: mobileRule, search: ['LIKE'] },
    { name: 'email', type: 'string', widget: 'text', max: 100, pattern: emailRule, column: { hidden: true } },
    { name: 'address', type: 'string', widget: 'text', max: 200, column: { hidden: true } },
    { name: 'emergency_contact_name', type: 'string', widget: 'text', max: 50, column: { hidden: true } },
    { name: 'emergency_contact_relation', type: 'string', widget: 'text', max: 30, column: { hidden: true } },
    { name: 'emergency_contact_phone', type: 'string', widget: 'text', max: 20, pattern: mobileRule, column: { hidden: true } },
    {
      name: 'manning_agent_id',
      type: 'uuid',
      widget: 'remoteSelect',
      // Only agents the supplier area says may be chosen (MLC Reg 1.4: a licensed recruitment and placement service).
      remote: {
        url: '/admin/supplier.Company/',
        search: [
          { field: 'status', operator: 'IN', val: 'approved,conditional' },
          { field: 'types', operator: 'IN', val: 'manning_agent' },
        ],
      },
      column: { hidden: true },
      search: ['eq'],
    },
    // The agent as typed before agents were chosen from the supplier list: kept and shown, no longer entered.
    { name: 'manning_agent', type: 'string', widget: 'text', max: 100, form: 'none', column: { hidden: true } },
    { name: 'blacklist_reason', type: 'string', widget: 'textarea', max: 255, column: { hidden: true } },
    { name: 'remark', type: 'string', widget: 'textarea', max: 500, column: { hidden: true } },
    { name: 'dept_id', type: 'uuid', widget: 'treeSelect', form: 'none', column: { hidden: true } },
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime', hidden: true }, sortable: true },
  ],
};

/**
 * Sea service (DOMAIN.md §4.4): internal rows are written by sign-off from the assignment and are
 * read-only here; external rows (previous employers) are entered by hand.
 */
export const seaServiceResource: ResourceDef = {
  name: 'crew.SeaService',
  path: 'crew/seaService',
  labelField: 'ship_name',
  quickSearch: ['ship_name', 'company'],
  defaultOrder: { field: 'sign_on', direction: 'desc' },
  actions: ['index', 'add', 'edit', 'del'],
  fields: [
    { name: 'seafarer_id', type: 'uuid', widget: 'remoteSelect', remote: { url: SEAFARER_URL }, required: true, search: ['eq'] },
    { name: 'is_internal', type: 'boolean', widget: 'switch', form: 'none', column: { render: 'switch' }, search: ['eq'] },
    { name: 'ship_name', type: 'string', widget: 'text', required: true, max: 100, search: ['LIKE'] },
    { name: 'imo_no', type: 'string', widget: 'text', max: 7, pattern: { source: '^(\\d{7})?$', message: 'fleet.imoFormat' } },
    { name: 'ship_type', type: 'string', widget: 'select', dict: 'ship_type', max: 30, column: { render: 'tag' }, search: ['eq'] },
    { name: 'flag', type: 'string', widget: 'select', options: COUNTRY_CODES, column: { hidden: true } },
    { name: 'gt', type: 'int', widget: 'number', min: 0, max: 600000 },
    { name: 'engine_kw', type: 'int', widget: 'number', min: 0, max: 200000, column: { hidden: true } },
    { name: 'rank_id', type: 'uuid', widget: 'remoteSelect', remote: SHIP_RANK, required: true, search: ['eq'] },
    { name: 'company', type: 'string', widget: 'text', max: 100, search: ['LIKE'] },
    { name: 'sign_on', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
    { name: 'sign_off', type: 'date', widget: 'date', sortable: true },
    { name: 'days', type: 'int', widget: 'number', form: 'none', sortable: true },
    { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: SHIP_URL }, form: 'none', column: { hidden: true }, search: ['eq'] },
    { name: 'remark', type: 'string', widget: 'text', max: 255, column: { hidden: true } },
  ],
};

/**
 * Seafarer employment agreements (MLC 2006 SEA). `planned_end_date` = start + duration months − 1 day;
 * sign-on makes a signed contract active, sign-off completes it (or terminates it on dismissal).
 */
export const contractResource: ResourceDef = {
  name: 'crew.Contract',
  path: 'crew/contract',
  labelField: 'contract_no',
  quickSearch: ['contract_no'],
  defaultOrder: { field: 'start_date', direction: 'desc' },
  actions: ['index', 'add', 'edit', 'del'],
  fields: [
    { name: 'contract_no', type: 'string', widget: 'text', required: true, max: 30, search: ['eq', 'LIKE'], sortable: true, unique: { message: 'crew.contractNoTaken' } },
    { name: 'seafarer_id', type: 'uuid', widget: 'remoteSelect', remote: { url: SEAFARER_URL }, required: true, search: ['eq'] },
    { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: SHIP_URL }, required: true, search: ['eq', 'IN'] },
    { name: 'rank_id', type: 'uuid', widget: 'remoteSelect', remote: SHIP_RANK, required: true, search: ['eq'] },
    { name: 'sign_date', type: 'date', widget: 'date', column: { hidden: true } },
    { name: 'start_date', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
    { name: 'duration_months', type: 'int', widget: 'number', required: true, min: 1, max: 24, default: 6 },
    { name: 'tolerance_months', type: 'int', widget: 'number', min: 0, max: 3, default: 1, column: { hidden: true } },
    { name: 'planned_end_date', type: 'date', widget: 'date', form: 'none', sortable: true, search: ['RANGE'] },
    { name: 'end_date', type: 'date', widget: 'date', form: 'none', column: { hidden: true } },
    { name: 'wage_scale', type: 'string', widget: 'text', max: 50, column: { hidden: true } },
    { name: 'basic_wage', type: 'decimal', widget: 'number', pattern: { source: '^\\d{1,10}(\\.\\d{1,2})?$', message: 'validate.float' }, column: { hidden: true } },
    { name: 'currency', type: 'string', widget: 'select', options: CURRENCIES, default: 'USD', column: { hidden: true } },
    { name: 'cba', type: 'string', widget: 'text', max: 100, column: { hidden: true } },
    { name: 'repatriation_terms', type: 'string', widget: 'textarea', max: 500, column: { hidden: true } },
    { name: 'status', type: 'string', widget: 'select', options: CONTRACT_STATUSES, default: 'draft', required: true, column: { render: 'tag' }, search: ['eq', 'IN'] },
    { name: 'remark', type: 'string', widget: 'textarea', max: 500, column: { hidden: true } },
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime', hidden: true }, sortable: true },
  ],
};

/**
 * Crew tracking (船员动态): one row per onboard period, moved along the state machine of `crew-status.ts`
 * by its steps. Each step is `POST /admin/crew.Assignment/{step}` with `{ids, date?, port?, reason?}`
 * (see `assignmentStepBody`); it answers per row which were refused and why.
 */
export const assignmentResource: ResourceDef = {
  name: 'crew.Assignment',
  path: 'crew/assignment',
  labelField: 'label',
  quickSearch: ['label'],
  defaultOrder: { field: 'planned_join_date', direction: 'desc' },
  actions: ['index', 'add', 'edit', 'del'],
  steps: ASSIGNMENT_STEPS.map((name) => ({ name, batch: true })),
  fields: [
    { name: 'label', type: 'string', widget: 'text', form: 'none', column: { hidden: true } },
    { name: 'seafarer_id', type: 'uuid', widget: 'remoteSelect', remote: { url: SEAFARER_URL }, required: true, search: ['eq'] },
    { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: SHIP_URL }, required: true, search: ['eq', 'IN'] },
    { name: 'rank_id', type: 'uuid', widget: 'remoteSelect', remote: SHIP_RANK, required: true, search: ['eq', 'IN'] },
    { name: 'status', type: 'string', widget: 'select', options: ASSIGNMENT_STATUSES, form: 'none', column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
    { name: 'contract_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/crew.Contract/' }, column: { hidden: true } },
    { name: 'planned_join_date', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
    { name: 'planned_join_port', type: 'string', widget: 'text', max: 60, column: { hidden: true } },
    { name: 'planned_sign_off_date', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
    { name: 'sign_on_date', type: 'date', widget: 'date', form: 'none', sortable: true, search: ['RANGE', 'NULL'] },
    { name: 'sign_on_port', type: 'string', widget: 'text', form: 'none', column: { hidden: true } },
    { name: 'sign_off_date', type: 'date', widget: 'date', form: 'none', sortable: true, search: ['RANGE', 'NULL'] },
    { name: 'sign_off_port', type: 'string', widget: 'text', form: 'none', column: { hidden: true } },
    { name: 'sign_off_reason', type: 'string', widget: 'select', options: SIGN_OFF_REASONS, form: 'none', column: { render: 'tag', hidden: true }, search: ['eq'] },
    { name: 'relieves_assignment_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/crew.Assignment/' }, column: { hidden: true } },
    { name: 'relieved_by_assignment_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/crew.Assignment/' }, form: 'none', column: { hidden: true } },
    { name: 'remark', type: 'string', widget: 'textarea', max: 500, column: { hidden: true } },
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime', hidden: true }, sortable: true },
  ],
};

export const CREW_RESOURCES = [positionResource, positionRequirementResource, seafarerResource, seaServiceResource, contractResource, assignmentResource] as const;
