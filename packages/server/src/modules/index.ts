import type { ModuleManifest } from '../platform/module.js';
import { manifest as alert } from './alert/index.js';
import { manifest as approval } from './approval/index.js';
import { manifest as audit } from './audit/index.js';
import { manifest as auth } from './auth/index.js';
import { manifest as bench } from './bench/index.js';
import { manifest as bunker } from './bunker/index.js';
import { manifest as captcha } from './captcha/index.js';
import { manifest as cert } from './cert/index.js';
import { manifest as common } from './common/index.js';
import { manifest as contingency } from './contingency/index.js';
import { manifest as crew } from './crew/index.js';
import { manifest as crud } from './crud/index.js';
import { manifest as document } from './document/index.js';
import { manifest as dashboard } from './dashboard/index.js';
import { manifest as editor } from './editor/index.js';
import { manifest as evaluation } from './evaluation/index.js';
import { manifest as fleet } from './fleet/index.js';
import { manifest as ncr } from './ncr/index.js';
import { manifest as messaging } from './messaging/index.js';
import { manifest as moduleStore } from './module/index.js';
import { manifest as pms } from './pms/index.js';
import { manifest as routine } from './routine/index.js';
import { manifest as setting } from './setting/index.js';
import { manifest as supervision } from './supervision/index.js';
import { manifest as supplier } from './supplier/index.js';
import { manifest as security } from './security/index.js';
import { manifest as system } from './system/index.js';
import { manifest as terminal } from './terminal/index.js';
import { manifest as todo } from './todo/index.js';
import { manifest as user } from './user/index.js';

/**
 * The built-in modules: a new area is its folder and one line here. The registry orders them by their
 * dependencies (app.ts); the menu's order is each manifest's own (`weigh`). The module store records
 * which of them are enabled.
 */
export const BUILT_IN_MODULES: readonly ModuleManifest[] = [
  system,
  common,
  captcha,
  messaging,
  auth,
  routine,
  user,
  fleet,
  cert,
  bunker,
  crew,
  todo,
  alert,
  dashboard,
  setting,
  approval,
  ncr,
  audit,
  supervision,
  pms,
  document,
  supplier,
  contingency,
  evaluation,
  // Last: lists a recycle rule for every other module's resources.
  security,
  terminal,
  // After security: its recycle bin keeps the rows of a dropped table.
  crud,
  editor,
  moduleStore,
  ...(process.env.BENCH_ROUTES === '1' ? [bench] : []),
];
