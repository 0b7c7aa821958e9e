import { useEffect, useState } from 'react';
import { RESEND_SECONDS, sentCodes } from './countdown';

/**
 * Seconds left before a code may go to `key` again, ticking once a second while it counts. `start` after
 * a code went out; `wait` when the server says how many seconds are left.
 */
export function useCountdown(key: string): { left: number; start(): void; wait(seconds: number): void } {
  const [now, setNow] = useState(() => Date.now());
  const left = sentCodes.left(key, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left, key]);
  return {
    left,
    start: () => {
      const at = Date.now();
      sentCodes.markSent(key, at);
      setNow(at);
    },
    wait: (seconds) => {
      const at = Date.now();
      sentCodes.markSent(key, at - (RESEND_SECONDS - Math.min(seconds, RESEND_SECONDS)) * 1000);
      setNow(at);
    },
  };
}
