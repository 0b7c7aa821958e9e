import type { ResourceDef } from '../resource/fields.js';
import { accountRule, emailRule, mobileRule, passwordRule, ruleFields, statusField as status } from './shared-fields.js';

/** Member resources of the back office (issue 5), with BuildAdmin's names. Money is in minor units. */

export const GENDERS = [0, 1, 2] as const;

export const userResource: ResourceDef = {
  name: 'user.User',
  path: 'user/user',
  labelField: 'username',
  quickSearch: ['username', 'nickname', 'email', 'mobile'],
  defaultOrder: { field: 'created_at', direction: 'desc' },
  actions: ['index', 'add', 'edit', 'del'],
  fields: [
    { name: 'group_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/user.Group/' }, search: ['eq'] },
    { name: 'username', type: 'string', widget: 'text', required: true, max: 15, pattern: accountRule, search: ['eq', 'LIKE'], sortable: true, unique: { ignoreCase: true } },
    { name: 'nickname', type: 'string', widget: 'text', required: true, max: 50, search: ['LIKE'] },
    { name: 'avatar', type: 'string', widget: 'image', max: 255, column: { render: 'image' } },
    { name: 'email', type: 'string', widget: 'text', max: 100, pattern: emailRule, search: ['LIKE'], unique: { ignoreCase: true } },
    { name: 'mobile', type: 'string', widget: 'text', max: 20, pattern: mobileRule, search: ['LIKE'], unique: true },
    { name: 'password', type: 'string', widget: 'password', required: 'add', pattern: passwordRule, writeOnly: true, column: { hidden: true } },
    { name: 'gender', type: 'int', widget: 'radio', options: GENDERS, default: 0, required: true, column: { render: 'tag' }, search: ['eq'] },
    { name: 'birthday', type: 'date', widget: 'date', column: { hidden: true } },
    { name: 'motto', type: 'string', widget: 'textarea', max: 255, column: { hidden: true } },
    { name: 'money', type: 'int', widget: 'number', form: 'none', sortable: true, column: { render: 'text' } },
    { name: 'score', type: 'int', widget: 'number', form: 'none', sortable: true },
    status,
    { name: 'last_login_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true },
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true, search: ['RANGE'] },
  ],
};

export const userGroupResource: ResourceDef = {
  name: 'user.Group',
  path: 'user/group',
  labelField: 'name',
  quickSearch: ['name'],
  defaultOrder: { field: 'created_at', direction: 'asc' },
  actions: ['index', 'add', 'edit', 'del'],
  fields: [
    { name: 'name', type: 'string', widget: 'text', required: true, max: 50, search: ['LIKE'] },
    { name: 'rules', type: 'uuid[]', widget: 'treeSelect', remote: { url: '/admin/user.Rule/', multiple: true }, column: { hidden: true } },
    status,
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true },
  ],
};

export const userRuleResource: ResourceDef = {
  name: 'user.Rule',
  path: 'user/rule',
  labelField: 'title',
  tree: true,
  weigh: true,
  quickSearch: ['title', 'name'],
  defaultOrder: { field: 'weigh', direction: 'desc' },
  actions: ['index', 'add', 'edit', 'del', 'sortable'],
  fields: ruleFields('/admin/user.Rule/'),
};

/** Adjustments write a ledger line with the value before and after, in one transaction with the change. */
function ledger(name: 'user.MoneyLog' | 'user.ScoreLog', path: string, field: 'money' | 'score'): ResourceDef {
  return {
    name,
    path,
    labelField: 'memo',
    quickSearch: ['memo'],
    defaultOrder: { field: 'created_at', direction: 'desc' },
    actions: ['index', 'add'],
    fields: [
      { name: 'user_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/user.User/' }, required: true, search: ['eq'] },
      { name: field, type: 'int', widget: 'number', required: true, min: -1_000_000_000, max: 1_000_000_000, sortable: true },
      { name: 'before', type: 'int', widget: 'number', form: 'none' },
      { name: 'after', type: 'int', widget: 'number', form: 'none' },
      { name: 'memo', type: 'string', widget: 'textarea', required: true, max: 255, search: ['LIKE'] },
      { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true, search: ['RANGE'] },
    ],
  };
}

export const moneyLogResource = ledger('user.MoneyLog', 'user/moneyLog', 'money');
export const scoreLogResource = ledger('user.ScoreLog', 'user/scoreLog', 'score');

export const USER_RESOURCES = [userResource, userGroupResource, userRuleResource, moneyLogResource, scoreLogResource] as const;
