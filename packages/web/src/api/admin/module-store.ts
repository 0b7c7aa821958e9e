/** The module store's calls (issue 15, server modules/module/routes.ts). */
import type { ModuleCatalogueAnswer, ModuleChange, ModuleChangePreview, ModuleChangeProgress, ModulePackage } from '@vessel/contract';
import { http } from '../app-http-client';

const BASE = '/admin/module/';
const WRITE = { showSuccessMessage: true } as const;

/** GET /admin/module/index: built-in modules and stored packages, with state, dependencies and what each adds. */
export function moduleCatalogue() {
  return http.get<ModuleCatalogueAnswer>(`${BASE}index`);
}

/** GET /admin/module/preview: what a change would do, before it is done. */
export function previewModuleChange(uid: string, state: ModuleChange) {
  return http.get<ModuleChangePreview>(`${BASE}preview`, { uid, state });
}

/** Does a change: install, enable and disable, uninstall keeping data or purging it (`confirm`: the module's name retyped). */
export function changeModule(uid: string, change: ModuleChange, confirm?: string) {
  switch (change) {
    case 'install':
      return http.post<null>(`${BASE}install`, { uid }, WRITE);
    case 'enable':
    case 'disable':
      return http.post<null>(`${BASE}changeState`, { uid, state: change }, WRITE);
    case 'uninstall':
      return http.post<null>(`${BASE}uninstall`, { uid }, WRITE);
    case 'purge':
      return http.post<null>(`${BASE}uninstall`, { uid, purge: true, confirm: confirm ?? '' }, { ...WRITE, showCodeMessage: false });
  }
}

/**
 * GET /admin/module/ownProgress: how far the change of `uid` this session started, running on the answering
 * server process, has come (null: none runs there). Answered from the server's memory, so also while the
 * change holds the embedded database. Asked again and again while the change runs: a failure says nothing.
 */
export async function moduleChangeProgress(uid: string): Promise<ModuleChangeProgress | null> {
  return (await http.get<ModuleChangeProgress | null>(`${BASE}ownProgress`, { uid }, { showErrorMessage: false, showCodeMessage: false })).data;
}

export interface ModuleUploadAnswer {
  uid: string;
  upgraded: boolean;
  /** What installing it would do; null when it upgraded an installed module. */
  preview: ModuleChangePreview | null;
}

/** POST /admin/module/upload: a package file's JSON, verified and stored uninstalled (or upgrading the installed one). */
export function uploadModulePackage(pkg: unknown) {
  return http.post<ModuleUploadAnswer>(`${BASE}upload`, { package: pkg }, WRITE);
}

/** GET /admin/module/export: a stored package as signed. */
export function exportModulePackage(uid: string) {
  return http.get<ModulePackage>(`${BASE}export`, { uid });
}
