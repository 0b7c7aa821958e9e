import { documentDescription, documentFolderDescription, documentVersionDescription } from '@vessel/contract';
import { resource, type AreaPages } from '../admin-page-entry';

/**
 * This part's hand-written pages and the resources it ships words for (admin-pages.ts joins every area's):
 * the documents page (folder tree, search, a document's versions); folders and the flat version list are
 * the catch-all's.
 */
export const PAGES: AreaPages = {
  pages: [resource(documentDescription.def, () => import('./control-documents-page'))],
  resources: [documentFolderDescription.def, documentDescription.def, documentVersionDescription.def],
};
