import { CRUD, TREE, type MenuSeed } from '../../platform/menus.js';

/** The crew module's menus and rights (weigh: its place among every module's top-level entries, spec §1). */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'crew',
    title: { 'zh-cn': '人员管理', en: 'Personnel' },
    icon: 'TeamOutlined',
    weigh: 170,
    children: [
      { name: 'crew/position', title: { 'zh-cn': '职务', en: 'Positions' }, icon: 'IdcardOutlined', actions: TREE },
      { name: 'crew/positionRequirement', title: { 'zh-cn': '职务证书要求', en: 'Document requirements' }, icon: 'AuditOutlined', actions: CRUD },
      { name: 'crew/seafarer', title: { 'zh-cn': '船员', en: 'Seafarers' }, icon: 'UserOutlined', actions: [...CRUD, 'print'] },
      { name: 'crew/assignment', title: { 'zh-cn': '船员动态', en: 'Crew movements' }, icon: 'SwapOutlined', actions: [...CRUD, 'nominate', 'approve', 'prepare', 'signOn', 'signOff', 'cancel', 'crewList'] },
      { name: 'crew/contract', title: { 'zh-cn': '劳务合同', en: 'Employment contracts' }, icon: 'FileProtectOutlined', actions: CRUD },
      { name: 'crew/seaService', title: { 'zh-cn': '海上资历', en: 'Sea service' }, icon: 'HistoryOutlined', actions: CRUD },
      { name: 'crew/seafarerDocument', title: { 'zh-cn': '船员证件', en: 'Seafarer documents' }, icon: 'SolutionOutlined', actions: [...CRUD, 'verify'] },
    ],
  },
];
