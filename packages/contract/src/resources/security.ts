import type { ResourceDef } from '../resource/fields.js';
import { statusField as status } from './shared-fields.js';


/** Rules: which resources keep a copy of what is deleted (spec §1 "data recycling"). */
export const dataRecycleResource: ResourceDef = {
  name: 'security.DataRecycle',
  path: 'security/dataRecycle',
  labelField: 'name',
  quickSearch: ['name', 'resource'],
  defaultOrder: { field: 'created_at', direction: 'desc' },
  actions: ['index', 'add', 'edit', 'del'],
  fields: [
    { name: 'name', type: 'string', widget: 'text', required: true, max: 50, search: ['LIKE'] },
    { name: 'resource', type: 'string', widget: 'select', required: true, max: 64, search: ['eq'] },
    { name: 'data_table', type: 'string', widget: 'text', form: 'none' },
    status,
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true },
  ],
};

/** The recycle bin: full copies of deleted records, restorable; never deleted by use. */
export const dataRecycleLogResource: ResourceDef = {
  name: 'security.DataRecycleLog',
  path: 'security/dataRecycleLog',
  labelField: 'resource',
  quickSearch: ['resource', 'username', 'record_label'],
  defaultOrder: { field: 'created_at', direction: 'desc' },
  actions: ['index'],
  steps: [
    { name: 'restore', batch: true },
    { name: 'purge', batch: true },
  ],
  fields: [
    { name: 'resource', type: 'string', widget: 'text', form: 'none', search: ['eq'] },
    { name: 'record_id', type: 'uuid', widget: 'text', form: 'none', search: ['eq'], column: { hidden: true } },
    { name: 'record_label', type: 'string', widget: 'text', form: 'none', search: ['LIKE'] },
    { name: 'username', type: 'string', widget: 'text', form: 'none', search: ['eq', 'LIKE'] },
    { name: 'data', type: 'json', widget: 'textarea', form: 'none', column: { hidden: true } },
    { name: 'ip', type: 'string', widget: 'text', form: 'none' },
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true, search: ['RANGE'] },
    { name: 'restored_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, search: ['NULL', 'NOT NULL'] },
    { name: 'restored_by', type: 'string', widget: 'text', form: 'none' },
  ],
};

/** Rules: which fields of which resources record their before and after values. */
export const sensitiveDataResource: ResourceDef = {
  name: 'security.SensitiveData',
  path: 'security/sensitiveData',
  labelField: 'name',
  quickSearch: ['name', 'resource'],
  defaultOrder: { field: 'created_at', direction: 'desc' },
  actions: ['index', 'add', 'edit', 'del'],
  fields: [
    { name: 'name', type: 'string', widget: 'text', required: true, max: 50, search: ['LIKE'] },
    { name: 'resource', type: 'string', widget: 'select', required: true, max: 64, search: ['eq'] },
    { name: 'fields', type: 'string[]', widget: 'checkbox', required: true, max: 64, column: { render: 'tags' } },
    { name: 'data_table', type: 'string', widget: 'text', form: 'none' },
    status,
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true },
  ],
};

/** Before and after values of watched fields; a line can be rolled back, and is never deleted by use. */
export const sensitiveDataLogResource: ResourceDef = {
  name: 'security.SensitiveDataLog',
  path: 'security/sensitiveDataLog',
  labelField: 'data_field',
  quickSearch: ['resource', 'username', 'data_field'],
  defaultOrder: { field: 'created_at', direction: 'desc' },
  actions: ['index'],
  steps: [{ name: 'rollback', batch: true }],
  fields: [
    { name: 'resource', type: 'string', widget: 'text', form: 'none', search: ['eq'] },
    { name: 'record_id', type: 'uuid', widget: 'text', form: 'none', search: ['eq'] },
    { name: 'data_field', type: 'string', widget: 'text', form: 'none', search: ['eq'] },
    { name: 'before', type: 'json', widget: 'textarea', form: 'none' },
    { name: 'after', type: 'json', widget: 'textarea', form: 'none' },
    { name: 'username', type: 'string', widget: 'text', form: 'none', search: ['eq', 'LIKE'] },
    { name: 'ip', type: 'string', widget: 'text', form: 'none' },
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true, search: ['RANGE'] },
    { name: 'rolled_back_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, search: ['NULL', 'NOT NULL'] },
  ],
};

export const SECURITY_RESOURCES = [dataRecycleResource, dataRecycleLogResource, sensitiveDataResource, sensitiveDataLogResource] as const;
