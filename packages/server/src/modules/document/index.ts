import { composeModule } from '../../platform/module.js';
import { PART as control } from './control/part.js';
import { PART as distribution } from './distribution/part.js';
import { MENUS } from './menus.js';

/**
 * Document control (DOMAIN.md §4.13, ISM 11). Two parts:
 * - `control/`: the folder tree by level, controlled documents, versions with their files, review and
 *   approval through the approval flow, issue on the effective date (the previous version superseded),
 *   review dates, full-text search and the PDF preview;
 * - `distribution/`: distribution of a version to ships, departments, positions or people, acknowledgements
 *   (a master's confirms the obsolete copy removed), their to-dos and alerts, change requests, the demo.
 */
export const manifest = composeModule(
  {
    name: 'document',
    // 1.0.0 was the placeholder's menu (in the planned module).
    version: '1.1.0',
    title: { 'zh-cn': '文件管理', en: 'Documents' },
    description: {
      'zh-cn': '受控文件分级目录、版本审批与生效、分发与签收、文件修改申请、全文检索',
      en: 'Controlled documents by level, version approval and issue, distribution and acknowledgement, change requests, full-text search',
    },
    optional: true,
    dependsOn: ['fleet', 'crew', 'setting', 'approval'],
    menus: MENUS,
  },
  [control, distribution],
);

export { seedDemoDocuments } from './distribution/demo.js';
