import { crudLogResource } from '@vessel/contract';
import type { ModuleManifest } from '../../platform/module.js';
import type { ResourceBinding } from '../../platform/resource/define.js';
import { MENUS } from './menus.js';
import { MIGRATIONS } from './migrations.js';
import { crudRoutes } from './routes.js';
import { crudLog } from './tables.js';

const logBinding: ResourceBinding = { def: crudLogResource, table: crudLog };

/**
 * The CRUD generator (issue 15): a page designed in the browser becomes a table and a module package at
 * run time, served at once by the kit on every process; its log keeps every design and the DDL history.
 */
export const manifest: ModuleManifest = {
  name: 'crud',
  version: '1.0.0',
  title: { 'zh-cn': 'CRUD代码生成', en: 'CRUD generator' },
  dependsOn: ['security'],
  migrations: MIGRATIONS,
  menus: MENUS,
  resources: [logBinding],
  routes: crudRoutes,
};
