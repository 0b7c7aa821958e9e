/**
 * The resources registered on the server that this administrator may list, by page path, as GET
 * /admin/resource/definitions answered them: what the catch-all resource page draws. Held in memory for
 * the session's index (the admin menus), like the menu itself: a new index (a new login, a reload)
 * asks again, and so does a path not found in what was answered (a resource added since).
 */
import { create } from 'zustand';
import type { ResourceDefinition } from '@vessel/contract';
import { readResourceDefinitions } from '../api/admin/resource-definitions';

export interface ResourceDefinitionsState {
  /** The admin index the definitions were fetched for (useAdminMenus' menus), or null before any. */
  forIndex: object | null;
  byPath: ReadonlyMap<string, ResourceDefinition>;
  set(forIndex: object, definitions: readonly ResourceDefinition[]): void;
  reset(): void;
}

export const useResourceDefinitions = create<ResourceDefinitionsState>()((set) => ({
  forIndex: null,
  byPath: new Map(),
  set: (forIndex, definitions) => set({ forIndex, byPath: new Map(definitions.map((entry) => [entry.def.path, entry])) }),
  reset: () => set({ forIndex: null, byPath: new Map() }),
}));

let inFlight: { forIndex: object; promise: Promise<void> } | null = null;

function fetchFor(forIndex: object): Promise<void> {
  if (inFlight?.forIndex === forIndex) return inFlight.promise;
  const promise = readResourceDefinitions()
    .then(({ data }) => useResourceDefinitions.getState().set(forIndex, data.resources))
    .finally(() => {
      if (inFlight?.promise === promise) inFlight = null;
    });
  inFlight = { forIndex, promise };
  return promise;
}

/**
 * The definition of the resource whose page is `path`: from what was answered for this index, else
 * asked again (the first time for this index, or a resource registered since the last answer); null
 * when the server does not offer it to this administrator.
 */
export async function definitionOfPath(path: string, forIndex: object): Promise<ResourceDefinition | null> {
  const held = useResourceDefinitions.getState();
  if (held.forIndex === forIndex && held.byPath.has(path)) return held.byPath.get(path)!;
  await fetchFor(forIndex);
  return useResourceDefinitions.getState().byPath.get(path) ?? null;
}
