import type { ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';

/** Supervision and external inspections (DOMAIN.md §4.12, §3.4, §3.7): PSC, flag, class, vetting, superintendent visits. */
export const manifest: ModuleManifest = {
  name: 'supervision',
  version: '1.0.0',
  optional: true,
  title: { 'zh-cn': '监督检查', en: 'Supervision' },
  dependsOn: ['fleet', 'setting', 'ncr'],
  menus: MENUS,
};
