import { CRUD, TREE, type MenuSeed } from '../../platform/menus.js';

/** The auth module's menus and rights (weigh: its place among every module's top-level entries, spec §1). */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'auth',
    title: { 'zh-cn': '权限管理', en: 'Permissions' },
    icon: 'LockOutlined',
    weigh: 40,
    children: [
      { name: 'auth/admin', title: { 'zh-cn': '管理员', en: 'Administrators' }, icon: 'UserOutlined', actions: CRUD },
      { name: 'auth/group', title: { 'zh-cn': '角色组', en: 'Roles' }, icon: 'TeamOutlined', actions: CRUD },
      { name: 'auth/rule', title: { 'zh-cn': '菜单规则', en: 'Menu rules' }, icon: 'MenuOutlined', actions: TREE },
      { name: 'auth/department', title: { 'zh-cn': '部门', en: 'Departments' }, icon: 'ApartmentOutlined', actions: TREE },
      { name: 'auth/adminLog', title: { 'zh-cn': '管理员日志', en: 'Administrator log' }, icon: 'ProfileOutlined', actions: ['index'] },
    ],
  },
];
