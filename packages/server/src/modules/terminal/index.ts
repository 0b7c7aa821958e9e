import type { ModuleManifest } from '../../platform/module.js';
import { terminalRoutes } from './routes.js';
import { provideTerminalServices } from './services.js';

/** The terminal panel's server side (issue 7): a fixed list of commands, run one at a time, streamed back. */
export const manifest: ModuleManifest = {
  name: 'terminal',
  version: '1.0.0',
  optional: true,
  title: { 'zh-cn': '终端', en: 'Terminal' },
  provide: provideTerminalServices,
  routes: terminalRoutes,
};
