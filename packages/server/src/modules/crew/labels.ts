import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Row } from '../../platform/resource/define.js';
import { ship } from '../fleet/tables.js';
import { crewAssignment, employmentContract, position, seafarer } from './tables.js';

/** What a remote field points at; its rows are labelled in English (`_label`) and Chinese (`_label_zh`). */
export type LabelSource = 'position' | 'ship' | 'seafarer' | 'contract' | 'assignment';

async function namesOf(db: Db, source: LabelSource, ids: string[]): Promise<Map<string, { en: string; zh: string }>> {
  if (ids.length === 0) return new Map();
  switch (source) {
    case 'position': {
      const rows = await db.select({ id: position.id, en: position.name_en, zh: position.name_zh }).from(position).where(inArray(position.id, ids));
      return new Map(rows.map((r) => [r.id, { en: r.en, zh: r.zh }]));
    }
    case 'ship': {
      const rows = await db.select({ id: ship.id, en: ship.name_en, zh: ship.name_zh }).from(ship).where(inArray(ship.id, ids));
      return new Map(rows.map((r) => [r.id, { en: r.en, zh: r.zh || r.en }]));
    }
    case 'seafarer': {
      const rows = await db.select({ id: seafarer.id, en: seafarer.name_en, zh: seafarer.name_zh }).from(seafarer).where(inArray(seafarer.id, ids));
      return new Map(rows.map((r) => [r.id, { en: r.en, zh: r.zh || r.en }]));
    }
    case 'contract': {
      const rows = await db.select({ id: employmentContract.id, no: employmentContract.contract_no }).from(employmentContract).where(inArray(employmentContract.id, ids));
      return new Map(rows.map((r) => [r.id, { en: r.no, zh: r.no }]));
    }
    case 'assignment': {
      const rows = await db.select({ id: crewAssignment.id, label: crewAssignment.label }).from(crewAssignment).where(inArray(crewAssignment.id, ids));
      return new Map(rows.map((r) => [r.id, { en: r.label, zh: r.label }]));
    }
  }
}

/** Adds `{field}_label` and `{field}_label_zh` for each remote field, one query per source. */
export async function withLabels(db: Db, rows: Row[], fields: Record<string, LabelSource>): Promise<Row[]> {
  const bySource = new Map<LabelSource, Set<string>>();
  for (const [field, source] of Object.entries(fields)) {
    const ids = bySource.get(source) ?? new Set<string>();
    for (const row of rows) if (typeof row[field] === 'string') ids.add(row[field] as string);
    bySource.set(source, ids);
  }
  const names = new Map<LabelSource, Map<string, { en: string; zh: string }>>();
  for (const [source, ids] of bySource) names.set(source, await namesOf(db, source, [...ids]));
  return rows.map((row) => {
    const out: Row = { ...row };
    for (const [field, source] of Object.entries(fields)) {
      const name = typeof row[field] === 'string' ? names.get(source)?.get(row[field] as string) : undefined;
      out[`${field}_label`] = name?.en ?? '';
      out[`${field}_label_zh`] = name?.zh ?? '';
    }
    return out;
  });
}
