import type { VesselModule } from '../../platform/module.js';
import { registerResource } from '../../platform/resource/register.js';
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
export const userModule: VesselModule = {
  name: 'user',
  routes(app, context) {
    for (const binding of userBindings(() => context.settings)) registerResource(app, context, binding);
    const services = memberServices(context);
    checkInRoutes(app, services);
    codeRoutes(app, services);
    accountRoutes(app, services);
  },
  seed: (context) => seedMemberCentre(context.db),
};
