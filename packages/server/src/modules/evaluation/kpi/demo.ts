import type { PartDemo } from '../demo-input.js';

/** The demo's KPI objectives for the past and current year (skeleton: filled by the part's owner). */
export const seedDemoKpis: PartDemo = async () => ({});
