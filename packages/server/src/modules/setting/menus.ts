import { type MenuSeed } from '../../platform/menus.js';

/**
 * 系统设置 (DOMAIN.md §4.15): the master data and rules every area reads. Other modules hang their own
 * settings under this directory with `parent: 'setting'` (approval flows).
 */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'setting',
    title: { 'zh-cn': '系统设置', en: 'System settings' },
    icon: 'SettingOutlined',
    weigh: 55,
    children: [],
  },
];
