import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, addMonths } from '@vessel/contract';
import { seedDemoData } from '../../../demo/seed-demo.js';
import { todo } from '../../../platform/todo/tables.js';
import type { ReviewInputSection } from '../../../platform/review-inputs.js';
import { extractText, getDocumentProxy } from 'unpdf';
import { superToken } from '../../../test/factories.js';
import { listedByLink } from '../../../test/cert-fixtures.js';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';

const REVIEW = '/admin/evaluation.Review/';

/**
 * The management review (issue 18): its inputs equal the lists they summarise, on the demo's year of
 * records; held, they stay as they were whatever changes after; the steps refuse in both languages;
 * decisions become to-dos and NCRs, and the review closes only when each is closed.
 */
describe('the management review', () => {
  let t: TestApp;
  let token: string;
  let today: string;
  let adminId: string;

  const answer = async (url: string, body: Record<string, unknown>, lang: 'en' | 'zh-cn' = 'en') => (await call(t, { url, token, body, lang })).json;
  const must = async (url: string, body: Record<string, unknown>) => {
    const json = await answer(url, body);
    if (json?.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
    return json.data.row as Record<string, any>;
  };
  const read = async (id: string) => {
    const { json } = await call(t, { url: `${REVIEW}index?search[0][field]=id&search[0][operator]=eq&search[0][val]=${id}`, token });
    return json.data.list[0] as Record<string, any>;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
    await seedDemoData(t.app.moduleContext);
    adminId = ((await t.database.db.execute(sql`select id from admin where username = 'admin'`)).rows as Array<{ id: string }>)[0]!.id;
  }, 300_000);
  afterAll(() => t?.close());

  /** An edit sends the whole form, as the page does. */
  async function edit(id: string, values: Record<string, unknown>, lang: 'en' | 'zh-cn' = 'en') {
    const row = await read(id);
    const form = Object.fromEntries(['period_from', 'period_to', 'meeting_date', 'chair_id', 'representative_id', 'attendee_ids', 'agenda', 'minutes', 'next_review_date'].map((name) => [name, row[name]]));
    return answer(`${REVIEW}edit`, { id, ...form, ...values }, lang);
  }

  async function planned(values: Record<string, unknown> = {}) {
    return must(`${REVIEW}add`, { period_from: addMonths(today, -12), period_to: today, chair_id: adminId, attendee_ids: [adminId], ...values });
  }

  it("gathers every area's figures, each equal to the list it opens", async () => {
    const review = await planned();
    expect(review.review_no).toMatch(/^MR-/);
    await must(`${REVIEW}collect`, { id: review.id });
    const inputs = (await read(review.id)).inputs as ReviewInputSection[];
    expect(inputs.map((section) => section.key)).toEqual(expect.arrayContaining(['audit', 'ncr', 'supervision.psc', 'supplier', 'evaluation.kpi', 'evaluation.masters']));
    let linked = 0;
    let nonZero = 0;
    for (const section of inputs) {
      for (const figure of section.figures) {
        expect(figure.label['zh-cn'], figure.key).toMatch(/\p{Script=Han}/u);
        if (!figure.list) continue;
        linked += 1;
        if (figure.value > 0) nonZero += 1;
        expect(await listedByLink(t, token, { path: `/admin/${figure.list.path}`, query: figure.list.query }), `${section.key} ${figure.key}`).toBe(figure.value);
      }
    }
    expect(linked).toBeGreaterThan(15);
    // The demo's year shows in the figures: a review of nothing would prove nothing.
    expect(nonZero).toBeGreaterThan(8);
  });

  it('freezes the inputs when held: data changing afterwards does not change them', async () => {
    const review = await planned({ meeting_date: today });
    await must(`${REVIEW}collect`, { id: review.id });
    const before = (await read(review.id)).inputs as ReviewInputSection[];
    const raised = () => before.find((section) => section.key === 'ncr')!.figures.find((figure) => figure.key === 'ncr.raised')!.value;
    await must(`${REVIEW}hold`, { id: review.id });
    // A report raised today would count in the period if the inputs were gathered again.
    await t.database.db.execute(sql`update ncr_report set raised_at = now() where id = (select id from ncr_report where raised_at < ${`${addMonths(today, -12)}T00:00:00Z`} limit 1)`);
    const refused = await answer(`${REVIEW}collect`, { id: review.id }, 'zh-cn');
    expect(refused.code).toBe(0);
    expect(refused.msg).toMatch(/\p{Script=Han}/u);
    const changed = await edit(review.id, { period_from: addMonths(today, -6) });
    expect(changed.code).toBe(0);
    expect(changed.msg).toContain('held');
    // Nor does it go: a held review is the record.
    const removed = (await call(t, { url: `${REVIEW}del?ids[]=${review.id}`, token, method: 'DELETE', lang: 'zh-cn' })).json;
    expect(removed.code).toBe(0);
    expect(removed.msg).toContain('评审已召开');
    expect((await call(t, { url: `${REVIEW}del?ids[]=${(await planned()).id}`, token, method: 'DELETE', lang: 'en' })).json.code).toBe(1);
    const after = (await read(review.id)).inputs as ReviewInputSection[];
    expect(after).toEqual(before);
    expect(after.find((section) => section.key === 'ncr')!.figures.find((figure) => figure.key === 'ncr.raised')!.value).toBe(raised());
  });

  it('refuses to hold before inputs, without a meeting day, on a day ahead, or without the chair attending, in both languages', async () => {
    const review = await planned({ attendee_ids: [] });
    const notCollected = await answer(`${REVIEW}hold`, { id: review.id }, 'zh-cn');
    expect(notCollected.code).toBe(0);
    expect(notCollected.msg).toMatch(/\p{Script=Han}/u);
    await must(`${REVIEW}collect`, { id: review.id });
    for (const lang of ['en', 'zh-cn'] as const) {
      const json = await answer(`${REVIEW}hold`, { id: review.id }, lang);
      expect(json.code).toBe(0);
      expect(JSON.stringify(json)).toMatch(lang === 'en' ? /meeting date/ : /会议日期/);
    }
    expect((await edit(review.id, { meeting_date: addDays(today, 1) })).code).toBe(1);
    expect(JSON.stringify(await answer(`${REVIEW}hold`, { id: review.id }, 'zh-cn'))).toContain('不能晚于今天');
    expect((await edit(review.id, { meeting_date: today })).code).toBe(1);
    expect(JSON.stringify(await answer(`${REVIEW}hold`, { id: review.id }, 'en'))).toContain('must include the chair');
    expect(JSON.stringify(await answer(`${REVIEW}hold`, { id: review.id }, 'zh-cn'))).toContain('须包括主持人');
    expect((await edit(review.id, { attendee_ids: [adminId] })).code).toBe(1);
    await must(`${REVIEW}hold`, { id: review.id });
    expect(JSON.stringify(await answer(`${REVIEW}approveMinutes`, { id: review.id }, 'zh-cn'))).toContain('会议纪要');
  });

  it('makes decisions into a to-do for the owner and an NCR, and closes only when both are closed', async () => {
    const review = await planned({ meeting_date: today });
    await must(`${REVIEW}collect`, { id: review.id });
    const early = await answer(`${REVIEW}decide`, { id: review.id, text: 'Too early', owner_id: adminId, due_date: addDays(today, 30), kind: 'todo' }, 'zh-cn');
    expect(early.code).toBe(0);
    await must(`${REVIEW}hold`, { id: review.id });
    const invalid = await answer(`${REVIEW}decide`, { id: review.id, text: '', owner_id: adminId, due_date: addDays(today, 30), kind: 'todo' }, 'zh-cn');
    expect(invalid.code).toBe(0);
    expect(JSON.stringify(invalid)).toMatch(/\p{Script=Han}/u);
    await must(`${REVIEW}decide`, { id: review.id, text: 'Retrain the deck officers on ECDIS', owner_id: adminId, due_date: addDays(today, 30), kind: 'todo' });
    await must(`${REVIEW}decide`, { id: review.id, text: 'Fire dampers fail PSC again and again', owner_id: adminId, due_date: addDays(today, 20), kind: 'ncr' });
    expect((await edit(review.id, { minutes: 'The SMS remains effective.' })).code).toBe(1);
    await must(`${REVIEW}approveMinutes`, { id: review.id });
    const decisions = (await read(review.id)).decisions as Array<Record<string, any>>;
    expect(decisions.map((row) => [row.kind, row.closed])).toEqual([
      ['todo', false],
      ['ncr', false],
    ]);
    const [made] = await t.database.db.select().from(todo).where(eq(todo.id, decisions[0]!.todo_id));
    expect(made!.assignee_admin_id).toBe(adminId);
    expect(decisions[1]!.ref).toMatch(/^NCR-/);
    const ncr = ((await t.database.db.execute(sql`select source_type, source_id from ncr_report where id = ${decisions[1]!.ncr_id}`)).rows as Array<Record<string, string>>)[0]!;
    expect(ncr).toEqual({ source_type: 'mgmt_review', source_id: review.id });

    const open = await answer(`${REVIEW}close`, { id: review.id }, 'zh-cn');
    expect(open.code).toBe(0);
    expect(open.msg).toContain('尚有 2 项决定未关闭');
    await t.database.db.update(todo).set({ status: 'done' }).where(eq(todo.id, decisions[0]!.todo_id));
    expect((await answer(`${REVIEW}close`, { id: review.id }, 'en')).msg).toContain('1 decision');
    await t.database.db.execute(sql`update ncr_report set status = 'closed', closed_at = now() where id = ${decisions[1]!.ncr_id}`);
    await must(`${REVIEW}close`, { id: review.id });
    expect((await read(review.id)).status).toBe('actions_closed');
  });

  it("seeds last year's held review with its decisions and this year's planned one", async () => {
    const { json } = await call(t, { url: `${REVIEW}index?limit=100`, token });
    const demo = (json.data.list as Array<Record<string, any>>).filter((row) => row.created_by !== adminId);
    const held = demo.find((row) => row.status === 'minutes_approved')!;
    expect(held.inputs.length).toBeGreaterThan(3);
    expect(held.decisions.map((row: Record<string, any>) => row.kind).sort()).toEqual(['ncr', 'todo', 'todo', 'todo']);
    expect(held.decisions.filter((row: Record<string, any>) => row.closed).length).toBeGreaterThan(0);
    const next = demo.find((row) => row.status === 'planned')!;
    expect(next.next_review_date <= addDays(today, 60)).toBe(true);
  });
  it('prints the pack as a PDF in the reader\'s language: the number, a Chinese heading, the inputs and the decisions', async () => {
    const { json } = await call(t, { url: `${REVIEW}index?limit=100`, token });
    const held = (json.data.list as Array<Record<string, any>>).find((row) => row.status === 'minutes_approved' && row.decisions.length)!;
    const text = async (lang: 'en' | 'zh-cn') => {
      const { raw } = await call(t, { url: `${REVIEW}print?id=${held.id}`, token, lang });
      expect(raw.statusCode).toBe(200);
      expect(raw.headers['content-type']).toBe('application/pdf');
      expect(raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // The font is embedded as the glyphs used only: a pack stays small.
      expect(raw.rawPayload.length).toBeLessThan(600_000);
      const pdf = await getDocumentProxy(new Uint8Array(raw.rawPayload));
      return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, '');
    };
    const zh = await text('zh-cn');
    expect(zh).toContain(held.review_no);
    expect(zh).toContain('管理评审报告');
    expect(zh).toContain('不符合、事故与险情');
    expect(zh).toContain('评审决定');
    const en = await text('en');
    expect(en).toContain('Managementreview');
    expect(en).toContain('Non-conformities,incidentsandnearmisses');
    expect(en).not.toContain('管理评审报告');
  });

  it("refuses the pack of a review that does not exist, in the reader's language", async () => {
    const { raw } = await call(t, { url: `${REVIEW}print?id=00000000-0000-4000-8000-000000000000`, token, lang: 'zh-cn' });
    expect(raw.statusCode).toBe(404);
    expect(JSON.parse(raw.payload).msg).toMatch(/\p{Script=Han}/u);
  });
  it('warns of the planned review as its date nears, and the warning ends when it is held', async () => {
    const alertOf = async (id: string) =>
      ((await t.database.db.execute(sql`select stage, closed_at from alert where biz_type = 'management_review_due' and biz_id = ${id} order by created_at desc limit 1`)).rows as Array<{ stage: string; closed_at: Date | null }>)[0];
    const review = await planned({ meeting_date: today, next_review_date: addDays(today, 5) });
    await t.app.moduleContext.alerts.reconcile('management_review_due', [review.id]);
    expect(await alertOf(review.id)).toMatchObject({ stage: '7d', closed_at: null });
    const later = await planned({ next_review_date: addDays(today, 61) });
    await t.app.moduleContext.alerts.reconcile('management_review_due', [later.id]);
    expect(await alertOf(later.id)).toBeUndefined();
    await must(`${REVIEW}collect`, { id: review.id });
    await must(`${REVIEW}hold`, { id: review.id });
    expect((await alertOf(review.id))!.closed_at).not.toBeNull();
  });
  it("counts the masters' reviews of a period within one year exactly as their list does, and measures the objectives against their targets", async () => {
    const year = Number(today.slice(0, 4)) - 1;
    const review = await planned({ period_from: `${year}-01-01`, period_to: `${year}-12-31` });
    await must(`${REVIEW}collect`, { id: review.id });
    const inputs = (await read(review.id)).inputs as ReviewInputSection[];
    const masters = inputs.find((section) => section.key === 'evaluation.masters')!;
    const linked = masters.figures.filter((figure) => figure.list);
    expect(linked.map((figure) => figure.key)).toEqual(['masters.submitted', 'masters.responded', 'masters.closed']);
    for (const figure of linked) expect(await listedByLink(t, token, { path: `/admin/${figure.list!.path}`, query: figure.list!.query }), figure.key).toBe(figure.value);
    expect(masters.figures.find((figure) => figure.key === 'masters.submitted')!.value).toBeGreaterThan(0);
    const objectives = inputs.find((section) => section.key === 'evaluation.kpi')!;
    expect(objectives.figures.length).toBeGreaterThan(0);
    for (const figure of objectives.figures) expect(['green', 'amber', 'red', 'none']).toContain(figure.target!.light);
  });
  it('shows the reviews due on the dashboard, the tile opening exactly them, beside the objectives and masters\' reviews', async () => {
    const { json } = await call(t, { url: '/admin/dashboard/overview', token });
    expect(json.code).toBe(1);
    const tiles = [...json.data.red_flags, ...json.data.due_soon] as Array<{ key: string; count: number; link: { path: string; query: Record<string, string> } }>;
    expect(tiles.map((tile) => tile.key)).toEqual(expect.arrayContaining(['evaluation.masterReviewDue', 'evaluation.reviewDue']));
    const due = tiles.find((tile) => tile.key === 'evaluation.reviewDue')!;
    // The demo's planned review at least, due within 30 days.
    expect(due.count).toBeGreaterThan(0);
    expect(await listedByLink(t, token, due.link)).toBe(due.count);
  });
});
