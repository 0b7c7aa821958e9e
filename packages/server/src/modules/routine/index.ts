import type { VesselModule } from '../../platform/module.js';
import { configRoutes } from './config-routes.js';
import { seedSettings } from './settings.js';

/** Routine administration: system configuration (attachments arrive here next). */
export const routineModule: VesselModule = {
  name: 'routine',
  routes: (app, context) => configRoutes(app, context, context.settings),
  seed: (context) => seedSettings(context.db, context.config),
};
