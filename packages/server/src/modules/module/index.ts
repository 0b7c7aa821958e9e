import type { ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';
import { moduleStoreRoutes } from './routes.js';

/**
 * The module store (BuildAdmin's `/admin/module/*`): the catalogue of built-in modules and stored
 * packages, their states, and every change to them, previewed first. The platform does the work
 * (platform/module-packages.ts); this module answers the administrators.
 */
export const manifest: ModuleManifest = {
  name: 'module',
  version: '1.0.0',
  core: true,
  title: { 'zh-cn': '模块市场', en: 'Module store' },
  menus: MENUS,
  routes: moduleStoreRoutes,
};
