import { CRUD, type MenuSeed } from '../../platform/menus.js';

/**
 * 应急管理 (DOMAIN.md §4.10, §3.6), weigh 100. `contingency/drill` keeps the placeholder's name (the drill
 * records), so the rules already in installations stay. Each part owns its entries:
 * plans/ (plan, contact, duty), drills/ (drillType, schedule, drill).
 */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'contingency',
    title: { 'zh-cn': '应急管理', en: 'Contingency' },
    icon: 'AlertOutlined',
    weigh: 100,
    children: [
      // plans/
      { name: 'contingency/plan', title: { 'zh-cn': '应急预案', en: 'Emergency plans' }, icon: 'FileProtectOutlined', actions: CRUD },
      { name: 'contingency/contact', title: { 'zh-cn': '应急联络', en: 'Emergency contacts' }, icon: 'PhoneOutlined', actions: CRUD },
      { name: 'contingency/duty', title: { 'zh-cn': '应急值班表', en: 'ERT duty roster' }, icon: 'ScheduleOutlined', actions: CRUD },
      // drills/
      { name: 'contingency/drillType', title: { 'zh-cn': '演习类型', en: 'Drill types' }, icon: 'UnorderedListOutlined', actions: CRUD },
      { name: 'contingency/schedule', title: { 'zh-cn': '演习计划', en: 'Drill schedule' }, icon: 'CalendarOutlined', actions: ['index'] },
      {
        name: 'contingency/drill',
        title: { 'zh-cn': '演习记录', en: 'Drills' },
        icon: 'AlertOutlined',
        actions: [...CRUD, 'conduct', 'sign', 'review', 'cancel', 'postpone', 'raiseNcr'],
      },
      // Per-person participation (who took part in which drill), written from the drill's form.
      { name: 'contingency/drillParticipant', title: { 'zh-cn': '演习参与记录', en: 'Drill participation' }, icon: 'TeamOutlined', actions: ['index'] },
    ],
  },
];
