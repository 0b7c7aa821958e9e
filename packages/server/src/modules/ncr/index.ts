import type { ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';

/** Non-conformance reports and CAPA (DOMAIN.md §4.9): the one finding → corrective-action pipeline. */
export const manifest: ModuleManifest = {
  name: 'ncr',
  version: '1.0.0',
  title: { 'zh-cn': '不符合报告', en: 'Non-conformities' },
  dependsOn: ['fleet', 'setting', 'approval'],
  menus: MENUS,
};
