import type { ModulePart } from '../../../platform/module.js';
import { CONTROL_MIGRATIONS, documentResource, folderResource, versionResource } from './schema.js';

/** The folder tree, documents and versions (see the module's index.ts). */
export const PART: ModulePart = {
  migrations: CONTROL_MIGRATIONS,
  resources: [folderResource.binding, documentResource.binding, versionResource.binding],
};
