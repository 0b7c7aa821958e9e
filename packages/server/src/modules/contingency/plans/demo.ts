import type { PartDemo } from '../demo-input.js';

/** The demo's emergency plans, response team, duty roster and external contacts (skeleton: filled by the part's owner). */
export const seedDemoPlans: PartDemo = async () => ({});
