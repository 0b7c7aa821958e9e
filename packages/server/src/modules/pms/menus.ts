import { CRUD, type MenuSeed } from '../../platform/menus.js';

/**
 * 维修保养计划 (DOMAIN.md §4.6), weigh 140. `pms/job` keeps the placeholder's name (the job definitions, the
 * plan's lines), so the rules already in installations stay.
 */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'pms',
    title: { 'zh-cn': '维修保养计划', en: 'Planned maintenance' },
    icon: 'ToolOutlined',
    weigh: 140,
    children: [
      { name: 'pms/component', title: { 'zh-cn': '设备', en: 'Equipment' }, icon: 'ApartmentOutlined', actions: [...CRUD, 'copyTree'] },
      { name: 'pms/counter', title: { 'zh-cn': '运行计数器', en: 'Running-hour counters' }, icon: 'DashboardOutlined', actions: [...CRUD, 'read', 'reset'] },
      { name: 'pms/counterReading', title: { 'zh-cn': '计数器读数记录', en: 'Counter readings' }, icon: 'FileSearchOutlined', actions: ['index'] },
      { name: 'pms/job', title: { 'zh-cn': '保养项目', en: 'Maintenance jobs' }, icon: 'ToolOutlined', actions: CRUD },
      {
        name: 'pms/workOrder',
        title: { 'zh-cn': '工单', en: 'Work orders' },
        icon: 'ProfileOutlined',
        actions: [...CRUD, 'start', 'complete', 'verify', 'requestPostpone', 'cancel'],
      },
      { name: 'pms/defect', title: { 'zh-cn': '设备缺陷', en: 'Defects' }, icon: 'BugOutlined', actions: [...CRUD, 'raiseNcr', 'createWorkOrder'] },
      { name: 'pms/sparePart', title: { 'zh-cn': '备件', en: 'Spare parts' }, icon: 'InboxOutlined', actions: CRUD },
    ],
  },
];
