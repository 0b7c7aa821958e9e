import type { ChecklistSection } from '../../platform/checklists.js';

/**
 * The tolerant reader of a template's stored sections. Guidance was once one English `guidance` per item;
 * it is now `guidance_en` and `guidance_zh`. Templates already stored (seeded or written before the change)
 * keep `guidance` in their JSON: it is read as `guidance_en` when `guidance_en` is absent, and a missing
 * `guidance_zh` reads as empty. So no data migration is needed: active and superseded versions are only
 * ever read through here, and a draft is stored in the new shape the next time it is saved.
 */
export function withBilingualGuidance(sections: unknown): unknown {
  if (!Array.isArray(sections)) return sections;
  return sections.map((section: unknown) => {
    if (!isRecord(section) || !Array.isArray(section.items)) return section;
    return { ...section, items: section.items.map(bilingualItem) };
  });
}

function bilingualItem(item: unknown): unknown {
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

/** A template's sections as the platform's interface holds them (platform/checklists.ts). */
export const storedSections = (value: unknown): ChecklistSection[] => (Array.isArray(value) ? (withBilingualGuidance(value) as ChecklistSection[]) : []);
