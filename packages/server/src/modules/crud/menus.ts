import type { MenuSeed } from '../../platform/menus.js';

/** The generator's menu, as the planned placeholder held it: the same rule name, so installations keep it. */
export const MENUS: readonly MenuSeed[] = [
  { name: 'crud', title: { 'zh-cn': 'CRUD代码生成', en: 'CRUD generator' }, icon: 'CodeOutlined', weigh: 0, actions: ['index', 'generate', 'delete'] },
];
