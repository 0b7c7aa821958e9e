import { CRUD, type MenuSeed } from '../../platform/menus.js';

/** The todo module's menus and rights (weigh: its place among every module's top-level entries, spec §1). */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'todo',
    title: { 'zh-cn': '待办事项', en: 'To-do list' },
    icon: 'CheckSquareOutlined',
    weigh: 130,
    children: [
      { name: 'todo/todo', title: { 'zh-cn': '待办', en: 'To-dos' }, icon: 'CheckSquareOutlined', actions: CRUD },
    ],
  },
];
