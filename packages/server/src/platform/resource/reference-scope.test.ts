import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, not, sql } from 'drizzle-orm';
import { fieldsForForm, resourceBase, type FieldDef } from '@vessel/contract';
import { seedAreaRecords } from '../../test/area-fixtures.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { buildAdmin, buildDepartment, buildGroup, rootDepartmentId, superToken, tokenOf } from '../../test/factories.js';
import { buildAssignment, buildSeafarer, buildShip, certTypeId, clearRequirements, days, positionId, step } from '../../test/crew-factories.js';
import { admin, adminRule } from '../identity/tables.js';
import { loadAccess, type AdminAccess } from '../authorization.js';
import { ApiError } from '../envelope.js';
import type { ResourceBinding } from './define.js';
import { columnOf } from './list-filter.js';
import { assertReferencesVisible } from './references.js';
import { visibleCondition } from './visibility.js';

/** The walks over every reference field of every resource: a few hundred writes, past the default 30 s on a busy 2-CPU machine. */
const WALK_TIMEOUT_MS = 120_000;
/** Two fleet groups with ships, crew, certificates, alerts and to-dos: past the default 60 s once, with the load average at 16. */
const SETUP_TIMEOUT_MS = 180_000;

const NOT_FOUND = 'The record does not exist or is outside your data scope';

interface Reference {
  binding: ResourceBinding;
  field: FieldDef;
  target: ResourceBinding;
}

/**
 * Company → fleet group A (ships A1, A2) and fleet group B (ship B1). The superintendent of A holds every
 * right under a role whose data scope is `custom` = [fleet group A]. He sees A's ships and everything of
 * them and nothing of B's; and no write of his, through any resource's form or a workflow route, can name
 * a record of B's. The walk over references iterates the app's registered resources, so a resource added
 * later is covered without touching this test.
 */
describe('data scope on every written reference', () => {
  let t: TestApp;
  let root: string;
  let superA: string;
  let access: AdminAccess;
  let today: string;
  const ids: Record<string, string> = {};

  const post = (url: string, body: Record<string, unknown>, token = superA) => call(t, { url, body, token, lang: 'en' });
  const must = async (url: string, body: Record<string, unknown>) => {
    const { json } = await post(url, body, root);
    if (json.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
    return json.data.row as Record<string, any> & { id: string };
  };
  const rowOf = async (binding: ResourceBinding, id: string) => {
    const [row] = await t.database.db.select().from(binding.table).where(eq(columnOf(binding.table, 'id')!, id));
    return JSON.stringify(row ?? null);
  };
  const countOf = async (binding: ResourceBinding) => Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(binding.table))[0]!.n);
  const bindingOf = (name: string) => t.app.moduleContext.resources.get(name)!;

  /** One record of the target the superintendent of A does (or does not) see, as the super administrator sees them all. */
  async function recordOf(target: ResourceBinding, visible: boolean, besides: unknown = null): Promise<string | undefined> {
    // Read afresh: a test may have added departments under fleet group A since.
    access = await superAccess();
    const condition = (await visibleCondition(target, access, t.database.db)) ?? sql`true`;
    const idColumn = columnOf(target.table, 'id')!;
    const rows = (await t.database.db.select({ id: idColumn }).from(target.table).where(visible ? condition : not(condition))) as Array<{ id: string }>;
    const held = new Set(Array.isArray(besides) ? besides : [besides]);
    return rows.map((row) => row.id).find((id) => !held.has(id));
  }

  /** Every reference field of every registered resource whose target has a data scope. */
  function scopedReferences(): Reference[] {
    const resources = [...t.app.moduleContext.resources.values()];
    const out: Reference[] = [];
    for (const binding of resources) {
      for (const field of binding.def.fields) {
        if (!field.remote || (field.type !== 'uuid' && field.type !== 'uuid[]')) continue;
        const target = resources.find((candidate) => resourceBase(candidate.def) === field.remote!.url);
        expect(target, `${binding.def.name}.${field.name} picks from ${field.remote.url}, which no resource serves`).toBeDefined();
        if (target!.scope) out.push({ binding, field, target: target! });
      }
    }
    return out;
  }

  const deptOf = async (shipId: string) => (await call(t, { url: `/admin/fleet.Ship/edit?id=${shipId}`, token: root })).json.data.row.dept_id as string;
  const superAccess = async () => {
    const [row] = await t.database.db.select().from(admin).where(eq(admin.id, ids.superA));
    return loadAccess(t.database.db, row!);
  };
  const valueFor = (field: FieldDef, id: string) => (field.type === 'uuid[]' ? [id] : id);

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
    await clearRequirements(t);
    const company = await rootDepartmentId(t, root);
    ids.fleetA = (await buildDepartment(t, root, { name: 'Fleet A', pid: company, dept_type: 'fleet_group' })).id;
    ids.fleetB = (await buildDepartment(t, root, { name: 'Fleet B', pid: company, dept_type: 'fleet_group' })).id;
    const a1 = await buildShip(t, root, { name_en: 'ALPHA ONE', fleet_group_id: ids.fleetA });
    const a2 = await buildShip(t, root, { name_en: 'ALPHA TWO', fleet_group_id: ids.fleetA });
    const b1 = await buildShip(t, root, { name_en: 'BRAVO ONE', fleet_group_id: ids.fleetB });
    Object.assign(ids, { a1: a1.id, a2: a2.id, b1: b1.id, a1Dept: a1.dept_id, b1Dept: b1.dept_id });

    const sA = await buildSeafarer(t, root, { name_en: 'ON ALPHA', rank: 'AB' });
    const sB = await buildSeafarer(t, root, { name_en: 'ON BRAVO', rank: 'AB' });
    const pool = await buildSeafarer(t, root, { name_en: 'IN THE POOL', rank: 'AB' });
    Object.assign(ids, { sA: sA.id, sB: sB.id, pool: pool.id });
    ids.assignA = (await buildAssignment(t, root, { seafarer_id: sA.id, ship_id: a1.id, rank: 'AB', join: days(today, -10), off: days(today, 170) })).id;
    ids.assignB = (await buildAssignment(t, root, { seafarer_id: sB.id, ship_id: b1.id, rank: 'AB', join: days(today, 20), off: days(today, 200) })).id;
    await step(t, root, 'nominate', [ids.assignA, ids.assignB]);
    await step(t, root, 'approve', [ids.assignA]);
    await step(t, root, 'signOn', [ids.assignA], { date: days(today, -10) });
    // Planned by the crewing office: one with a pool seafarer on A's ship, one later period of A's own seafarer.
    ids.planPool = (await buildAssignment(t, root, { seafarer_id: pool.id, ship_id: a2.id, rank: 'AB', join: days(today, 30), off: days(today, 200) })).id;
    ids.planA = (await buildAssignment(t, root, { seafarer_id: sA.id, ship_id: a2.id, rank: 'AB', join: days(today, 250), off: days(today, 400) })).id;

    const rank = await positionId(t, 'AB');
    const contract = (seafarer: string, ship: string, no: string) =>
      must('/admin/crew.Contract/add', { contract_no: no, seafarer_id: seafarer, ship_id: ship, rank_id: rank, start_date: days(today, -10), duration_months: 6, status: 'signed' });
    ids.contractA = (await contract(sA.id, a1.id, 'C-A-1')).id;
    ids.contractB = (await contract(sB.id, b1.id, 'C-B-1')).id;
    ids.seaServiceA = (await must('/admin/crew.SeaService/add', { seafarer_id: sA.id, ship_name: 'OLD BULKER', rank_id: rank, sign_on: '2019-01-01', sign_off: '2019-07-01' })).id;
    // Expiring within the alert lead days: the engine raises an alert and opens a to-do for each.
    const ll = await certTypeId(t, 'LL');
    const certificate = (ship: string, no: string) =>
      must('/admin/cert.Certificate/add', { holder_type: 'ship', ship_id: ship, cert_type_id: ll, cert_no: no, term: 'full', issue_date: days(today, -1800), expiry_date: days(today, 20) });
    ids.certA = (await certificate(a1.id, 'LL-A-1')).id;
    ids.certB = (await certificate(b1.id, 'LL-B-1')).id;
    ids.docA = (await must('/admin/crew.SeafarerDocument/add', { seafarer_id: sA.id, cert_type_id: await certTypeId(t, 'PASSPORT'), cert_no: 'P-A', issue_date: '2022-01-01', expiry_date: days(today, 2000), issuing_country: 'CN' })).id;
    expect((await post('/admin/alert.Alert/run', {}, root)).json.code).toBe(1);
    ids.todoA = (await must('/admin/todo.Todo/add', { title: 'Paint ALPHA ONE', ship_id: a1.id, assignee_dept: a1.dept_id, priority: 'normal', status: 'open' })).id;
    ids.todoB = (await must('/admin/todo.Todo/add', { title: 'Paint BRAVO ONE', ship_id: b1.id, assignee_dept: b1.dept_id, priority: 'normal', status: 'open' })).id;
    const bunkerNote = (ship: string, no: string) =>
      must('/admin/bunker.DeliveryNote/add', { ship_id: ship, bdn_no: no, delivered_on: days(today, -3), port: 'Singapore', grade: 'vlsfo', quantity_mt: 850.5, sulphur_pct: 0.47 });
    await bunkerNote(a1.id, 'BDN-A-1');
    await bunkerNote(b1.id, 'BDN-B-1');
    // On each group's ship a draft NCR (its form still edits) and an accepted one with an action being planned.
    for (const ship of [a1, b1]) {
      const ncr = (title: string) => must('/admin/ncr.Report/add', { ship_id: ship.id, source_type: 'self_inspection', grade: 'minor', clause_ref: '8.1', title, description: 'Abandon-ship drill missing from the log book' });
      await ncr('Drill not logged');
      const accepted = await ncr('Fire drill not logged');
      await must('/admin/ncr.Report/submit', { id: accepted.id });
      await must('/admin/ncr.Report/accept', { id: accepted.id });
      await must('/admin/ncr.Action/add', { ncr_id: accepted.id, kind: 'corrective', description: 'Revise the drill checklist', due_date: days(today, 20) });
    }
    // A PSC inspection with a deficiency and a superintendent's visit with a finding on each group's ship.
    for (const ship of [a1, b1]) {
      const inspection = await must('/admin/supervision.Inspection/add', { ship_id: ship.id, kind: 'psc', mou: 'tokyo', port: 'Qingdao', inspected_on: days(today, -3) });
      await must('/admin/supervision.InspectionItem/add', { inspection_id: inspection.id, code: '11101', description: 'Lifeboat engine failed to start', action_code: '16' });
      const visit = await must('/admin/supervision.Visit/add', { ship_id: ship.id, type: 'technical', planned_date: days(today, 20) });
      await must('/admin/supervision.VisitFinding/add', { visit_id: visit.id, description: 'Gangway net not rigged', grade: 'minor' });
    }

    // On each group's ship: an internal audit reported with an observation, a self-inspection planned, an external audit under way.
    for (const ship of [a1, b1]) {
      const plan = (resource: string, values: Record<string, unknown> = {}) =>
        must(`/admin/${resource}/add`, { standard: 'ISM', scope: 'ship', ship_id: ship.id, planned_from: today, planned_to: today, ...values });
      const internal = await plan('audit.Plan');
      await must('/admin/audit.Plan/start', { id: internal.id });
      await must('/admin/audit.Plan/raiseFinding', { id: internal.id, grade: 'observation', description: 'Muster list not updated' });
      await must('/admin/audit.Plan/submitReport', { id: internal.id, report_summary: 'One observation.' });
      await plan('audit.SelfInspection');
      const external = await plan('audit.ExternalPlan', { external_kind: 'doc_annual' });
      await must('/admin/audit.ExternalPlan/start', { id: external.id });
      await must('/admin/audit.ExternalPlan/raiseFinding', { id: external.id, grade: 'observation', description: 'SOPEP contact list out of date' });
    }
    // Equipment, counters, jobs, work orders, defects and spares on each group's ship; documents and suppliers.
    await seedAreaRecords(t, root, { today, company, ships: [a1, b1].map((ship) => ({ id: ship.id, dept_id: ship.dept_id as string, name_en: ship.name_en as string })) });
    const everyRule = (await t.database.db.select({ name: adminRule.name }).from(adminRule)).map((rule) => rule.name);
    const superintendents = await buildGroup(t, root, { name: 'Fleet A superintendents', rights: everyRule, data_scope: 'custom', departments: [ids.fleetA] });
    const staffB = await buildGroup(t, root, { name: 'Fleet B office', rights: ['fleet/ship/index'], data_scope: 'dept' });
    Object.assign(ids, { superintendents: superintendents.id, staffB: staffB.id });
    ids.superA = (await buildAdmin(t, root, { username: 'super_a', group_arr: [superintendents.id], department_id: ids.fleetA })).id;
    ids.adminA = (await buildAdmin(t, root, { username: 'officer_a', group_arr: [staffB.id], department_id: a1.dept_id })).id;
    ids.adminB = (await buildAdmin(t, root, { username: 'office_b', group_arr: [staffB.id], department_id: ids.fleetB })).id;
    // The auditor register names administrators: one of fleet A (on board ALPHA ONE), one of fleet B.
    await must('/admin/audit.Auditor/add', { admin_id: ids.adminA, qualification: 'internal_auditor', certificate_no: 'IA-A' });
    await must('/admin/audit.Auditor/add', { admin_id: ids.adminB, qualification: 'internal_auditor', certificate_no: 'IA-B' });
    superA = await tokenOf(t, 'super_a');
    access = await superAccess();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  describe('a custom scope of a fleet group covers its ships', () => {
    const listed = async (url: string) => {
      const { json } = await call(t, { url, token: superA });
      expect(json.code, url).toBe(1);
      return json.data.list as Array<Record<string, any>>;
    };

    it("sees the group's ships, their certificates, crew, contracts, alerts and to-dos, and none of the other group's", async () => {
      expect((await listed('/admin/fleet.Ship/index')).map((row) => row.name_en).sort()).toEqual(['ALPHA ONE', 'ALPHA TWO']);
      const certificates = await listed('/admin/cert.Certificate/index?limit=100');
      expect(certificates.map((row) => row.cert_no)).toContain('LL-A-1');
      expect(certificates.map((row) => row.cert_no)).not.toContain('LL-B-1');
      expect((await listed('/admin/crew.Seafarer/index')).map((row) => row.name_en)).toEqual(['ON ALPHA']);
      expect((await listed('/admin/crew.Contract/index')).map((row) => row.id)).toEqual([ids.contractA]);
      expect((await listed('/admin/crew.Assignment/index?limit=100')).map((row) => row.id).sort()).toEqual([ids.assignA, ids.planA, ids.planPool].sort());
      const alerts = await listed('/admin/alert.Alert/index?limit=100');
      expect(alerts.length).toBeGreaterThan(0);
      // A1's certificate, and the areas' demos (drills late on either ship): only the group's ships.
      const alertShips = new Set(alerts.map((row) => row.ship_id));
      expect(alertShips.has(ids.a1)).toBe(true);
      expect([...alertShips].filter((ship) => ship !== ids.a1 && ship !== ids.a2)).toEqual([]);
      const todos = await listed('/admin/todo.Todo/index?limit=100');
      expect(todos.map((row) => row.id)).toContain(ids.todoA);
      // The engine's to-do of A's expiring certificate, and nothing of B's.
      expect(todos.filter((row) => row.auto).length).toBeGreaterThan(0);
      expect(todos.map((row) => row.ship_id)).not.toContain(ids.b1);
    });

    it("reads the group's records and answers the other group's as not found", async () => {
      const read = (resource: string, id: string) => call(t, { url: `/admin/${resource}/edit?id=${id}`, token: superA });
      for (const [resource, mine, theirs] of [
        ['fleet.Ship', ids.a1, ids.b1],
        ['cert.Certificate', ids.certA, ids.certB],
        ['crew.Seafarer', ids.sA, ids.sB],
        ['crew.Contract', ids.contractA, ids.contractB],
        ['crew.Assignment', ids.assignA, ids.assignB],
        ['todo.Todo', ids.todoA, ids.todoB],
      ] as const) {
        expect((await read(resource, mine)).status, `${resource} of A`).toBe(200);
        expect((await read(resource, theirs)).status, `${resource} of B`).toBe(404);
      }
      expect((await call(t, { url: `/admin/fleet.Ship/detail?id=${ids.a1}`, token: superA })).status).toBe(200);
    });

    it("'dept' on a fleet group sees the group's ships but not the other group's", async () => {
      const { json } = await call(t, { url: '/admin/fleet.Ship/index', token: await tokenOf(t, 'office_b') });
      expect(json.data.list.map((row: { name_en: string }) => row.name_en)).toEqual(['BRAVO ONE']);
    });

    it("the tree walk: 'dept' stops at the next department of another kind, 'custom' and 'dept_and_below' take it all", async () => {
      const company = await rootDepartmentId(t, root);
      const deck = (await buildDepartment(t, root, { name: 'A1 deck', pid: ids.a1Dept, dept_type: 'ship_dept' })).id;
      const desk = (await buildDepartment(t, root, { name: 'Fleet A desk', pid: ids.fleetA, dept_type: 'shore_dept' })).id;
      let roles = 0;
      const scopeOf = async (data_scope: string, department_id: string, departments: string[] = []) => {
        const role = await buildGroup(t, root, { name: `Tree walk ${++roles}`, rights: [], data_scope, departments });
        const [row] = await t.database.db.insert(admin).values({ username: `u${Math.random().toString(36).slice(2, 10)}`, nickname: 'x', password_hash: 'x', department_id }).returning();
        await t.database.db.execute(sql`insert into admin_group_access (admin_id, group_id) values (${row!.id}, ${role.id})`);
        const visibility = (await loadAccess(t.database.db, row!)).visibility;
        return visibility.kind === 'all' ? 'all' : new Set(visibility.departmentIds);
      };
      // A ship's own user: the ship with its departments, nothing beside it.
      expect(await scopeOf('dept', ids.a1Dept)).toEqual(new Set([ids.a1Dept, deck]));
      // A fleet group's staff: the group's ships (and theirs), not a shore department set under the group.
      expect(await scopeOf('dept', ids.fleetA)).toEqual(new Set([ids.fleetA, ids.a1Dept, await deptOf(ids.a2), deck]));
      // The company's own staff: ships hang under fleet groups here, so none of them.
      expect(await scopeOf('dept', company)).toEqual(new Set([company]));
      const wholeA = new Set([ids.fleetA, ids.a1Dept, await deptOf(ids.a2), deck, desk]);
      expect(await scopeOf('custom', ids.fleetB, [ids.fleetA])).toEqual(wholeA);
      expect(await scopeOf('dept_and_below', ids.fleetA)).toEqual(wholeA);
      // Several roots in one walk: the union.
      expect(await scopeOf('custom', company, [ids.a1Dept, ids.b1Dept])).toEqual(new Set([ids.a1Dept, deck, ids.b1Dept]));
    });
  });

  describe('every reference field of every resource', () => {
    it('finds the scoped references of the registry (the walk is not empty)', () => {
      const names = scopedReferences().map(({ binding, field }) => `${binding.def.name}.${field.name}`);
      expect(names).toEqual(expect.arrayContaining(['crew.Contract.ship_id', 'crew.Contract.seafarer_id', 'todo.Todo.ship_id', 'todo.Todo.assignee_admin_id', 'fleet.Ship.fleet_group_id', 'auth.Group.departments']));
    });

    it('the kit refuses an id outside the scope as not found, and passes one inside, for every field', async () => {
      const resources = t.app.moduleContext.resources;
      access = await superAccess();
      for (const { binding, field, target } of scopedReferences()) {
        const label = `${binding.def.name}.${field.name} → ${target.def.name}`;
        const outside = await recordOf(target, false);
        const inside = await recordOf(target, true);
        expect(outside, `${label}: a record outside the scope`).toBeDefined();
        expect(inside, `${label}: a record inside the scope`).toBeDefined();
        const check = (id: string) => assertReferencesVisible({ binding, values: { [field.name]: valueFor(field, id) }, existing: null, access, resources, tx: t.database.db });
        const refusal = await check(outside!).then(() => null, (error: unknown) => error);
        expect(refusal, label).toBeInstanceOf(ApiError);
        expect((refusal as ApiError).fields, label).toEqual({ [field.name]: 'record.notFound' });
        await expect(check(inside!), label).resolves.toBeUndefined();
      }
    }, WALK_TIMEOUT_MS);

    it("every resource's edit form: an id outside the scope is a field error and changes nothing; one inside passes the reference check", async () => {
      let walked = 0;
      for (const { binding, field, target } of scopedReferences()) {
        const { def } = binding;
        if (!def.actions.includes('edit') || !fieldsForForm(def, 'edit').some((f) => f.name === field.name)) continue;
        const label = `${def.name}.${field.name}`;
        const id = await recordOf(binding, true);
        expect(id, `${label}: a record of ${def.name} the superintendent sees`).toBeDefined();
        const { json: read } = await call(t, { url: `${resourceBase(def)}edit?id=${id}`, token: superA });
        expect(read.code, label).toBe(1);
        // The form as the page sends it back: its required fields as read, the reference replaced.
        const body: Record<string, unknown> = { id };
        for (const f of fieldsForForm(def, 'edit')) if (f.required === true && read.data.row[f.name] !== null) body[f.name] = read.data.row[f.name];
        const before = await rowOf(binding, id!);
        // Another record than the one it holds: a reference kept as it is is not checked again.
        const outside = await recordOf(target, false, read.data.row[field.name]);
        const refused = await post(`${resourceBase(def)}edit`, { ...body, [field.name]: valueFor(field, outside!) });
        expect(refused.json.code, label).toBe(0);
        expect(refused.json.data?.errors, label).toEqual({ [field.name]: NOT_FOUND });
        expect(await rowOf(binding, id!), `${label}: nothing written`).toBe(before);
        const inside = await recordOf(target, true, read.data.row[field.name]);
        if (inside) {
          const passed = await post(`${resourceBase(def)}edit`, { ...body, [field.name]: valueFor(field, inside) });
          expect(passed.json.data?.errors?.[field.name], label).not.toBe(NOT_FOUND);
        }
        walked++;
      }
      expect(walked).toBeGreaterThan(10);
    }, WALK_TIMEOUT_MS);
  });

  describe('adding with references', () => {
    it('a contract names only a seafarer and a ship of the scope', async () => {
      const contracts = bindingOf('crew.Contract');
      const before = await countOf(contracts);
      const body = { contract_no: 'C-X-1', seafarer_id: ids.sA, ship_id: ids.a1, rank_id: await positionId(t, 'AB'), start_date: today, duration_months: 6, status: 'draft' };
      expect((await post('/admin/crew.Contract/add', { ...body, ship_id: ids.b1 })).json.data.errors).toEqual({ ship_id: NOT_FOUND });
      expect((await post('/admin/crew.Contract/add', { ...body, seafarer_id: ids.sB })).json.data.errors).toEqual({ seafarer_id: NOT_FOUND });
      expect((await post('/admin/crew.Contract/add', { ...body, seafarer_id: ids.pool })).json.data.errors).toEqual({ seafarer_id: NOT_FOUND });
      expect(await countOf(contracts)).toBe(before);
      expect((await post('/admin/crew.Contract/add', body)).json.code).toBe(1);
    });

    it('a to-do names only a ship, an assignee and a department of the scope; oneself is a fine assignee', async () => {
      const todos = bindingOf('todo.Todo');
      const before = await countOf(todos);
      const body = { title: 'Check lashing', priority: 'normal', status: 'open' };
      expect((await post('/admin/todo.Todo/add', { ...body, ship_id: ids.b1 })).json.data.errors).toEqual({ ship_id: NOT_FOUND });
      expect((await post('/admin/todo.Todo/add', { ...body, assignee_admin_id: ids.adminB })).json.data.errors).toEqual({ assignee_admin_id: NOT_FOUND });
      expect((await post('/admin/todo.Todo/add', { ...body, assignee_dept: ids.fleetB })).json.data.errors).toEqual({ assignee_dept: NOT_FOUND });
      expect(await countOf(todos)).toBe(before);
      // Each given what they can open (the assignee's own rule, todo/assignee-scope.test.ts): ALPHA ONE's officer his ship.
      for (const [assignee, ship, dept] of [[ids.superA, ids.a2, ids.fleetA], [ids.adminA, ids.a1, ids.a1Dept]] as const) {
        const { json } = await post('/admin/todo.Todo/add', { ...body, ship_id: ship, assignee_admin_id: assignee, assignee_dept: dept });
        expect(json.code, assignee).toBe(1);
      }
    });

    it('an assignment and a certificate name only ships and seafarers of the scope', async () => {
      const assignments = bindingOf('crew.Assignment');
      const certificates = bindingOf('cert.Certificate');
      const [beforeA, beforeC] = [await countOf(assignments), await countOf(certificates)];
      const plan = { seafarer_id: ids.sA, ship_id: ids.a2, rank_id: await positionId(t, 'AB'), planned_join_date: days(today, 500), planned_sign_off_date: days(today, 600) };
      expect((await post('/admin/crew.Assignment/add', { ...plan, ship_id: ids.b1 })).json.data.errors).toEqual({ ship_id: NOT_FOUND });
      expect((await post('/admin/crew.Assignment/add', { ...plan, seafarer_id: ids.pool })).json.data.errors).toEqual({ seafarer_id: NOT_FOUND });
      const cert = { holder_type: 'ship', cert_type_id: await certTypeId(t, 'LL'), cert_no: 'LL-X', term: 'full', issue_date: days(today, -10), expiry_date: days(today, 1000) };
      expect((await post('/admin/cert.Certificate/add', { ...cert, ship_id: ids.b1 })).json.data.errors).toEqual({ ship_id: NOT_FOUND });
      const doc = { seafarer_id: ids.sB, cert_type_id: await certTypeId(t, 'PASSPORT'), cert_no: 'P-X', issue_date: '2022-01-01', expiry_date: days(today, 900), issuing_country: 'CN' };
      expect((await post('/admin/crew.SeafarerDocument/add', doc)).json.data.errors).toEqual({ seafarer_id: NOT_FOUND });
      expect([await countOf(assignments), await countOf(certificates)]).toEqual([beforeA, beforeC]);
    });
  });

  describe('workflow routes that write references', () => {
    it("nominating books only a seafarer of the scope onto the ship", async () => {
      const pool = await step(t, superA, 'nominate', [ids.planPool]);
      expect(pool.code).toBe(0);
      expect(pool.data.refused).toEqual([{ id: ids.planPool, reason: NOT_FOUND }]);
      const [row] = await t.database.db.select().from(bindingOf('crew.Assignment').table).where(eq(columnOf(bindingOf('crew.Assignment').table, 'id')!, ids.planPool));
      expect((row as { status: string }).status).toBe('planned');
      expect((await call(t, { url: '/admin/crew.Seafarer/index', token: superA })).json.data.list.map((r: { id: string }) => r.id)).not.toContain(ids.pool);
      const own = await step(t, superA, 'nominate', [ids.planA]);
      expect(own).toMatchObject({ code: 1, data: { done: 1 } });
    });

    it('renewing a certificate of the scope passes the same reference rule; one outside is not found', async () => {
      const renew = (id: string, no: string) => post('/admin/cert.Certificate/renew', { id, cert_no: no, issue_date: today, expiry_date: days(today, 1800) });
      const outside = await renew(ids.certB, 'LL-B-2');
      expect(outside.status).toBe(404);
      const held = (await call(t, { url: `/admin/cert.Certificate/edit?id=${ids.certA}`, token: superA })).json.data.row.ship_id;
      expect([ids.a1, ids.a2]).toContain(held);
      const inside = await renew(ids.certA, 'LL-A-2');
      expect(inside.json.code).toBe(1);
      expect(inside.json.data.row.ship_id).toBe(held);
    });
  });
});
