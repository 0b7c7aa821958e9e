import { existsSync, renameSync, rmSync } from 'node:fs';

/**
 * Puts a finished build in the place of the served one: `to` moves aside, `from` takes its name, the old
 * copy goes. The static files and index.html are read from disk on each request, so the next request
 * is served from the new build, with no restart; until now the old build was served whole.
 */
export function publishDirectory(from: string, to: string): void {
  if (!existsSync(from)) throw new Error(`the build output ${from} is missing`);
  const previous = `${to}-previous`;
  rmSync(previous, { recursive: true, force: true });
  const hadCurrent = existsSync(to);
  if (hadCurrent) renameSync(to, previous);
  try {
    renameSync(from, to);
  } catch (error) {
    if (hadCurrent) renameSync(previous, to);
    throw error;
  }
  rmSync(previous, { recursive: true, force: true });
}

/** A build that failed leaves no half-written output behind. */
export function discardDirectory(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
