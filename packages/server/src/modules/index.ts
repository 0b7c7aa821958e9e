import type { VesselModule } from '../platform/module.js';
import { authModule } from './auth/index.js';
import { benchModule } from './bench/index.js';
import { commonModule } from './common/index.js';
import { routineModule } from './routine/index.js';
import { securityModule } from './security/index.js';
import { systemModule } from './system/index.js';
import { terminalModule } from './terminal/index.js';
import { userModule } from './user/index.js';

/** The areas the server runs, in menu order. The module store will persist and toggle this list. */
export const MODULES: readonly VesselModule[] = [
  systemModule,
  commonModule,
  authModule,
  routineModule,
  userModule,
  securityModule,
  terminalModule,
  ...(process.env.BENCH_ROUTES === '1' ? [benchModule] : []),
];
