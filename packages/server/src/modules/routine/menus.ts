import { type MenuSeed } from '../../platform/menus.js';

/**
 * The routine module's menus and rights (weigh: its place among every module's entries, spec §1). Its
 * directory also holds the messaging module's SMS outbox (weigh 0, last).
 */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'routine',
    title: { 'zh-cn': '常规管理', en: 'Routine' },
    icon: 'SettingOutlined',
    weigh: 30,
    children: [
      { name: 'routine/config', title: { 'zh-cn': '系统配置', en: 'System configuration' }, icon: 'SettingOutlined', weigh: 30, actions: ['index', 'edit', 'add', 'del'] },
      { name: 'routine/attachment', title: { 'zh-cn': '附件管理', en: 'Attachments' }, icon: 'PaperClipOutlined', weigh: 20, actions: ['index', 'edit', 'del'] },
      { name: 'routine/adminInfo', title: { 'zh-cn': '个人资料', en: 'My profile' }, icon: 'ProfileOutlined', weigh: 10, actions: ['index', 'edit'] },
    ],
  },
];
