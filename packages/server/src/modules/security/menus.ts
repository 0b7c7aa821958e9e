import { CRUD, type MenuSeed } from '../../platform/menus.js';

/** The security module's menus and rights (weigh: its place among every module's top-level entries, spec §1). */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'security',
    title: { 'zh-cn': '数据安全管理', en: 'Data security' },
    icon: 'SafetyOutlined',
    weigh: 20,
    children: [
      { name: 'security/dataRecycleLog', title: { 'zh-cn': '数据回收站', en: 'Data recycle bin' }, icon: 'DeleteOutlined', actions: ['index', 'restore', 'purge'] },
      { name: 'security/sensitiveDataLog', title: { 'zh-cn': '敏感数据修改记录', en: 'Sensitive data changes' }, icon: 'FileSyncOutlined', actions: ['index', 'rollback'] },
      { name: 'security/dataRecycle', title: { 'zh-cn': '数据回收规则', en: 'Data recycle rules' }, icon: 'DeleteOutlined', actions: CRUD },
      { name: 'security/sensitiveData', title: { 'zh-cn': '敏感字段规则', en: 'Sensitive field rules' }, icon: 'FileSyncOutlined', actions: CRUD },
    ],
  },
];
