import { type MenuSeed } from '../../platform/menus.js';

/** The alert module's menus and rights (weigh: its place among every module's top-level entries, spec §1). */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'alert',
    title: { 'zh-cn': '预警', en: 'Alerts' },
    icon: 'BellOutlined',
    weigh: 120,
    children: [
      { name: 'alert/alert', title: { 'zh-cn': '预警信息', en: 'Alerts' }, icon: 'BellOutlined', actions: ['index', 'ack', 'run'] },
    ],
  },
  // Rules are settings (DOMAIN.md §4.15): under 系统设置, beside the other rules an administrator keeps.
  { name: 'alert/alertRule', title: { 'zh-cn': '预警规则', en: 'Alert rules' }, icon: 'ControlOutlined', parent: 'setting', weigh: 0, actions: ['index', 'edit'] },
];
