import { TaskStatus } from '@vessel/contract';

/** How each status of spec §4 is shown: its translation key under `status.` and the tag's colour. */
export const STATUS_VIEW: Record<TaskStatus, { key: string; color: string }> = {
  [TaskStatus.Waiting]: { key: 'waiting', color: 'default' },
  [TaskStatus.Connecting]: { key: 'connecting', color: 'processing' },
  [TaskStatus.Executing]: { key: 'executing', color: 'processing' },
  [TaskStatus.Success]: { key: 'success', color: 'success' },
  [TaskStatus.Failed]: { key: 'failed', color: 'error' },
  [TaskStatus.Unknown]: { key: 'unknown', color: 'warning' },
};

/** Retry is offered for a task that did not succeed and is not running. */
export function canRetry(status: TaskStatus): boolean {
  return status === TaskStatus.Failed || status === TaskStatus.Unknown;
}

/** Whether an output box scrolled to `scrollTop` shows its last line (then it follows new lines). */
export function isAtBottom(box: { scrollTop: number; clientHeight: number; scrollHeight: number }, slack = 16): boolean {
  return box.scrollTop + box.clientHeight >= box.scrollHeight - slack;
}
