import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, getTableName, sql } from 'drizzle-orm';
import { translate } from '@vessel/contract';
import { seedAreaRecords } from '../../test/area-fixtures.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { buildAdmin, buildDepartment, buildGroup, rootDepartmentId, superToken, tokenOf } from '../../test/factories.js';
import { buildAssignment, buildDocument, buildSeafarer, buildShip, certTypeId, days, positionId } from '../../test/crew-factories.js';
import { admin, adminRule, department } from '../../platform/identity/tables.js';
import { loadAccess } from '../../platform/authorization.js';
import type { ResourceBinding } from '../../platform/resource/define.js';
import { columnOf } from '../../platform/resource/list-filter.js';
import { visibleCondition } from '../../platform/resource/visibility.js';
import { cascadedRows } from './cascade.js';
import { dataRecycleLog, sensitiveDataLog } from './tables.js';

/**
 * Every resource's delete goes to the recycle bin and comes back from it equal, or its binding says why
 * not (`notRecycled`). The walk goes over the app's registered resources, so a resource added later is
 * covered without touching this test. A restore puts a record back only inside the caller's data scope.
 */
describe('the recycle bin on every resource', () => {
  let t: TestApp;
  let root: string;
  let today: string;
  const ids: Record<string, string> = {};

  const must = async (url: string, body: Record<string, unknown>) => {
    const { json } = await call(t, { url, body, token: root, lang: 'en' });
    if (json.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
    return json.data.row as Record<string, any> & { id: string };
  };
  const rowOf = async (binding: ResourceBinding, id: string) => {
    const [row] = await t.database.db.select().from(binding.table).where(eq(columnOf(binding.table, 'id')!, id));
    return row ? JSON.stringify(row) : null;
  };
  /** The copy of the record's latest delete. */
  const lineOf = async (resource: string, recordId: string) =>
    (await t.database.db.select().from(dataRecycleLog).where(and(eq(dataRecycleLog.resource, resource), eq(dataRecycleLog.record_id, recordId))).orderBy(desc(dataRecycleLog.created_at)).limit(1))[0];
  const del = (name: string, id: string, token = root) => call(t, { method: 'DELETE', url: `/admin/${name}/del?ids[]=${id}`, token, lang: 'en' });
  const restore = (lineId: string, token = root) => call(t, { url: '/admin/security.DataRecycleLog/restore', body: { ids: [lineId] }, token, lang: 'en' });

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
    // A record of every kind, the way an office fills the platform.
    const company = await rootDepartmentId(t, root);
    ids.fleetA = (await buildDepartment(t, root, { name: 'Fleet A', pid: company, dept_type: 'fleet_group' })).id;
    ids.fleetB = (await buildDepartment(t, root, { name: 'Fleet B', pid: company, dept_type: 'fleet_group' })).id;
    await buildDepartment(t, root, { name: 'Purchasing', pid: company });
    const a1 = await buildShip(t, root, { name_en: 'ALPHA ONE', fleet_group_id: ids.fleetA });
    // Entered by mistake, nothing on it yet: the ship that can be deleted.
    await buildShip(t, root, { name_en: 'ALPHA SPARE', fleet_group_id: ids.fleetA });
    const person = await buildSeafarer(t, root, { name_en: 'WU GANG', rank: 'AB' });
    await buildSeafarer(t, root, { name_en: 'MA LIN', rank: 'AB' });
    await buildDocument(t, root, person.id, 'PASSPORT', days(today, 2000));
    await buildAssignment(t, root, { seafarer_id: person.id, ship_id: a1.id, rank: 'AB', join: days(today, 30), off: days(today, 200) });
    // An appraisal holds its assignment (deleting one appraised is refused): another seafarer's, so the walk deletes WU GANG's.
    const appraised = await buildSeafarer(t, root, { name_en: 'LI PING', rank: 'AB' });
    const served = await buildAssignment(t, root, { seafarer_id: appraised.id, ship_id: a1.id, rank: 'AB', join: days(today, 220), off: days(today, 400) });
    await must('/admin/evaluation.Appraisal/add', { assignment_id: served.id, occasion: 'periodic', period_from: days(today, -90), period_to: today });
    const rank = await positionId(t, 'AB');
    await must('/admin/crew.Contract/add', { contract_no: 'C-1', seafarer_id: person.id, ship_id: a1.id, rank_id: rank, start_date: days(today, 30), duration_months: 6, status: 'draft' });
    await must('/admin/crew.SeaService/add', { seafarer_id: person.id, ship_name: 'OLD BULKER', rank_id: rank, sign_on: '2019-01-01', sign_off: '2019-07-01' });
    await must('/admin/cert.Certificate/add', { holder_type: 'ship', ship_id: a1.id, cert_type_id: await certTypeId(t, 'LL'), cert_no: 'LL-1', term: 'full', issue_date: days(today, -300), expiry_date: days(today, 1500) });
    await must('/admin/todo.Todo/add', { title: 'Paint ALPHA ONE', ship_id: a1.id, assignee_dept: a1.dept_id, priority: 'normal', status: 'open' });
    await must('/admin/bunker.DeliveryNote/add', { ship_id: a1.id, bdn_no: 'BDN-1', delivered_on: days(today, -3), port: 'Singapore', grade: 'mgo', quantity_mt: 60, sulphur_pct: 0.08 });
    // A draft NCR (only a draft is deleted) and an accepted one whose corrective action is being planned.
    const ncr = (title: string) => must('/admin/ncr.Report/add', { ship_id: a1.id, source_type: 'self_inspection', grade: 'minor', clause_ref: '8.1', title, description: 'Abandon-ship drill missing from the log book' });
    await ncr('Drill not logged');
    const accepted = await ncr('Fire drill not logged');
    await must('/admin/ncr.Report/submit', { id: accepted.id });
    await must('/admin/ncr.Report/accept', { id: accepted.id });
    await must('/admin/ncr.Action/add', { ncr_id: accepted.id, kind: 'corrective', description: 'Revise the drill checklist', due_date: days(today, 20) });
    await must('/admin/approval.Flow/add', { biz_type: 'bunker_claim', name_en: 'Bunker quantity claim', name_zh: '燃油数量索赔', status: 'enable', steps: [{ order: 1, title_en: 'DPA review', title_zh: 'DPA审核', approver_kind: 'dpa', can_reject: true, can_return: true }] });
    // A PSC inspection with a deficiency, and one without (an inspection is deleted once its deficiencies are).
    const inspection = await must('/admin/supervision.Inspection/add', { ship_id: a1.id, kind: 'psc', mou: 'paris', port: 'Rotterdam', inspected_on: days(today, -3) });
    await must('/admin/supervision.Inspection/add', { ship_id: a1.id, kind: 'fsc', port: 'Singapore', inspected_on: days(today, -30) });
    await must('/admin/supervision.InspectionItem/add', { inspection_id: inspection.id, code: '07113', description: 'Fire door self-closing device inoperative', action_code: '17' });
    const visit = await must('/admin/supervision.Visit/add', { ship_id: a1.id, type: 'technical', planned_date: days(today, 30) });
    await must('/admin/supervision.Visit/add', { ship_id: a1.id, type: 'marine', planned_date: days(today, 60) });
    await must('/admin/supervision.VisitFinding/add', { visit_id: visit.id, description: 'Emergency generator maintenance overdue', grade: 'minor' });
    // A dictionary type without items and a draft checklist: seeded types hold items and seeded templates are active.
    await must('/admin/setting.DictType/add', { code: 'hull_coating', name_en: 'Hull coatings', name_zh: '船体涂层', status: 'enable' });
    await must('/admin/setting.ChecklistTemplate/add', {
      code: 'DRAFT-ROUND',
      name_en: 'Deck round',
      name_zh: '甲板巡查',
      standard: 'self_inspection',
      sections: [{ id: '1', title_en: 'Deck', title_zh: '甲板', items: [{ id: '1.1', ref: 'LL', question_en: 'Are the vents closed?', question_zh: '通风筒是否关闭？', guidance_en: '', guidance_zh: '', answer_type: 'yes_no_na', requires_evidence: false }] }],
    });
    // Audits: a programme, a plan of each kind not started (deletable) and one under way with an observation each, an auditor.
    await must('/admin/audit.Programme/add', { year: 2030, title: 'Audit programme 2030' });
    const auditPlan = (resource: string, values: Record<string, unknown> = {}) =>
      must(`/admin/${resource}/add`, { standard: 'ISM', scope: 'ship', ship_id: a1.id, planned_from: days(today, 40), planned_to: days(today, 41), ...values });
    await auditPlan('audit.Plan');
    await auditPlan('audit.SelfInspection');
    await auditPlan('audit.ExternalPlan', { external_kind: 'smc_intermediate', auditor_org: 'CCS' });
    for (const resource of ['audit.Plan', 'audit.ExternalPlan']) {
      const underWay = await auditPlan(resource, { planned_from: today, planned_to: today });
      await must(`/admin/${resource}/start`, { id: underWay.id });
      await must(`/admin/${resource}/raiseFinding`, { id: underWay.id, grade: 'observation', description: 'Muster list not updated after crew change' });
    }
    const [rootRow] = await t.database.db.select({ id: admin.id }).from(admin).where(eq(admin.username, 'admin'));
    await must('/admin/audit.Auditor/add', { admin_id: rootRow!.id, qualification: 'lead_auditor', certificate_no: 'LA-2025-017' });
    await must('/admin/user.User/add', { username: 'Cadet_Cy', nickname: 'Cy', password: 'Member_pass1', gender: 0, status: 'enable' });
    await must('/admin/user.Group/add', { name: 'Cadets', rules: [], status: 'enable' });
    await must('/admin/crew.Position/add', { code: 'TRAINEE', name_en: 'Trainee', name_zh: '实习生', kind: 'ship_rank', status: 'enable' });
    // Suppliers, controlled documents and maintenance as their areas' demos fill them, on ALPHA ONE.
    await seedAreaRecords(t, root, { today, company, ships: [{ id: a1.id, dept_id: a1.dept_id as string, name_en: 'ALPHA ONE' }] });
    const [office] = await t.database.db.select({ id: admin.id }).from(admin).where(eq(admin.username, 'admin'));
    // Equipment entered by mistake, nothing planned on it yet: the demo's all carry counters or jobs.
    await must('/admin/pms.Component/add', { ship_id: a1.id, code: '999', name_en: 'Spare fire pump (entered twice)', name_zh: '备用消防泵（重复录入）' });
    // A folder made for a series of instructions not written yet.
    const folder = await must('/admin/document.Folder/add', { code: 'L3-ENG', name_en: 'Engine room instructions', name_zh: '机舱须知', level: 'L3' });
    // An issued procedure handed to one person in the office (the demo's ship has no master to receive it).
    const [issued] = (await t.database.db.execute(sql`select id from document_version where status = 'issued' limit 1`)).rows as Array<{ id: string }>;
    await must('/admin/document.Version/distribute', { id: issued!.id, targets: [{ target_type: 'admin', target_id: office!.id }] });
    await must('/admin/document.Folder/add', { code: 'L4-ENG', name_en: 'Engine room forms', name_zh: '机舱表格', level: 'L4' });
    await must('/admin/document.Document/add', { doc_no: 'SMS-I-ENG-01', title_en: 'Bunkering instruction', title_zh: '加油作业须知', folder_id: folder.id, owner_dept_id: company });
    const everyRule = (await t.database.db.select({ name: adminRule.name }).from(adminRule)).map((rule) => rule.name);
    const group = await buildGroup(t, root, { name: 'Fleet A superintendents', rights: everyRule, data_scope: 'custom', departments: [ids.fleetA] });
    ids.group = group.id;
    await buildAdmin(t, root, { username: 'super_a', group_arr: [group.id] });
  });
  afterAll(() => t.close());

  it('deletes a record of every resource into the bin and restores it equal', async () => {
    const [row] = await t.database.db.select().from(admin).where(eq(admin.username, 'admin'));
    const rootAccess = await loadAccess(t.database.db, row!);
    const walked: string[] = [];
    for (const binding of t.app.moduleContext.resources.values()) {
      const name = binding.def.name;
      if (!(binding.def.actions ?? []).includes('del') || binding.notRecycled) continue;
      const idColumn = columnOf(binding.table, 'id')!;
      const condition = (await visibleCondition(binding, rootAccess, t.database.db)) ?? sql`true`;
      const candidates = ((await t.database.db.select({ id: idColumn }).from(binding.table).where(condition)) as Array<{ id: string }>).map((r) => r.id).reverse();
      expect(candidates.length, `${name}: no record to delete`).toBeGreaterThan(0);
      // The first record nothing else holds (a leaf, one not in use) is deleted.
      let deleted: string | null = null;
      let before: string | null = null;
      const answers: string[] = [];
      let withIt = '';
      for (const id of candidates) {
        before = await rowOf(binding, id);
        withIt = JSON.stringify(await cascadedRows(t.database.db, getTableName(binding.table), [id]));
        const answer = await del(name, id);
        if (answer.json.code === 1) {
          deleted = id;
          break;
        }
        answers.push(answer.json.msg);
      }
      expect(deleted, `${name}: every record refused its delete: ${answers.slice(0, 3).join(' | ')}`).not.toBeNull();
      expect(await rowOf(binding, deleted!), name).toBeNull();
      const line = await lineOf(name, deleted!);
      expect(line, `${name}: no copy in the recycle bin`).toBeDefined();
      const back = await restore(line!.id);
      expect(back.json, name).toMatchObject({ code: 1, data: { done: 1 } });
      expect(await rowOf(binding, deleted!), name).toBe(before);
      // And what the delete took with it (a ship's name history, a certificate's surveys).
      expect(JSON.stringify(await cascadedRows(t.database.db, getTableName(binding.table), [deleted!])), name).toBe(withIt);
      walked.push(name);
    }
    expect(walked).toEqual(expect.arrayContaining(['fleet.Ship', 'todo.Todo', 'cert.Certificate', 'crew.SeafarerDocument', 'crew.Seafarer', 'crew.Assignment', 'crew.Contract', 'auth.Admin', 'user.User']));
  });

  it('puts back what the database deleted with the record: a role comes back with its rights, departments and members', async () => {
    const groups = t.app.moduleContext.resources.get('auth.Group')!;
    const links = async () =>
      JSON.stringify(
        await Promise.all(
          ['admin_group_rule', 'admin_group_department', 'admin_group_access'].map(async (table) =>
            (await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where group_id = ${ids.group}`)) as unknown,
          ),
        ),
      );
    const before = await links();
    const row = await rowOf(groups, ids.group);
    expect((await del('auth.Group', ids.group)).json.code).toBe(1);
    expect(await links()).not.toBe(before);
    const line = await lineOf('auth.Group', ids.group);
    const shown = (await call(t, { url: '/admin/security.DataRecycleLog/index?limit=100', token: root })).json.data.list.find((entry: { id: string }) => entry.id === line!.id);
    expect(shown?.data.__cascaded).toEqual(expect.arrayContaining([{ table: 'admin_group_rule', rows: expect.any(Number) }]));
    expect((await restore(line!.id)).json).toMatchObject({ code: 1, data: { done: 1 } });
    expect(await rowOf(groups, ids.group)).toBe(row);
    expect(await links()).toBe(before);
    // Its member still acts with its rights.
    expect((await call(t, { url: '/admin/fleet.Ship/index', token: await tokenOf(t, 'super_a') })).json.code).toBe(1);
  });

  it('lists the resources that do not recycle, each with its reason in both languages', () => {
    const exceptions = [...t.app.moduleContext.resources.values()]
      .filter((binding) => binding.notRecycled)
      .map((binding) => [binding.def.name, translate('en', binding.notRecycled!), translate('zh-cn', binding.notRecycled!)] as const);
    expect(exceptions.map(([name]) => name).sort()).toEqual(['routine.Attachment', 'security.DataRecycle', 'security.SensitiveData']);
    for (const [name, en, zh] of exceptions) {
      expect(en, name).toMatch(/^[a-z].{20,}/);
      expect(zh, name).toMatch(/\p{Script=Han}/u);
    }
  });

  it('docs/api.md names exactly the resources that recycle and those that do not', () => {
    const docs = readFileSync(new URL('../../../../../docs/api.md', import.meta.url), 'utf8');
    const section = docs.slice(docs.indexOf('**What goes to the recycle bin.**'));
    const recycledList = section.slice(section.indexOf('- recycled:'), section.indexOf('- not recycled:'));
    const notList = section.slice(section.indexOf('- not recycled:'), section.indexOf('- the other resources'));
    const named = (text: string) => [...text.matchAll(/`([a-z]+\.[A-Za-z]+)`/g)].map((m) => m[1]).sort();
    const bindings = [...t.app.moduleContext.resources.values()];
    const deletable = bindings.filter((b) => (b.def.actions ?? []).includes('del') || b.def.name === 'routine.Config');
    expect(named(recycledList)).toEqual(deletable.filter((b) => !b.notRecycled).map((b) => b.def.name).sort());
    expect(named(notList)).toEqual(deletable.filter((b) => b.notRecycled).map((b) => b.def.name).sort());
  });

  it('lists a rule for every recycled resource, and refuses one for a resource that does not recycle', async () => {
    const rules = (await call(t, { url: '/admin/security.DataRecycle/index?limit=100', token: root })).json.data.list.map((rule: { resource: string }) => rule.resource);
    expect(rules).toEqual(expect.arrayContaining(['fleet.Ship', 'todo.Todo', 'cert.Certificate', 'crew.Seafarer', 'auth.Admin', 'routine.Config']));
    expect(rules).not.toContain('routine.Attachment');
    const refused = await call(t, { url: '/admin/security.DataRecycle/add', token: root, lang: 'en', body: { name: 'files', resource: 'routine.Attachment', status: 'enable' } });
    expect(refused.json.data.errors.resource).toMatch(/^Deletes of this resource do not go to the recycle bin: deleting an attachment/);
  });

  it('restores a record only inside the caller’s data scope; a ship comes back onto its department node', async () => {
    const a3 = await buildShip(t, root, { name_en: 'ALPHA THREE', fleet_group_id: ids.fleetA });
    const b2 = await buildShip(t, root, { name_en: 'BRAVO TWO', fleet_group_id: ids.fleetB });
    expect((await del('fleet.Ship', a3.id)).json.code).toBe(1);
    expect((await del('fleet.Ship', b2.id)).json.code).toBe(1);
    const [node] = await t.database.db.select().from(department).where(eq(department.id, a3.dept_id));
    expect(node?.status).toBe('disable');
    const superA = await tokenOf(t, 'super_a');

    const outside = await restore((await lineOf('fleet.Ship', b2.id))!.id, superA);
    expect(outside.json).toMatchObject({ code: 0, data: { done: 0, refused: [{ reason: 'Cannot restore: the record is outside your data scope' }] } });
    const ships = t.app.moduleContext.resources.get('fleet.Ship')!;
    expect(await rowOf(ships, b2.id)).toBeNull();
    expect((await lineOf('fleet.Ship', b2.id))!.restored_at).toBeNull();
    const zh = await call(t, { url: '/admin/security.DataRecycleLog/restore', body: { ids: [(await lineOf('fleet.Ship', b2.id))!.id] }, token: superA, lang: 'zh-cn' });
    expect(zh.json.data.refused[0].reason).toBe('无法还原：该记录不在您的数据范围内');

    expect((await restore((await lineOf('fleet.Ship', a3.id))!.id, superA)).json).toMatchObject({ code: 1, data: { done: 1 } });
    expect(await rowOf(ships, a3.id)).not.toBeNull();
    const [again] = await t.database.db.select().from(department).where(eq(department.id, a3.dept_id));
    expect(again?.status).toBe('enable');
    expect((await call(t, { url: `/admin/fleet.Ship/edit?id=${a3.id}`, token: superA })).json.data.row.name_en).toBe('ALPHA THREE');
  });

  it('shows a copy in the bin only to those who could see its record: one fleet group’s superintendent sees his ship, not another group’s', async () => {
    const a4 = await buildShip(t, root, { name_en: 'ALPHA FOUR', fleet_group_id: ids.fleetA });
    const b4 = await buildShip(t, root, { name_en: 'BRAVO FOUR', fleet_group_id: ids.fleetB });
    expect((await del('fleet.Ship', a4.id)).json.code).toBe(1);
    expect((await del('fleet.Ship', b4.id)).json.code).toBe(1);
    const superA = await tokenOf(t, 'super_a');
    const label = (text: string) => `search[0][field]=record_label&search[0][operator]=LIKE&search[0][val]=${encodeURIComponent(text)}`;
    const binOf = async (token: string) =>
      ((await call(t, { url: `/admin/security.DataRecycleLog/index?limit=100&${label('FOUR')}`, token, lang: 'en' })).json.data.list as Array<{ record_id: string }>).map((line) => line.record_id);
    expect(await binOf(superA)).toEqual([a4.id]);
    expect((await binOf(root)).sort()).toEqual([a4.id, b4.id].sort());
    // The count agrees with the list, and a copy out of sight cannot be purged either.
    expect((await call(t, { url: `/admin/security.DataRecycleLog/index?limit=100&${label('FOUR')}`, token: superA })).json.data.total).toBe(1);
    const b4Line = (await lineOf('fleet.Ship', b4.id))!;
    const purge = await call(t, { url: '/admin/security.DataRecycleLog/purge', body: { ids: [b4Line.id] }, token: superA, lang: 'en' });
    expect(purge.status).toBe(404);
    expect(await lineOf('fleet.Ship', b4.id)).toBeDefined();
    // A resource without a data scope keeps its copies in everyone's sight; a copy written before the
    // scope was recorded (no department, no owner) only in the sight of the 'all' scope.
    const spare = await must('/admin/crew.Position/add', { code: 'SPARE', name_en: 'Spare', name_zh: '备用', kind: 'ship_rank', status: 'enable' });
    expect((await del('crew.Position', spare.id)).json.code).toBe(1);
    const everyone = (await call(t, { url: `/admin/security.DataRecycleLog/index?search[0][field]=record_id&search[0][operator]=eq&search[0][val]=${spare.id}`, token: superA })).json.data.list;
    expect(everyone.map((line: { resource: string }) => line.resource)).toEqual(['crew.Position']);
    await t.database.db.update(dataRecycleLog).set({ dept_id: null }).where(eq(dataRecycleLog.id, (await lineOf('fleet.Ship', a4.id))!.id));
    expect(await binOf(superA)).toEqual([]);
    expect(await binOf(root)).toContain(a4.id);
  });

  it('shows and rolls back a logged change only on a record the caller could see', async () => {
    const crew = (await buildGroup(t, root, { name: 'Mates', rights: [] })).id;
    const mateA = await buildAdmin(t, root, { username: 'mate_a', group_arr: [crew], department_id: ids.fleetA });
    const mateB = await buildAdmin(t, root, { username: 'mate_b', group_arr: [crew], department_id: ids.fleetB });
    for (const [mate, username] of [[mateA, 'mate_a'], [mateB, 'mate_b']] as const) {
      const saved = await call(t, { url: '/admin/auth.Admin/edit', token: root, lang: 'en', body: { id: mate.id, username, nickname: `${username} renamed`, group_arr: [crew], department_id: mate.department_id, weight_type: 1, status: 'enable' } });
      expect(saved.json.code, JSON.stringify(saved.json)).toBe(1);
    }
    const superA = await tokenOf(t, 'super_a');
    const logOf = async (token: string) =>
      ((await call(t, { url: '/admin/security.SensitiveDataLog/index?limit=100&search[0][field]=data_field&search[0][operator]=eq&search[0][val]=nickname', token, lang: 'en' })).json.data.list as Array<{ record_id: string; data_field: string }>)
        .filter((line) => line.data_field === 'nickname' && [mateA.id, mateB.id].includes(line.record_id))
        .map((line) => line.record_id);
    expect(await logOf(superA)).toEqual([mateA.id]);
    expect((await logOf(root)).sort()).toEqual([mateA.id, mateB.id].sort());
    const [lineB] = await t.database.db.select().from(sensitiveDataLog).where(and(eq(sensitiveDataLog.record_id, mateB.id), eq(sensitiveDataLog.data_field, 'nickname')));
    const refused = await call(t, { url: '/admin/security.SensitiveDataLog/rollback', body: { ids: [lineB!.id] }, token: superA, lang: 'en' });
    expect(refused.json).toMatchObject({ code: 0, data: { done: 0, refused: [{ reason: 'Cannot roll back: the record is outside your data scope' }] } });
    expect((await call(t, { url: `/admin/auth.Admin/edit?id=${mateB.id}`, token: root })).json.data.row.nickname).toBe('mate_b renamed');
    const [lineA] = await t.database.db.select().from(sensitiveDataLog).where(and(eq(sensitiveDataLog.record_id, mateA.id), eq(sensitiveDataLog.data_field, 'nickname')));
    expect((await call(t, { url: '/admin/security.SensitiveDataLog/rollback', body: { ids: [lineA!.id] }, token: superA, lang: 'en' })).json).toMatchObject({ code: 1, data: { done: 1 } });
  });
});
