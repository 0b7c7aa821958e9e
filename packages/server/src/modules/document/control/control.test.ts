import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, addMonths } from '@vessel/contract';
import { alert } from '../../../platform/alert/tables.js';
import { APPROVALS } from '../../../platform/approvals.js';
import { service } from '../../../platform/services.js';
import { buildAdmin, buildDepartment, buildGroup, rootDepartmentId, superToken, tokenOf } from '../../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';
import { onVersionIssued } from './events.js';
import { simplePdf } from './simple-pdf.js';
import { document, documentVersion } from './tables.js';

const FOLDERS = '/admin/document.Folder/';
const DOCUMENTS = '/admin/document.Document/';
const VERSIONS = '/admin/document.Version/';
const INSTANCES = '/admin/approval.Instance/';

let t: TestApp;
let token: string;
let today: string;
let marine: string;
let technical: string;
let procedures: string;

async function must(url: string, body: Record<string, unknown>, as = token) {
  const { json } = await call(t, { url, token: as, body, lang: 'en' });
  if (json?.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
  return json.data.row as Record<string, any>;
}

async function refused(url: string, body: Record<string, unknown>, lang = 'en') {
  const { json } = await call(t, { url, token, body, lang });
  expect(json.code).toBe(0);
  return { msg: json.msg as string, errors: (json.data?.errors ?? {}) as Record<string, string> };
}

function multipart(filename: string, content: Buffer) {
  const boundary = `----d1${Date.now()}${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(filename: string, content: Buffer): Promise<string> {
  const { body, contentType } = multipart(filename, content);
  const { json } = await call(t, { url: '/admin/ajax/upload', body: body as never, token, lang: 'en', headers: { 'content-type': contentType } });
  if (json?.code !== 1) throw new Error(`upload refused: ${JSON.stringify(json)}`);
  return json.data.file.url as string;
}

let docCount = 0;
async function newDocument(values: Record<string, unknown> = {}) {
  docCount++;
  return must(`${DOCUMENTS}add`, { doc_no: `MP-${String(docCount).padStart(2, '0')}`, title_en: `Procedure ${docCount}`, folder_id: procedures, owner_dept_id: marine, review_cycle_months: 24, ...values });
}

async function newVersion(documentId: string, version: string, effective: string | null, text = 'Mooring operations shall be planned by the master.') {
  const file = await upload(`${version}.pdf`, simplePdf([text, `Revision ${version}`]));
  return must(`${VERSIONS}add`, { document_id: documentId, version, change_summary: `Revised ${version}`, file, effective_date: effective });
}

const versionRow = async (id: string) => (await t.database.db.select().from(documentVersion).where(eq(documentVersion.id, id)))[0]!;
const documentOf = async (id: string) => (await t.database.db.select().from(document).where(eq(document.id, id)))[0]!;

/** Submits a version and acts on every step of its approval as the super administrator (who may act on any). */
async function approve(versionId: string, action: 'approve' | 'reject' = 'approve') {
  await must(`${VERSIONS}submit`, { id: versionId });
  for (let step = 0; step < 5; step++) {
    const instance = await service(APPROVALS).current(t.database.db, await flowOfVersion(versionId), versionId);
    if (!instance || instance.status !== 'pending') return instance;
    const { json } = await call(t, { url: `${INSTANCES}${action}`, token, lang: 'en', body: { id: instance.id, comment: action === 'reject' ? 'The checklist of annex 2 is missing' : 'ok' } });
    if (json.code !== 1) return json;
  }
  return null;
}

async function flowOfVersion(versionId: string) {
  for (const flow of ['doc_issue', 'doc_issue_manual']) if (await service(APPROVALS).current(t.database.db, flow, versionId)) return flow;
  return 'doc_issue';
}

const runDaily = (day: string) => t.app.moduleContext.alerts.run(day);

beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vessel-doc-')) });
  token = await superToken(t);
  today = await t.app.moduleContext.alerts.today();
  const root = await rootDepartmentId(t, token);
  marine = (await buildDepartment(t, token, { name: 'Marine department', pid: root })).id;
  technical = (await buildDepartment(t, token, { name: 'Technical department', pid: root })).id;
  procedures = (await must(`${FOLDERS}add`, { code: 'L2', name_en: 'Procedures', name_zh: '程序文件', level: 'L2', owner_dept_id: marine })).id;
});
afterAll(async () => t?.close());

describe('folders and documents', () => {
  it('gives a document its folder level and a number, and keeps sub-folders at their parent level', async () => {
    const doc = await newDocument({ doc_no: '' });
    expect(doc.level).toBe('L2');
    expect(doc.doc_no).toMatch(/\S/);
    expect(doc.status).toBe('draft');
    const sub = await refused(`${FOLDERS}add`, { code: 'L3-X', name_en: 'x', name_zh: '某', level: 'L3', parent_id: procedures });
    expect(sub, JSON.stringify(sub)).toMatchObject({ errors: { level: "A sub-folder has its parent folder's level (L2)" } });
    expect((await refused(`${DOCUMENTS}add`, { doc_no: 'MP-XX', folder_id: procedures, owner_dept_id: marine })).errors.title_en).toBe('Give the title in English or in Chinese');
    const zh = await refused(`${DOCUMENTS}add`, { doc_no: doc.doc_no, title_en: 'Dup', folder_id: procedures, owner_dept_id: marine }, 'zh-cn');
    expect(zh.errors.doc_no).toBe('文件编号已被其他文件使用');
  });

  it('refuses a version file that was not uploaded here, and one that is not an office file or PDF', async () => {
    const doc = await newDocument();
    expect((await refused(`${VERSIONS}add`, { document_id: doc.id, version: 'Rev 0', file: '/storage/nowhere.pdf' })).errors.file).toBe('The file was not uploaded here');
    const png = await upload('logo.png', Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'));
    expect((await refused(`${VERSIONS}add`, { document_id: doc.id, version: 'Rev 0', file: png })).errors.file).toMatch(/PDF or an office document/);
  });
});

describe('issue on the effective date', () => {
  it('issues at once a version approved with its effective date today, with the review date its cycle gives', async () => {
    const doc = await newDocument({ review_cycle_months: 12 });
    const v1 = await newVersion(doc.id, 'Rev 0', today);
    await approve(v1.id);
    const issued = await versionRow(v1.id);
    expect(issued.status).toBe('issued');
    expect(issued.approved_at).not.toBeNull();
    const after = await documentOf(doc.id);
    expect(after).toMatchObject({ status: 'active', current_version_id: v1.id, next_review_date: addMonths(today, 12) });
    const listed = (await call(t, { url: `${DOCUMENTS}index`, token })).json.data.list.find((row: { id: string }) => row.id === doc.id);
    expect(listed).toMatchObject({ current_version: 'Rev 0', current_effective_date: today, folder_name_en: 'Procedures' });
  });

  it('keeps a version effective tomorrow approved until the run of tomorrow, which supersedes the previous one in the same transaction', async () => {
    const doc = await newDocument();
    const v1 = await newVersion(doc.id, 'Rev 1', today);
    await approve(v1.id);
    const tomorrow = addDays(today, 1);
    const v2 = await newVersion(doc.id, 'Rev 2', tomorrow);
    await approve(v2.id);
    expect((await versionRow(v2.id)).status).toBe('approved');
    expect((await refused(`${VERSIONS}issue`, { id: v2.id })).errors.effective_date).toBe(`The version takes effect on ${tomorrow}: it is issued on that day`);

    await runDaily(today);
    expect((await versionRow(v2.id)).status).toBe('approved');
    expect((await versionRow(v1.id)).status).toBe('issued');

    // What the distribution part hears sees the previous version already superseded, in the issuing transaction.
    const heard: Array<{ previous: string | null; previousStatus: string | undefined; current: string | null }> = [];
    onVersionIssued(async ({ tx, version, document, previous_version_id }) => {
      if (version.id !== v2.id) return;
      const [previous] = previous_version_id ? await tx.select().from(documentVersion).where(eq(documentVersion.id, previous_version_id)) : [];
      heard.push({ previous: previous_version_id, previousStatus: previous?.status, current: document.current_version_id });
    });
    await runDaily(tomorrow);
    expect(heard).toEqual([{ previous: v1.id, previousStatus: 'superseded', current: v2.id }]);
    expect((await versionRow(v2.id)).status).toBe('issued');
    const old = await versionRow(v1.id);
    expect(old.status).toBe('superseded');
    expect(old.superseded_at).not.toBeNull();
    expect(await documentOf(doc.id)).toMatchObject({ current_version_id: v2.id, next_review_date: addMonths(tomorrow, 24) });
  });

  it('rolls the issue back whole when a listener of the issue fails', async () => {
    const doc = await newDocument();
    const v1 = await newVersion(doc.id, 'Rev 1', today);
    await approve(v1.id);
    const v2 = await newVersion(doc.id, 'Rev 2', today);
    onVersionIssued(async ({ version }) => {
      if (version.id === v2.id) throw new Error('distribution failed');
    });
    await approve(v2.id);
    expect((await versionRow(v2.id)).status).toBe('in_review');
    expect((await versionRow(v1.id)).status).toBe('issued');
    expect((await documentOf(doc.id)).current_version_id).toBe(v1.id);
  });

  it('issues two approved versions in the order of their effective dates: the later ends in force', async () => {
    const doc = await newDocument();
    const v1 = await newVersion(doc.id, 'Rev 1', today);
    await approve(v1.id);
    const a = await newVersion(doc.id, 'Rev 2', addDays(today, 2));
    await approve(a.id);
    const b = await newVersion(doc.id, 'Rev 3', addDays(today, 3));
    await approve(b.id);
    // A version cannot take effect before one already approved.
    const file = await upload('rev4.pdf', simplePdf(['Rev 4']));
    const early = await refused(`${VERSIONS}add`, { document_id: doc.id, version: 'Rev 4', file, effective_date: addDays(today, 1) });
    expect(early.errors.effective_date).toBe(`The effective date cannot be before ${addDays(today, 3)}, that of the version in force or approved`);

    await runDaily(addDays(today, 5));
    expect((await versionRow(v1.id)).status).toBe('superseded');
    expect((await versionRow(a.id)).status).toBe('superseded');
    expect((await versionRow(b.id)).status).toBe('issued');
    expect(await documentOf(doc.id)).toMatchObject({ current_version_id: b.id, next_review_date: addMonths(addDays(today, 3), 24) });
  });

  it("puts the version's reviewers first in its approval, each on a step only they act on, in the order named", async () => {
    const reviewers = await buildGroup(t, token, { name: 'Version reviewers', data_scope: 'all', rights: ['dashboard/index', 'approval/instance/index', 'approval/instance/approve', 'approval/instance/reject'] });
    const first = await buildAdmin(t, token, { username: 'rev_one', nickname: 'Reviewer One', group_arr: [reviewers.id], department_id: marine });
    const second = await buildAdmin(t, token, { username: 'rev_two', nickname: 'Reviewer Two', group_arr: [reviewers.id], department_id: marine });
    const doc = await newDocument();
    const v = await newVersion(doc.id, 'Rev 0', today);
    await must(`${VERSIONS}edit`, { id: v.id, document_id: doc.id, version: 'Rev 0', reviewers: [second.id, first.id] });
    await must(`${VERSIONS}submit`, { id: v.id });
    const instance = (await service(APPROVALS).current(t.database.db, 'doc_issue', v.id))!;
    expect(instance.steps.slice(0, 2).map((step) => [step.order, step.approver_kind, step.value, step.title_en])).toEqual([
      [1, 'specific_admin', second.id, 'Review: Reviewer Two'],
      [2, 'specific_admin', first.id, 'Review: Reviewer One'],
    ]);
    expect(instance.steps.length).toBeGreaterThan(2);
    expect(instance.steps.map((step) => step.order)).toEqual(instance.steps.map((_, index) => index + 1));
    const act = async (as: string) => (await call(t, { url: `${INSTANCES}approve`, token: await tokenOf(t, as), lang: 'en', body: { id: instance.id, comment: 'Checked against the mooring plan' } })).json;
    // The second named reviews first; the other reviewer cannot act on that step.
    expect((await act('rev_one')).code).toBe(0);
    expect((await act('rev_two')).code).toBe(1);
    expect((await act('rev_two')).code).toBe(0);
    expect((await act('rev_one')).code).toBe(1);
    expect((await service(APPROVALS).current(t.database.db, 'doc_issue', v.id))!.current_step).toBe(3);
    expect((await versionRow(v.id)).status).toBe('in_review');
  });

  it('returns a rejected version to draft, editable again', async () => {
    const doc = await newDocument();
    const v = await newVersion(doc.id, 'Rev 0', today);
    expect((await refused(`${VERSIONS}submit`, { id: (await must(`${VERSIONS}add`, { document_id: doc.id, version: 'Rev X' })).id })).errors.file).toBe('Upload the file of the version before submitting it');
    await approve(v.id, 'reject');
    expect((await versionRow(v.id)).status).toBe('draft');
    const edited = await must(`${VERSIONS}edit`, { id: v.id, document_id: doc.id, version: 'Rev 0', change_summary: 'Annex 2 checklist added' });
    expect(edited.change_summary).toBe('Annex 2 checklist added');
    expect((await documentOf(doc.id)).status).toBe('draft');
  });

  it('refuses to edit a version under review or to issue one not approved', async () => {
    const doc = await newDocument();
    const v = await newVersion(doc.id, 'Rev 0', addDays(today, 10));
    await must(`${VERSIONS}submit`, { id: v.id });
    expect((await refused(`${VERSIONS}edit`, { id: v.id, document_id: doc.id, version: 'Rev 0', change_summary: 'x' })).msg).toMatch(/only while it is a draft/);
    expect((await refused(`${VERSIONS}issue`, { id: v.id })).msg).not.toBe('');
  });
});

describe('review date and obsolete', () => {
  it('alerts the owner department once the review date is past, and stops when the document is made obsolete', async () => {
    const doc = await newDocument({ review_cycle_months: 12 });
    const v = await newVersion(doc.id, 'Rev 0', today);
    await approve(v.id);
    const due = addMonths(today, 12);
    await runDaily(addDays(due, -31));
    const open = () => t.database.db.select().from(alert).where(and(eq(alert.biz_type, 'document_review'), eq(alert.biz_id, doc.id)));
    expect((await open()).filter((row) => !row.closed_at)).toHaveLength(0);
    await runDaily(addDays(due, 1));
    const raised = (await open()).filter((row) => !row.closed_at);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ stage: 'overdue', dept_id: marine, due_date: due });

    expect((await refused(`${DOCUMENTS}obsolete`, { id: doc.id, reason: '  ' })).msg).toBe('Say why it is made obsolete');
    await must(`${DOCUMENTS}obsolete`, { id: doc.id, reason: 'Replaced by MP-20' });
    expect((await versionRow(v.id)).status).toBe('obsolete');
    expect((await open()).filter((row) => !row.closed_at)).toHaveLength(0);
  });
});

describe('full-text search', () => {
  it("finds a word of a PDF's text and a Chinese phrase, not a phrase whose characters are apart", async () => {
    const doc = await newDocument({ doc_no: 'MP-BW', title_en: 'Ballast water management', title_zh: '压载水管理程序' });
    const v = await newVersion(doc.id, 'Rev 0', today, 'Sediments shall be removed from the ballast tanks at the shipyard.');
    expect((await versionRow(v.id)).text_chars).toBeGreaterThan(20);
    const search = async (q: string, as = token) => (await call(t, { url: `${DOCUMENTS}search?q=${encodeURIComponent(q)}`, token: as })).json.data.hits as Array<Record<string, any>>;
    const bySediment = await search('sediments shipyard');
    expect(bySediment.map((hit) => hit.document_id)).toEqual([doc.id]);
    expect(bySediment[0]!.snippet).toMatch(/Sediments shall be removed/);
    expect((await search('sedim')).map((hit) => hit.document_id)).toContain(doc.id);

    const zhDoc = await newDocument({ doc_no: 'MP-TOW', title_en: 'Emergency towing', title_zh: '应急拖带' });
    const txt = await upload('towing.txt', Buffer.from('船舶应急拖带程序：船长应确认拖缆状态，并报告公司指定人员。', 'utf8'));
    await must(`${VERSIONS}add`, { document_id: zhDoc.id, version: 'Rev 0', file: txt });
    expect((await search('拖缆状态')).map((hit) => hit.document_id)).toEqual([zhDoc.id]);
    expect((await search('指定人员')).map((hit) => hit.document_id)).toEqual([zhDoc.id]);
    expect(await search('拖状')).toEqual([]);
    expect((await search('压载水')).map((hit) => hit.document_id)).toEqual([doc.id]);
    expect((await search('mp-bw')).map((hit) => hit.document_id)).toContain(doc.id);
  });

  it('does not show a confidential document to a reader outside its owner department', async () => {
    const secret = await newDocument({ doc_no: 'MP-SEC', title_en: 'Security plan quartermaster duties', confidential: true });
    const open = await newDocument({ doc_no: 'MP-OPEN', title_en: 'Quartermaster duties', owner_dept_id: marine });
    const readers = await buildGroup(t, token, { name: 'Technical readers', data_scope: 'dept', rights: ['document', 'document/document', 'document/document/index'] });
    await buildAdmin(t, token, { username: 'techreader', group_arr: [readers.id], department_id: technical });
    const reader = await tokenOf(t, 'techreader');
    const hits = (await call(t, { url: `${DOCUMENTS}search?q=quartermaster`, token: reader })).json.data.hits as Array<{ document_id: string }>;
    expect(hits.map((hit) => hit.document_id)).toEqual([open.id]);
    const list = (await call(t, { url: `${DOCUMENTS}index?limit=100`, token: reader })).json.data.list as Array<{ id: string }>;
    expect(list.map((row) => row.id)).toContain(open.id);
    expect(list.map((row) => row.id)).not.toContain(secret.id);
    const mine = (await call(t, { url: `${DOCUMENTS}search?q=quartermaster`, token })).json.data.hits as Array<{ document_id: string }>;
    expect(mine.map((hit) => hit.document_id).sort()).toEqual([open.id, secret.id].sort());
  });
});
