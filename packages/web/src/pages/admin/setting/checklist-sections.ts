import type { ChecklistSectionsInput as Sections } from '@vessel/contract';

/**
 * The sections a template's value holds (none when it is not a list). A template stored before guidance
 * was bilingual holds an English-only `guidance` per item: it reads as `guidance_en` (when that is absent)
 * and the editor saves it back in the new shape, as the server's tolerant reader does (no data migration).
 */
export const sectionsOf = (value: unknown): Sections =>
  Array.isArray(value)
    ? (value.map((section: unknown) =>
        isRecord(section) && Array.isArray(section.items) ? { ...section, items: section.items.map(bilingualGuidance) } : section,
      ) as Sections)
    : [];

function bilingualGuidance(item: unknown): unknown {
  if (!isRecord(item)) return item;
  const { guidance, ...rest } = item;
  return {
    ...rest,
    guidance_en: typeof rest.guidance_en === 'string' ? rest.guidance_en : typeof guidance === 'string' ? guidance : '',
    guidance_zh: typeof rest.guidance_zh === 'string' ? rest.guidance_zh : '',
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Guidance in the reader's language, or in the other one when that is empty. */
export const guidanceFor = (item: { guidance_en?: string; guidance_zh?: string }, zh: boolean): string =>
  (zh ? item.guidance_zh || item.guidance_en : item.guidance_en || item.guidance_zh) ?? '';

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

