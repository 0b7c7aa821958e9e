import { appraisalDescription } from '@vessel/contract';
import { resource, type AreaPages } from '../admin-page-entry';

/** This part's hand-written pages and the resources it ships words for (admin-pages.ts joins every area's). */
export const PAGES: AreaPages = { pages: [resource(appraisalDescription.def, () => import('./appraisal-page'))], resources: [appraisalDescription.def] };
