import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { addDays, drillAppliesTo, drillFrequency, onBoardOn, type DrillDeficiency, type DrillParticipantInput } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { loadAccess } from '../../../platform/authorization.js';
import { CREW_ON_BOARD, type CrewStayRow } from '../../../platform/crew-on-board.js';
import { admin } from '../../../platform/identity/tables.js';
import { NCR_PIPELINE } from '../../../platform/ncr-pipeline.js';
import { optionalService, service } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import type { PartDemo } from '../demo-input.js';
import { drill, drillParticipant, drillType, type DrillTypeRow } from '../drills/tables.js';

/** What a drill of each kind is about, in the words a master writes in the log (the others: a generic line). */
const SCENARIOS: Record<string, { scenario: string; lessons: string; equipment: string[]; crew: 'all' | 'team' }> = {
  abandon_ship: {
    scenario: 'General alarm followed by the abandon ship signal; crew mustered at the lifeboat stations with lifejackets and immersion suits, roll call, boat engines started.',
    lessons: 'Muster completed in 6 minutes. New joiners need a second walk-through of their embarkation station.',
    equipment: [],
    crew: 'all',
  },
  fire: {
    scenario: 'Fire reported in the engine room purifier room; boundary cooling, fire party with two SCBA sets, fire pumps started, ventilation stopped and fire dampers closed.',
    lessons: 'Fire party ready in 5 minutes. Communication between the bridge and the on-scene commander improved with the spare UHF set.',
    equipment: ['scba', 'fire_pump', 'fire_hose', 'extinguisher'],
    crew: 'all',
  },
  lifeboat_launch: {
    scenario: 'Lifeboat lowered to the water with its crew at anchor, manoeuvred clear of the ship for 20 minutes, recovered and secured.',
    lessons: 'Release gear reset correctly. Falls to be greased at the next maintenance.',
    equipment: ['lifeboat'],
    crew: 'team',
  },
  rescue_boat: { scenario: 'Rescue boat launched to recover a dummy man overboard, returned and hoisted.', lessons: 'Boat crew recovered the dummy in 9 minutes.', equipment: ['rescue_boat'], crew: 'team' },
  enclosed_space: {
    scenario: 'Crew member collapsed in the forepeak tank; atmosphere tested, rescue team entered with EEBD and tripod, casualty lifted out on the stretcher.',
    lessons: 'Entry permit and gas readings checked before entry. Stretcher harness straps to be replaced.',
    equipment: ['eebd', 'stretcher', 'gas_detector'],
    crew: 'team',
  },
  emergency_steering: { scenario: 'Steering failure from the bridge; control changed over to the steering gear room, emergency steering tested with the bridge by sound-powered phone.', lessons: 'Change-over in 2 minutes.', equipment: ['emergency_steering'], crew: 'team' },
  oil_pollution: { scenario: 'Overflow from a bunker tank vent on deck; scuppers plugged, SOPEP kit used, report made to the coastal state as the plan describes.', lessons: 'SOPEP locker was complete; absorbent pads restocked afterwards.', equipment: ['sopep_kit'], crew: 'team' },
  security: { scenario: 'Suspicious small craft approaching at anchor; security level raised, access points closed, SSO reported to the CSO.', lessons: 'Citadel keys and contact list checked.', equipment: [], crew: 'team' },
};
const GENERIC = { scenario: 'Drill held as the ship’s drill programme plans it, with the muster and the roles of the station bill.', lessons: 'Held as planned; nothing to report.', equipment: [] as string[], crew: 'team' as const };

/** A small deterministic spread, so the demo's dates look like a ship's and a second run makes the same. */
const jitter = (seed: number, span: number) => Math.abs((seed * 2654435761) % 4294967296) % span;

/**
 * A believable year of drills on every demo ship (DOMAIN.md §3.6): abandon-ship and fire drills monthly with
 * the crew on board that day (one or two absent with their reason), lifeboat launches quarterly, enclosed
 * space every two months and the rest as their frequency asks; a fire drill late on one ship, the enclosed
 * space drill and a lifeboat launch late on another, recent records waiting for the office, a few
 * deficiencies, one raised as an NCR. Written into the drills part's tables; nothing when drills exist.
 */
export const seedDemoDrills: PartDemo = async (context, input) => {
  const db = context.db;
  const shipIds = input.ships.map((ship) => ship.id);
  if (shipIds.length === 0) return {};
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(drill).where(inArray(drill.ship_id, shipIds));
  if (Number(existing?.n ?? 0) > 0) return {};
  const types = await db.select().from(drillType).where(eq(drillType.active, true));
  if (types.length === 0) return {};
  // Ships in service only (a laid-up ship holds no drills), in the demo's order: the late ones are the second and third.
  const inService = new Set((await service(SHIP_DIRECTORY).inService(db, { shipIds, deptIds: 'all' })).map((ship) => ship.id));
  const ships = await service(SHIP_DIRECTORY).byIds(db, [...inService]);
  const crew = optionalService(CREW_ON_BOARD);
  const yearAgo = addDays(input.today, -365);
  const stays = crew ? await crew.stays(db, shipIds, yearAgo, input.today) : [];
  const reviewer = input.staff.get('marine_wang') ?? input.staff.get('dpa_zhou') ?? null;
  const summary = { drills: 0, planned: 0, participants: 0, deficiencies: 0, ncrs: 0 };
  const withDeficiency: Array<{ id: string; key: string }> = [];

  for (const [shipIndex, shipInput] of input.ships.filter((ship) => inService.has(ship.id)).entries()) {
    const ship = ships.get(shipInput.id);
    if (!ship) continue;
    const aboardShip = stays.filter((stay) => stay.ship_id === ship.id);
    for (const type of types) {
      if (!drillAppliesTo(type, ship.ship_type)) continue;
      const frequency = drillFrequency(type, ship.ship_type);
      for (const day of drillDays(type, frequency, shipIndex, input.today, yearAgo)) {
        const aboard = aboardShip.filter((stay) => onBoardOn(stay, day));
        const participants = participantsOf(type, aboard, day);
        if (participants.length === 0 && SCENARIOS[type.code]?.crew === 'all') continue;
        const age = daysBetween(day, input.today);
        // The last three weeks' records wait for the office (those past 14 days are chased), the last two days' for the master too.
        const reviewed = age > 20;
        const signed = reviewed || age > 2;
        const text = SCENARIOS[type.code] ?? GENERIC;
        const deficiencies: DrillDeficiency[] = deficienciesOf(type.code, shipIndex, age);
        // Each boat is launched at every quarterly launch (SOLAS: each boat every 3 months): a record per boat.
        for (const boat of type.code === 'lifeboat_launch' ? ['No. 1 (port)', 'No. 2 (stbd)'] : [null]) {
          const [row] = await db
            .insert(drill)
            .values({
              ship_id: ship.id,
              dept_id: ship.dept_id,
              drill_type_id: type.id,
              status: reviewed ? 'office_reviewed' : 'done',
              planned_date: day,
              conducted_at: day,
              place: age % 3 === 0 ? 'At anchor' : 'At sea',
              scenario: text.scenario,
              objectives: `Crew familiar with their duties in the ${type.name_en.toLowerCase()} as the station bill lists them.`,
              duration_min: 30 + jitter(age, 4) * 10,
              conducted_by_name: 'Master',
              participants,
              participant_count: participants.filter((p) => p.attendance === 'attended').length,
              equipment_used: text.equipment,
              lifeboat_no: boat,
              weather: age % 2 === 0 ? 'Wind NE 4, sea slight, good visibility' : 'Wind SW 5, moderate swell',
              assessment: deficiencies.length ? 3 : 4 + jitter(age + shipIndex, 2),
              lessons_learned: text.lessons,
              deficiencies,
              master_signed_at: signed ? new Date(`${addDays(day, 1)}T09:00:00Z`) : null,
              office_reviewed_at: reviewed ? new Date(`${addDays(day, 7)}T10:00:00Z`) : null,
              office_reviewed_by: reviewed ? reviewer : null,
              review_remark: reviewed ? 'Reviewed: record complete.' : null,
            })
            .returning();
          summary.drills += 1;
          summary.deficiencies += deficiencies.length;
          if (deficiencies.length && withDeficiency.length === 0 && deficiencies[0]!.grade !== 'observation') withDeficiency.push({ id: row!.id, key: deficiencies[0]!.key! });
          if (participants.length) {
            await db.insert(drillParticipant).values(
              participants.map((p) => ({ drill_id: row!.id, ship_id: ship.id, dept_id: ship.dept_id, drill_type_id: type.id, conducted_at: day, seafarer_id: p.seafarer_id, rank_id: p.rank_id ?? null, role: p.role ?? null, attendance: p.attendance, absence_reason: p.absence_reason ?? null })),
            );
            summary.participants += participants.length;
          }
        }
      }
    }
  }

  // The ships' drill plans for the coming fortnight (the master plans the month's drills ahead): the
  // abandon-ship and fire drills next due, planned, not held yet.
  for (const [shipIndex, shipInput] of input.ships.filter((ship) => inService.has(ship.id)).entries()) {
    const ship = ships.get(shipInput.id);
    if (!ship) continue;
    for (const [offset, code] of [[5, 'abandon_ship'], [12, 'fire']] as const) {
      const type = types.find((item) => item.code === code);
      if (!type || !drillAppliesTo(type, ship.ship_type)) continue;
      const text = SCENARIOS[type.code] ?? GENERIC;
      await db.insert(drill).values({
        ship_id: ship.id,
        dept_id: ship.dept_id,
        drill_type_id: type.id,
        status: 'planned',
        planned_date: addDays(input.today, offset + shipIndex),
        scenario: text.scenario,
        objectives: `Crew familiar with their duties in the ${type.name_en.toLowerCase()} as the station bill lists them.`,
        conducted_by_name: 'Master',
      });
      summary.planned += 1;
    }
  }

  // One deficiency goes on as an NCR, as the office would raise it from the drill.
  const pipeline = optionalService(NCR_PIPELINE);
  const raiserId = input.staff.get('dpa_zhou') ?? reviewer;
  const [raiser] = raiserId ? await db.select().from(admin).where(eq(admin.id, raiserId)) : [];
  const first = withDeficiency[0];
  if (pipeline && raiser && first) {
    await db.transaction(async (tx) => {
      const [record] = await tx.select().from(drill).where(eq(drill.id, first.id));
      const type = types.find((item) => item.id === record!.drill_type_id)!;
      const deficiency = record!.deficiencies.find((item) => item.key === first.key)!;
      const raised = await pipeline.raise(tx as unknown as Db, {
        sourceType: 'drill',
        sourceId: record!.id,
        sourceItemId: deficiency.key ?? null,
        shipId: record!.ship_id,
        deptId: record!.dept_id!,
        grade: deficiency.grade,
        clauseRef: type.regulation_ref ?? null,
        title: `${type.name_en} ${record!.conducted_at}: ${deficiency.description}`.slice(0, 200),
        description: deficiency.description,
        raisedBy: await loadAccess(tx as unknown as Db, raiser),
      });
      await tx
        .update(drill)
        .set({ deficiencies: record!.deficiencies.map((item) => (item.key === deficiency.key ? { ...item, ncr_id: raised.id, ncr_no: raised.ncr_no } : item)) })
        .where(eq(drill.id, record!.id));
      summary.ncrs += 1;
    });
  }
  return summary;
};

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The days a drill type was held on a ship over the year, newest first: the last one a little inside its
 * interval, each before it a few days short of the interval. Late on purpose: the fire drill on the third
 * ship (36 days ago), the enclosed space drill (75 days) and the lifeboat launch (4 months) on the second.
 */
function drillDays(type: DrillTypeRow, frequency: number, shipIndex: number, today: string, yearAgo: string): string[] {
  const late: Record<string, number> = shipIndex === 1 ? { enclosed_space: 75, lifeboat_launch: 122 } : shipIndex === 2 ? { fire: 36 } : {};
  const seed = shipIndex * 31 + type.code.length * 7;
  // The last held: for a monthly drill 3 to 20 days ago, for longer intervals within the first two thirds.
  let back = late[type.code] ?? 3 + jitter(seed, Math.max(3, Math.round(frequency * (frequency <= 30 ? 0.55 : 0.6))));
  const days: string[] = [];
  while (true) {
    const day = addDays(today, -back);
    if (day < yearAgo) break;
    days.push(day);
    back += frequency - 2 - jitter(seed + back, Math.max(2, Math.round(frequency / 6)));
  }
  return days;
}

/**
 * Who took part: for a drill of the whole crew everyone on board that day, one in about nine absent with a
 * reason (on watch, sick); for a team drill the officers and five of the ratings, most senior first.
 */
function participantsOf(type: DrillTypeRow, aboard: readonly CrewStayRow[], day: string): DrillParticipantInput[] {
  const seen = new Set<string>();
  const unique = aboard.filter((stay) => (seen.has(stay.seafarer_id) ? false : (seen.add(stay.seafarer_id), true)));
  const whole = SCENARIOS[type.code]?.crew === 'all' || type.per_crew_member;
  const chosen = whole ? unique : unique.slice(0, Math.min(unique.length, 10));
  const dayNumber = Number(day.slice(8, 10));
  return chosen.map((stay, index) => {
    const absent = whole && chosen.length > 8 && (index * 7 + dayNumber) % 19 === 0;
    return {
      seafarer_id: stay.seafarer_id,
      rank_id: stay.rank_id,
      role: index === 0 ? 'In command' : null,
      attendance: absent ? ('absent' as const) : ('attended' as const),
      absence_reason: absent ? (index % 2 ? 'On watch in the engine room' : 'Sick in cabin, excused by the master') : null,
    };
  });
}

/** A few deficiencies across the fleet's year, in the words of a drill report. */
function deficienciesOf(code: string, shipIndex: number, age: number): DrillDeficiency[] {
  const found: Record<string, string> = {
    fire: 'One SCBA cylinder found below the required pressure (180 bar instead of 200).',
    abandon_ship: 'Two immersion suits in the forward locker had stiff zips.',
    enclosed_space: 'Tripod winch brake slipped under load; taken out of service until repaired.',
    lifeboat_launch: 'Lifeboat engine failed to start at the first attempt; battery found weak.',
  };
  const description = found[code];
  // About one drill in twenty of these kinds, past the first month, spread over the ships.
  if (!description || age < 30 || (age + shipIndex * 11) % 97 > 4) return [];
  return [{ key: randomUUID(), description, grade: code === 'enclosed_space' || code === 'lifeboat_launch' ? 'major' : 'minor', ncr_id: null, ncr_no: null }];
}
