/**
 * The answer envelope every API call returns (CONTRACT.md "Envelope and codes").
 * `code` is the body code the client acts on; HTTP status only tells the class.
 */
export const Code = {
  /** Success. */
  success: 1,
  /** A failure the user can act on (validation, business rule, wrong password). */
  failure: 0,
  /** Go elsewhere: data carries routeName or routePath. */
  redirect: 302,
  /** Not logged in, or the session is no longer valid. */
  unauthorized: 401,
  /** The identity lacks the right. */
  forbidden: 403,
  /** Access token expired: refresh once and replay. */
  tokenExpired: 409,
} as const;

export type BodyCode = (typeof Code)[keyof typeof Code];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  /** Unix seconds of the answer. */
  time: number;
  data: T;
}

/** Field name → message, sent in `data.errors` with a validation failure. */
export type FieldErrors = Record<string, string>;

export interface RedirectData {
  routeName?: string;
  routePath?: string;
}

export function isSuccess(envelope: Pick<Envelope, 'code'>): boolean {
  return envelope.code === Code.success;
}
