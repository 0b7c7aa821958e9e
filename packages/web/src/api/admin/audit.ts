/**
 * Audit calls beyond the generic actions (contract resources/audit.ts): one audit whole for ShdetailPage,
 * the plan's workflow steps (each through the view whose rights the caller holds), and the scheduling of
 * external audits from the certificate windows.
 */
import { resourceBase, type AuditDetailAnswer, type ChecklistAnswerInput, type ResourceDef } from '@vessel/contract';
import { http } from '../app-http-client';

export function readAuditDetail(id: string) {
  return http.get<AuditDetailAnswer>('/admin/audit.Plan/detail', { id });
}

/** A plan step (`notify`, `start`, `postpone`…) on one audit, through a view's resource (`audit.Report`…). */
export function runAuditStep(view: Pick<ResourceDef, 'name'>, step: string, body: Record<string, unknown> & { id: string }) {
  return http.post<unknown>(`${resourceBase(view)}${step}`, body, { showSuccessMessage: true });
}

/** A batch of checklist answers (a section at a time, as a tablet saves them). */
export function saveAuditAnswers(view: Pick<ResourceDef, 'name'>, id: string, answers: readonly ChecklistAnswerInput[]) {
  return http.post<{ count: number }>(`${resourceBase(view)}saveAnswers`, { id, answers: [...answers] }, { showSuccessMessage: true });
}

export function scheduleExternalAudits(days?: number) {
  return http.post<{ count: number; ids: string[] }>('/admin/audit.ExternalPlan/schedule', days ? { days } : {}, { showSuccessMessage: true });
}
