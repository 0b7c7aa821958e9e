import { type MenuSeed } from '../../platform/menus.js';

/** The dashboard module's menus and rights (weigh: its place among every module's top-level entries, spec §1). */
export const MENUS: readonly MenuSeed[] = [
  { name: 'dashboard', title: { 'zh-cn': '控制台', en: 'Dashboard' }, icon: 'DashboardOutlined', weigh: 190, keepalive: true, actions: ['index'] },
];
