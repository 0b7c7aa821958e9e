import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { service } from '../../platform/services.js';
import { CERTIFICATE_TYPES } from '../cert/api.js';
import { position, positionRequirement } from './tables.js';

/**
 * The STCW minimum a fresh installation starts with (DOMAIN.md §3.2, §6.3, §6.4): which seeded
 * certificate types each seeded ship rank needs, by ship type where the convention differs (tanker
 * endorsements, STCW V/1-1 and V/1-2). A company adds its own (flag, charterer, company policy) on top.
 */
export interface RequirementSeed {
  ranks: readonly string[];
  /** A code of the certificate type seed (cert/type-seed.ts). */
  code: string;
  /** Null: every ship type. */
  ship_types?: readonly string[];
  min_validity_days?: number;
  /** False: shown on the rank's matrix, not checked at nomination. */
  mandatory?: boolean;
  remark?: string;
}

const MASTER_MATE = ['MSTR', 'C/O'] as const;
const DECK_OFFICERS = ['MSTR', 'C/O', '2/O', '3/O'] as const;
const ENGINE_OFFICERS = ['C/E', '2/E', '3/E', '4/E', 'ETO'] as const;
const OFFICERS = [...DECK_OFFICERS, ...ENGINE_OFFICERS] as const;
const SENIOR = ['MSTR', 'C/O', 'C/E', '2/E'] as const;
const RATINGS = ['BSN', 'AB', 'OS', 'FTR', 'OLR', 'WPR'] as const;
const CATERING = ['CCK', '2CK', 'MSM'] as const;
const CADETS = ['D/C', 'E/C'] as const;
/** Everyone on board: identity, medical fitness and basic safety training (STCW VI/1) are nobody's option. */
const EVERYONE = ['PC', ...OFFICERS, ...RATINGS, ...CATERING, ...CADETS] as const;
/** Who handles cargo or its equipment on a tanker: the basic tanker training (STCW V/1-1, V/1-2). */
const CARGO_HANDS = [...OFFICERS, ...RATINGS] as const;
const OIL_CHEMICAL = ['oil_tanker', 'chemical_tanker'] as const;
const GAS = ['lpg_carrier', 'lng_carrier'] as const;

export const REQUIREMENT_SEED: readonly RequirementSeed[] = [
  { ranks: EVERYONE, code: 'PASSPORT', min_validity_days: 180 },
  { ranks: EVERYONE, code: 'SEAMANS_BOOK' },
  { ranks: EVERYONE, code: 'MEDICAL', min_validity_days: 30 },
  { ranks: EVERYONE, code: 'BST' },
  // Certificates of competency, one per rank's STCW regulation.
  { ranks: ['MSTR'], code: 'COC_II_2_MASTER' },
  { ranks: ['C/O'], code: 'COC_II_2_CO' },
  { ranks: ['2/O', '3/O'], code: 'COC_II_1' },
  { ranks: ['C/E'], code: 'COC_III_2_CE' },
  { ranks: ['2/E'], code: 'COC_III_2_2E' },
  { ranks: ['3/E', '4/E'], code: 'COC_III_1' },
  { ranks: ['ETO'], code: 'COC_III_6' },
  { ranks: ['BSN', 'AB'], code: 'COC_II_5' },
  { ranks: ['OS'], code: 'COC_II_4' },
  { ranks: ['FTR', 'OLR'], code: 'COC_III_5' },
  { ranks: ['WPR'], code: 'COC_III_4' },
  // Radio, boats, fire and medical: what the officers' regulations add (II/1, II/2, III/1, III/2, IV/2).
  { ranks: DECK_OFFICERS, code: 'GMDSS_GOC' },
  { ranks: [...OFFICERS, 'BSN', 'AB'], code: 'PSCRB' },
  { ranks: SENIOR, code: 'AFF' },
  { ranks: MASTER_MATE, code: 'MEDICAL_CARE' },
  { ranks: ['2/O', '3/O', 'C/E', '2/E', '3/E', '4/E', 'ETO'], code: 'MFA' },
  // The flag's recognition of a foreign CoC (STCW I/10) depends on the flag: listed, not checked.
  { ranks: OFFICERS, code: 'FLAG_ENDORSEMENT', mandatory: false, remark: 'When the flag differs from the issuing state (STCW I/10) / 船旗国与发证国不同时' },
  // Tankers: basic training for whoever handles cargo, advanced for those in charge of it.
  { ranks: CARGO_HANDS, code: 'TANKER_OIL_CHEM_BASIC', ship_types: OIL_CHEMICAL },
  { ranks: SENIOR, code: 'TANKER_OIL_ADV', ship_types: OIL_CHEMICAL },
  { ranks: SENIOR, code: 'TANKER_CHEM_ADV', ship_types: ['chemical_tanker'] },
  { ranks: CARGO_HANDS, code: 'TANKER_GAS_BASIC', ship_types: GAS },
  { ranks: SENIOR, code: 'TANKER_GAS_ADV', ship_types: GAS },
];

/**
 * On an installation without any requirement: the STCW minimum for the ranks and certificate types
 * there (by code; one missing is passed over). Once the matrix has a row it is the user's: nothing is
 * added back, changed or removed, as with the positions themselves.
 */
export async function seedRankRequirements(db: Db): Promise<number> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(positionRequirement);
  if (count > 0) return 0;
  const ranks = new Map((await db.select({ id: position.id, code: position.code }).from(position).where(eq(position.kind, 'ship_rank'))).map((row) => [row.code, row.id]));
  const types = await service(CERTIFICATE_TYPES).byCode(db, 'seafarer');
  const values = REQUIREMENT_SEED.flatMap((seed) => {
    const typeId = types.get(seed.code)?.id;
    if (!typeId) return [];
    return seed.ranks.flatMap((rank) => {
      const positionId = ranks.get(rank);
      if (!positionId) return [];
      return (seed.ship_types ?? [null]).map((shipType) => ({
        position_id: positionId,
        cert_type_id: typeId,
        ship_type: shipType,
        mandatory: seed.mandatory ?? true,
        min_validity_days: seed.min_validity_days ?? 0,
        remark: seed.remark ?? '',
      }));
    });
  });
  if (values.length === 0) return 0;
  const inserted = await db.insert(positionRequirement).values(values).onConflictDoNothing().returning({ id: positionRequirement.id });
  return inserted.length;
}
