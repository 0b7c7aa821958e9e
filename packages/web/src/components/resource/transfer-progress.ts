import type { TransferStatus } from '@vessel/contract';

/** How far a transfer job (an import, an export) has come, in whole percent; an empty list is done at once. */
export function progressPercent(status: TransferStatus | null | undefined): number {
  if (!status) return 0;
  if (status.total <= 0) return status.state === 'running' ? 0 : 100;
  return Math.min(100, Math.max(0, Math.floor((status.done / status.total) * 100)));
}
