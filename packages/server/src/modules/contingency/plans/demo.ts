import { inArray, sql } from 'drizzle-orm';
import { addDays, addYears, weekMonday } from '@vessel/contract';
import { admin } from '../../../platform/identity/tables.js';
import type { PartDemo } from '../demo-input.js';
import { emergencyContact, emergencyPlan, ertDuty } from './tables.js';

/** Each ship's plans (most of the seeded types) and the shore's: the company's response, not the ship's. */
const SHIP_PLANS: readonly [string, string, string][] = [
  ['fire', 'Fire on board', 'Raise the alarm; muster the fire party; boundary cooling; stop ventilation, close fire dampers; report to the company.'],
  ['flooding', 'Flooding / hull breach', 'Sound the alarm; locate the breach; start the bilge pumps; close the watertight doors; assess stability.'],
  ['collision', 'Collision', 'Stop the engines; sound the alarm; check for damage and injured; assess stability; report to the coastal state and the company.'],
  ['grounding', 'Grounding', 'Stop the engines; sound the tanks and the hull; no attempt to refloat before assessing stability; report.'],
  ['abandon_ship', 'Abandon ship', 'General alarm; muster at the lifeboat stations; roll call; launch the boats on the master\'s order; distress alert.'],
  ['mob', 'Man overboard', 'Throw the lifebuoy; Williamson turn; keep the person in sight; launch the rescue boat; inform MRCC.'],
  ['oil_spill', 'Oil spill (SOPEP)', 'Stop the source; contain on deck with the SOPEP kit; report to the coastal state and the DPA.'],
  ['enclosed_space', 'Enclosed space rescue', 'No entry without the rescue team; test the atmosphere; EEBD and tripod; first aid.'],
  ['steering_failure', 'Steering gear failure', 'Change to the emergency steering; not-under-command lights; warn the traffic; report.'],
  ['blackout', 'Blackout', 'Emergency generator on load; restart the main generators; restore the steering and the propulsion.'],
  ['heavy_weather', 'Heavy weather', 'Secure the deck; adjust course and speed; check the lashings; keep the crew off deck.'],
  ['piracy_security', 'Piracy / armed robbery', 'Raise the alarm; SSAS; citadel; inform UKMTO / MSCHOA and the CSO.'],
  ['medical', 'Medical emergency', 'First aid; radio medical advice (CIRM); consider a diversion or medevac.'],
];
const SHORE_PLANS: readonly [string, string, string][] = [
  ['collision', 'Company response: collision or grounding', 'Activate the ERT; open the emergency room; inform class, flag, P&I and salvage; hold the media statement.'],
  ['oil_spill', 'Company response: oil pollution (SMPEP/OSRO)', 'Activate the ERT; call the OSRO and the P&I club; notify the coastal state; log every call.'],
  ['piracy_security', 'Company response: piracy or security threat', 'The CSO leads; inform the flag, UKMTO and the families\' liaison; no statement without legal advice.'],
  ['pandemic', 'Pandemic on board or ashore', 'Isolate the sick; port health and the agents informed; crew changes held; PPE supply checked.'],
];

/** The response team: role, the person (by user name), the backup (by user name), or none: crewing has none, the gap the demo shows. */
const TEAM: readonly [string, string, string | null][] = [
  ['team_leader', 'gm_sun', 'tech_li'],
  ['dpa', 'dpa_zhou', 'marine_wang'],
  ['cso', 'marine_wang', 'dpa_zhou'],
  ['technical', 'tech_li', 'tech_gao'],
  ['marine', 'marine_wang', 'supt_liu'],
  ['crewing', 'crew_chen', null],
  ['hseq', 'dpa_zhou', 'supt_he'],
  ['media_legal', 'gm_sun', 'crew_chen'],
  ['pandi_liaison', 'supt_liu', 'marine_wang'],
];
const PHONES: Record<string, string> = {
  gm_sun: '+86 138 1700 2201', tech_li: '+86 139 1820 3342', tech_gao: '+86 137 6145 2290', marine_wang: '+86 135 2411 7765', crew_chen: '+86 136 0172 5518',
  dpa_zhou: '+86 138 0165 9901', supt_liu: '+86 139 1602 4475', supt_he: '+86 137 9122 0836', superintendent: '+86 135 6420 1187',
};

const EXTERNAL: readonly { party: string; organisation: string; person_name: string; phone_24h: string; email: string | null }[] = [
  { party: 'class', organisation: 'China Classification Society, Shanghai Branch (ERS)', person_name: 'Emergency response service desk', phone_24h: '+86 21 5888 6100', email: 'ers.sh@ccs.example' },
  { party: 'flag', organisation: 'Panama Maritime Authority, Segumar Shanghai', person_name: 'Duty officer', phone_24h: '+86 21 6330 8010', email: 'segumar.sh@amp.example' },
  { party: 'pandi', organisation: 'China Shipowners Mutual Assurance Association', person_name: 'Claims duty handler', phone_24h: '+86 21 6887 5600', email: 'claims@cpiweb.example' },
  { party: 'salvage', organisation: 'Shanghai Salvage Bureau', person_name: 'Operations duty room', phone_24h: '+86 21 6595 3388', email: null },
  { party: 'mrcc', organisation: 'Shanghai MRCC', person_name: 'Watch officer', phone_24h: '+86 21 6507 7700', email: 'mrcc@shmsa.example' },
  { party: 'osro', organisation: 'Oil Spill Response Ltd, Singapore', person_name: 'Duty manager', phone_24h: '+65 6266 1566', email: 'duty@osrl.example' },
];

/** The demo's plans, response team, external parties and 52 weeks of duty roster back and 4 ahead (one gap next month). Once. */
export const seedDemoPlans: PartDemo = async (context, input): Promise<Record<string, number>> => {
  const { db } = context;
  const [{ n }] = ((await db.execute(sql`select count(*)::int as n from emergency_plan`)) as unknown as { rows: { n: number }[] }).rows as [{ n: number }];
  if (Number(n) > 0) return {};
  const today = input.today;
  const names = new Map<string, string>();
  const ids = [...input.staff.values()];
  if (ids.length) for (const row of await db.select({ id: admin.id, nickname: admin.nickname }).from(admin).where(inArray(admin.id, ids))) names.set(row.id, row.nickname ?? '');
  const person = (username: string) => {
    const id = input.staff.get(username);
    return id ? { id, name: names.get(id) || username } : null;
  };

  const plans: (typeof emergencyPlan.$inferInsert)[] = [];
  input.ships.forEach((ship, index) => {
    SHIP_PLANS.forEach(([type, title, actions], order) => {
      // Reviewed yearly on staggered dates; the first ship's blackout plan is past its review, its heavy-weather plan due soon.
      let due = addDays(today, 40 + ((index * 37 + order * 23) % 300));
      if (index === 0 && type === 'blackout') due = addDays(today, -12);
      if (index === 0 && type === 'heavy_weather') due = addDays(today, 18);
      plans.push({ ship_id: ship.id, dept_id: ship.dept_id, plan_type: type, title: `${ship.name_en}: ${title}`, key_actions: actions, muster_stations: type === 'abandon_ship' ? 'Lifeboat stations port and starboard, boat deck' : 'Muster station A, upper deck aft', last_reviewed: addYears(due, -1), review_due_date: due });
    });
  });
  SHORE_PLANS.forEach(([type, title, actions], order) => {
    const due = addDays(today, 60 + order * 45);
    plans.push({ ship_id: null, dept_id: null, plan_type: type, title, key_actions: actions, muster_stations: 'Emergency room, 12th floor', last_reviewed: addYears(due, -1), review_due_date: due });
  });
  await db.insert(emergencyPlan).values(plans);

  const contacts: (typeof emergencyContact.$inferInsert)[] = [];
  for (const [role, who, backup] of TEAM) {
    const main = person(who);
    if (!main) continue;
    const spare = backup ? person(backup) : null;
    contacts.push({ kind: 'team', ert_role: role, admin_id: main.id, person_name: main.name, phone_24h: PHONES[who] ?? '+86 21 5000 0000', backup_admin_id: spare?.id ?? null, backup_name: spare?.name ?? null, backup_phone: spare && backup ? (PHONES[backup] ?? null) : null, valid_from: addDays(today, -400) });
  }
  for (const party of EXTERNAL) contacts.push({ kind: 'external', ...party, valid_from: addDays(today, -400), valid_to: addDays(today, 600) });
  await db.insert(emergencyContact).values(contacts);

  const rota = ['gm_sun', 'dpa_zhou', 'marine_wang', 'tech_li'].map(person).filter((one): one is { id: string; name: string } => !!one);
  const weeks: (typeof ertDuty.$inferInsert)[] = [];
  if (rota.length) {
    const monday = weekMonday(today);
    // Four weeks ahead, the third not yet rostered: the gap the alert catches when it comes near.
    for (let week = -52; week <= 4; week++) {
      if (week === 3) continue;
      const start = addDays(monday, week * 7);
      const leader = rota[(week + 52) % rota.length]!;
      weeks.push({ week_start: start, week_end: addDays(start, 6), leader_id: leader.id, member_ids: rota.filter((one) => one.id !== leader.id).slice(0, 2).map((one) => one.id) });
    }
    await db.insert(ertDuty).values(weeks);
  }
  return { emergencyPlans: plans.length, emergencyContacts: contacts.length, ertDutyWeeks: weeks.length };
};
