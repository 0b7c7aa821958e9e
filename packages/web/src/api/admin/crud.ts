/** The CRUD generator's calls (issue 15, server modules/crud/routes.ts). */
import type { CrudFieldDesign, CrudGenerateRequest, CrudLoss } from '@vessel/contract';
import { useAdminInfo } from '../../stores/admin-info';
import { currentLang } from '../../locales/i18n';
import { http } from '../app-http-client';
import { clientConfig } from '../client-config';
import { signatureHeaders } from '../signing';
import { tokenHeaders } from '../token-headers';

/** A column of GET /admin/ajax/getTableFieldList, as the catalogue has it. */
export interface CatalogueColumnInfo {
  name: string;
  type: string;
  nullable: boolean;
  default: string | null;
  comment: string | null;
  primary: boolean;
}

export interface TableFieldList {
  table: string;
  pk: string | null;
  /** The module that owns the table, when one does. */
  owner: string | null;
  /** The log entry of the design that generated it, when one did. */
  logId: string | null;
  fields: CrudFieldDesign[];
  columns: CatalogueColumnInfo[];
}

/** GET /admin/ajax/getTableFieldList: each column with the field design it most likely is (`clean`: without the kit's columns). */
export function tableFieldList(table: string, clean = true) {
  return http.get<TableFieldList>('/admin/ajax/getTableFieldList', { table, clean: clean ? '1' : '0' });
}

/** A table of GET /admin/ajax/getTableList: who owns it, and the design that generated it. */
export interface CatalogueTable {
  table: string;
  owner: string | null;
  logId: string | null;
}

/** GET /admin/ajax/getTableList: the tables a design may start from. */
export function tableList() {
  return http.get<{ list: CatalogueTable[] }>('/admin/ajax/getTableList');
}

export interface CrudPreviewAnswer {
  mode: 'create' | 'adopt' | 'alter';
  statements: string[];
  losses: CrudLoss[];
}

/** POST /admin/crud.Crud/preview: the SQL a design would run and what it would lose. */
export function previewDesign(request: CrudGenerateRequest) {
  return http.post<CrudPreviewAnswer>('/admin/crud.Crud/preview', request, { showCodeMessage: false });
}

export interface CrudGenerateAnswer {
  /** The page's path under /admin/. */
  resource: string;
  name: string;
  logId: string;
}

/** POST /admin/crud.Crud/generate */
export function generateDesign(request: CrudGenerateRequest) {
  return http.post<CrudGenerateAnswer>('/admin/crud.Crud/generate', request, { showSuccessMessage: true, showCodeMessage: false });
}

/** POST /admin/crud.Crud/delete: the page's menu and rights go; its table only with `dropTable` and its name repeated. */
export function deleteGenerated(body: { id: string; dropTable?: boolean; confirm?: string }) {
  return http.post<{ recycled: number; dropped: boolean }>('/admin/crud.Crud/delete', body, { showSuccessMessage: true, showCodeMessage: false });
}

/**
 * GET /admin/crud.Crud/export: the signed package as a file. It answers the package itself, not an
 * envelope, so it is fetched as text with the client's headers; an envelope (a refusal) is read for its
 * message. A token that expired is refreshed by the cheap envelope call made first.
 */
export async function exportDesignPackage(id: string): Promise<{ name: string; text: string }> {
  await http.get('/admin/crud.Log/index', { limit: 1 }, { showCodeMessage: false, showErrorMessage: false }).catch(() => undefined);
  const url = `/admin/crud.Crud/export?id=${encodeURIComponent(id)}`;
  const { appKey, appSecret, apiBaseUrl } = clientConfig();
  const response = await fetch(`${apiBaseUrl}${url}`, {
    headers: {
      'think-lang': currentLang(),
      ...(appKey && appSecret ? signatureHeaders(appKey, appSecret) : {}),
      ...tokenHeaders(url, { admin: useAdminInfo.getState().token, user: '' }),
    },
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(response.statusText || String(response.status));
  }
  if (parsed && typeof parsed === 'object' && 'code' in parsed && 'msg' in parsed) {
    const envelope = parsed as { code: number; msg: string; data: unknown };
    if (envelope.code !== 1) throw new Error(envelope.msg);
    return { name: fileName(response) ?? `${id}.json`, text: JSON.stringify(envelope.data) };
  }
  return { name: fileName(response) ?? `${id}.json`, text };
}

function fileName(response: Response): string | null {
  const match = /filename="([^"]{1,200})"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? null;
}
