import { CRUD, type MenuSeed } from '../../platform/menus.js';

/** The planned module's menus and rights (weigh: its place among every module's top-level entries, spec §1). */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'audit',
    title: { 'zh-cn': '审核管理', en: 'Audits and inspections' },
    icon: 'AuditOutlined',
    weigh: 150,
    children: [
      { name: 'audit/internal', title: { 'zh-cn': '内部审核', en: 'Internal audits' }, icon: 'AuditOutlined', actions: CRUD },
      { name: 'audit/external', title: { 'zh-cn': '外部审核', en: 'External audits' }, icon: 'AuditOutlined', actions: CRUD },
      { name: 'audit/psc', title: { 'zh-cn': '港口国检查', en: 'Port State Control' }, icon: 'FlagOutlined', actions: CRUD },
      { name: 'audit/flag', title: { 'zh-cn': '船旗国检查', en: 'Flag State inspections' }, icon: 'FlagOutlined', actions: CRUD },
      { name: 'audit/vetting', title: { 'zh-cn': '检查', en: 'Vetting inspections' }, icon: 'FileSearchOutlined', actions: CRUD },
      { name: 'audit/superintendent', title: { 'zh-cn': '岸基检查', en: 'Superintendent inspections' }, icon: 'EyeOutlined', actions: CRUD },
    ],
  },
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
    name: 'ncr',
    title: { 'zh-cn': '不符合报告', en: 'Non-conformities' },
    icon: 'ExceptionOutlined',
    weigh: 110,
    children: [
      { name: 'ncr/report', title: { 'zh-cn': '不符合报告', en: 'Non-conformance reports' }, icon: 'ExceptionOutlined', actions: [...CRUD, 'submit', 'verify', 'close'] },
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
    name: 'supervision',
    title: { 'zh-cn': '监督检查', en: 'Supervision' },
    icon: 'EyeOutlined',
    weigh: 80,
    children: [
      { name: 'supervision/inspection', title: { 'zh-cn': '监督检查', en: 'Supervision inspections' }, icon: 'EyeOutlined', actions: CRUD },
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
