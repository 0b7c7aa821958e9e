import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays } from '@vessel/contract';
import { DOCUMENT_CHANGES } from '../../../platform/document-changes.js';
import { admin, department } from '../../../platform/identity/tables.js';
import { service } from '../../../platform/services.js';
import { todo } from '../../../platform/todo/tables.js';
import { buildShip } from '../../../test/crew-factories.js';
import { buildAdmin, buildGroup, superToken, tokenOf } from '../../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';
import { issueVersion } from '../control/issue.js';
import { document, documentFolder, documentVersion } from '../control/tables.js';
import { acknowledgement, distribution } from './tables.js';

const VERSIONS = '/admin/document.Version/';
const ACKS = '/admin/document.Acknowledgement/';
const DCRS = '/admin/document.ChangeRequest/';

let t: TestApp;
let token: string;
let today: string;
let shipA: Record<string, any>;
let shipB: Record<string, any>;
let masterA: string;
let masterB: string;
let clerk: string;
let dpa: string;
let docSeq = 0;

const db = () => t.app.moduleContext.db;

async function post(url: string, body: Record<string, unknown>, as = token, lang: 'en' | 'zh-cn' = 'en') {
  return (await call(t, { url, token: as, body, lang })).json;
}

/** A controlled document with an issued Rev 1 (when asked) and an approved Rev 2, written as the control part leaves them. */
async function documentWithVersions(options: { issuedFirst: boolean }) {
  docSeq += 1;
  const [owner] = await db().select({ id: department.id }).from(department).limit(1);
  const [folder] = await db()
    .insert(documentFolder)
    .values({ code: `T-${docSeq}-${Date.now() % 100000}`, name_en: 'Procedures', name_zh: '程序文件', level: 'L2' })
    .returning();
  const [doc] = await db()
    .insert(document)
    .values({ doc_no: `SMS-P-${100 + docSeq}`, title_en: 'Document control', title_zh: '文件控制程序', folder_id: folder!.id, level: 'L2', owner_dept_id: owner!.id, status: 'active' })
    .returning();
  let first: string | null = null;
  if (options.issuedFirst) {
    const [rev1] = await db()
      .insert(documentVersion)
      .values({ document_id: doc!.id, version: 'Rev 1', status: 'issued', effective_date: addDays(today, -300), issued_at: new Date(Date.now() - 300 * 86_400_000).toISOString() })
      .returning();
    first = rev1!.id;
  }
  const [rev2] = await db().insert(documentVersion).values({ document_id: doc!.id, version: 'Rev 2', status: 'approved', effective_date: addDays(today, 7) }).returning();
  const [draft] = await db().insert(documentVersion).values({ document_id: doc!.id, version: 'Rev 3', status: 'draft' }).returning();
  return { doc: doc!, first, approved: rev2!.id, draft: draft!.id };
}

const toShips = (...ships: Array<Record<string, any>>) => ships.map((ship) => ({ target_type: 'ship', target_id: ship.id }));

async function acksOf(versionId: string) {
  return db().select().from(acknowledgement).where(eq(acknowledgement.version_id, versionId));
}

async function openTodos(ids: string[]) {
  return db()
    .select()
    .from(todo)
    .where(and(eq(todo.source, 'document_ack'), inArray(todo.biz_id, ids), inArray(todo.status, ['open', 'in_progress'])));
}

beforeAll(async () => {
  t = await buildTestApp();
  token = await superToken(t);
  today = await t.app.moduleContext.alerts.today();
  shipA = await buildShip(t, token, { name_en: 'DOC STAR' });
  shipB = await buildShip(t, token, { name_en: 'DOC MOON' });
  const reader = await buildGroup(t, token, { name: 'Doc readers', rights: ['document/acknowledgement/index', 'document/distribution/index', 'document/acknowledgement/acknowledge'] });
  const onBehalf = await buildGroup(t, token, {
    name: 'Doc controllers',
    rights: ['document/acknowledgement/index', 'document/distribution/index', 'document/acknowledgement/acknowledge', 'document/acknowledgement/ackOnBehalf'],
  });
  const a = await buildAdmin(t, token, { username: 'master_star', group_arr: [reader.id], department_id: shipA.dept_id });
  const b = await buildAdmin(t, token, { username: 'master_moon', group_arr: [reader.id], department_id: shipB.dept_id });
  await buildAdmin(t, token, { username: 'chief_star', group_arr: [reader.id], department_id: shipA.dept_id });
  await buildAdmin(t, token, { username: 'dpa_doc', group_arr: [onBehalf.id] });
  await db().update(admin).set({ is_leader: true }).where(inArray(admin.id, [a.id, b.id]));
  masterA = await tokenOf(t, 'master_star');
  masterB = await tokenOf(t, 'master_moon');
  clerk = await tokenOf(t, 'chief_star');
  dpa = await tokenOf(t, 'dpa_doc');
}, 90_000);

afterAll(async () => t?.close());

describe('distributing a version', () => {
  it('sends an approved version to two ships at once, one acknowledgement per master, each knowing the copy it replaces', async () => {
    const { first, approved } = await documentWithVersions({ issuedFirst: true });
    const json = await post(`${VERSIONS}distribute`, { id: approved, targets: toShips(shipA, shipB) });
    expect(json.code).toBe(1);
    expect(json.msg).toBe('Distributed to 2 target(s); 2 acknowledgement(s) awaited');
    const rows = await db().select().from(distribution).where(eq(distribution.version_id, approved));
    expect(rows.map((row) => row.ship_id).sort()).toEqual([shipA.id, shipB.id].sort());
    // No date named: the setting's 14 days.
    expect(rows.every((row) => row.ack_due_date === addDays(today, 14) && row.ack_total === 1 && row.ack_done === 0)).toBe(true);
    const acks = await acksOf(approved);
    expect(acks).toHaveLength(2);
    expect(acks.every((ack) => ack.previous_version_id === first && ack.status === 'pending')).toBe(true);
    // The same target twice is refused, and nothing of the call is kept.
    const again = await post(`${VERSIONS}distribute`, { id: approved, targets: toShips(shipA) });
    expect(again.code).toBe(0);
    expect(again.msg).toBe('This version has been distributed to DOC STAR already');
  });

  it('refuses a draft version, no target (in Chinese too) and a due date before today, and takes a due date of today', async () => {
    const { draft, approved } = await documentWithVersions({ issuedFirst: false });
    expect((await post(`${VERSIONS}distribute`, { id: draft, targets: toShips(shipA) })).msg).toBe('Only an approved or issued version can be distributed');
    expect((await post(`${VERSIONS}distribute`, { id: approved, targets: [] }, token, 'zh-cn')).msg).toMatch(/请至少选择一个分发对象/);
    const past = await post(`${VERSIONS}distribute`, { id: approved, targets: toShips(shipA), ack_due_date: addDays(today, -1) });
    expect(past.data.errors).toEqual({ ack_due_date: 'The acknowledgement due date cannot be before today' });
    // Due today is allowed: it is not overdue yet.
    expect((await post(`${VERSIONS}distribute`, { id: approved, targets: toShips(shipA), ack_due_date: today })).code).toBe(1);
    expect(await db().select().from(distribution).where(eq(distribution.version_id, draft))).toHaveLength(0);
  });
});

describe('acknowledgement tracking and its to-dos', () => {
  it('is not overdue on its due date, overdue the day after (with a to-do for the master), and the to-do closes when acknowledged', async () => {
    const { approved } = await documentWithVersions({ issuedFirst: false });
    expect((await post(`${VERSIONS}distribute`, { id: approved, targets: toShips(shipA), ack_due_date: today })).code).toBe(1);
    const [ack] = await acksOf(approved);
    const alerts = t.app.moduleContext.alerts;

    await alerts.run(today);
    expect(await openTodos([ack!.id])).toHaveLength(0);
    expect((await acksOf(approved))[0]!.status).toBe('pending');

    await alerts.run(addDays(today, 1));
    const [open] = await openTodos([ack!.id]);
    expect(open).toMatchObject({ ship_id: shipA.id, due_date: today });
    const [who] = await db().select({ id: admin.id }).from(admin).where(eq(admin.username, 'master_star'));
    expect(open!.assignee_admin_id).toBe(who!.id);
    expect((await acksOf(approved))[0]!.status).toBe('overdue');
    // The overdue filter per ship finds it.
    const list = await call(t, { url: `${ACKS}index`, token, lang: 'en', query: { search: JSON.stringify([{ field: 'status', operator: 'eq', val: 'overdue' }, { field: 'ship_id', operator: 'eq', val: shipA.id }]) } });
    expect((list.json.data.list as Array<{ id: string }>).map((row) => row.id)).toContain(ack!.id);

    const done = await post(`${ACKS}acknowledge`, { ids: [ack!.id], comment: 'Received, filed in the bridge SMS binder' }, masterA);
    expect(done.code).toBe(1);
    expect(await openTodos([ack!.id])).toHaveLength(0);
    const [after] = await acksOf(approved);
    expect(after).toMatchObject({ status: 'acknowledged', acked_by: who!.id, comment: 'Received, filed in the bridge SMS binder' });
    const [dist] = await db().select().from(distribution).where(eq(distribution.version_id, approved));
    expect(dist).toMatchObject({ ack_total: 1, ack_done: 1 });
  });

  it('stops chasing a copy once its version is superseded: the overdue to-do closes with the issue of the next one', async () => {
    const { approved } = await documentWithVersions({ issuedFirst: false });
    await post(`${VERSIONS}distribute`, { id: approved, targets: toShips(shipB), ack_due_date: today });
    const [ack] = await acksOf(approved);
    await db().update(documentVersion).set({ status: 'issued', effective_date: addDays(today, -1), issued_at: new Date().toISOString() }).where(eq(documentVersion.id, approved));
    await t.app.moduleContext.alerts.run(addDays(today, 1));
    expect(await openTodos([ack!.id])).toHaveLength(1);
    // Its successor approved and issued: the old version superseded in the same transaction as the issue.
    const [doc] = await db().select({ document_id: documentVersion.document_id }).from(documentVersion).where(eq(documentVersion.id, approved));
    const [next] = await db().insert(documentVersion).values({ document_id: doc!.document_id, version: 'Rev 9', status: 'approved', effective_date: today }).returning();
    await db().transaction((tx) => issueVersion(tx as never, next!.id, today, t.app.moduleContext.alerts));
    expect((await db().select().from(documentVersion).where(eq(documentVersion.id, approved)))[0]!.status).toBe('superseded');
    expect(await openTodos([ack!.id])).toHaveLength(0);
  });

  it('is acknowledged only by the person it waits for, or by a holder of the right to acknowledge on their behalf', async () => {
    const { approved } = await documentWithVersions({ issuedFirst: false });
    await post(`${VERSIONS}distribute`, { id: approved, targets: toShips(shipA, shipB) });
    const acks = await acksOf(approved);
    const ofA = acks.find((ack) => ack.ship_id === shipA.id)!;
    const ofB = acks.find((ack) => ack.ship_id === shipB.id)!;

    const byChief = await post(`${ACKS}acknowledge`, { ids: [ofA.id] }, clerk);
    expect(byChief.code).toBe(0);
    expect(JSON.stringify(byChief)).toContain('This acknowledgement waits for master_star');
    // Master B cannot see ship A's records at all? He can (scope 'all' in this test): the rule still refuses him.
    expect((await post(`${ACKS}acknowledge`, { ids: [ofA.id] }, masterB)).code).toBe(0);
    expect((await acksOf(approved)).every((ack) => ack.status === 'pending')).toBe(true);

    expect((await post(`${ACKS}acknowledge`, { ids: [ofB.id], comment: 'Master on leave; confirmed by phone' }, dpa)).code).toBe(1);
    expect((await post(`${ACKS}acknowledge`, { ids: [ofA.id] }, masterA)).code).toBe(1);
    // Twice is refused.
    const twice = await post(`${ACKS}acknowledge`, { ids: [ofA.id] }, masterA);
    expect(twice.code).toBe(0);
    expect(JSON.stringify(twice)).toContain('This has been acknowledged already');
  });

  it("requires a ship's master to confirm the obsolete copy removed when the ship had a previous version", async () => {
    const { approved, first } = await documentWithVersions({ issuedFirst: true });
    await post(`${VERSIONS}distribute`, { id: approved, targets: toShips(shipA) });
    const [ack] = await acksOf(approved);
    expect(ack!.previous_version_id).toBe(first);
    const without = await post(`${ACKS}acknowledge`, { ids: [ack!.id] }, masterA);
    expect(without.code).toBe(0);
    expect(JSON.stringify(without)).toContain('Confirm that the obsolete copy (Rev 1) has been removed on board');
    const zh = await post(`${ACKS}acknowledge`, { ids: [ack!.id] }, masterA, 'zh-cn');
    expect(JSON.stringify(zh)).toContain('请确认船上旧版文件（Rev 1）已撤除');
    expect((await post(`${ACKS}acknowledge`, { ids: [ack!.id], obsolete_copy_removed: true }, masterA)).code).toBe(1);
    expect((await acksOf(approved))[0]).toMatchObject({ status: 'acknowledged', obsolete_copy_removed: true });

    // A document's first version replaces nothing: no confirmation asked.
    const fresh = await documentWithVersions({ issuedFirst: false });
    await post(`${VERSIONS}distribute`, { id: fresh.approved, targets: toShips(shipA) });
    const [first1] = await acksOf(fresh.approved);
    expect(first1!.previous_version_id).toBeNull();
    expect((await post(`${ACKS}acknowledge`, { ids: [first1!.id] }, masterA)).code).toBe(1);
  });
});

describe('change requests', () => {
  const dcr = (documentId: string | null, extra: Record<string, unknown> = {}) => ({
    document_id: documentId,
    ship_id: shipA.id,
    source: 'ship',
    title: 'Bridge watch handover checklist',
    reason: 'The handover checklist does not cover ECDIS route checks',
    proposed_change: 'Add an ECDIS route and safety contour check to section 4.2',
    ...extra,
  });

  it('is numbered, submitted, and implemented only after acceptance by an approved or issued version of its document', async () => {
    const { doc, approved, draft } = await documentWithVersions({ issuedFirst: true });
    const other = await documentWithVersions({ issuedFirst: false });
    const added = await post(`${DCRS}add`, dcr(doc.id));
    expect(added.code).toBe(1);
    const row = added.data.row;
    expect(row).toMatchObject({ status: 'submitted', dept_id: shipA.dept_id });
    expect(row.dcr_no).toMatch(/^DCR-/);

    // Not from submitted.
    expect((await post(`${DCRS}implement`, { id: row.id, implemented_version_id: approved })).code).toBe(0);
    expect((await post(`${DCRS}accept`, { ids: [row.id], decision_remark: 'Agreed' })).code).toBe(1);
    const byDraft = await post(`${DCRS}implement`, { id: row.id, implemented_version_id: draft });
    expect(byDraft.data.errors).toEqual({ implemented_version_id: 'A change request is implemented only by an approved or issued version of its document' });
    const byOther = await post(`${DCRS}implement`, { id: row.id, implemented_version_id: other.approved });
    expect(byOther.data.errors).toEqual({ implemented_version_id: 'That version belongs to another document than the change request' });
    const done = await post(`${DCRS}implement`, { id: row.id, implemented_version_id: approved });
    expect(done.code).toBe(1);
    expect(done.msg).toBe('The change request is implemented by version Rev 2');
    expect(done.data.row).toMatchObject({ status: 'implemented', implemented_version_id: approved });
    // Decided: no longer edited, nor rejected.
    expect((await post(`${DCRS}edit`, { id: row.id, ...dcr(doc.id, { title: 'Changed' }) })).msg).toBe('A change request that has been decided is kept as it was decided');
    expect((await post(`${DCRS}reject`, { ids: [row.id], decision_remark: 'No' })).code).toBe(0);
  });

  it('is rejected only with a reason; a request for a new document takes the implementing version’s document', async () => {
    const { doc, approved } = await documentWithVersions({ issuedFirst: false });
    const a = (await post(`${DCRS}add`, dcr(null, { title: 'New procedure for lithium battery fires' }))).data.row;
    const noReason = await post(`${DCRS}reject`, { ids: [a.id] });
    expect(noReason.code).toBe(0);
    expect(JSON.stringify(noReason)).toContain('Say why the change request is rejected');
    expect((await post(`${DCRS}accept`, { ids: [a.id] })).code).toBe(1);
    const done = await post(`${DCRS}implement`, { id: a.id, implemented_version_id: approved });
    expect(done.data.row).toMatchObject({ status: 'implemented', document_id: doc.id });
    const b = (await post(`${DCRS}add`, dcr(doc.id))).data.row;
    expect((await post(`${DCRS}reject`, { ids: [b.id], decision_remark: 'Covered by the existing checklist' })).code).toBe(1);
  });

  it("is raised by another area through DOCUMENT_CHANGES (a master's review) and read back by its source", async () => {
    const [who] = await db().select({ id: admin.id }).from(admin).where(eq(admin.username, 'master_star'));
    const reviewId = '00000000-0000-4000-8000-000000000018';
    const raised = await db().transaction((tx) =>
      service(DOCUMENT_CHANGES).raise(tx as never, {
        source: 'master_review',
        sourceId: reviewId,
        documentId: null,
        shipId: shipA.id,
        title: 'Master’s review: mooring procedure',
        reason: 'Mooring incidents in the review period',
        proposedChange: 'Add snap-back zone marking to the mooring procedure',
        requestedBy: who!.id,
      }),
    );
    expect(raised.dcr_no).toMatch(/^DCR-/);
    const states = await service(DOCUMENT_CHANGES).ofSource(db(), 'master_review', reviewId);
    expect(states).toEqual([{ id: raised.id, dcr_no: raised.dcr_no, status: 'submitted', document_id: null, implemented_version_id: null }]);
  });
});
