import type { ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';
import { accountRoutes } from './account-routes.js';
import { checkInRoutes } from './check-in-routes.js';
import { codeRoutes } from './code-routes.js';
import { seedMemberCentre } from './member-menu.js';
import { memberServices } from './member-services.js';
import { userBindings } from './resources.js';

/**
 * Members: accounts, groups, the member centre's rules, balance and score ledgers (the back office),
 * and the member centre's own calls: login and registration, codes by mail and SMS, the account pages.
 */
export const manifest: ModuleManifest = {
  name: 'user',
  version: '1.0.0',
  core: true,
  title: { 'zh-cn': '会员管理', en: 'Members' },
  dependsOn: ['captcha', 'messaging'],
  menus: MENUS,
  resources: (context) => userBindings(() => context.settings),
  routes(app, context) {
    const services = memberServices(context);
    checkInRoutes(app, services);
    codeRoutes(app, services);
    accountRoutes(app, services);
  },
  seed: (context) => seedMemberCentre(context.db),
};
