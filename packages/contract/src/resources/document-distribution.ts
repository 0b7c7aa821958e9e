import { z } from 'zod';
import type { Lang } from '../constants.js';
import type { FieldDef, ResourceDescription } from '../resource/fields.js';
import { isoDateSchema } from '../validation.js';

/**
 * Distribution of controlled documents, their acknowledgements and change requests (DOMAIN.md §4.13,
 * ISM 11). A version is distributed to targets (ships, departments, positions, people); each target
 * expands to the people who must acknowledge it (one acknowledgement each); a ship's master confirms
 * receipt and the removal of the obsolete copy. Change requests (DCRs) come from ships, the office, the
 * master's review, audits and NCRs and end implemented by a version.
 */

export const DISTRIBUTION_TARGET_TYPES = ['ship', 'dept', 'position', 'admin'] as const;
export type DistributionTargetType = (typeof DISTRIBUTION_TARGET_TYPES)[number];

/** Stored states of an acknowledgement: `overdue` is written by the daily alert run and at every write. */
export const ACKNOWLEDGEMENT_STATUSES = ['pending', 'acknowledged', 'overdue'] as const;
export type AcknowledgementStatus = (typeof ACKNOWLEDGEMENT_STATUSES)[number];

export const CHANGE_REQUEST_SOURCES = ['ship', 'office', 'master_review', 'audit', 'ncr'] as const;
export type ChangeRequestSource = (typeof CHANGE_REQUEST_SOURCES)[number];
export const CHANGE_REQUEST_STATUSES = ['submitted', 'accepted', 'rejected', 'implemented'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** Version states a distribution or an implementation may name (approved: distributed ahead of its effective date). */
export const DISTRIBUTABLE_VERSION_STATES = ['approved', 'issued'] as const;

/** Days from distribution to the acknowledgement due date when the distributor names none (setting `document_ack_days`). */
export const DEFAULT_ACK_DAYS = 14;

const uuidError = { error: 'validate.invalid' } as const;

/** One target of a distribution as the picker sends it. */
export const distributionTarget = z.strictObject({
  target_type: z.enum(DISTRIBUTION_TARGET_TYPES, { error: 'validate.invalid' }),
  target_id: z.string().uuid(uuidError),
  copies: z.number().int().min(1).max(99).optional(),
});
export type DistributionTarget = z.infer<typeof distributionTarget>;

/** The `distribute` step of a version: several targets at once, one due date for all. */
export const distributeBody = z.strictObject({
  id: z.string().uuid(uuidError),
  targets: z.array(distributionTarget).min(1, { error: 'document.distributionNoTarget' }).max(200),
  requires_ack: z.boolean().optional(),
  /** Absent: today plus the setting's days. */
  ack_due_date: isoDateSchema.nullable().optional(),
  remark: z.string().max(500).optional(),
});
export type DistributeBody = z.infer<typeof distributeBody>;

/** The `acknowledge` step: the acknowledgements named, a comment, and for a ship the obsolete copy's removal. */
export const acknowledgeBody = z.strictObject({
  ids: z.array(z.string().uuid(uuidError)).min(1).max(200),
  comment: z.string().max(500).optional(),
  obsolete_copy_removed: z.boolean().optional(),
});
export type AcknowledgeBody = z.infer<typeof acknowledgeBody>;

export const changeRequestDecisionBody = z.strictObject({
  ids: z.array(z.string().uuid(uuidError)).min(1).max(200),
  decision_remark: z.string().max(1000).optional(),
});
export const changeRequestImplementBody = z.strictObject({
  id: z.string().uuid(uuidError),
  implemented_version_id: z.string().uuid(uuidError),
  decision_remark: z.string().max(1000).optional(),
});

const deptField: FieldDef = { name: 'dept_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, form: 'none', column: { hidden: true }, search: ['eq', 'IN'] };
const shipField: FieldDef = {
  name: 'ship_id',
  type: 'uuid',
  widget: 'remoteSelect',
  remote: { url: '/admin/fleet.Ship/' },
  form: 'none',
  storage: { references: { resource: 'fleet.Ship' } },
  search: ['eq', 'IN'],
};
const documentField: FieldDef = {
  name: 'document_id',
  type: 'uuid',
  widget: 'remoteSelect',
  remote: { url: '/admin/document.Document/' },
  form: 'none',
  storage: { references: { resource: 'document.Document' } },
  search: ['eq', 'IN'],
};
const versionField = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  type: 'uuid',
  widget: 'remoteSelect',
  remote: { url: '/admin/document.Version/' },
  form: 'none',
  storage: { references: { resource: 'document.Version' } },
  search: ['eq', 'IN'],
  ...extra,
});
const adminField = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  type: 'uuid',
  widget: 'remoteSelect',
  remote: { url: '/admin/auth.Admin/' },
  form: 'none',
  storage: { references: { resource: 'auth.Admin', onDelete: 'set null' } },
  search: ['eq', 'IN'],
  ...extra,
});

/**
 * A version sent to one target. Made by the version's `distribute` step (never typed one by one); its due
 * date and copies may be corrected afterwards. `ack_total`/`ack_done` count its acknowledgements.
 */
export const distributionDescription: ResourceDescription = {
  table: 'document_distribution',
  scope: { department: 'dept_id' },
  def: {
    name: 'document.Distribution',
    path: 'document/distribution',
    labelField: 'target_label',
    quickSearch: ['target_label', 'remark'],
    defaultOrder: { field: 'distributed_at', direction: 'desc' },
    actions: ['index', 'edit', 'del'],
    fields: [
      documentField,
      versionField('version_id', { storage: { references: { resource: 'document.Version', onDelete: 'cascade' } } }),
      { name: 'target_type', type: 'string', widget: 'select', options: [...DISTRIBUTION_TARGET_TYPES], form: 'none', max: 10, storage: { nullable: false }, column: { render: 'tag' }, search: ['eq', 'IN'] },
      { name: 'target_id', type: 'uuid', widget: 'text', form: 'none', storage: { nullable: false }, column: { hidden: true }, search: ['eq', 'IN'] },
      { name: 'target_label', type: 'string', widget: 'text', form: 'none', max: 200, search: ['LIKE'], sortable: true },
      shipField,
      deptField,
      { name: 'distributed_at', type: 'datetime', widget: 'datetime', form: 'none', sortable: true, search: ['RANGE'] },
      adminField('distributed_by', { column: { hidden: true } }),
      { name: 'requires_ack', type: 'boolean', widget: 'switch', default: true, storage: { nullable: false }, column: { render: 'switch' }, search: ['eq'] },
      { name: 'ack_due_date', type: 'date', widget: 'date', sortable: true, search: ['RANGE', 'NULL', 'NOT NULL'] },
      { name: 'copies', type: 'int', widget: 'number', min: 1, max: 99, default: 1, storage: { nullable: false } },
      { name: 'ack_total', type: 'int', widget: 'number', form: 'none', default: 0, storage: { nullable: false } },
      { name: 'ack_done', type: 'int', widget: 'number', form: 'none', default: 0, storage: { nullable: false } },
      { name: 'remark', type: 'string', widget: 'textarea', max: 500, column: { hidden: true } },
    ],
  },
};

/**
 * One person's acknowledgement of a distribution: the ship's master for a ship, a department's leaders
 * for a department, the masters of the fleet for a position, the person named for a person.
 * `previous_version_id`: the version this one replaces where the target had it, so a ship must confirm
 * that obsolete copy removed.
 */
export const acknowledgementDescription: ResourceDescription = {
  table: 'document_acknowledgement',
  scope: { department: 'dept_id' },
  def: {
    name: 'document.Acknowledgement',
    path: 'document/acknowledgement',
    labelField: 'status',
    quickSearch: ['comment'],
    defaultOrder: { field: 'due_date', direction: 'asc' },
    actions: ['index'],
    steps: [{ name: 'acknowledge', batch: true }],
    fields: [
      // A to-do opens its acknowledgement as the list filtered to it (`search.id`).
      { name: 'id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
      {
        name: 'distribution_id',
        type: 'uuid',
        widget: 'remoteSelect',
        remote: { url: '/admin/document.Distribution/' },
        form: 'none',
        column: { hidden: true },
        storage: { nullable: false, references: { resource: 'document.Distribution', onDelete: 'cascade' } },
        search: ['eq', 'IN'],
      },
      documentField,
      versionField('version_id'),
      versionField('previous_version_id', { column: { hidden: true } }),
      { name: 'target_type', type: 'string', widget: 'select', options: [...DISTRIBUTION_TARGET_TYPES], form: 'none', max: 10, column: { render: 'tag' }, search: ['eq', 'IN'] },
      shipField,
      deptField,
      adminField('admin_id'),
      { name: 'due_date', type: 'date', widget: 'date', form: 'none', sortable: true, search: ['RANGE', 'NULL', 'NOT NULL'] },
      { name: 'status', type: 'string', widget: 'select', options: [...ACKNOWLEDGEMENT_STATUSES], form: 'none', default: 'pending', max: 20, storage: { nullable: false }, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'acked_at', type: 'datetime', widget: 'datetime', form: 'none', sortable: true, search: ['RANGE', 'NULL', 'NOT NULL'] },
      adminField('acked_by', { column: { hidden: true } }),
      { name: 'obsolete_copy_removed', type: 'boolean', widget: 'switch', form: 'none', default: false, storage: { nullable: false }, column: { render: 'switch' }, search: ['eq'] },
      { name: 'comment', type: 'string', widget: 'textarea', form: 'none', max: 500 },
    ],
  },
};

/** A document change request (DCR): from a ship, the office, a master's review, an audit or an NCR. */
export const changeRequestDescription: ResourceDescription = {
  table: 'document_change_request',
  scope: { department: 'dept_id' },
  def: {
    name: 'document.ChangeRequest',
    path: 'document/changeRequest',
    labelField: 'dcr_no',
    quickSearch: ['dcr_no', 'title', 'reason', 'proposed_change'],
    defaultOrder: { field: 'created_at', direction: 'desc' },
    actions: ['index', 'add', 'edit', 'del'],
    steps: [
      { name: 'accept', batch: true },
      { name: 'reject', batch: true },
      { name: 'implement', batch: false },
    ],
    fields: [
      { name: 'dcr_no', type: 'string', widget: 'text', form: 'none', max: 40, search: ['LIKE'], sortable: true },
      { ...documentField, form: 'both' },
      { name: 'title', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'] },
      { name: 'source', type: 'string', widget: 'select', options: [...CHANGE_REQUEST_SOURCES], required: true, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'] },
      { ...shipField, form: 'both' },
      deptField,
      adminField('requested_by'),
      { name: 'source_id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq'] },
      { name: 'reason', type: 'string', widget: 'textarea', required: true, max: 2000, column: { hidden: true } },
      { name: 'proposed_change', type: 'string', widget: 'textarea', required: true, max: 4000, column: { hidden: true } },
      { name: 'status', type: 'string', widget: 'select', options: [...CHANGE_REQUEST_STATUSES], form: 'none', default: 'submitted', max: 20, storage: { nullable: false }, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      adminField('decided_by', { column: { hidden: true } }),
      { name: 'decided_at', type: 'datetime', widget: 'datetime', form: 'none', column: { hidden: true } },
      { name: 'decision_remark', type: 'string', widget: 'textarea', form: 'none', max: 1000, column: { hidden: true } },
      versionField('implemented_version_id'),
      { name: 'implemented_at', type: 'datetime', widget: 'datetime', form: 'none', column: { hidden: true } },
    ],
  },
};

export const DOCUMENT_DISTRIBUTION_DESCRIPTIONS = [distributionDescription, acknowledgementDescription, changeRequestDescription] as const;

/** Words of this part's resources, menus and setting (merged into the module's translations). */
export const DOCUMENT_DISTRIBUTION_TRANSLATIONS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    'menu.document/acknowledgement': '文件签收',
    'config.document_ack_days': '文件分发签收期限（天）',
    'document.distribution.document_id': '文件',
    'document.distribution.version_id': '版本',
    'document.distribution.target_type': '分发对象类型',
    'document.distribution.target_type_options.ship': '船舶',
    'document.distribution.target_type_options.dept': '部门',
    'document.distribution.target_type_options.position': '职务',
    'document.distribution.target_type_options.admin': '人员',
    'document.distribution.target_id': '分发对象',
    'document.distribution.target_label': '分发对象',
    'document.distribution.ship_id': '船舶',
    'document.distribution.dept_id': '部门',
    'document.distribution.distributed_at': '分发时间',
    'document.distribution.distributed_by': '分发人',
    'document.distribution.requires_ack': '需要签收',
    'document.distribution.ack_due_date': '签收期限',
    'document.distribution.copies': '份数',
    'document.distribution.ack_total': '应签收',
    'document.distribution.ack_done': '已签收',
    'document.distribution.remark': '备注',
    'document.acknowledgement.id': '编号',
    'document.acknowledgement.distribution_id': '分发记录',
    'document.acknowledgement.document_id': '文件',
    'document.acknowledgement.version_id': '版本',
    'document.acknowledgement.previous_version_id': '被替换版本',
    'document.acknowledgement.target_type': '分发对象类型',
    'document.acknowledgement.target_type_options.ship': '船舶',
    'document.acknowledgement.target_type_options.dept': '部门',
    'document.acknowledgement.target_type_options.position': '职务',
    'document.acknowledgement.target_type_options.admin': '人员',
    'document.acknowledgement.ship_id': '船舶',
    'document.acknowledgement.dept_id': '部门',
    'document.acknowledgement.admin_id': '签收人',
    'document.acknowledgement.due_date': '签收期限',
    'document.acknowledgement.status': '签收状态',
    'document.acknowledgement.status_options.pending': '待签收',
    'document.acknowledgement.status_options.acknowledged': '已签收',
    'document.acknowledgement.status_options.overdue': '逾期未签收',
    'document.acknowledgement.acked_at': '签收时间',
    'document.acknowledgement.acked_by': '实际签收人',
    'document.acknowledgement.obsolete_copy_removed': '旧版已撤除',
    'document.acknowledgement.comment': '签收意见',
    'document.changeRequest.dcr_no': '申请编号',
    'document.changeRequest.document_id': '文件（空为新增文件）',
    'document.changeRequest.title': '标题',
    'document.changeRequest.source': '来源',
    'document.changeRequest.source_options.ship': '船舶',
    'document.changeRequest.source_options.office': '岸基',
    'document.changeRequest.source_options.master_review': '船长评审',
    'document.changeRequest.source_options.audit': '审核',
    'document.changeRequest.source_options.ncr': '不符合报告',
    'document.changeRequest.ship_id': '船舶',
    'document.changeRequest.dept_id': '部门',
    'document.changeRequest.requested_by': '申请人',
    'document.changeRequest.source_id': '来源记录',
    'document.changeRequest.reason': '修改原因',
    'document.changeRequest.proposed_change': '建议修改内容',
    'document.changeRequest.status': '状态',
    'document.changeRequest.status_options.submitted': '已提交',
    'document.changeRequest.status_options.accepted': '已接受',
    'document.changeRequest.status_options.rejected': '已拒绝',
    'document.changeRequest.status_options.implemented': '已实施',
    'document.changeRequest.decided_by': '决定人',
    'document.changeRequest.decided_at': '决定时间',
    'document.changeRequest.decision_remark': '决定意见',
    'document.changeRequest.implemented_version_id': '实施版本',
    'document.changeRequest.implemented_at': '实施时间',
  },
  en: {
    'menu.document/acknowledgement': 'Acknowledgements',
    'config.document_ack_days': 'Days to acknowledge a distributed document',
    'document.distribution.document_id': 'Document',
    'document.distribution.version_id': 'Version',
    'document.distribution.target_type': 'Target type',
    'document.distribution.target_type_options.ship': 'Ship',
    'document.distribution.target_type_options.dept': 'Department',
    'document.distribution.target_type_options.position': 'Position',
    'document.distribution.target_type_options.admin': 'Person',
    'document.distribution.target_id': 'Target',
    'document.distribution.target_label': 'Target',
    'document.distribution.ship_id': 'Ship',
    'document.distribution.dept_id': 'Department',
    'document.distribution.distributed_at': 'Distributed at',
    'document.distribution.distributed_by': 'Distributed by',
    'document.distribution.requires_ack': 'Acknowledgement required',
    'document.distribution.ack_due_date': 'Acknowledge by',
    'document.distribution.copies': 'Copies',
    'document.distribution.ack_total': 'To acknowledge',
    'document.distribution.ack_done': 'Acknowledged',
    'document.distribution.remark': 'Remark',
    'document.acknowledgement.id': 'ID',
    'document.acknowledgement.distribution_id': 'Distribution',
    'document.acknowledgement.document_id': 'Document',
    'document.acknowledgement.version_id': 'Version',
    'document.acknowledgement.previous_version_id': 'Version replaced',
    'document.acknowledgement.target_type': 'Target type',
    'document.acknowledgement.target_type_options.ship': 'Ship',
    'document.acknowledgement.target_type_options.dept': 'Department',
    'document.acknowledgement.target_type_options.position': 'Position',
    'document.acknowledgement.target_type_options.admin': 'Person',
    'document.acknowledgement.ship_id': 'Ship',
    'document.acknowledgement.dept_id': 'Department',
    'document.acknowledgement.admin_id': 'To acknowledge',
    'document.acknowledgement.due_date': 'Acknowledge by',
    'document.acknowledgement.status': 'Status',
    'document.acknowledgement.status_options.pending': 'Pending',
    'document.acknowledgement.status_options.acknowledged': 'Acknowledged',
    'document.acknowledgement.status_options.overdue': 'Overdue',
    'document.acknowledgement.acked_at': 'Acknowledged at',
    'document.acknowledgement.acked_by': 'Acknowledged by',
    'document.acknowledgement.obsolete_copy_removed': 'Obsolete copy removed',
    'document.acknowledgement.comment': 'Comment',
    'document.changeRequest.dcr_no': 'DCR No.',
    'document.changeRequest.document_id': 'Document (empty: a new document)',
    'document.changeRequest.title': 'Title',
    'document.changeRequest.source': 'Source',
    'document.changeRequest.source_options.ship': 'Ship',
    'document.changeRequest.source_options.office': 'Office',
    'document.changeRequest.source_options.master_review': "Master's review",
    'document.changeRequest.source_options.audit': 'Audit',
    'document.changeRequest.source_options.ncr': 'NCR',
    'document.changeRequest.ship_id': 'Ship',
    'document.changeRequest.dept_id': 'Department',
    'document.changeRequest.requested_by': 'Requested by',
    'document.changeRequest.source_id': 'Source record',
    'document.changeRequest.reason': 'Reason',
    'document.changeRequest.proposed_change': 'Proposed change',
    'document.changeRequest.status': 'Status',
    'document.changeRequest.status_options.submitted': 'Submitted',
    'document.changeRequest.status_options.accepted': 'Accepted',
    'document.changeRequest.status_options.rejected': 'Rejected',
    'document.changeRequest.status_options.implemented': 'Implemented',
    'document.changeRequest.decided_by': 'Decided by',
    'document.changeRequest.decided_at': 'Decided at',
    'document.changeRequest.decision_remark': 'Decision remark',
    'document.changeRequest.implemented_version_id': 'Implemented by version',
    'document.changeRequest.implemented_at': 'Implemented at',
  },
};
