import { inArray } from 'drizzle-orm';
import { BUNKER_NOTE_RETENTION_YEARS, BUNKER_SAMPLE_RETENTION_MONTHS, addDays, addMonths, addYears } from '@vessel/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { bunkerNote } from './resources.js';

/** Bunkering ports of the demo's trades, with suppliers that deliver there and whether the port lies in an ECA. */
const PORTS = [
  { name: 'Singapore', code: 'SG', eca: false, suppliers: ['Vitol Bunkers (S) Pte Ltd', 'TotalEnergies Marine Fuels Pte Ltd', 'Global Energy Trading Pte Ltd'] },
  { name: 'Zhoushan', code: 'ZS', eca: false, suppliers: ['Sinopec Zhejiang Zhoushan Petroleum Co.', 'China Marine Bunker (Zhoushan) Co.'] },
  { name: 'Fujairah', code: 'FJ', eca: false, suppliers: ['Monjasa DMCC', 'ADNOC Distribution', 'GP Global Energy'] },
  { name: 'Rotterdam', code: 'RT', eca: true, suppliers: ['Shell Western Supply and Trading', 'Bomin Linde LNG', 'Varo Energy Marine'] },
  { name: 'Busan', code: 'BS', eca: false, suppliers: ['GS Caltex Corporation', 'SK Energy Co.'] },
  { name: 'Houston', code: 'HU', eca: true, suppliers: ['Bomin Bunker Oil Corp.', 'Chemoil Corporation'] },
  { name: 'Gibraltar', code: 'GI', eca: false, suppliers: ['Peninsula Petroleum Ltd', 'Vemaoil Company Ltd'] },
] as const;

/** A small deterministic generator: the same demo on every installation, no Math.random. */
function generator(seed: number): (min: number, max: number) => number {
  let state = (seed * 2_654_435_761) % 4_294_967_296 || 1;
  return (min, max) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return min + (state / 2_147_483_648) * (max - min);
  };
}

const fixed = (value: number, scale: number) => value.toFixed(scale);

/**
 * A year of delivery notes for each demo ship (`npm run seed:demo`): a stem every three to six weeks at
 * the ports of its trade, VLSFO with MGO for the ECAs and the auxiliaries, the third ship fitted with a
 * scrubber and burning HSFO. Idempotent: a ship that has notes is left alone.
 */
export async function seedDemoBunkerNotes(db: Db, input: { today: string; ships: ReadonlyArray<{ id: string; dept_id: string }> }): Promise<{ created: number }> {
  const ids = input.ships.map((ship) => ship.id);
  if (ids.length === 0) return { created: 0 };
  // A described table is typed as any table: its columns are the description's fields.
  const shipColumn = (bunkerNote as unknown as { ship_id: PgColumn }).ship_id;
  const done = new Set((await db.selectDistinct({ ship_id: shipColumn }).from(bunkerNote).where(inArray(shipColumn, ids))).map((row) => row.ship_id as string));
  const rows: Array<Record<string, unknown>> = [];
  input.ships.forEach((ship, index) => {
    if (done.has(ship.id)) return;
    const random = generator(index + 7);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random(0, items.length))]!;
    const scrubber = index === 2;
    // Each ship trades between a few of the ports.
    const trade = [PORTS[index % PORTS.length]!, PORTS[(index + 2) % PORTS.length]!, PORTS[(index + 4) % PORTS.length]!];
    let delivered = addDays(input.today, -365 + Math.floor(random(0, 20)));
    let seq = 0;
    while (delivered < input.today) {
      const port = pick(trade);
      const supplier = pick(port.suppliers);
      const stem = (grade: 'vlsfo' | 'hsfo' | 'mgo', eca: boolean) => {
        seq += 1;
        const distillate = grade === 'mgo';
        const sulphur = grade === 'hsfo' ? random(2.6, 3.3) : distillate ? random(0.05, 0.09) : random(0.42, 0.49);
        rows.push({
          ship_id: ship.id,
          dept_id: ship.dept_id,
          bdn_no: `${port.code}${delivered.slice(2, 4)}-${String(Math.floor(random(10_000, 99_999)))}-${String(seq).padStart(2, '0')}`,
          delivered_on: delivered,
          port: port.name,
          supplier,
          grade,
          quantity_mt: fixed(distillate ? random(30, 200) : random(300, 2_500), 3),
          sulphur_pct: fixed(sulphur, 3),
          scrubber,
          eca,
          density_15c: fixed(distillate ? random(830, 860) : random(900, 990), 1),
          viscosity_cst: fixed(distillate ? random(2.5, 4.5) : random(80, 380), 2),
          flash_point_c: fixed(distillate ? random(64, 90) : random(62, 110), 1),
          marpol_sample_seal: `MS${String(Math.floor(random(1_000_000, 9_999_999)))}`,
          sample_retained_until: addMonths(delivered, BUNKER_SAMPLE_RETENTION_MONTHS),
          bdn_retained_until: addYears(delivered, BUNKER_NOTE_RETENTION_YEARS),
          attachments: [],
        });
      };
      stem(scrubber ? 'hsfo' : 'vlsfo', false);
      // Distillate for the ECA legs and the auxiliaries: in an ECA port every time, elsewhere now and then.
      if (port.eca || random(0, 1) < 0.35) stem('mgo', port.eca);
      delivered = addDays(delivered, Math.floor(random(21, 43)));
    }
  });
  if (rows.length) await db.insert(bunkerNote).values(rows as never);
  return { created: rows.length };
}
