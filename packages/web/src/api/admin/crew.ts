/**
 * Crew tracking's calls (`/admin/crew.Assignment/…`): every seafarer's standing, one ship's crew over
 * time, and the workflow steps; and the seafarer page's read.
 */
import type { AssignmentStep, AssignmentStepAnswer, AssignmentStepBody, SeafarerDetailAnswer, TimelineAnswer, TrackingAnswer, TrackingQuery } from '@vessel/contract';
import { http } from '../app-http-client';

const BASE = '/admin/crew.Assignment/';

export function readTracking(query: Partial<TrackingQuery>) {
  return http.get<TrackingAnswer>(`${BASE}tracking`, query);
}

export function readTimeline(query: { ship_id: string; from: string; to: string }) {
  return http.get<TimelineAnswer>(`${BASE}timeline`, query);
}

/**
 * One workflow step for the given assignments. Refusals come back as an ApiError whose `data` is the
 * step's answer (`done`, `refused`); the dialog shows them itself, so the client's own message is off.
 */
export function runAssignmentStep(step: AssignmentStep, body: AssignmentStepBody) {
  return http.post<AssignmentStepAnswer>(`${BASE}${step}`, body, { showSuccessMessage: true, showCodeMessage: false });
}

/** `GET /admin/crew.Seafarer/detail?id=`: the seafarer as the list presents them, and where they stand now. */
export function readSeafarerDetail(id: string) {
  return http.get<SeafarerDetailAnswer>('/admin/crew.Seafarer/detail', { id });
}
