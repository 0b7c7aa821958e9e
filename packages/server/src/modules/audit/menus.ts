import { CRUD, type MenuSeed } from '../../platform/menus.js';

/** 审核管理 (DOMAIN.md §4.8): weigh 150, its place among every module's top-level entries. */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'audit',
    title: { 'zh-cn': '审核管理', en: 'Audits and inspections' },
    icon: 'AuditOutlined',
    weigh: 150,
    children: [
      { name: 'audit/internal', title: { 'zh-cn': '内部审核', en: 'Internal audits' }, icon: 'AuditOutlined', actions: CRUD },
      { name: 'audit/external', title: { 'zh-cn': '外部审核', en: 'External audits' }, icon: 'AuditOutlined', actions: CRUD },
    ],
  },
];
