import type { Tone } from './tracking-rows';

/** A tone as antd's Typography `type` (default tone: plain text). */
export const TONE_TEXT: Record<Tone, 'danger' | 'warning' | 'success' | undefined> = {
  danger: 'danger',
  warning: 'warning',
  success: 'success',
  default: undefined,
};
