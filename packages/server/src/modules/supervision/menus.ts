import { CRUD, type MenuSeed } from '../../platform/menus.js';

/** 监督检查 (DOMAIN.md §4.12): weigh 80, its place among every module's top-level entries. */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'supervision',
    title: { 'zh-cn': '监督检查', en: 'Supervision' },
    icon: 'EyeOutlined',
    weigh: 80,
    children: [
      { name: 'supervision/inspection', title: { 'zh-cn': '监督检查', en: 'Supervision inspections' }, icon: 'EyeOutlined', actions: CRUD },
    ],
  },
];
