import type { PartDemo } from '../demo-input.js';

/** The demo's last year's held management review and this year's planned one (skeleton: filled by the part's owner). */
export const seedDemoManagementReviews: PartDemo = async () => ({});
