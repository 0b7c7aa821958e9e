import { CRUD, type MenuSeed } from '../../platform/menus.js';

/** The fleet module's menus and rights (weigh: its place among every module's top-level entries, spec §1). */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'fleet',
    title: { 'zh-cn': '船舶管理', en: 'Fleet' },
    icon: 'CompassOutlined',
    weigh: 180,
    children: [
      { name: 'fleet/ship', title: { 'zh-cn': '船舶', en: 'Ships' }, icon: 'CompassOutlined', actions: CRUD },
    ],
  },
];
