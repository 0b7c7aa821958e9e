import type { ModulePart } from '../../../platform/module.js';

/** Filled by the work: see the module's index.ts for what this part holds. */
export const PART: ModulePart = {};
