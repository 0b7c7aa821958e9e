/** The alert engine's on-demand run (`POST /admin/alert.Alert/run`, right alert/alert/run). */
import type { AlertRunAnswer } from '@vessel/contract';
import { http } from '../app-http-client';

export function runAlerts() {
  return http.post<AlertRunAnswer>('/admin/alert.Alert/run', {}, { showSuccessMessage: true });
}
