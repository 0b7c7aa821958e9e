import type { ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';

/** Audits (DOMAIN.md §4.8): the ISM/ISPS/MLC audit programme, plans, checklists, reports and findings. */
export const manifest: ModuleManifest = {
  name: 'audit',
  version: '1.0.0',
  title: { 'zh-cn': '审核管理', en: 'Audits and inspections' },
  dependsOn: ['fleet', 'cert', 'crew', 'setting', 'approval', 'ncr'],
  menus: MENUS,
};
