import type { ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';
import { profileRoutes } from './profile.js';
import { AUTH_BINDINGS } from './resources.js';
import { authRoutes } from './routes.js';
import { seedFirstAdmin, seedOrganisation } from './seed.js';

/** Administrators, roles, rules (menu and rights), departments, the administrator log and the profile. */
export const manifest: ModuleManifest = {
  name: 'auth',
  version: '1.0.0',
  core: true,
  title: { 'zh-cn': '权限管理', en: 'Permissions' },
  menus: MENUS,
  resources: AUTH_BINDINGS,
  routes(app, context) {
    authRoutes(app, context);
    profileRoutes(app, context);
  },
  async seed(context) {
    await seedOrganisation(context.db);
    await seedFirstAdmin(context, (text) => process.stdout.write(`${text}\n`));
  },
};
