import { describe, expect, it } from 'vitest';
import { RESEND_SECONDS, SentCodes, countdownKey, secondsLeft } from './countdown';

describe('resend countdown', () => {
  const sentAt = 1_000_000;

  it('waits 60 seconds after a code was sent', () => {
    expect(RESEND_SECONDS).toBe(60);
    expect(secondsLeft(sentAt, sentAt)).toBe(60);
    expect(secondsLeft(sentAt, sentAt + 1)).toBe(60);
    expect(secondsLeft(sentAt, sentAt + 1000)).toBe(59);
    expect(secondsLeft(sentAt, sentAt + 59_001)).toBe(1);
    expect(secondsLeft(sentAt, sentAt + 60_000)).toBe(0);
    expect(secondsLeft(sentAt, sentAt + 600_000)).toBe(0);
  });

  it('lets a code go at once when none was sent, and never counts above the wait (a clock moved back)', () => {
    expect(secondsLeft(undefined, sentAt)).toBe(0);
    expect(secondsLeft(sentAt, sentAt - 30_000)).toBe(60);
  });

  it('keeps the wait per event and address, whatever their case and spaces', () => {
    const codes = new SentCodes();
    codes.markSent(countdownKey('user_register', ' A@Example.com '), sentAt);
    expect(codes.left(countdownKey('user_register', 'a@example.com'), sentAt + 10_000)).toBe(50);
    expect(codes.left(countdownKey('user_retrieve_pwd', 'a@example.com'), sentAt + 10_000)).toBe(0);
    expect(codes.left(countdownKey('user_register', 'b@example.com'), sentAt + 10_000)).toBe(0);
  });
});
