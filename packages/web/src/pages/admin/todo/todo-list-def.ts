import { todoResource, type ResourceDef } from '@vessel/contract';
import { withColumns } from '../cert/list-columns';

/**
 * The inbox's columns: the to-do (with its source and record link), ship, assignee, due, priority,
 * status on screen; the kind (named by the source tag), the department and the auto flag on demand.
 */
export const TODO_LIST_DEF: ResourceDef = withColumns(todoResource, { hidden: ['biz_type', 'assignee_dept', 'auto'] });
