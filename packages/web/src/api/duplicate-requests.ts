/**
 * Duplicate identical requests (spec §7): a second request with the same url, method, tokens, params
 * and body cancels the first one, whose caller is told quietly (no message is shown).
 */
import type { MessageKey } from '@vessel/contract';

export const DUPLICATE_CANCEL_REASON: MessageKey = 'request.duplicateCancelled';

export interface RequestIdentity {
  url: string;
  method: string;
  params?: unknown;
  data?: unknown;
  /** Token headers actually sent: the same call under another session is a different request. */
  tokens: Record<string, string>;
}

/** A stable text for key order independent comparison of params and bodies. */
function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

export function requestKey(identity: RequestIdentity): string {
  return [
    identity.method.toUpperCase(),
    identity.url,
    stableStringify(identity.tokens),
    stableStringify(identity.params),
    typeof identity.data === 'string' ? identity.data : stableStringify(identity.data),
  ].join('\n');
}

/** Bodies that cannot be compared (files, streams) are never treated as duplicates. */
export function isComparableBody(data: unknown): boolean {
  if (data === undefined || data === null || typeof data !== 'object') return true;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return false;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return false;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return false;
  return true;
}

/** The requests in flight, one abort controller per identity. */
export class PendingRequests {
  private readonly pending = new Map<string, AbortController>();

  /** Registers a request, cancelling the earlier identical one still in flight. */
  register(key: string): AbortController {
    this.pending.get(key)?.abort(DUPLICATE_CANCEL_REASON);
    const controller = new AbortController();
    this.pending.set(key, controller);
    return controller;
  }

  release(key: string, controller: AbortController): void {
    if (this.pending.get(key) === controller) this.pending.delete(key);
  }

  get size(): number {
    return this.pending.size;
  }
}
