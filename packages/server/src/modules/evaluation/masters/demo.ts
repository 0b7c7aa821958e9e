import type { PartDemo } from '../demo-input.js';

/** The demo's master's reviews per ship, last year's answered (skeleton: filled by the part's owner). */
export const seedDemoMasterReviews: PartDemo = async () => ({});
