import type { MenuSeed } from '../../platform/menus.js';

/**
 * The module store's menu and rights. The rule was a placeholder of the planned areas: same name, so an
 * installation keeps its rule and the roles that hold it (migration 0015 records it under this module).
 */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'moduleStore',
    title: { 'zh-cn': '模块市场', en: 'Module store' },
    icon: 'AppstoreOutlined',
    weigh: 10,
    actions: ['index', 'install', 'changeState', 'uninstall', 'upload', 'export'],
  },
];
