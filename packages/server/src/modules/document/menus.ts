import { CRUD, type MenuSeed } from '../../platform/menus.js';

/**
 * 文件管理 (DOMAIN.md §4.13, ISM 11), weigh 70. `document/document` keeps the placeholder's name, so the
 * rules already in installations stay.
 */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'document',
    title: { 'zh-cn': '文件管理', en: 'Documents' },
    icon: 'FolderOpenOutlined',
    weigh: 70,
    children: [
      { name: 'document/folder', title: { 'zh-cn': '文件目录', en: 'Folders' }, icon: 'FolderOutlined', actions: CRUD },
      { name: 'document/document', title: { 'zh-cn': '受控文件', en: 'Controlled documents' }, icon: 'FileTextOutlined', actions: [...CRUD, 'obsolete'] },
      { name: 'document/version', title: { 'zh-cn': '文件版本', en: 'Document versions' }, icon: 'HistoryOutlined', actions: [...CRUD, 'submit', 'issue', 'obsolete'] },
      { name: 'document/distribution', title: { 'zh-cn': '文件分发', en: 'Distributions' }, icon: 'SendOutlined', actions: CRUD },
      // ackOnBehalf: acknowledging for the person an acknowledgement waits for (a DPA for an absent master).
      { name: 'document/acknowledgement', title: { 'zh-cn': '文件签收', en: 'Acknowledgements' }, icon: 'CheckSquareOutlined', actions: ['index', 'acknowledge', 'ackOnBehalf'] },
      { name: 'document/changeRequest', title: { 'zh-cn': '文件修改申请', en: 'Change requests' }, icon: 'EditOutlined', actions: [...CRUD, 'accept', 'reject', 'implement'] },
    ],
  },
];
