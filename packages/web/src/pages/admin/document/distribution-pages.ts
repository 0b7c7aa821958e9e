import { acknowledgementDescription, changeRequestDescription, distributionDescription } from '@vessel/contract';
import { resource, type AreaPages } from '../admin-page-entry';

/** This part's hand-written pages and the resources it ships words for (admin-pages.ts joins every area's). */
export const PAGES: AreaPages = {
  pages: [
    resource(distributionDescription.def, () => import('./distribution-page')),
    resource(acknowledgementDescription.def, () => import('./distribution-acknowledgement-page')),
    resource(changeRequestDescription.def, () => import('./distribution-change-request-page')),
  ],
  resources: [distributionDescription.def, acknowledgementDescription.def, changeRequestDescription.def],
};
