/**
 * Greeting by hour of spec §9. Returns a message key; the hour is local time 0–23.
 * Before 5 late night; under 9 early morning; under 12 morning; under 14 noon;
 * under 18 afternoon; under 24 evening.
 */
export type GreetingKey =
  | 'greeting.lateNight'
  | 'greeting.earlyMorning'
  | 'greeting.morning'
  | 'greeting.noon'
  | 'greeting.afternoon'
  | 'greeting.evening';

export function greetingKey(hour: number): GreetingKey {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`hour must be an integer from 0 to 23, got ${hour}`);
  }
  if (hour < 5) return 'greeting.lateNight';
  if (hour < 9) return 'greeting.earlyMorning';
  if (hour < 12) return 'greeting.morning';
  if (hour < 14) return 'greeting.noon';
  if (hour < 18) return 'greeting.afternoon';
  return 'greeting.evening';
}
