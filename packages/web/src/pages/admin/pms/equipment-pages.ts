import { componentDescription, counterDescription, counterReadingDescription, jobDescription } from '@vessel/contract';
import { resource, type AreaPages } from '../admin-page-entry';

/** This part's hand-written pages and the resources it ships words for (admin-pages.ts joins every area's). */
export const PAGES: AreaPages = {
  pages: [
    resource(componentDescription.def, () => import('./equipment-component-page')),
    resource(counterDescription.def, () => import('./equipment-counter-page')),
    resource(jobDescription.def, () => import('./equipment-job-page')),
  ],
  // The readings' history has no page of its own: the catch-all draws it (and each counter's drawer shows its own).
  resources: [componentDescription.def, counterDescription.def, counterReadingDescription.def, jobDescription.def],
};
