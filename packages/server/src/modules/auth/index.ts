import type { VesselModule } from '../../platform/module.js';
import { registerResource } from '../../platform/resource/register.js';
import { seedMenu } from './menu.js';
import { profileRoutes } from './profile.js';
import { AUTH_BINDINGS } from './resources.js';
import { authRoutes } from './routes.js';
import { seedFirstAdmin, seedOrganisation } from './seed.js';

/** Administrators, roles, rules (menu and rights), departments, the administrator log and the profile. */
export const authModule: VesselModule = {
  name: 'auth',
  routes(app, context) {
    authRoutes(app, context);
    profileRoutes(app, context);
    for (const binding of AUTH_BINDINGS) registerResource(app, context, binding);
  },
  async seed(context) {
    await seedMenu(context.db);
    await seedOrganisation(context.db);
    await seedFirstAdmin(context, (text) => process.stdout.write(`${text}\n`));
  },
};
