import { CRUD, type MenuSeed } from '../../platform/menus.js';

/**
 * 系统设置 (DOMAIN.md §4.15): the master data and rules every area reads. Other modules hang their own
 * settings under this directory with `parent: 'setting'` (approval flows, alert rules).
 */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'setting',
    title: { 'zh-cn': '系统设置', en: 'System settings' },
    icon: 'SettingOutlined',
    weigh: 55,
    children: [
      { name: 'setting/dictType', title: { 'zh-cn': '数据字典', en: 'Dictionaries' }, icon: 'BookOutlined', actions: CRUD },
      { name: 'setting/dictItem', title: { 'zh-cn': '字典项', en: 'Dictionary items' }, icon: 'UnorderedListOutlined', actions: CRUD },
      { name: 'setting/sequenceRule', title: { 'zh-cn': '编号规则', en: 'Numbering rules' }, icon: 'NumberOutlined', actions: CRUD },
      { name: 'setting/checklistTemplate', title: { 'zh-cn': '检查表模板', en: 'Checklist templates' }, icon: 'CheckSquareOutlined', actions: [...CRUD, 'activate', 'newVersion'] },
    ],
  },
];
