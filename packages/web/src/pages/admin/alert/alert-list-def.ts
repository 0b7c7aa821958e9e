import { alertResource, type ResourceDef } from '@vessel/contract';
import { withColumns } from '../cert/list-columns';

/**
 * The alert list's columns in reading order: level, what is due, by when, the stage reached, the ship,
 * the kind, who acknowledged; mail and close times on demand. Alerts have no form, so order is free.
 */
export const ALERT_LIST_DEF: ResourceDef = withColumns(alertResource, {
  hidden: ['sent_at', 'ack_by', 'closed_at', 'created_at'],
  place: [
    ['due_date', 'title_key'],
    ['stage', 'due_date'],
    ['ack_at', 'biz_type'],
  ],
});
