import type { ModulePart } from '../../../platform/module.js';

/** Skeleton: this part's owner fills it (resources, steps, alert sources, tiles, settings, translations). */
export const PART: ModulePart = {};
