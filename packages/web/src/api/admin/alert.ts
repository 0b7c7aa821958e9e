/** The alert engine's on-demand run (`POST /admin/alert.Alert/run`, right alert/alert/run) and its progress. */
import type { AlertRunAnswer, AlertRunProgress } from '@vessel/contract';
import { http } from '../app-http-client';

export function runAlerts() {
  return http.post<AlertRunAnswer>('/admin/alert.Alert/run', {}, { showSuccessMessage: true });
}

/** How far the run in progress on the answering server process has come (null: none runs there). */
export async function alertRunProgress(): Promise<AlertRunProgress | null> {
  return (await http.get<AlertRunProgress | null>('/admin/alert.Alert/progress', undefined, { showErrorMessage: false, showCodeMessage: false })).data;
}
