import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting.js';
import { MESSAGES } from './messages/index.js';

describe('greetingKey (spec §9)', () => {
  it.each([
    [0, 'greeting.lateNight'],
    [4, 'greeting.lateNight'],
    [5, 'greeting.earlyMorning'],
    [8, 'greeting.earlyMorning'],
    [9, 'greeting.morning'],
    [11, 'greeting.morning'],
    [12, 'greeting.noon'],
    [13, 'greeting.noon'],
    [14, 'greeting.afternoon'],
    [17, 'greeting.afternoon'],
    [18, 'greeting.evening'],
    [23, 'greeting.evening'],
  ])('hour %i → %s', (hour, key) => {
    expect(greetingKey(hour)).toBe(key);
  });

  it.each([-1, 24, 25, 1.5, 23.5, Number.NaN, Number.POSITIVE_INFINITY])('hour %d is out of range and throws', (hour) => {
    expect(() => greetingKey(hour)).toThrow(RangeError);
  });

  it('every hour of the day has a greeting in both languages', () => {
    for (let hour = 0; hour < 24; hour++) {
      const key = greetingKey(hour);
      expect(MESSAGES.en[key]).toBeTruthy();
      expect(MESSAGES['zh-cn'][key]).toBeTruthy();
    }
  });
});
