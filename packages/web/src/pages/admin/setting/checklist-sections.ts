import type { ChecklistSectionsInput as Sections } from '@vessel/contract';

/** The sections a template's value holds (none when it is not a list). */
export const sectionsOf = (value: unknown): Sections => (Array.isArray(value) ? (value as Sections) : []);

/** How many sections and questions a template holds, as the form shows it before the editor opens. */
export function sectionsCount(value: unknown): { sections: number; items: number } {
  const sections = sectionsOf(value);
  return { sections: sections.length, items: sections.reduce((sum, section) => sum + (Array.isArray(section.items) ? section.items.length : 0), 0) };
}

/**
 * The next number of a new question in a section (`3.4` after `3.3`), or of a new section: numbers stay
 * what an auditor reads, and unique, which the server checks again.
 */
export function nextNumber(taken: readonly string[], prefix = ''): string {
  let n = taken.length + 1;
  while (taken.includes(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

