import { describe, expect, it } from 'vitest';
import { progressPercent } from './transfer-progress';

const status = (done: number, total: number, state: 'running' | 'done' | 'failed' = 'running') => ({ job: 'j', state, done, total });

describe('progressPercent', () => {
  it('is 0 before the first status and at the start of a job', () => {
    expect(progressPercent(null)).toBe(0);
    expect(progressPercent(undefined)).toBe(0);
    expect(progressPercent(status(0, 1100))).toBe(0);
  });

  it('counts whole pages of rows, rounding down so that 100 means written', () => {
    expect(progressPercent(status(500, 1100))).toBe(45);
    expect(progressPercent(status(1099, 1100))).toBe(99);
    expect(progressPercent(status(1100, 1100, 'done'))).toBe(100);
  });

  it('an empty list: nothing to wait for once done; never beyond 0..100', () => {
    expect(progressPercent(status(0, 0))).toBe(0);
    expect(progressPercent(status(0, 0, 'done'))).toBe(100);
    expect(progressPercent(status(1200, 1100))).toBe(100);
  });
});
