/**
 * NCR calls beyond the generic actions (contract resources/ncr.ts): the report page's read and the
 * lifecycle steps of reports and their corrective actions.
 */
import type { NcrDetailAnswer } from '@vessel/contract';
import { http } from '../app-http-client';
import type { ResourceRow } from './resource';

export const NCR_REPORT_BASE = '/admin/ncr.Report/';
export const NCR_ACTION_BASE = '/admin/ncr.Action/';

/** The report with its actions, history, approval and the steps the caller may take now. */
export function readNcrDetail(id: string) {
  return http.get<NcrDetailAnswer>(`${NCR_REPORT_BASE}detail`, { id });
}

/** A step of the report (`submit`, `accept`, `proposeCa`...): the server checks the right and the state. */
export function ncrReportStep(step: string, body: Record<string, unknown>) {
  return http.post<{ row: ResourceRow }>(`${NCR_REPORT_BASE}${step}`, body, { showSuccessMessage: true });
}

/** A step of a corrective action (`start`, `complete` with its evidence, `verify`, `reject`). */
export function ncrActionStep(step: string, body: Record<string, unknown>) {
  return http.post<{ row: ResourceRow }>(`${NCR_ACTION_BASE}${step}`, body, { showSuccessMessage: true });
}
