/** antd icon names, for the icon picker and the icon cells (pure; the icon set itself loads on demand). */

/** An icon component's name: `SomethingOutlined`, `…Filled` or `…TwoTone`. */
export function isIconName(name: string): boolean {
  return /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/.test(name);
}

/** The names a search finds: every word of the term in the name, any case; Outlined first, then by name. */
export function searchIconNames(names: readonly string[], term: string, limit = 200): string[] {
  const words = term.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const style = (name: string) => (name.endsWith('Outlined') ? 0 : name.endsWith('Filled') ? 1 : 2);
  return names
    .filter((name) => words.every((word) => name.toLowerCase().includes(word)))
    .sort((a, b) => style(a) - style(b) || a.localeCompare(b))
    .slice(0, limit);
}
