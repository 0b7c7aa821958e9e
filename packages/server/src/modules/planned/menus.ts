import { CRUD, type MenuSeed } from '../../platform/menus.js';

/** The planned module's menus and rights (weigh: its place among every module's top-level entries, spec §1). */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'contingency',
    title: { 'zh-cn': '应急管理', en: 'Contingency' },
    icon: 'AlertOutlined',
    weigh: 100,
    children: [
      { name: 'contingency/drill', title: { 'zh-cn': '演习', en: 'Drills' }, icon: 'AlertOutlined', actions: CRUD },
    ],
  },
  {
    name: 'evaluation',
    title: { 'zh-cn': '评价与评审', en: 'Evaluation and review' },
    icon: 'StarOutlined',
    weigh: 90,
    children: [
      { name: 'evaluation/review', title: { 'zh-cn': '管理评审', en: 'Management reviews' }, icon: 'StarOutlined', actions: CRUD },
    ],
  },
];
