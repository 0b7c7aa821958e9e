import { z } from 'zod';
import type { ResourceDef } from '../resource/fields.js';
import { statusField as status } from './shared-fields.js';

/** Who may act on a step (DOMAIN.md §4.0); the server's platform/approvals.ts names the same kinds. */
export const APPROVER_KINDS = ['role', 'dept_leader', 'weight_type', 'dpa', 'ship_master', 'ship_superintendent', 'specific_admin'] as const;
export type ApproverKindCode = (typeof APPROVER_KINDS)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'returned', 'cancelled'] as const;
export const APPROVAL_ACTIONS = ['submit', 'approve', 'reject', 'return', 'transfer', 'cancel'] as const;
/** The kit steps of an instance (`POST /admin/approval.Instance/{step}`). */
export const APPROVAL_STEPS = ['approve', 'reject', 'return', 'transfer', 'cancel'] as const;
export type ApprovalStepName = (typeof APPROVAL_STEPS)[number];

export const APPROVAL_BIZ_TYPE_MAX = 40;
export const APPROVAL_BIZ_TYPE_PATTERN = '^[a-z][a-z0-9_]*$';
export const APPROVAL_COMMENT_MAX = 1000;
export const APPROVAL_STEP_TITLE_MAX = 100;
export const APPROVAL_MAX_STEPS = 20;

/** One step of a flow as the flow form sends it; the server checks the kind's `value` against the database. */
export const approvalStepDef = z.strictObject({
  order: z.number({ error: 'validate.integer' }).int({ error: 'validate.integer' }).min(1, { error: 'validate.tooSmall' }).max(APPROVAL_MAX_STEPS, { error: 'validate.tooBig' }),
  title_en: z.string({ error: 'validate.required' }).trim().min(1, { error: 'validate.required' }).max(APPROVAL_STEP_TITLE_MAX, { error: 'validate.tooLong' }),
  title_zh: z.string({ error: 'validate.required' }).trim().min(1, { error: 'validate.required' }).max(APPROVAL_STEP_TITLE_MAX, { error: 'validate.tooLong' }),
  approver_kind: z.enum(APPROVER_KINDS, { error: 'validate.invalidValue' }),
  value: z.union([z.string().max(36, { error: 'validate.tooLong' }), z.number(), z.null()]).optional(),
  can_reject: z.boolean({ error: 'validate.boolean' }).default(true),
  can_return: z.boolean({ error: 'validate.boolean' }).default(true),
});
export const approvalSteps = z.array(approvalStepDef, { error: 'validate.array' }).min(1, { error: 'approval.stepsEmpty' }).max(APPROVAL_MAX_STEPS, { error: 'validate.tooBig' });
export type ApprovalStepInput = z.infer<typeof approvalStepDef>;

export const approvalFlowResource: ResourceDef = {
  name: 'approval.Flow',
  path: 'approval/flow',
  labelField: 'name_en',
  quickSearch: ['biz_type', 'name_en', 'name_zh'],
  defaultOrder: { field: 'biz_type', direction: 'asc' },
  actions: ['index', 'add', 'edit', 'del'],
  fields: [
    {
      name: 'biz_type',
      type: 'string',
      widget: 'text',
      required: true,
      max: APPROVAL_BIZ_TYPE_MAX,
      pattern: { source: APPROVAL_BIZ_TYPE_PATTERN, message: 'approval.bizTypeFormat' },
      search: ['eq', 'LIKE'],
      sortable: true,
      unique: true,
    },
    { name: 'name_en', type: 'string', widget: 'text', required: true, max: 100, search: ['LIKE'] },
    { name: 'name_zh', type: 'string', widget: 'text', required: true, max: 100, search: ['LIKE'] },
    { name: 'steps', type: 'json', widget: 'textarea', required: true, column: { hidden: true } },
    status,
    { name: 'updated_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true },
  ],
};

export const approvalInstanceResource: ResourceDef = {
  name: 'approval.Instance',
  path: 'approval/instance',
  labelField: 'title',
  quickSearch: ['title', 'biz_type'],
  defaultOrder: { field: 'created_at', direction: 'desc' },
  actions: ['index'],
  steps: APPROVAL_STEPS.map((name) => ({ name, batch: false })),
  fields: [
    // A to-do of a step opens its instance by id (`search.id=eq:…`).
    { name: 'id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq'] },
    { name: 'biz_type', type: 'string', widget: 'text', form: 'none', search: ['eq'], sortable: true },
    { name: 'title', type: 'string', widget: 'text', form: 'none', search: ['LIKE'] },
    { name: 'step_title', type: 'string', widget: 'text', form: 'none' },
    { name: 'status', type: 'string', widget: 'select', options: APPROVAL_STATUSES, form: 'none', column: { render: 'tag' }, search: ['eq', 'IN'] },
    { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/' }, form: 'none', search: ['eq'] },
    { name: 'started_by', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, form: 'none', search: ['eq'] },
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true, search: ['RANGE'] },
    { name: 'settled_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true },
  ],
};

const comment = z.string({ error: 'validate.string' }).trim().max(APPROVAL_COMMENT_MAX, { error: 'validate.tooLong' }).default('');
const instanceId = z.string({ error: 'validate.required' }).uuid({ error: 'validate.invalid' });

/** The bodies of the instance's steps. */
export const approvalActBody = z.strictObject({ id: instanceId, comment });
export const approvalReturnBody = z.strictObject({
  id: instanceId,
  comment,
  toStep: z.number({ error: 'validate.integer' }).int({ error: 'validate.integer' }).min(0, { error: 'validate.tooSmall' }).max(APPROVAL_MAX_STEPS, { error: 'validate.tooBig' }),
});
export const approvalTransferBody = z.strictObject({ id: instanceId, comment, transferTo: z.string({ error: 'validate.required' }).uuid({ error: 'validate.invalid' }) });

/** GET /admin/approval/timeline: one business record's approvals. */
export const approvalTimelineQuery = z.strictObject({
  biz_type: z.string({ error: 'validate.required' }).max(APPROVAL_BIZ_TYPE_MAX, { error: 'validate.tooLong', abort: true }).regex(new RegExp(APPROVAL_BIZ_TYPE_PATTERN), { error: 'approval.bizTypeFormat' }),
  biz_id: z.string({ error: 'validate.required' }).uuid({ error: 'validate.invalid' }),
});

export interface ApprovalTimelineStep {
  order: number;
  title_en: string;
  title_zh: string;
  approver_kind: ApproverKindCode;
  can_reject: boolean;
  can_return: boolean;
}

export interface ApprovalTimelineRecord {
  id: string;
  instance_id: string;
  step: number;
  step_title_en: string;
  step_title_zh: string;
  approver_id: string;
  approver_name: string;
  action: (typeof APPROVAL_ACTIONS)[number];
  comment: string;
  to_step: number | null;
  transfer_to: string | null;
  transfer_to_name: string | null;
  acted_at: string;
}

/** What the timeline route answers: the latest instance (or none), every act on the record, who acts now. */
export interface ApprovalTimeline {
  instance: {
    id: string;
    title: string;
    status: (typeof APPROVAL_STATUSES)[number];
    current_step: number;
    steps: ApprovalTimelineStep[];
    started_by: string;
    transferred_to: string | null;
  } | null;
  records: ApprovalTimelineRecord[];
  approvers: Array<{ id: string; name: string }>;
  /** The caller may act on the current step now (an approver, or a super administrator, with a step's right). */
  can_act: boolean;
  /** The caller started the pending instance and holds the cancel right. */
  can_cancel: boolean;
  /** The steps the caller may call now: what the panel offers as buttons. */
  actions: ApprovalStepName[];
}

export const APPROVAL_RESOURCES = [approvalFlowResource, approvalInstanceResource] as const;
