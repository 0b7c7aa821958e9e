import type { ResourceDef } from '../resource/fields.js';

/**
 * To-dos (DOMAIN.md §4.7): the work inbox. The alert engine and approval flows open `auto` to-dos and
 * close them when the underlying work is done (a certificate renewed, a window endorsed); a person cannot
 * tick an auto to-do done. Manual to-dos (`biz_type` 'manual') are anyone's to open and close.
 *
 * Views are list queries: "mine" `search.assignee_admin_id=eq:{me}`, "my dept" `search.assignee_dept=eq:{dept}`,
 * by ship `search.ship_id=eq:{id}`, open ones `search.status=IN:open,in_progress`; the default order (due
 * date ascending, undated last) puts overdue first.
 */
export const TODO_BIZ_TYPES = [
  'manual',
  'cert_renew',
  'survey_window',
  'crew_document',
  'crew_relief',
  'crew_manning',
  'ncr_action',
  'ncr_verify',
  'pms_postpone_approval',
  'drill_due',
  'doc_review',
  'doc_ack',
  'audit_prepare',
  'mgmt_review_action',
  'appraisal',
  'supplier_reeval',
  'approval',
] as const;
export type TodoBizType = (typeof TODO_BIZ_TYPES)[number];

export const TODO_STATUSES = ['open', 'in_progress', 'done', 'cancelled'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

/** Statuses of work still to do. */
export const OPEN_TODO_STATUSES = ['open', 'in_progress'] as const satisfies readonly TodoStatus[];

export const TODO_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TodoPriority = (typeof TODO_PRIORITIES)[number];

export const todoResource: ResourceDef = {
  name: 'todo.Todo',
  path: 'todo/todo',
  labelField: 'title',
  quickSearch: ['title', 'description'],
  defaultOrder: { field: 'due_date', direction: 'asc' },
  actions: ['index', 'add', 'edit', 'del'],
  fields: [
    /** Typed by a person; on an auto to-do, the zh-cn text of `title_key` (the web shows `titleText(lang, title_key, params)`). */
    { name: 'title', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'] },
    { name: 'title_key', type: 'string', widget: 'text', form: 'none', column: { hidden: true } },
    { name: 'params', type: 'json', widget: 'textarea', form: 'none', column: { hidden: true } },
    { name: 'description', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
    { name: 'biz_type', type: 'string', widget: 'select', options: TODO_BIZ_TYPES, form: 'none', column: { render: 'tag' }, search: ['eq', 'IN'] },
    { name: 'biz_id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq'] },
    { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/' }, search: ['eq', 'IN', 'NULL', 'NOT NULL'] },
    /** The department the to-do belongs to (an auto one: its record's ship or department); `eq` takes the subtree. */
    { name: 'dept_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, subtree: true, form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
    { name: 'assignee_admin_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, search: ['eq', 'NULL'] },
    { name: 'assignee_dept', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, search: ['eq', 'IN'] },
    { name: 'due_date', type: 'date', widget: 'date', sortable: true, search: ['RANGE', 'lt', 'elt', 'gt', 'egt', 'eq', 'NULL'] },
    { name: 'priority', type: 'string', widget: 'select', options: TODO_PRIORITIES, ranked: true, required: true, default: 'normal', column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
    { name: 'status', type: 'string', widget: 'select', options: TODO_STATUSES, required: true, default: 'open', column: { render: 'tag' }, search: ['eq', 'IN', 'NOT IN'], sortable: true },
    { name: 'done_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime', hidden: true }, sortable: true, search: ['RANGE'] },
    { name: 'auto', type: 'boolean', widget: 'switch', form: 'none', column: { render: 'switch' }, search: ['eq'] },
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime', hidden: true }, sortable: true },
  ],
};

export const TODO_RESOURCES = [todoResource] as const;
