/** Management review calls beyond the generic actions (contract resources/evaluation-review.ts): its steps and its printable pack. */
import { http } from '../../../api/app-http-client';
import type { ResourceRow } from '../../../api/admin/resource';
import { clientConfig } from '../../../api/client-config';
import { signatureHeaders } from '../../../api/signing';
import { tokenHeaders } from '../../../api/token-headers';
import { currentLang } from '../../../locales/i18n';
import { useAdminInfo } from '../../../stores/admin-info';

export const REVIEW_BASE = '/admin/evaluation.Review/';

export function reviewStep(step: string, body: { id: string } & Record<string, unknown>) {
  return http.post<{ row?: ResourceRow }>(`${REVIEW_BASE}${step}`, body, { showSuccessMessage: true });
}

/**
 * GET /admin/evaluation.Review/print: the pack as a PDF in the reader's language, saved as a file. It
 * answers the PDF itself, not an envelope, so it is fetched with the client's headers; a refusal's
 * envelope is read for its message. A token that expired is refreshed by a cheap envelope call first.
 */
export async function downloadReviewPack(id: string, fallbackName: string): Promise<void> {
  await http.get(`${REVIEW_BASE}index`, { limit: 1 }, { showCodeMessage: false, showErrorMessage: false }).catch(() => undefined);
  const url = `${REVIEW_BASE}print?id=${encodeURIComponent(id)}`;
  const { appKey, appSecret, apiBaseUrl } = clientConfig();
  const response = await fetch(`${apiBaseUrl}${url}`, {
    headers: {
      'think-lang': currentLang(),
      ...(appKey && appSecret ? signatureHeaders(appKey, appSecret) : {}),
      ...tokenHeaders(url, { admin: useAdminInfo.getState().token, user: '' }),
    },
  });
  if (response.headers.get('content-type') !== 'application/pdf') {
    const envelope = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(envelope?.msg || response.statusText || String(response.status));
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1] ? decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition')!)![1]!) : fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
