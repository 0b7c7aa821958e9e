import type { VesselModule } from '../platform/module.js';
import { authModule } from './auth/index.js';
import { alertModule } from './alert/index.js';
import { benchModule } from './bench/index.js';
import { certModule } from './cert/index.js';
import { dashboardModule } from './dashboard/index.js';
import { todoModule } from './todo/index.js';
import { captchaModule } from './captcha/index.js';
import { commonModule } from './common/index.js';
import { crewModule } from './crew/index.js';
import { fleetModule } from './fleet/index.js';
import { messagingModule } from './messaging/index.js';
import { routineModule } from './routine/index.js';
import { securityModule } from './security/index.js';
import { systemModule } from './system/index.js';
import { terminalModule } from './terminal/index.js';
import { userModule } from './user/index.js';

/** The areas the server runs, in menu order. The module store will persist and toggle this list. */
export const MODULES: readonly VesselModule[] = [
  systemModule,
  commonModule,
  captchaModule,
  messagingModule,
  authModule,
  routineModule,
  userModule,
  fleetModule,
  crewModule,
  certModule,
  todoModule,
  alertModule,
  dashboardModule,
  securityModule,
  terminalModule,
  ...(process.env.BENCH_ROUTES === '1' ? [benchModule] : []),
];
