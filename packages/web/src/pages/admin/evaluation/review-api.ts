/** Management review calls beyond the generic actions (contract resources/evaluation-review.ts): its steps and its printable pack. */
import { http } from '../../../api/app-http-client';
import type { ResourceRow } from '../../../api/admin/resource';
import { downloadFile } from '../../../api/download';

export const REVIEW_BASE = '/admin/evaluation.Review/';

export function reviewStep(step: string, body: { id: string } & Record<string, unknown>) {
  return http.post<{ row?: ResourceRow }>(`${REVIEW_BASE}${step}`, body, { showSuccessMessage: true });
}

/** GET /admin/evaluation.Review/print: the pack as a PDF in the reader's language, saved as a file. */
export async function downloadReviewPack(id: string, fallbackName: string): Promise<void> {
  await downloadFile({ url: `${REVIEW_BASE}print?id=${encodeURIComponent(id)}`, fallbackName });
}
