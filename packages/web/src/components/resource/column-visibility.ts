/**
 * Which columns a table shows: the declaration's default (hidden columns stay hidden), then the user's
 * choice, kept per resource in this browser.
 */
import type { ColumnSpec } from './resource-columns';

export function defaultHiddenKeys(specs: readonly ColumnSpec[]): string[] {
  return specs.filter((spec) => spec.defaultHidden).map((spec) => spec.key);
}

/** The stored choice, when it is a list of this table's column keys; else the default. */
export function readHiddenKeys(stored: string | null, specs: readonly ColumnSpec[]): string[] {
  if (stored) {
    try {
      const parsed: unknown = JSON.parse(stored);
      if (Array.isArray(parsed) && parsed.every((key) => typeof key === 'string')) {
        const known = new Set(specs.map((spec) => spec.key));
        return parsed.filter((key: string) => known.has(key));
      }
    } catch {
      // A damaged entry falls back to the default.
    }
  }
  return defaultHiddenKeys(specs);
}

export function columnStorageKey(resourceName: string): string {
  return `resource-columns:${resourceName}`;
}
