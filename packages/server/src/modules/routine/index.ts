import type { VesselModule } from '../../platform/module.js';
import { attachmentRoutes } from './attachment-routes.js';
import { configRoutes } from './config-routes.js';
import { seedSettings } from '../../platform/settings/settings.js';

/** Routine administration: system configuration and attachments. */
export const routineModule: VesselModule = {
  name: 'routine',
  async routes(app, context) {
    configRoutes(app, context, context.settings);
    await attachmentRoutes(app, context);
  },
  seed: (context) => seedSettings(context.db, context.config),
};
