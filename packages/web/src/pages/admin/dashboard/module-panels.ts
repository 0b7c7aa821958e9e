/**
 * The panels of the maritime modules, registered with the dashboard (dashboard-panels.ts). The overview
 * is served by the dashboard endpoint, so it shows to who holds its right (`dashboard/index`).
 */
import { registerDashboardPanel } from './dashboard-panels';
import { OverviewPanel } from './overview-panel';

/** The rule that opens GET /admin/dashboard/overview. */
export const OVERVIEW_RIGHT = 'dashboard/index';

registerDashboardPanel({ key: 'overview', order: 10, right: OVERVIEW_RIGHT, Component: OverviewPanel });
