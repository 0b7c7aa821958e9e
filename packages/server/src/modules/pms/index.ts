import { composeModule } from '../../platform/module.js';
import { PART as equipment } from './equipment/part.js';
import { MENUS } from './menus.js';
import { PART as oversight } from './oversight/part.js';
import { PART as work } from './work/part.js';

/**
 * Planned maintenance (DOMAIN.md §4.6, ISM 10): a flag or class auditor opens it first. Three parts:
 * - `equipment/`: the component tree per ship, counters and their readings, job definitions and their due
 *   and forecast computation;
 * - `work/`: work orders (generated ahead of due, completed, verified, postponed through the approval
 *   flow), defects and spare parts;
 * - `oversight/`: alerts, to-dos, the dashboard's tiles and charts (PMS compliance), the demo's history.
 */
export const manifest = composeModule(
  {
    name: 'pms',
    // 1.0.0 was the placeholder's menu (in the planned module).
    version: '1.1.0',
    title: { 'zh-cn': '维修保养计划', en: 'Planned maintenance' },
    description: {
      'zh-cn': '设备树、运行小时计数器、保养项目与到期计算、工单、延期审批、缺陷与备件',
      en: 'Equipment tree, running-hour counters, maintenance jobs and their due dates, work orders, postponement approval, defects and spares',
    },
    optional: true,
    dependsOn: ['fleet', 'crew', 'setting', 'approval'],
    menus: MENUS,
  },
  [equipment, work, oversight],
);

export { seedDemoPms } from './oversight/demo.js';
