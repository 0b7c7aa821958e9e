import { defectDescription, sparePartDescription, workOrderDescription } from '@vessel/contract';
import { resource, type AreaPages } from '../admin-page-entry';

/** This part's hand-written pages and the resources it ships words for (admin-pages.ts joins every area's). */
export const PAGES: AreaPages = {
  pages: [
    resource(workOrderDescription.def, () => import('./work-order-page')),
    resource(defectDescription.def, () => import('./work-defect-page')),
    resource(sparePartDescription.def, () => import('./work-spare-page')),
  ],
  resources: [workOrderDescription.def, defectDescription.def, sparePartDescription.def],
};
