import type { ResourceDef } from '../resource/fields.js';
import { accountRule as account, emailRule as email, mobileRule as mobile, passwordRule as password, ruleFields, statusField as status, STATUSES } from './shared-fields.js';

/** Departments' kinds (DOMAIN.md §4.2): the company, shore departments, fleet groups, ships, ship departments. */
export const DEPT_TYPES = ['company', 'shore_dept', 'fleet_group', 'ship', 'ship_dept'] as const;
export type DeptType = (typeof DEPT_TYPES)[number];

/** What a role's members may see (DOMAIN.md §4.2). */
export const DATA_SCOPES = ['all', 'dept_and_below', 'dept', 'self', 'custom'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

/** Authority levels (DOMAIN.md decision 6): 1 staff, 2 department head, 3 DPA / management rep, 4 general manager. */
export const WEIGHT_TYPES = [1, 2, 3, 4] as const;

export { STATUSES };

export const RULE_TYPES = ['menu_dir', 'menu', 'button'] as const;
export const MENU_TYPES = ['tab', 'link', 'iframe'] as const;


export const adminResource: ResourceDef = {
  name: 'auth.Admin',
  path: 'auth/admin',
  labelField: 'nickname',
  quickSearch: ['username', 'nickname', 'email', 'mobile'],
  defaultOrder: { field: 'created_at', direction: 'desc' },
  actions: ['index', 'add', 'edit', 'del'],
  fields: [
    { name: 'username', type: 'string', widget: 'text', required: true, max: 15, pattern: account, search: ['eq', 'LIKE'], sortable: true, unique: { ignoreCase: true, message: 'auth.usernameTaken' } },
    { name: 'nickname', type: 'string', widget: 'text', required: true, max: 50, search: ['LIKE'] },
    { name: 'avatar', type: 'string', widget: 'image', max: 255, column: { render: 'image' } },
    { name: 'group_arr', type: 'uuid[]', widget: 'remoteSelect', remote: { url: '/admin/auth.Group/', multiple: true }, required: true, column: { render: 'tags' } },
    { name: 'department_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, search: ['eq'] },
    { name: 'email', type: 'string', widget: 'text', max: 100, pattern: email, search: ['LIKE'] },
    { name: 'mobile', type: 'string', widget: 'text', max: 20, pattern: mobile, search: ['LIKE'] },
    { name: 'password', type: 'string', widget: 'password', required: 'add', pattern: password, writeOnly: true, column: { hidden: true } },
    { name: 'is_leader', type: 'boolean', widget: 'switch', default: false, column: { render: 'switch' }, search: ['eq'] },
    { name: 'weight_type', type: 'int', widget: 'select', options: WEIGHT_TYPES, default: 1, required: true, column: { render: 'tag' }, search: ['eq'] },
    // The designated person ashore (ISM clause 4): the `dpa` step of an approval flow waits for them.
    { name: 'is_dpa', type: 'boolean', widget: 'switch', default: false, column: { render: 'switch' }, search: ['eq'] },
    status,
    { name: 'last_login_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true, search: ['RANGE'] },
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true, search: ['RANGE'] },
  ],
};

export const groupResource: ResourceDef = {
  name: 'auth.Group',
  path: 'auth/group',
  labelField: 'name',
  tree: true,
  quickSearch: ['name'],
  defaultOrder: { field: 'created_at', direction: 'asc' },
  actions: ['index', 'add', 'edit', 'del'],
  fields: [
    { name: 'pid', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Group/' } },
    { name: 'name', type: 'string', widget: 'text', required: true, max: 50, search: ['LIKE'] },
    { name: 'rules', type: 'uuid[]', widget: 'treeSelect', remote: { url: '/admin/auth.Rule/', multiple: true }, column: { hidden: true } },
    { name: 'data_scope', type: 'string', widget: 'select', options: DATA_SCOPES, default: 'self', required: true, column: { render: 'tag' }, search: ['eq'] },
    { name: 'departments', type: 'uuid[]', widget: 'treeSelect', remote: { url: '/admin/auth.Department/', multiple: true }, column: { hidden: true } },
    status,
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true },
  ],
};

export const ruleResource: ResourceDef = {
  name: 'auth.Rule',
  path: 'auth/rule',
  labelField: 'title',
  tree: true,
  weigh: true,
  quickSearch: ['title', 'name'],
  defaultOrder: { field: 'weigh', direction: 'desc' },
  actions: ['index', 'add', 'edit', 'del', 'sortable'],
  fields: [...ruleFields('/admin/auth.Rule/'), { name: 'remark', type: 'string', widget: 'textarea', max: 255, column: { hidden: true } }],
};

export const departmentResource: ResourceDef = {
  name: 'auth.Department',
  path: 'auth/department',
  labelField: 'name',
  tree: true,
  weigh: true,
  quickSearch: ['name', 'name_en', 'code'],
  defaultOrder: { field: 'weigh', direction: 'desc' },
  actions: ['index', 'add', 'edit', 'del', 'sortable'],
  fields: [
    { name: 'pid', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' } },
    { name: 'name', type: 'string', widget: 'text', required: true, max: 50, search: ['LIKE'] },
    { name: 'name_en', type: 'string', widget: 'text', max: 100, search: ['LIKE'] },
    { name: 'dept_type', type: 'string', widget: 'select', options: DEPT_TYPES, required: true, default: 'shore_dept', column: { render: 'tag' }, search: ['eq'] },
    { name: 'code', type: 'string', widget: 'text', max: 30, search: ['eq', 'LIKE'] },
    { name: 'weigh', type: 'int', widget: 'number', default: 0, sortable: true },
    status,
    { name: 'remark', type: 'string', widget: 'textarea', max: 255, column: { hidden: true } },
  ],
};

export const adminLogResource: ResourceDef = {
  name: 'auth.AdminLog',
  path: 'auth/adminLog',
  labelField: 'title',
  quickSearch: ['username', 'title', 'url'],
  defaultOrder: { field: 'created_at', direction: 'desc' },
  actions: ['index'],
  fields: [
    { name: 'username', type: 'string', widget: 'text', form: 'none', search: ['eq', 'LIKE'] },
    { name: 'title', type: 'string', widget: 'text', form: 'none', search: ['LIKE'] },
    { name: 'right', type: 'string', widget: 'text', form: 'none', search: ['eq', 'LIKE'] },
    { name: 'url', type: 'string', widget: 'text', form: 'none', search: ['LIKE'] },
    { name: 'data', type: 'json', widget: 'textarea', form: 'none', column: { hidden: true } },
    { name: 'ip', type: 'string', widget: 'text', form: 'none', search: ['eq'] },
    { name: 'useragent', type: 'string', widget: 'text', form: 'none', column: { hidden: true } },
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true, search: ['RANGE'] },
  ],
};

export const AUTH_RESOURCES = [adminResource, groupResource, ruleResource, departmentResource, adminLogResource] as const;
