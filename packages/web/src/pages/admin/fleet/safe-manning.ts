/**
 * A ship's safe manning (`{position_id: count}`, the minimum crew by rank of its Safe Manning Document) as
 * the editable lines of the ship form, and back. Pure, so the editor only draws them.
 */

export interface ManningLine {
  /** Empty while the user has not picked a rank yet. */
  position_id: string;
  count: number | null;
}

/** The stored value (an object, or the JSON text an old form may have kept) as lines, in stored order. */
export function manningLines(value: unknown): ManningLine[] {
  let parsed = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      parsed = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  return Object.entries(parsed as Record<string, unknown>).map(([position_id, count]) => ({
    position_id,
    count: typeof count === 'number' && Number.isFinite(count) ? count : null,
  }));
}

/**
 * The value the server takes: lines without a rank or with no count are left out; a rank picked twice
 * counts once with the sum, as a crew manager would mean it.
 */
export function manningValue(lines: readonly ManningLine[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of lines) {
    if (!line.position_id || line.count === null || line.count <= 0) continue;
    out[line.position_id] = (out[line.position_id] ?? 0) + line.count;
  }
  return out;
}

/** Ranks chosen on more than one line (the editor marks them). */
export function duplicateRanks(lines: readonly ManningLine[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const line of lines) {
    if (!line.position_id) continue;
    if (seen.has(line.position_id)) twice.add(line.position_id);
    seen.add(line.position_id);
  }
  return twice;
}

/** The whole complement the document asks for. */
export function manningTotal(value: unknown): number {
  return Object.values(manningValue(manningLines(value))).reduce((sum, count) => sum + count, 0);
}

/** Lines in the order of seniority (the ranks as listed, senior first); lines without a known rank keep their place at the end. */
export function linesBySeniority(lines: readonly ManningLine[], rankIds: readonly string[]): ManningLine[] {
  const order = (line: ManningLine) => {
    const index = rankIds.indexOf(line.position_id);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return lines
    .map((line, at) => ({ line, at }))
    .sort((a, b) => order(a.line) - order(b.line) || a.at - b.at)
    .map(({ line }) => line);
}
