/**
 * The few calls the login pages make before the app has loaded, through `fetch`: the app's HTTP client
 * (axios, its stores and the message catalogues) would weigh more than the rest of the page. Signed and
 * in the user's language as every call is (spec §7); an answer that is not success becomes a
 * LoginCallError carrying the server's message and field messages, or the key of what went wrong on the
 * way, which the page words once it has loaded the catalogue.
 */
import { Code, REQUEST_TIMEOUT_MS, type FieldErrors, type Lang } from '@vessel/contract';
import { clientConfig } from '../api/client-config';
import { fieldErrorsOf, isEnvelope } from '../api/request-errors';
import { signatureHeaders } from '../api/signing';

export class LoginCallError extends Error {
  /** The server's own words (its `msg`), or '' when no envelope came back. */
  readonly serverMessage: string;
  /**
   * The message key of what went wrong when the server had no word for it: a timeout, the network, an
   * HTTP status (`http.502`; one the catalogue has no wording for reads as `http.default`).
   */
  readonly key: string | null;
  readonly fieldErrors: FieldErrors;

  constructor(serverMessage: string, key: string | null, fieldErrors: FieldErrors = {}) {
    super(serverMessage || key || 'request failed');
    this.name = 'LoginCallError';
    this.serverMessage = serverMessage;
    this.key = key;
    this.fieldErrors = fieldErrors;
  }
}

export async function callJson<T>(lang: Lang, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const { appKey, appSecret, apiBaseUrl } = clientConfig();
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        'think-lang': lang,
        ...(appKey && appSecret ? signatureHeaders(appKey, appSecret) : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new LoginCallError('', timedOut ? 'request.timeout' : typeof navigator === 'undefined' || navigator.onLine ? 'request.serverException' : 'request.offline');
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!isEnvelope(answer)) throw new LoginCallError('', response.ok ? 'http.default' : `http.${response.status}`);
  if (answer.code !== Code.success) throw new LoginCallError(answer.msg, answer.msg ? null : 'http.default', fieldErrorsOf(answer.data));
  return answer.data as T;
}
