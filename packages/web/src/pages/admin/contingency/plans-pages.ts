import { emergencyContactDescription, emergencyPlanDescription, ertDutyDescription } from '@vessel/contract';
import { resource, type AreaPages } from '../admin-page-entry';

/** This part's hand-written pages and the resources it ships words for (admin-pages.ts joins every area's). */
export const PAGES: AreaPages = {
  pages: [resource(emergencyPlanDescription.def, () => import('./plans-plan-page'))],
  // Contacts and the duty roster are drawn by the catch-all resource page.
  resources: [emergencyPlanDescription.def, emergencyContactDescription.def, ertDutyDescription.def],
};
