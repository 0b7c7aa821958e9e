import { supplierBankDescription, supplierDescription, supplierEvaluationDescription } from '@vessel/contract';
import { resource, type AreaPages } from '../admin-page-entry';

/** This part's hand-written pages and the resources it ships words for (admin-pages.ts joins every area's). */
export const PAGES: AreaPages = {
  pages: [resource(supplierDescription.def, () => import('./supplier-page')), resource(supplierEvaluationDescription.def, () => import('./evaluation-page'))],
  // The bank details are drawn by the catch-all page, for those with their right only.
  resources: [supplierDescription.def, supplierEvaluationDescription.def, supplierBankDescription.def],
};
