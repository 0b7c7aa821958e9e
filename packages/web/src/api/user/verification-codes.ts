/** Verification codes by mail and SMS (spec §7 "Messaging"). */
import { MESSAGING_API, type EmsSendBody, type SmsSendBody } from '@vessel/contract';
import { http } from '../app-http-client';

/** POST /api/Ems/send */
export function sendEmailCode(body: EmsSendBody) {
  return http.post<null>(MESSAGING_API.emsSend, body, { showSuccessMessage: true });
}

/** POST /api/Sms/send */
export function sendSmsCode(body: SmsSendBody) {
  return http.post<null>(MESSAGING_API.smsSend, body, { showSuccessMessage: true });
}
