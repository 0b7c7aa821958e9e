/**
 * The wait between two verification codes to the same place: 60 seconds after a code was sent, its
 * send button counts down and stays disabled. The time a code was sent is kept per place (event and
 * address) for the page's life, so closing and reopening a dialog does not reset the wait.
 */

export const RESEND_SECONDS = 60;

/** Whole seconds left until a new code may be sent: 0 when it may be sent now. */
export function secondsLeft(sentAt: number | undefined, now: number, wait = RESEND_SECONDS): number {
  if (sentAt === undefined) return 0;
  const left = Math.ceil((sentAt + wait * 1000 - now) / 1000);
  return left > 0 ? Math.min(left, wait) : 0;
}

/** One place a code goes to: the event and the address ('user_register:+86 138…'). */
export function countdownKey(event: string, target: string): string {
  return `${event}:${target.trim().toLowerCase()}`;
}

/** When a code was last sent, by place; in memory only. */
export class SentCodes {
  private readonly sent = new Map<string, number>();

  markSent(key: string, at: number): void {
    this.sent.set(key, at);
  }

  sentAt(key: string): number | undefined {
    return this.sent.get(key);
  }

  left(key: string, now: number): number {
    return secondsLeft(this.sent.get(key), now);
  }
}

export const sentCodes = new SentCodes();
