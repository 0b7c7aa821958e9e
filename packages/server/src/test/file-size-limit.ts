/**
 * A real storage fault without root: a process started under `ulimit -f` may not write a file past the
 * limit. Node ignores SIGXFSZ, so a write past it fails with EFBIG, as a full disk fails with ENOSPC (and
 * a plain writeFile leaves the part that fitted behind). The limit holds for that process and its children
 * only; pipes and sockets are not files and are not limited.
 */

/** bash counts `ulimit -f` in blocks of 1,024 bytes (outside POSIX mode). */
export const LIMIT_KIB = 1024;
export const LIMIT_BYTES = LIMIT_KIB * 1024;

/** `spawn(...underFileSizeLimit(LIMIT_KIB, command, args))` runs `command args` under the limit. */
export function underFileSizeLimit(kib: number, command: string, args: readonly string[]): [string, string[]] {
  if (!Number.isInteger(kib) || kib <= 0) throw new Error(`not a limit: ${kib}`);
  return ['bash', ['-c', `ulimit -f ${kib} && exec "$0" "$@"`, command, ...args]];
}
