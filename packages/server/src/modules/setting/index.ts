import type { ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';

/**
 * System settings (DOMAIN.md §4.0, §4.15): dictionaries, numbering rules and checklist templates, the
 * shared concepts every area reads through the platform's services (platform/dictionaries.ts,
 * numbering.ts, checklists.ts).
 */
export const manifest: ModuleManifest = {
  name: 'setting',
  version: '1.0.0',
  core: true,
  title: { 'zh-cn': '系统设置', en: 'System settings' },
  menus: MENUS,
};
