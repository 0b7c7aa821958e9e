import { composeModule } from '../../platform/module.js';
import { PART as drills } from './drills/part.js';
import { MENUS } from './menus.js';
import { PART as oversight } from './oversight/part.js';
import { PART as plans } from './plans/part.js';

/**
 * Contingency (DOMAIN.md §4.10, §3.6; ISM 8): being ready for an emergency on board and ashore. Three parts:
 * - `plans/`: emergency plans per ship and for the shore, the company's emergency response team, its
 *   weekly duty roster and the external parties to call;
 * - `drills/`: drill types, the schedule per ship × drill type, drill records with their participants,
 *   the master's signature and the office's review, shore exercises; deficiencies become NCRs;
 * - `oversight/`: alerts, the dashboard's tiles and heat-map, the crew's drill participation share, the demo's year.
 */
export const manifest = composeModule(
  {
    name: 'contingency',
    // 1.0.0 was the placeholder's menu (in the planned module).
    version: '1.1.0',
    title: { 'zh-cn': '应急管理', en: 'Contingency' },
    description: {
      'zh-cn': '应急预案、应急响应小组与值班、演习类型与计划、演习记录与参与人员、岸基应急演练',
      en: 'Emergency plans, the emergency response team and its duty roster, drill types and schedule, drill records and participants, shore exercises',
    },
    optional: true,
    dependsOn: ['fleet', 'crew', 'setting', 'ncr'],
    menus: MENUS,
  },
  [plans, drills, oversight],
);

export { seedDemoContingency } from './demo.js';
