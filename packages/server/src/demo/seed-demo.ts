import { and, eq, inArray, isNull } from 'drizzle-orm';
import { addDays, addMonths, contractPlannedEnd, daysOnBoard, type AssignmentStatus } from '@vessel/contract';
import { generatePassword } from '../config.js';
import type { Db } from '../db/client.js';
import type { ModuleContext } from '../platform/module.js';
import { hashPassword } from '../platform/passwords.js';
import { optionalService } from '../platform/services.js';
import { SUPPLIER_DIRECTORY } from '../platform/suppliers.js';
import { admin, adminGroup, adminGroupAccess, adminGroupDepartment, adminGroupRule, adminRule, department } from '../platform/identity/tables.js';
import { seedDemoApprovals } from '../modules/approval/index.js';
import { seedDemoAudits } from '../modules/audit/index.js';
import { seedDemoBunkerNotes } from '../modules/bunker/index.js';
import { seedDemoNcrs } from '../modules/ncr/index.js';
import { seedDemoInspections } from '../modules/supervision/index.js';
import { seedDemoContingency } from '../modules/contingency/index.js';
import { seedDemoDocuments } from '../modules/document/index.js';
import { seedDemoEvaluation } from '../modules/evaluation/index.js';
import { seedDemoPms } from '../modules/pms/index.js';
import { seedDemoSuppliers } from '../modules/supplier/index.js';
import { refreshCertificate } from '../modules/cert/certificate-state.js';
import { believableExpiresIn, seafarerDocumentIssuer, seedDemoCertificates } from '../modules/cert/demo.js';
import { certificateType, certificate } from '../modules/cert/tables.js';
import { crewPoolDepartment, refreshSeafarer } from '../modules/crew/seafarer-standing.js';
import { crewAssignment, crewContract, position, positionRequirement, seaService, seafarer } from '../modules/crew/tables.js';
import { createShipDepartment } from '../modules/fleet/ship-department.js';
import { ship, shipStatusLog } from '../modules/fleet/tables.js';
import { seedRankRequirements } from '../modules/crew/requirement-seed.js';
import { DEMO_DEPARTMENTS, DEMO_LOGINS, DEMO_ROLE_RIGHTS, DEMO_ROLES, DEMO_SHIPS, DEMO_STAFF, contractMonths, imoOf, isOfficer, personOf, type CrewOrigin, type DemoShip } from './demo-fleet.js';

/**
 * The demo company (DOMAIN.md §6), written relative to today: departments and fleet groups, seven ships,
 * about 150 seafarers with contracts, assignments (crews near safe manning, one deliberate gap, contracts
 * ending with and without reliefs), documents (the cert module's demo, then what the rank requirements
 * still miss), ship certificates, and the alerts and to-dos these raise. Idempotent: what exists (by
 * department code, username, IMO number, seafarer number) is left alone.
 */
export interface DemoSummary {
  departments: number;
  ships: number;
  seafarers: number;
  assignments: number;
  certificates: number;
  alerts: { raised: number; closed: number };
  /** Accounts created by this run that a visitor logs in with (printed once, as the first administrator's). */
  logins: Array<{ username: string; password: string }>;
}

const JOIN_PORTS: Record<string, string> = {
  'OCEAN HARMONY': 'Qingdao',
  'PACIFIC PIONEER': 'Zhoushan',
  'EAST STAR': 'Shanghai',
  'JIN HAI 8': 'Singapore',
  'MING YANG': 'Singapore',
  'BLUE HORIZON': 'Zhoushan',
  'HUA YUN 16': 'Ningbo',
};

/** The demo's first seafarer number: its presence says the crew phase has run. */
const FIRST_SEAFARER_NO = 'CR0001';

async function ensureDepartments(db: Db): Promise<{ byCode: Map<string, string>; created: number }> {
  const rootId = await crewPoolRoot(db);
  const byCode = new Map<string, string>();
  let created = 0;
  for (const [index, dept] of DEMO_DEPARTMENTS.entries()) {
    const [found] = await db.select({ id: department.id }).from(department).where(eq(department.code, dept.code)).limit(1);
    if (found) {
      byCode.set(dept.code, found.id);
      continue;
    }
    const [row] = await db
      .insert(department)
      .values({ pid: rootId, name: dept.name, name_en: dept.name_en, dept_type: dept.dept_type, code: dept.code, weigh: (DEMO_DEPARTMENTS.length - index) * 10 })
      .returning({ id: department.id });
    byCode.set(dept.code, row!.id);
    created++;
  }
  return { byCode, created };
}

async function crewPoolRoot(db: Db): Promise<string> {
  const [root] = await db.select({ id: department.id }).from(department).where(and(eq(department.dept_type, 'company'), isNull(department.pid))).limit(1);
  if (!root) throw new Error('the company root department is missing: start the server once first');
  return root.id;
}

async function ensureStaff(db: Db, departments: Map<string, string>): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const person of DEMO_STAFF) {
    const [found] = await db.select({ id: admin.id }).from(admin).where(eq(admin.username, person.username)).limit(1);
    if (found) {
      ids.set(person.username, found.id);
      continue;
    }
    // Named people the ships refer to; nobody knows their password (a super administrator can set one).
    const [row] = await db
      .insert(admin)
      .values({
        username: person.username,
        nickname: person.nickname,
        password_hash: await hashPassword(generatePassword()),
        department_id: departments.get(person.dept) ?? null,
        weight_type: person.weight_type,
        is_leader: 'is_leader' in person && person.is_leader,
        is_dpa: 'is_dpa' in person && person.is_dpa,
        status: 'enable',
      })
      .returning({ id: admin.id });
    ids.set(person.username, row!.id);
  }
  return ids;
}

/**
 * The accounts a visitor logs in as (ADMIN_PASSWORD when set, else a generated password returned once),
 * and the roles that give the demo's people their data scope: without one an administrator sees nothing,
 * and the alert engine gives a ship's to-dos only to someone who sees the ship.
 */
async function ensureRoles(db: Db, input: { departments: Map<string, string>; staff: Map<string, string>; password: string | null }) {
  const logins: Array<{ username: string; password: string }> = [];
  const ids = new Map(input.staff);
  for (const person of DEMO_LOGINS) {
    const [found] = await db.select({ id: admin.id }).from(admin).where(eq(admin.username, person.username)).limit(1);
    if (found) {
      ids.set(person.username, found.id);
      continue;
    }
    const password = input.password ?? generatePassword();
    const [row] = await db
      .insert(admin)
      .values({ username: person.username, nickname: person.nickname, password_hash: await hashPassword(password), department_id: input.departments.get(person.dept) ?? null, weight_type: person.weight_type, is_leader: person.is_leader, status: 'enable' })
      .returning({ id: admin.id });
    ids.set(person.username, row!.id);
    logins.push({ username: person.username, password });
  }
  const rules = await db.select({ id: adminRule.id, name: adminRule.name }).from(adminRule);
  const granted = rules.filter((rule) => DEMO_ROLE_RIGHTS.some((prefix) => rule.name === prefix || rule.name.startsWith(`${prefix}/`)));
  for (const role of DEMO_ROLES) {
    const [found] = await db.select({ id: adminGroup.id }).from(adminGroup).where(eq(adminGroup.name, role.name)).limit(1);
    if (found) continue;
    const [group] = await db.insert(adminGroup).values({ name: role.name, data_scope: role.data_scope, status: 'enable' }).returning({ id: adminGroup.id });
    if (granted.length) await db.insert(adminGroupRule).values(granted.map((rule) => ({ group_id: group!.id, rule_id: rule.id })));
    const departments = role.departments.map((code) => input.departments.get(code)).filter((id): id is string => !!id);
    if (departments.length) await db.insert(adminGroupDepartment).values(departments.map((department_id) => ({ group_id: group!.id, department_id })));
    const members = role.members.map((username) => ids.get(username)).filter((id): id is string => !!id);
    if (members.length) await db.insert(adminGroupAccess).values(members.map((admin_id) => ({ admin_id, group_id: group!.id }))).onConflictDoNothing();
  }
  return { logins, people: ids };
}

async function ensureShips(db: Db, input: { today: string; departments: Map<string, string>; staff: Map<string, string>; ranks: Map<string, string> }) {
  const rows = new Map<string, typeof ship.$inferSelect>();
  let created = 0;
  for (const [index, demo] of DEMO_SHIPS.entries()) {
    const imo = imoOf(demo);
    const [found] = await db.select().from(ship).where(eq(ship.imo_no, imo)).limit(1);
    if (found) {
      rows.set(demo.name_en, found);
      continue;
    }
    const row = await db.transaction(async (tx) => {
      const fleet = input.departments.get(demo.fleet)!;
      const deptId = await createShipDepartment(tx, { name_en: demo.name_en, name_zh: demo.name_zh, imo_no: imo, parentId: fleet });
      const managementStart = addMonths(input.today, -(24 + index * 9));
      const safeManning = Object.fromEntries(Object.entries(demo.safe_manning).map(([code, n]) => [input.ranks.get(code)!, n]));
      const [inserted] = await tx
        .insert(ship)
        .values({
          name_en: demo.name_en,
          name_zh: demo.name_zh,
          imo_no: imo,
          mmsi: demo.mmsi,
          call_sign: demo.call_sign,
          flag: demo.flag,
          port_of_registry: demo.port_of_registry,
          official_no: `${demo.flag}-${demo.imo6}`,
          ship_type: demo.ship_type,
          ship_subtype: demo.ship_subtype,
          class_society: demo.class_society,
          class_no: `${demo.class_society}${demo.imo6.slice(1)}`,
          gt: demo.gt,
          nt: demo.nt,
          dwt: demo.dwt,
          loa: demo.loa,
          breadth: demo.breadth,
          depth: demo.depth,
          summer_draft: demo.summer_draft,
          built_year: demo.built_year,
          delivery_date: `${demo.built_year}-0${(index % 9) + 1}-15`,
          builder: demo.builder,
          hull_no: `H${demo.imo6.slice(2)}`,
          registered_owner: `${demo.name_en.split(' ')[0]} Shipping Inc.`,
          doc_company: 'Harbour Ship Management Co., Ltd.',
          operator: 'Harbour Ship Management Co., Ltd.',
          trading_area: demo.trading_area,
          status: demo.status,
          management_start: managementStart,
          dept_id: deptId,
          fleet_group_id: fleet,
          // The bulk fleet's superintendent is its ships' technical superintendent: their certificate work
          // comes to his to-do list (a visitor logging in as him sees it there).
          tech_superintendent_id: (demo.fleet === 'FLEET-BULK' ? input.staff.get('superintendent') : input.staff.get(index % 2 ? 'tech_gao' : 'tech_li')) ?? null,
          marine_superintendent_id: input.staff.get('marine_wang') ?? null,
          crew_manager_id: input.staff.get('crew_chen') ?? null,
          contact_email: `master.${demo.name_en.toLowerCase().replace(/[^a-z0-9]+/g, '')}@fleet.example.com`,
          sat_phone: `+870 77${demo.imo6}`,
          safe_manning: safeManning,
          next_drydock_due: addMonths(input.today, [5, 30, 14, 22, 40, 3, 11][index] ?? 18),
          next_port: demo.next_port,
          next_port_eta: demo.eta_days === null ? null : addDays(input.today, demo.eta_days),
        })
        .returning();
      await tx.insert(shipStatusLog).values({ ship_id: inserted!.id, from_status: null, to_status: 'in_service', changed_on: managementStart, reason: demo.status_reason === 'Delivered into management' ? demo.status_reason : 'Taken into management' });
      if (demo.status !== 'in_service') {
        await tx.insert(shipStatusLog).values({ ship_id: inserted!.id, from_status: 'in_service', to_status: demo.status, changed_on: addDays(input.today, demo.status === 'drydock' ? -12 : -95), reason: demo.status_reason });
      }
      return inserted!;
    });
    rows.set(demo.name_en, row);
    created++;
  }
  return { rows, created };
}

interface CrewPlan {
  no: string;
  origin: CrewOrigin;
  rank: string;
  ship: DemoShip | null;
  assignments: Array<{ ship: DemoShip; rank: string; status: AssignmentStatus; join: string; off: string; signOn?: string; signOff?: string; months: number; relieves?: number }>;
  employment?: 'not_available' | 'terminated';
  remark?: string;
}

/**
 * Who is where: every ship's crew on board (but OCEAN HARMONY's third officer, signed off last week: the
 * safe-manning gap), reliefs nominated or approved for half the contracts ending within 45 days, a
 * relief for the gap whose medical is missing (approval refused), and a pool on leave or available.
 */
function planCrew(today: string): CrewPlan[] {
  const plans: CrewPlan[] = [];
  const counters: Record<CrewOrigin, number> = { cn: 0, ph: 0, in: 0 };
  const next = (origin: CrewOrigin, rank: string, shipOf: DemoShip | null): CrewPlan => {
    const plan: CrewPlan = { no: `CR${String(plans.length + 1).padStart(4, '0')}`, origin, rank, ship: shipOf, assignments: [] };
    counters[origin]++;
    plans.push(plan);
    return plan;
  };
  for (const [si, demo] of DEMO_SHIPS.entries()) {
    for (const [k, rank] of demo.crew.entries()) {
      const origin = isOfficer(rank) ? demo.officers : demo.ratings;
      const months = contractMonths(origin, rank);
      const person = next(origin, rank, demo);
      if (demo.name_en === 'OCEAN HARMONY' && rank === '3/O') {
        // Signed off last week for a family emergency; the relief joins next week: a gap in between.
        const signOn = addDays(today, -150);
        person.assignments.push({ ship: demo, rank, status: 'signed_off', join: signOn, off: contractPlannedEnd(signOn, months), signOn, signOff: addDays(today, -6), months });
        person.remark = 'Signed off early: family emergency';
        const relief = next(origin, rank, null);
        relief.assignments.push({ ship: demo, rank, status: 'nominated', join: addDays(today, 6), off: addDays(contractPlannedEnd(addDays(today, 6), months), 0), months });
        relief.remark = 'Relief for the third officer; medical certificate not yet received';
        continue;
      }
      // Days on board spread over the contract, so that some contracts end soon and some just began.
      const span = months * 30;
      let daysAgo = 12 + ((si * 37 + k * 53) % Math.max(30, span - 8));
      if (demo.status === 'laid_up') daysAgo = 40 + k * 9;
      const signOn = addDays(today, -daysAgo);
      const off = contractPlannedEnd(signOn, months);
      person.assignments.push({ ship: demo, rank, status: 'onboard', join: signOn, off, signOn, months });
      // A previous period on the same ship for every third seafarer: sea service of their own.
      if (k % 3 === 0) {
        const before = addDays(signOn, -(span + 90));
        person.assignments.unshift({ ship: demo, rank, status: 'signed_off', join: before, off: contractPlannedEnd(before, months), signOn: before, signOff: contractPlannedEnd(before, months), months });
      }
      const endsSoon = off <= addDays(today, 45);
      if (demo.status === 'in_service' && endsSoon && k % 2 === 0) {
        const relief = next(origin, rank, null);
        // Three days before the contract ends, or within days when it has run out already.
        const join = addDays(off, -3) >= addDays(today, 2) ? addDays(off, -3) : addDays(today, 2 + (k % 5));
        relief.assignments.push({ ship: demo, rank, status: k % 4 === 0 ? 'approved' : 'nominated', join, off: contractPlannedEnd(join, months), months, relieves: plans.indexOf(person) });
      }
    }
  }
  // The pool: on leave after a recent sign-off, available, one unfit, one not for re-hire.
  const poolRanks = ['C/O', '2/O', '3/O', '2/E', '3/E', '4/E', 'AB', 'AB', 'OS', 'OLR', 'OLR', 'FTR', 'CCK', 'MSM', 'BSN', 'ETO'];
  let p = 0;
  while (plans.length < 150) {
    const rank = poolRanks[p % poolRanks.length]!;
    const origin: CrewOrigin = p % 3 === 2 ? 'ph' : 'cn';
    const person = next(origin, rank, null);
    const shipOf = DEMO_SHIPS[p % DEMO_SHIPS.length]!;
    const months = contractMonths(origin, rank);
    const signOff = addDays(today, -(8 + ((p * 17) % 120)));
    const signOn = addDays(signOff, -(months * 30 - 5));
    person.assignments.push({ ship: shipOf, rank, status: 'signed_off', join: signOn, off: contractPlannedEnd(signOn, months), signOn, signOff, months });
    if (p === 3) {
      person.employment = 'not_available';
      person.remark = 'Medical: unfit until orthopaedic review';
    }
    if (p === 7) {
      person.employment = 'terminated';
      person.remark = 'Not for re-hire';
    }
    p++;
  }
  return plans;
}

async function writeCrew(db: Db, input: { today: string; plans: CrewPlan[]; ships: Map<string, typeof ship.$inferSelect>; ranks: Map<string, string> }) {
  const ids: string[] = [];
  const assignmentIds: string[] = [];
  const pool = await crewPoolDepartment(db);
  let contractSeq = 0;
  await db.transaction(async (tx) => {
    for (const [index, plan] of input.plans.entries()) {
      const person = personOf(plan.origin, index);
      const birthYear = 1965 + ((index * 7) % 35);
      const leave = plan.assignments.at(-1);
      const availability = leave?.status === 'signed_off' && leave.signOff ? addDays(leave.signOff, Math.ceil((daysOnBoard(leave.signOn!, leave.signOff) / 30) * 2.5) + 30) : null;
      const [row] = await tx
        .insert(seafarer)
        .values({
          seafarer_no: plan.no,
          name_en: person.name_en,
          name_zh: person.name_zh,
          gender: 'male',
          birth_date: `${birthYear}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
          birth_place: plan.origin === 'cn' ? ['大连', '青岛', '上海', '宁波', '福州', '湛江', '武汉'][index % 7]! : plan.origin === 'ph' ? 'Manila' : 'Mumbai',
          nationality: person.nationality,
          rank_id: input.ranks.get(plan.rank)!,
          mobile: person.mobile,
          employment_state: plan.employment ?? 'active',
          availability_date: availability,
          ship_type_experience: [...new Set(plan.assignments.map((a) => a.ship.ship_type))],
          blacklist_reason: plan.employment === 'terminated' ? 'Repeated breach of the drug and alcohol policy' : '',
          remark: plan.remark ?? '',
          dept_id: pool,
        })
        .returning({ id: seafarer.id });
      ids.push(row!.id);
      for (const a of plan.assignments) {
        const target = input.ships.get(a.ship.name_en)!;
        const rankId = input.ranks.get(a.rank)!;
        const contractStatus = a.status === 'onboard' ? 'active' : a.status === 'signed_off' ? 'completed' : a.status === 'approved' ? 'signed' : 'draft';
        const start = a.signOn ?? a.join;
        const [contract] = await tx
          .insert(crewContract)
          .values({
            contract_no: `SEA-${start.slice(0, 4)}-${String(++contractSeq).padStart(4, '0')}`,
            seafarer_id: row!.id,
            ship_id: target.id,
            rank_id: rankId,
            // A draft is not signed yet; an approved relief signed lately, however far ahead she joins.
            sign_date: contractStatus === 'draft' ? null : addDays(start, -20) < input.today ? addDays(start, -20) : addDays(input.today, -1),
            start_date: start,
            duration_months: a.months,
            tolerance_months: 1,
            planned_end_date: contractPlannedEnd(start, a.months),
            end_date: a.signOff ?? null,
            basic_wage: isOfficer(a.rank) ? String(4200 + ((index * 131) % 6000)) : String(1350 + ((index * 37) % 900)),
            currency: plan.origin === 'cn' ? 'CNY' : 'USD',
            cba: plan.origin === 'ph' ? 'ITF IBF/AMOSUP' : plan.origin === 'in' ? 'ITF IBF/NUSI' : '',
            repatriation_terms: 'At company expense to port of engagement',
            status: contractStatus,
            dept_id: target.dept_id,
          })
          .returning({ id: crewContract.id });
        const label = `${person.name_en}${person.name_zh ? ` ${person.name_zh}` : ''} · ${a.rank} · ${a.ship.name_en} · ${a.join}`;
        const [assignment] = await tx
          .insert(crewAssignment)
          .values({
            label,
            seafarer_id: row!.id,
            ship_id: target.id,
            rank_id: rankId,
            contract_id: contract!.id,
            status: a.status,
            planned_join_date: a.join,
            planned_join_port: JOIN_PORTS[a.ship.name_en] ?? '',
            planned_sign_off_date: a.off,
            sign_on_date: a.signOn ?? null,
            sign_on_port: a.signOn ? (JOIN_PORTS[a.ship.name_en] ?? '') : '',
            sign_off_date: a.signOff ?? null,
            sign_off_port: a.signOff ? 'Singapore' : '',
            sign_off_reason: a.signOff ? (plan.remark?.includes('family') ? 'family_emergency' : 'end_of_contract') : null,
            dept_id: target.dept_id,
          })
          .returning({ id: crewAssignment.id });
        assignmentIds.push(assignment!.id);
        (a as { id?: string }).id = assignment!.id;
        if (a.signOff) {
          await tx.insert(seaService).values({
            seafarer_id: row!.id,
            is_internal: true,
            assignment_id: assignment!.id,
            ship_id: target.id,
            ship_name: target.name_en,
            imo_no: target.imo_no,
            ship_type: target.ship_type,
            flag: target.flag,
            gt: target.gt,
            rank_id: rankId,
            company: target.doc_company,
            sign_on: a.signOn!,
            sign_off: a.signOff,
            days: daysOnBoard(a.signOn!, a.signOff),
          });
        }
      }
    }
    // Reliefs point at the periods they relieve, and back.
    for (const plan of input.plans) {
      for (const a of plan.assignments) {
        if (a.relieves === undefined) continue;
        const relieved = input.plans[a.relieves]!.assignments.find((x) => x.status === 'onboard') as { id?: string } | undefined;
        const own = (a as { id?: string }).id;
        if (!relieved?.id || !own) continue;
        await tx.update(crewAssignment).set({ relieves_assignment_id: relieved.id }).where(eq(crewAssignment.id, own));
        await tx.update(crewAssignment).set({ relieved_by_assignment_id: own }).where(eq(crewAssignment.id, relieved.id));
      }
    }
    for (const id of ids) await refreshSeafarer(tx, id, input.today);
  });
  return { seafarerIds: ids, assignmentIds };
}

/**
 * After the cert module's demo documents: every mandatory document a rank requires and the seafarer has
 * none of is added (valid for years), so that only the deliberate cases stand out.
 */
async function completeDocuments(db: Db, today: string): Promise<number> {
  const rows = await db
    .select({ seafarer_id: seafarer.id, dept_id: seafarer.dept_id, rank_id: crewAssignment.rank_id, ship_type: ship.ship_type, no: seafarer.seafarer_no, nationality: seafarer.nationality })
    .from(seafarer)
    .leftJoin(crewAssignment, and(eq(crewAssignment.seafarer_id, seafarer.id), inArray(crewAssignment.status, ['onboard', 'nominated', 'approved', 'pre_joining'])))
    .leftJoin(ship, eq(ship.id, crewAssignment.ship_id));
  const people = await db.select({ id: seafarer.id, rank_id: seafarer.rank_id }).from(seafarer);
  const ownRank = new Map(people.map((p) => [p.id, p.rank_id]));
  const requirements = await db.select().from(positionRequirement).where(eq(positionRequirement.mandatory, true));
  const held = await db.select({ seafarer_id: certificate.seafarer_id, cert_type_id: certificate.cert_type_id }).from(certificate).where(eq(certificate.holder_type, 'seafarer'));
  const has = new Set(held.map((h) => `${h.seafarer_id}:${h.cert_type_id}`));
  const types = new Map((await db.select().from(certificateType)).map((t) => [t.id, t]));
  let created = 0;
  await db.transaction(async (tx) => {
    for (const [index, row] of rows.entries()) {
      const rankId = row.rank_id ?? ownRank.get(row.seafarer_id)!;
      const needed = requirements.filter((r) => r.position_id === rankId && (r.ship_type === null || r.ship_type === row.ship_type));
      for (const requirement of needed) {
        const key = `${row.seafarer_id}:${requirement.cert_type_id}`;
        if (has.has(key) || !row.dept_id) continue;
        has.add(key);
        const type = types.get(requirement.cert_type_id);
        const expiry = type?.validity_months ? addDays(today, believableExpiresIn(today, 500 + ((index * 173 + created * 29) % 1200), type.validity_months)) : null;
        const [inserted] = await tx
          .insert(certificate)
          .values({
            holder_type: 'seafarer',
            seafarer_id: row.seafarer_id,
            dept_id: row.dept_id,
            cert_type_id: requirement.cert_type_id,
            cert_no: `${(type?.code ?? 'DOC').slice(0, 4)}${row.no}${String(created).padStart(3, '0')}`,
            ...seafarerDocumentIssuer(row.nationality, type?.code ?? ''),
            issue_date: expiry && type?.validity_months ? addMonths(expiry, -type.validity_months) : addDays(today, -900),
            expiry_date: expiry,
            stcw_reg: type?.stcw_reg ?? '',
          })
          .returning({ id: certificate.id });
        await refreshCertificate(tx, inserted!.id, today);
        created++;
      }
    }
  });
  return created;
}

/** The relief for OCEAN HARMONY's gap has no medical yet: approving her shows the refusal. */
async function removeReliefMedical(db: Db): Promise<void> {
  const [relief] = await db
    .select({ id: seafarer.id })
    .from(seafarer)
    .where(eq(seafarer.remark, 'Relief for the third officer; medical certificate not yet received'))
    .limit(1);
  const [medical] = await db.select({ id: certificateType.id }).from(certificateType).where(eq(certificateType.code, 'MEDICAL')).limit(1);
  if (!relief || !medical) return;
  await db.delete(certificate).where(and(eq(certificate.seafarer_id, relief.id), eq(certificate.cert_type_id, medical.id)));
}

export async function seedDemoData(context: ModuleContext, options: { today?: string; log?: (line: string) => void } = {}): Promise<DemoSummary> {
  const { db } = context;
  const log = options.log ?? (() => {});
  const today = options.today ?? (await context.alerts.today());
  const ranks = new Map((await db.select({ id: position.id, code: position.code }).from(position)).map((r) => [r.code, r.id]));
  if (!ranks.has('MSTR')) throw new Error('positions are missing: start the server once first');

  const { byCode, created: departments } = await ensureDepartments(db);
  const staff = await ensureStaff(db, byCode);
  const { logins, people: staffAndLogins } = await ensureRoles(db, { departments: byCode, staff, password: context.config.adminPassword });
  const { rows: ships, created: shipsCreated } = await ensureShips(db, { today, departments: byCode, staff: staffAndLogins, ranks });
  // The rank requirements are the installation's own (the STCW minimum unless the user changed them).
  await seedRankRequirements(db);
  log(`departments: ${departments} new; ships: ${shipsCreated} new of ${ships.size}`);

  let seafarers = 0;
  let assignments = 0;
  let certificates = 0;
  const [seeded] = await db.select({ id: seafarer.id }).from(seafarer).where(eq(seafarer.seafarer_no, FIRST_SEAFARER_NO)).limit(1);
  if (!seeded) {
    const plans = planCrew(today);
    const written = await writeCrew(db, { today, plans, ships, ranks });
    seafarers = written.seafarerIds.length;
    assignments = written.assignmentIds.length;
    // The cert module's demo: ship and company certificates, and documents; its special cases (a medical
    // expiring in 20 days, a passport in 50, an expired CoC) fall on the first seafarers given, the crew
    // of EAST STAR on board for months yet: documents that expire during the assignment, and one expired
    // on board (a red flag of the dashboard).
    const people = await db
      .select({ id: seafarer.id, dept_id: seafarer.dept_id, rank_code: position.code, nationality: seafarer.nationality, status: seafarer.status, ship: ship.name_en, off: crewAssignment.planned_sign_off_date })
      .from(seafarer)
      .innerJoin(position, eq(position.id, seafarer.rank_id))
      .leftJoin(crewAssignment, and(eq(crewAssignment.seafarer_id, seafarer.id), eq(crewAssignment.status, 'onboard')))
      .leftJoin(ship, eq(ship.id, crewAssignment.ship_id));
    const first = people.filter((p) => p.ship === 'EAST STAR' && p.off && p.off > addDays(today, 90));
    const ordered = [...first, ...people.filter((p) => !first.includes(p))];
    const shipRows = [...ships.values()];
    const certs = await seedDemoCertificates(db, { today, ships: shipRows.map((s) => ({ id: s.id, dept_id: s.dept_id })), seafarers: ordered.map((p) => ({ id: p.id, dept_id: p.dept_id, rank_code: p.rank_code, nationality: p.nationality })) });
    certificates = certs.created + (await completeDocuments(db, today));
    await removeReliefMedical(db);
    log(`seafarers: ${seafarers}; assignments: ${assignments}; certificates and documents: ${certificates}`);
  } else {
    log('crew already seeded: left as it is');
  }
  // Bunkering is optional: an installation that uninstalled it gets no notes (nor its table).
  if (context.registry.has('bunker')) {
    const notes = await seedDemoBunkerNotes(db, { today, ships: [...ships.values()].map((s) => ({ id: s.id, dept_id: s.dept_id })) });
    log(`bunker delivery notes: ${notes.created} new`);
  }
  // Safety management: the DPA the flows route to, then a year of NCRs, inspections and audits (the last
  // two raise NCRs of their own through the pipeline).
  await seedDemoApprovals(db);
  const fleet = [...ships.values()].map((s) => ({ id: s.id, dept_id: s.dept_id, name_en: s.name_en }));
  if (context.registry.has('ncr')) {
    const ncrs = await seedDemoNcrs(context, { today, ships: fleet, staff: staffAndLogins });
    log(`non-conformance reports: ${ncrs.created} new`);
  }
  if (context.registry.has('supervision')) {
    const inspections = await seedDemoInspections(context, { today, ships: fleet, staff: staffAndLogins });
    log(`inspections: ${inspections.inspections} new with ${inspections.items} deficiencies; visits: ${inspections.visits}; NCRs raised: ${inspections.ncrs}`);
  }
  // After the certificates: the external audits follow the DOC and SMC survey windows.
  if (context.registry.has('audit')) {
    const audits = await seedDemoAudits(context, { today, ships: fleet, departments: byCode, staff: staffAndLogins });
    log(`audits: ${audits.created} new`);
  }
  // Issues 17 and 19: suppliers first (a work order's service engineer, a manning agent are chosen among the
  // approved), then the controlled documents (a job's procedure), then a year of maintenance.
  const areaInput = { today, ships: fleet, departments: byCode, staff: staffAndLogins };
  const areaSummary = (counts: Record<string, number>) => Object.entries(counts).map(([what, count]) => `${what} ${count}`).join(', ') || 'nothing new';
  if (context.registry.has('supplier')) {
    log(`suppliers: ${areaSummary(await seedDemoSuppliers(context, areaInput))}`);
    log(`manning agents: ${await linkManningAgents(db)} seafarers linked`);
  }
  if (context.registry.has('document')) log(`documents: ${areaSummary(await seedDemoDocuments(context, areaInput))}`);
  if (context.registry.has('pms')) log(`maintenance: ${areaSummary(await seedDemoPms(context, areaInput))}`);
  // Issue 18: a year of drills, then what the company's evaluation reads from every area (the management
  // review's inputs gather the drills, audits, NCRs, inspections and suppliers above).
  if (context.registry.has('contingency')) log(`contingency: ${areaSummary(await seedDemoContingency(context, areaInput))}`);
  if (context.registry.has('evaluation')) log(`evaluation: ${areaSummary(await seedDemoEvaluation(context, areaInput))}`);
  const run = await context.alerts.run(today);
  log(`alerts: ${run.raised} raised, ${run.closed} closed`);
  return { departments, ships: shipsCreated, seafarers, assignments, certificates, alerts: { raised: run.raised, closed: run.closed }, logins };
}

/**
 * The Philippine and Indian seafarers come through the demo's manning agents (suppliers of type
 * `manning_agent`, chosen as the seafarer's form chooses them: among those the supplier area allows).
 * Chinese seafarers are the company's own. Only seafarers with no agent yet: a second run changes nothing.
 */
async function linkManningAgents(db: Db): Promise<number> {
  const agents = (await optionalService(SUPPLIER_DIRECTORY)?.selectable(db, { type: 'manning_agent' })) ?? [];
  const byCountry: Record<string, string | undefined> = {
    PH: agents.find((agent) => agent.name_en.startsWith('Manila'))?.id,
    IN: agents.find((agent) => agent.name_en.startsWith('Mumbai'))?.id,
  };
  let linked = 0;
  for (const [nationality, agentId] of Object.entries(byCountry)) {
    if (!agentId) continue;
    const rows = await db
      .update(seafarer)
      .set({ manning_agent_id: agentId })
      .where(and(eq(seafarer.nationality, nationality), isNull(seafarer.manning_agent_id)))
      .returning({ id: seafarer.id });
    linked += rows.length;
  }
  return linked;
}

/**
 * `DEMO_DATA=1`: the demo on a first start (no ship yet), never over a fleet someone has entered. The
 * visitor's logins go to the console only (`print`), never to the structured log.
 */
export async function seedDemoOnFirstStart(context: ModuleContext, log: (line: string) => void, print: (text: string) => void = (text) => process.stdout.write(text)): Promise<boolean> {
  const [any] = await context.db.select({ id: ship.id }).from(ship).limit(1);
  if (any) return false;
  const summary = await seedDemoData(context, { log });
  print(demoLoginsText(summary.logins));
  return true;
}

/** The demo's logins as the console shows them (nothing when none was created). */
export function demoLoginsText(logins: DemoSummary['logins']): string {
  if (logins.length === 0) return '';
  return ['', '  Demo logins (shown only this once):', ...logins.map((login) => `    ${login.username} / ${login.password}`), ''].join('\n') + '\n';
}
