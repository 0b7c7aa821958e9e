import { CRUD, type MenuSeed } from '../../platform/menus.js';

/** The planned module's menus and rights (weigh: its place among every module's top-level entries, spec §1). */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'pms',
    title: { 'zh-cn': '维修保养计划', en: 'Planned maintenance' },
    icon: 'ToolOutlined',
    weigh: 140,
    children: [
      { name: 'pms/job', title: { 'zh-cn': '保养项目', en: 'Maintenance jobs' }, icon: 'ToolOutlined', actions: CRUD },
    ],
  },
  {
    name: 'contingency',
    title: { 'zh-cn': '应急管理', en: 'Contingency' },
    icon: 'AlertOutlined',
    weigh: 100,
    children: [
      { name: 'contingency/drill', title: { 'zh-cn': '演习', en: 'Drills' }, icon: 'AlertOutlined', actions: CRUD },
    ],
  },
  {
    name: 'evaluation',
    title: { 'zh-cn': '评价与评审', en: 'Evaluation and review' },
    icon: 'StarOutlined',
    weigh: 90,
    children: [
      { name: 'evaluation/review', title: { 'zh-cn': '管理评审', en: 'Management reviews' }, icon: 'StarOutlined', actions: CRUD },
    ],
  },
  {
    name: 'document',
    title: { 'zh-cn': '文件管理', en: 'Documents' },
    icon: 'FolderOpenOutlined',
    weigh: 70,
    children: [
      { name: 'document/document', title: { 'zh-cn': '文件', en: 'Documents' }, icon: 'FileTextOutlined', actions: CRUD },
    ],
  },
  {
    name: 'supplier',
    title: { 'zh-cn': '供应商管理', en: 'Suppliers' },
    icon: 'ShopOutlined',
    weigh: 60,
    children: [
      { name: 'supplier/company', title: { 'zh-cn': '供应商', en: 'Supplier companies' }, icon: 'ShopOutlined', actions: CRUD },
    ],
  },
];
