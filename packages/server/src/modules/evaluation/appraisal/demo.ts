import type { PartDemo } from '../demo-input.js';

/** The demo's crew appraisals at sign-off and periodic ones (skeleton: filled by the part's owner). */
export const seedDemoAppraisals: PartDemo = async () => ({});
