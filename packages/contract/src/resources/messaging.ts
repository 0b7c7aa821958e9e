import type { ResourceDef } from '../resource/fields.js';

export const SMS_OUTBOX_STATUSES = ['logged', 'sent', 'failed'] as const;

/**
 * The SMS outbox (issue 5): every text message the platform sent or tried to send. With the `log`
 * provider nothing leaves the server and `content` holds the whole text, code included: it is how an
 * administrator (or a test) reads a code. With a real provider the code is masked in `content`.
 */
export const smsOutboxResource: ResourceDef = {
  name: 'routine.SmsOutbox',
  path: 'routine/smsOutbox',
  labelField: 'mobile',
  quickSearch: ['mobile'],
  defaultOrder: { field: 'created_at', direction: 'desc' },
  actions: ['index'],
  fields: [
    { name: 'mobile', type: 'string', widget: 'text', form: 'none', search: ['eq', 'LIKE'] },
    { name: 'template_code', type: 'string', widget: 'text', form: 'none', column: { render: 'tag' }, search: ['eq'] },
    { name: 'content', type: 'string', widget: 'textarea', form: 'none' },
    { name: 'provider', type: 'string', widget: 'text', form: 'none', column: { render: 'tag' }, search: ['eq'] },
    { name: 'status', type: 'string', widget: 'radio', options: SMS_OUTBOX_STATUSES, form: 'none', column: { render: 'tag' }, search: ['eq'] },
    { name: 'error', type: 'string', widget: 'text', form: 'none' },
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true, search: ['RANGE'] },
  ],
};
