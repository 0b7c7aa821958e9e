/**
 * Which pages the main view draws: the current one, and the kept pages of keepalive tabs that are still
 * open (hidden), in the order they were first seen so that none is moved in the tree.
 */
export function pagesToDraw(keptPaths: readonly string[], openKeepPaths: ReadonlySet<string>, currentPath: string): string[] {
  const out = keptPaths.filter((path) => path === currentPath || openKeepPaths.has(path));
  return out.includes(currentPath) ? out : [...out, currentPath];
}
