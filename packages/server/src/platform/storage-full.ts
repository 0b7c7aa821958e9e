/**
 * A write the file system refused for want of room: no space left on the device (ENOSPC), the owner's
 * quota reached (EDQUOT), or a file past the size the process may write (EFBIG, `ulimit -f`). Not a fault
 * of the server's: the error handler (errors.ts) answers it HTTP 507 with `storageFull` in the request's
 * language and logs a warning, never a 500.
 *
 * No imports on purpose: the upload store throws it, and its fault test runs that store in a child process
 * of its own.
 */
export const STORAGE_FULL_CODES: ReadonlySet<string> = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

export class StorageFullError extends Error {
  /** ENOSPC, EDQUOT or EFBIG: what the file system said. */
  readonly code: string;
  /** The call that was refused (`open`, `write`, `mkdir`, `rename`). */
  readonly syscall: string | undefined;

  constructor(code: string, syscall: string | undefined, options?: { cause?: unknown }) {
    super(`storage full (${code})`, options);
    this.name = 'StorageFullError';
    this.code = code;
    this.syscall = syscall;
  }
}

/** The refusal as a StorageFullError when it is one of a full store, else null. */
export function storageFullOf(error: unknown): StorageFullError | null {
  if (error instanceof StorageFullError) return error;
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, syscall } = current as { code?: unknown; syscall?: unknown };
    if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return new StorageFullError(code, typeof syscall === 'string' ? syscall : undefined, { cause: error });
  }
  return null;
}
