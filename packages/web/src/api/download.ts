import { http } from './app-http-client';
import { clientConfig } from './client-config';
import { signatureHeaders } from './signing';
import { tokenHeaders } from './token-headers';
import { currentLang } from '../locales/i18n';
import { useAdminInfo } from '../stores/admin-info';

export interface DownloadRequest {
  /** The admin path, `/admin/crew.Seafarer/export`, with its query string when it is a GET. */
  url: string;
  method?: 'GET' | 'POST';
  /** A POST's JSON body. */
  body?: unknown;
  /** The file's name when the answer does not name it. */
  fallbackName: string;
  /**
   * A cheap envelope call made first so that an expired token is refreshed by the client's usual path
   * (a file answer cannot be retried after a refresh). The resource's index when absent.
   */
  warmUp?: string;
}

/** The name a `content-disposition: attachment; filename*=UTF-8''…` header gives, if any. */
export function dispositionName(header: string | null): string | undefined {
  const match = /filename\*=UTF-8''([^;]+)/.exec(header ?? '');
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/**
 * Fetches a file the server renders (a PDF, an export, an import template) with the client's signing,
 * token and language headers, and saves it. The server answers the file itself, not an envelope; a
 * refusal's envelope is read for its message, which the promise rejects with.
 */
export async function downloadFile(request: DownloadRequest): Promise<void> {
  const warmUp = request.warmUp ?? `${request.url.split('?')[0]!.replace(/\/[^/]+$/, '/')}index`;
  await http.get(warmUp, { limit: 1 }, { showCodeMessage: false, showErrorMessage: false }).catch(() => undefined);
  const { appKey, appSecret, apiBaseUrl } = clientConfig();
  const response = await fetch(`${apiBaseUrl}${request.url}`, {
    method: request.method ?? 'GET',
    headers: {
      'think-lang': currentLang(),
      ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(appKey && appSecret ? signatureHeaders(appKey, appSecret) : {}),
      ...tokenHeaders(request.url, { admin: useAdminInfo.getState().token, user: '' }),
    },
    ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.startsWith('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(envelope?.msg || response.statusText || String(response.status));
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = dispositionName(response.headers.get('content-disposition')) ?? request.fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
