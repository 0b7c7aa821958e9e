import { API, type ResourceDefinitionsAnswer } from '@vessel/contract';
import { http } from '../app-http-client';

/** GET /admin/resource/definitions: the registered resources the caller may list, with their declarations and words. */
export function readResourceDefinitions() {
  return http.get<ResourceDefinitionsAnswer>(API.resourceDefinitions);
}
