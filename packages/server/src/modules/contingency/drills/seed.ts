import { DRILL_TYPE_SEED } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { drillType } from './tables.js';

/**
 * The drill types of DOMAIN.md §3.6, added where their code is missing: a type an administrator changed
 * keeps their changes (the frequencies are the company's settings from then on).
 */
export async function seedDrillTypes(db: Db): Promise<void> {
  const known = new Set((await db.select({ code: drillType.code }).from(drillType)).map((row) => row.code.toLowerCase()));
  const missing = DRILL_TYPE_SEED.map((type, index) => ({ type, index })).filter(({ type }) => !known.has(type.code));
  if (missing.length === 0) return;
  await db.insert(drillType).values(
    missing.map(({ type, index }) => ({
        code: type.code,
        name_en: type.name_en,
        name_zh: type.name_zh,
        category: type.category,
        frequency_days: type.frequency_days,
        per_crew_member: type.per_crew_member ?? false,
        requires_boat_launch: type.requires_boat_launch ?? false,
        shore_only: type.shore_only ?? false,
        applies_to_ship_types: type.applies_to_ship_types ?? [],
        regulation_ref: type.regulation_ref,
      weigh: (index + 1) * 10,
    })),
  );
}
