import { AUDIT_PLAN_STEPS } from '@vessel/contract';
import { CRUD, type MenuSeed } from '../../platform/menus.js';

const PLAN = [...CRUD, ...AUDIT_PLAN_STEPS, 'print'];

/**
 * 审核管理 (DOMAIN.md §4.8 menu tree, four levels): weigh 150, its place among every module's top-level
 * entries. Each menu is a resource of its own (a view of the plans or findings), so its rights are its own.
 */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'audit',
    title: { 'zh-cn': '审核管理', en: 'Audits and inspections' },
    icon: 'AuditOutlined',
    weigh: 150,
    children: [
      {
        name: 'audit/internal',
        title: { 'zh-cn': '内部审核', en: 'Internal audits' },
        icon: 'AuditOutlined',
        children: [
          { name: 'audit/programme', title: { 'zh-cn': '审核计划', en: 'Audit programme' }, icon: 'ScheduleOutlined', actions: [...CRUD, 'submit'] },
          { name: 'audit/plan', title: { 'zh-cn': '审核实施', en: 'Audit execution' }, icon: 'CheckSquareOutlined', actions: PLAN },
          { name: 'audit/report', title: { 'zh-cn': '审核报告', en: 'Audit reports' }, icon: 'FileDoneOutlined', actions: ['index', 'edit', 'submitReport', 'followUp', 'close', 'print'] },
          { name: 'audit/finding', title: { 'zh-cn': '不符合项跟踪', en: 'Findings follow-up' }, icon: 'ExceptionOutlined', actions: CRUD },
        ],
      },
      {
        name: 'audit/external',
        title: { 'zh-cn': '外部审核', en: 'External audits' },
        icon: 'SafetyCertificateOutlined',
        children: [
          { name: 'audit/externalPlan', title: { 'zh-cn': '审核安排', en: 'Scheduling' }, icon: 'CalendarOutlined', actions: [...PLAN, 'schedule'] },
          { name: 'audit/externalFinding', title: { 'zh-cn': '审核结果', en: 'Results and findings' }, icon: 'FileSearchOutlined', actions: CRUD },
        ],
      },
      { name: 'audit/selfInspection', title: { 'zh-cn': '船舶自查', en: 'Ship self-inspection' }, icon: 'ProfileOutlined', actions: PLAN },
      { name: 'audit/auditor', title: { 'zh-cn': '审核员', en: 'Auditors' }, icon: 'IdcardOutlined', actions: CRUD },
    ],
  },
];
