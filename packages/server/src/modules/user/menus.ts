import { CRUD, TREE, type MenuSeed } from '../../platform/menus.js';

/** The user module's menus and rights (weigh: its place among every module's top-level entries, spec §1). */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'user',
    title: { 'zh-cn': '会员管理', en: 'Members' },
    icon: 'UserOutlined',
    weigh: 50,
    children: [
      { name: 'user/user', title: { 'zh-cn': '会员', en: 'Members' }, icon: 'UserOutlined', actions: CRUD },
      { name: 'user/group', title: { 'zh-cn': '会员分组', en: 'Member groups' }, icon: 'GroupOutlined', actions: CRUD },
      { name: 'user/rule', title: { 'zh-cn': '会员规则', en: 'Member rules' }, icon: 'ApartmentOutlined', actions: TREE },
      { name: 'user/moneyLog', title: { 'zh-cn': '余额日志', en: 'Balance log' }, icon: 'MoneyCollectOutlined', actions: ['index', 'add'] },
      { name: 'user/scoreLog', title: { 'zh-cn': '积分日志', en: 'Score log' }, icon: 'TrophyOutlined', actions: ['index', 'add'] },
    ],
  },
];
