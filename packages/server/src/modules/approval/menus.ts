import { CRUD, type MenuSeed } from '../../platform/menus.js';

/**
 * The flows are a system setting (系统设置); the instances are the caller's approvals, beside their
 * to-dos (待办事项), since every step opens a to-do there.
 */
export const MENUS: readonly MenuSeed[] = [
  { name: 'approval/flow', title: { 'zh-cn': '审批流程', en: 'Approval flows' }, icon: 'ApartmentOutlined', parent: 'setting', weigh: 0, actions: CRUD },
  {
    name: 'approval/instance',
    title: { 'zh-cn': '我的审批', en: 'My approvals' },
    icon: 'AuditOutlined',
    parent: 'todo',
    weigh: 0,
    actions: ['index', 'approve', 'reject', 'return', 'transfer', 'cancel'],
  },
];
