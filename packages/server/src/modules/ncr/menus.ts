import { NCR_ACTION_STEPS, NCR_REPORT_STEPS } from '@vessel/contract';
import { CRUD, type MenuSeed } from '../../platform/menus.js';

/** The NCR area's menus and rights (weigh 110: its place among every module's top-level entries). */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'ncr',
    title: { 'zh-cn': '不符合报告', en: 'Non-conformities' },
    icon: 'ExceptionOutlined',
    weigh: 110,
    children: [
      { name: 'ncr/report', title: { 'zh-cn': '不符合报告', en: 'Non-conformance reports' }, icon: 'ExceptionOutlined', actions: [...CRUD, ...NCR_REPORT_STEPS, 'print'] },
      { name: 'ncr/action', title: { 'zh-cn': '纠正措施', en: 'Corrective actions' }, icon: 'ToolOutlined', actions: [...CRUD, ...NCR_ACTION_STEPS] },
    ],
  },
];
