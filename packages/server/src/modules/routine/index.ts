import type { ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';
import { attachmentBinding, attachmentRoutes, storedFiles } from './attachment-routes.js';
import { provideService } from '../../platform/services.js';
import { STORED_FILES } from '../../platform/stored-files.js';
import { configResource, configRoutes } from './config-routes.js';
import { areaRoutes } from './area-routes.js';

import { seedSettings } from '../../platform/settings/settings.js';
import { config } from '../../platform/settings/tables.js';

/** Routine administration: system configuration and attachments. */
export const manifest: ModuleManifest = {
  name: 'routine',
  version: '1.0.0',
  core: true,
  title: { 'zh-cn': '常规管理', en: 'Routine' },
  menus: MENUS,
  provide: (context) => provideService(STORED_FILES, storedFiles(context), 'routine'),
  resources: (context) => [attachmentBinding(context), { def: configResource, table: config, ownRoutes: true }],
  async routes(app, context) {
    configRoutes(app, context, context.settings);
    await attachmentRoutes(app, context);
    areaRoutes(app);
  },
  seed: (context) => seedSettings(context.db, context.config),
};
