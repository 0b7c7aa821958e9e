import { inArray } from 'drizzle-orm';
import { labelSource, type LabelName, type LabelSource } from '../../platform/record-labels.js';
import { provideService } from '../../platform/services.js';
import { crewAssignment, employmentContract, position, seafarer } from './tables.js';

const bothNames = (rows: { id: string; en: string; zh: string }[]) => new Map<string, LabelName>(rows.map((r) => [r.id, { en: r.en, zh: r.zh }]));
/** A contract number or an assignment's label reads the same in both languages. */
const sameNames = (rows: { id: string; label: string }[]) => new Map<string, LabelName>(rows.map((r) => [r.id, { en: r.label, zh: r.label }]));

const LABELS: Record<'seafarer' | 'position' | 'contract' | 'assignment', LabelSource> = {
  seafarer: {
    names: async (db, ids) => bothNames(await db.select({ id: seafarer.id, en: seafarer.name_en, zh: seafarer.name_zh }).from(seafarer).where(inArray(seafarer.id, ids))),
    // "张伟 (ZHANG WEI)"
    line: (name) => (name.zh ? `${name.zh} (${name.en})` : name.en),
  },
  position: {
    names: async (db, ids) => bothNames(await db.select({ id: position.id, en: position.name_en, zh: position.name_zh }).from(position).where(inArray(position.id, ids))),
    line: (name) => (name.zh ? `${name.zh} / ${name.en}` : name.en),
  },
  contract: {
    names: async (db, ids) => sameNames(await db.select({ id: employmentContract.id, label: employmentContract.contract_no }).from(employmentContract).where(inArray(employmentContract.id, ids))),
    line: (name) => name.en,
  },
  assignment: {
    names: async (db, ids) => sameNames(await db.select({ id: crewAssignment.id, label: crewAssignment.label }).from(crewAssignment).where(inArray(crewAssignment.id, ids))),
    line: (name) => name.en,
  },
};

/** What the crew offers the platform and the other areas: the labels of its records. */
export function provideCrewServices(): void {
  for (const [kind, source] of Object.entries(LABELS)) provideService(labelSource(kind as keyof typeof LABELS), source, 'crew');
}
