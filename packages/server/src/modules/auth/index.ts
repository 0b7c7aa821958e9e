import type { VesselModule } from '../../platform/module.js';
import { authRoutes } from './routes.js';
import { seedFirstAdmin } from './seed.js';

export const authModule: VesselModule = {
  name: 'auth',
  routes: authRoutes,
  seed: (context) => seedFirstAdmin(context, (text) => process.stdout.write(`${text}\n`)),
};
