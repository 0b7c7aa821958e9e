import { type MenuSeed } from '../../platform/menus.js';

/** The messaging module's page, in the routine directory (after the routine module's own pages). */
export const MENUS: readonly MenuSeed[] = [
  { name: 'routine/smsOutbox', title: { 'zh-cn': '短信发件箱', en: 'SMS outbox' }, icon: 'MessageOutlined', parent: 'routine', weigh: 0, actions: ['index'] },
];
