import type { VesselModule } from '../../platform/module.js';
import { systemRoutes } from './routes.js';

export const systemModule: VesselModule = { name: 'system', routes: systemRoutes };
