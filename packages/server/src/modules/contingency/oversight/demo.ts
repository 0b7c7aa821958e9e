import type { PartDemo } from '../demo-input.js';

/** The demo's year of drills per ship, some overdue (skeleton: filled by the part's owner). */
export const seedDemoDrills: PartDemo = async () => ({});
