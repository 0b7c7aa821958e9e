import type { ResourceDef } from '../resource/fields.js';

/** The attachment library (issue 6): one row a stored file; identical files are stored once and counted. */
export const attachmentResource: ResourceDef = {
  name: 'routine.Attachment',
  path: 'routine/attachment',
  labelField: 'name',
  quickSearch: ['name', 'username'],
  defaultOrder: { field: 'last_upload_at', direction: 'desc' },
  actions: ['index', 'del'],
  fields: [
    { name: 'url', type: 'string', widget: 'image', form: 'none', column: { render: 'image' } },
    { name: 'name', type: 'string', widget: 'text', form: 'none', search: ['LIKE'] },
    { name: 'suffix', type: 'string', widget: 'text', form: 'none', search: ['eq', 'IN'] },
    { name: 'mimetype', type: 'string', widget: 'text', form: 'none', search: ['eq', 'LIKE'] },
    { name: 'size', type: 'int', widget: 'number', form: 'none', sortable: true, search: ['RANGE'] },
    { name: 'quote', type: 'int', widget: 'number', form: 'none', sortable: true },
    { name: 'storage', type: 'string', widget: 'text', form: 'none', search: ['eq'] },
    { name: 'topic', type: 'string', widget: 'text', form: 'none', search: ['eq'] },
    { name: 'username', type: 'string', widget: 'text', form: 'none', search: ['eq', 'LIKE'] },
    { name: 'sha1', type: 'string', widget: 'text', form: 'none', column: { hidden: true } },
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true, search: ['RANGE'] },
    { name: 'last_upload_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true },
  ],
};
