import { CRUD, type MenuSeed } from '../../platform/menus.js';

/**
 * 监督检查 (DOMAIN.md §4.12): weigh 80, its place among every module's top-level entries. The inspection
 * entry keeps the name the placeholder had, so the rules already in installations stay.
 */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'supervision',
    title: { 'zh-cn': '监督检查', en: 'Supervision' },
    icon: 'EyeOutlined',
    weigh: 80,
    children: [
      { name: 'supervision/inspection', title: { 'zh-cn': '外部检查', en: 'External inspections' }, icon: 'EyeOutlined', actions: [...CRUD, 'raiseNcr'] },
      { name: 'supervision/inspectionItem', title: { 'zh-cn': '检查缺陷', en: 'Inspection deficiencies' }, icon: 'WarningOutlined', actions: [...CRUD, 'raiseNcr'] },
      { name: 'supervision/visit', title: { 'zh-cn': '岸基/机务海务检查', en: 'Superintendent visits' }, icon: 'AuditOutlined', actions: [...CRUD, 'answer'] },
      { name: 'supervision/visitFinding', title: { 'zh-cn': '岸基检查发现', en: 'Visit findings' }, icon: 'FileSearchOutlined', actions: [...CRUD, 'raiseNcr'] },
    ],
  },
];
