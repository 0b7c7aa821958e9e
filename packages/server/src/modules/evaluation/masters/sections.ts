import type { Db } from '../../../db/client.js';
import { CHECKLISTS } from '../../../platform/checklists.js';
import { optionalService } from '../../../platform/services.js';

/** The SMS sections a master's review item may name: the sections of the active ISM checklist(s). */
export async function smsSections(db: Db): Promise<Set<string>> {
  const templates = (await optionalService(CHECKLISTS)?.active(db, 'ISM')) ?? [];
  return new Set(templates.flatMap((template) => template.sections.map((section) => section.id)));
}
