import { CRUD, type MenuSeed } from '../../platform/menus.js';

/** The cert module's menus and rights (weigh: its place among every module's top-level entries, spec §1). */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'cert',
    title: { 'zh-cn': '证书管理', en: 'Certificates' },
    icon: 'SafetyCertificateOutlined',
    weigh: 160,
    children: [
      { name: 'cert/certificate', title: { 'zh-cn': '证书', en: 'Certificates' }, icon: 'SafetyCertificateOutlined', actions: [...CRUD, 'recordSurvey', 'renew', 'print'] },
      { name: 'cert/certificateSurvey', title: { 'zh-cn': '检验窗口', en: 'Survey windows' }, icon: 'CalendarOutlined', actions: ['index'] },
      { name: 'cert/certificateType', title: { 'zh-cn': '证书类型', en: 'Certificate types' }, icon: 'TagsOutlined', actions: [...CRUD, 'sortable'] },
    ],
  },
];
