import type { VesselModule } from '../../platform/module.js';
import { terminalRoutes } from './routes.js';

/** The terminal panel's server side (issue 7): a fixed list of commands, run one at a time, streamed back. */
export const terminalModule: VesselModule = { name: 'terminal', routes: terminalRoutes };
