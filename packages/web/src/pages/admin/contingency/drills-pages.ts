import { drillDescription, drillParticipantDescription, drillTypeDescription } from '@vessel/contract';
import { page, resource, type AreaPages } from '../admin-page-entry';

/** This part's hand-written pages and the resources it ships words for (admin-pages.ts joins every area's). */
export const PAGES: AreaPages = {
  pages: [resource(drillDescription.def, () => import('./drills-drill-page')), page('contingency/schedule', () => import('./drills-schedule-page'))],
  // Drill types and the participants' rows are drawn by the catch-all page.
  resources: [drillTypeDescription.def, drillDescription.def, drillParticipantDescription.def],
};
