import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, addMonths } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { service } from '../../platform/services.js';
import { SUPPLIER_DIRECTORY } from '../../platform/suppliers.js';
import { buildAdmin, buildGroup, superToken, tokenOf } from '../../test/factories.js';
import { buildSeafarer } from '../../test/crew-factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';

const COMPANY = '/admin/supplier.Company/';
const EVALUATION = '/admin/supplier.Evaluation/';
const CERTIFICATE = '/admin/cert.Certificate/';

let t: TestApp;
let db: Db;
let token: string;
let today: string;

async function must(url: string, body: Record<string, unknown>, as = token) {
  const { json } = await call(t, { url, token: as, body, lang: 'en' });
  if (json?.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
  return json.data?.row as Record<string, any>;
}

async function answer(url: string, body: Record<string, unknown>, lang: 'en' | 'zh-cn' = 'en', as = token) {
  return (await call(t, { url, token: as, body, lang })).json;
}

async function supplier(id: string) {
  const { rows } = (await db.execute(sql`select * from supplier_company where id = ${id}`)) as unknown as { rows: Array<Record<string, any>> };
  return rows[0]!;
}

/** Acts on every step of the supplier's pending approval as the super administrator. */
async function settle(id: string, action: 'approve' | 'reject' = 'approve') {
  for (let i = 0; i < 5; i++) {
    const { rows } = (await db.execute(sql`select id from approval_instance where biz_id = ${id} and status = 'pending'`)) as unknown as { rows: Array<{ id: string }> };
    if (!rows[0]) return;
    const json = await answer(`/admin/approval.Instance/${action}`, { id: rows[0].id, comment: action === 'reject' ? 'Not enough references' : 'ok' });
    expect(json.code).toBe(1);
  }
}

let seq = 0;
const newSupplier = (values: Record<string, unknown> = {}) =>
  must(`${COMPANY}add`, { name_en: `Test Marine Supply ${++seq}`, name_zh: `测试船舶物料${seq}`, types: ['stores', 'provisions'], country: 'CN', ports_served: ['cnsha', 'CNNGB'], ...values });

async function approved(result: 'approved' | 'conditional' = 'approved', validUntil = addMonths(today, 12)) {
  const row = await newSupplier();
  expect((await answer(`${COMPANY}submit`, { id: row.id, result, valid_until: validUntil })).code).toBe(1);
  await settle(row.id);
  return row;
}

const evaluation = (supplierId: string, values: Record<string, unknown> = {}) => ({
  supplier_id: supplierId,
  kind: 'per_order',
  evaluated_on: today,
  order_ref: 'PO-2026-001',
  score_quality: 4,
  score_delivery: 4,
  score_price: 3,
  score_documentation: 4,
  score_communication: 4,
  decision: 'keep',
  ...values,
});

beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.moduleContext.db;
  token = await superToken(t);
  today = await t.app.moduleContext.alerts.today();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('supplier companies', () => {
  it('numbers a supplier, keeps ports as UN/LOCODEs and refuses a bad port or contact', async () => {
    const row = await newSupplier({ contacts: [{ name: 'Zhang Wei', role: 'Sales', phone: '+86 21 5555 0101', email: 'zw@haixiang.example', h24: true }] });
    expect(row).toMatchObject({ status: 'prospective', ports_served: ['CNSHA', 'CNNGB'], rating: null });
    expect(row.supplier_no).toMatch(/^SUP-\d{4}$/);
    expect((await answer(`${COMPANY}add`, { name_en: 'Bad Port Ltd', types: ['stores'], ports_served: ['CNSH1'] })).data.errors).toEqual({ ports_served: expect.stringContaining('UN/LOCODE') });
    expect((await answer(`${COMPANY}add`, { name_en: 'Long Port Ltd', types: ['stores'], ports_served: ['Shanghai'] })).code).toBe(0);
    expect((await answer(`${COMPANY}add`, { name_en: 'Bad Contact Ltd', types: ['stores'], contacts: [{ name: 'A', email: 'not-mail' }] })).data.errors).toEqual({ contacts: 'Contact 1: give a name, and a valid e-mail address when there is one' });
    expect((await answer(`${COMPANY}add`, { name_en: 'Bad Type Ltd', types: ['pirates'] })).code).toBe(0);
  });

  it('requires a remark at two stars or fewer (server side, both languages), not at three', async () => {
    const row = await newSupplier();
    const low = await answer(`${EVALUATION}add`, evaluation(row.id, { score_delivery: 2 }));
    expect(low).toMatchObject({ code: 0, data: { errors: { remark: 'A criterion has two stars or fewer: say what went wrong in the remark' } } });
    const lowZh = await answer(`${EVALUATION}add`, evaluation(row.id, { score_hse: 1 }), 'zh-cn');
    expect(lowZh.data.errors.remark).toMatch(/[\u4e00-\u9fff]/);
    const three = await must(`${EVALUATION}add`, evaluation(row.id, { score_delivery: 3, score_price: 3 }));
    expect(three).toMatchObject({ overall: expect.anything(), remark: null });
    expect(Number(three.overall)).toBe(3.6);
    const given = await must(`${EVALUATION}add`, evaluation(row.id, { score_delivery: 2, remark: 'Delivered two days after the ship sailed from Ningbo' }));
    expect(Number(given.overall)).toBe(3.4);
    // Beyond 1–5 stars is refused by the declaration itself.
    expect((await answer(`${EVALUATION}add`, evaluation(row.id, { score_quality: 6 }))).code).toBe(0);
    expect((await answer(`${EVALUATION}add`, evaluation(row.id, { score_quality: 0 }))).code).toBe(0);
    expect((await answer(`${EVALUATION}add`, evaluation(row.id, { evaluated_on: addDays(today, 1) }))).data.errors).toEqual({ evaluated_on: 'The evaluation date cannot be in the future' });
    // A decision that changes the supplier names who approved it.
    expect((await answer(`${EVALUATION}add`, evaluation(row.id, { decision: 'suspend' }))).data.errors).toEqual({ approved_by: expect.any(String) });
  });

  it('rates the supplier by the mean of the last 12 months and marks it for re-evaluation below the threshold', async () => {
    const row = await approved();
    await must(`${EVALUATION}add`, evaluation(row.id, { evaluated_on: addDays(addMonths(today, -12), -1), score_quality: 1, score_delivery: 1, score_price: 1, score_documentation: 1, score_communication: 1, remark: 'Old and forgotten' }));
    expect(await supplier(row.id)).toMatchObject({ rating: null, rating_count: 0 });
    await must(`${EVALUATION}add`, evaluation(row.id, { evaluated_on: addMonths(today, -12) }));
    expect(Number((await supplier(row.id)).rating)).toBe(3.8);
    expect((await supplier(row.id)).reevaluation_reason).toBeNull();
    await must(`${EVALUATION}add`, evaluation(row.id, { score_quality: 2, score_delivery: 1, score_price: 2, score_documentation: 2, score_communication: 2, remark: 'Wrong spares twice, no certificates' }));
    const after = await supplier(row.id);
    expect(Number(after.rating)).toBe(2.8);
    expect(after.reevaluation_reason).toBe('low_rating');
    const { rows } = (await db.execute(sql`select stage from alert where biz_id = ${row.id} and closed_at is null`)) as unknown as { rows: Array<{ stage: string }> };
    expect(rows.map((r) => r.stage)).toEqual(['low_rating']);
    const todos = (await db.execute(sql`select status from todo where biz_id = ${row.id} and source = 'supplier_reevaluation'`)) as unknown as { rows: Array<{ status: string }> };
    expect(todos.rows.map((r) => r.status)).toEqual(['open']);
    // A re-evaluation approved clears it (the supplier stays in use while it is re-evaluated).
    expect((await answer(`${COMPANY}submit`, { id: row.id, result: 'conditional', valid_until: addMonths(today, 6) })).code).toBe(1);
    expect((await supplier(row.id)).status).toBe('approved');
    await settle(row.id);
    expect(await supplier(row.id)).toMatchObject({ status: 'conditional', reevaluation_reason: null, approval_valid_until: addMonths(today, 6) });
    const closed = (await db.execute(sql`select status from todo where biz_id = ${row.id} and source = 'supplier_reevaluation'`)) as unknown as { rows: Array<{ status: string }> };
    expect(closed.rows.map((r) => r.status)).not.toContain('open');
  });

  it('an incident evaluation marks the supplier for re-evaluation; a suspend decision suspends it', async () => {
    const row = await approved();
    await must(`${EVALUATION}add`, evaluation(row.id, { kind: 'incident', score_hse: 2, remark: 'Welder worked without hot work permit' }));
    expect((await supplier(row.id)).reevaluation_reason).toBe('incident');
    const approverId = ((await db.execute(sql`select id from admin order by created_at limit 1`)) as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
    await must(`${EVALUATION}add`, evaluation(row.id, { kind: 'incident', score_hse: 1, remark: 'Second breach', decision: 'suspend', approved_by: approverId }));
    expect(await supplier(row.id)).toMatchObject({ status: 'suspended', status_reason: 'Second breach' });
  });

  it('moves through its states only by the allowed steps', async () => {
    const row = await newSupplier();
    const step = (name: string, body: Record<string, unknown>, as = token) => answer(`${COMPANY}${name}`, body, 'en', as);
    // prospective: no suspension, no reinstatement; the approval needs a validity after today.
    expect((await step('suspend', { ids: [row.id], reason: 'x' })).code).toBe(0);
    expect((await step('reinstate', { id: row.id, reason: 'x' })).code).toBe(0);
    expect((await step('submit', { id: row.id, result: 'approved', valid_until: today })).data.errors).toEqual({ valid_until: 'The approval must be valid until a day after today' });
    expect((await step('submit', { id: row.id, result: 'approved', valid_until: addDays(today, 1) })).code).toBe(1);
    expect((await supplier(row.id)).status).toBe('under_evaluation');
    // A second submission while one is pending is refused by the state.
    expect((await step('submit', { id: row.id, result: 'approved', valid_until: addDays(today, 1) })).code).toBe(0);
    // Rejected: back where it was.
    await settle(row.id, 'reject');
    expect(await supplier(row.id)).toMatchObject({ status: 'prospective', pending_result: null, approval_valid_until: null });
    expect((await step('submit', { id: row.id, result: 'approved', valid_until: addDays(today, 1) })).code).toBe(1);
    await settle(row.id);
    expect(await supplier(row.id)).toMatchObject({ status: 'approved', approval_valid_until: addDays(today, 1), approved_on: today });
    // Suspend needs a reason; suspended goes back through re-evaluation.
    expect((await step('suspend', { ids: [row.id], reason: '  ' })).code).toBe(0);
    expect((await step('suspend', { ids: [row.id], reason: 'Repeated late deliveries' })).code).toBe(1);
    expect((await supplier(row.id)).status).toBe('suspended');
    expect((await step('submit', { id: row.id, result: 'conditional', valid_until: addMonths(today, 3) })).code).toBe(1);
    expect((await supplier(row.id)).status).toBe('under_evaluation');
    await settle(row.id);
    expect((await supplier(row.id)).status).toBe('conditional');
    // Blacklisted is final: nothing but a reinstatement by level 3 or above, back to prospective.
    expect((await step('blacklist', { ids: [row.id], reason: 'Forged class approval certificate' })).code).toBe(1);
    expect(await supplier(row.id)).toMatchObject({ status: 'blacklisted', blacklist_reason: 'Forged class approval certificate', approval_valid_until: null });
    expect((await step('submit', { id: row.id, result: 'approved', valid_until: addMonths(today, 3) })).code).toBe(0);
    expect((await step('suspend', { ids: [row.id], reason: 'x' })).code).toBe(0);
    expect((await step('blacklist', { ids: [row.id], reason: 'again' })).code).toBe(0);

    const role = await buildGroup(t, token, { name: 'Supplier managers', rights: ['supplier/company/index', 'supplier/company/reinstate'] });
    await buildAdmin(t, token, { username: 'sup_buyer', group_arr: [role.id] });
    const buyer = await tokenOf(t, 'sup_buyer');
    const low = await step('reinstate', { id: row.id, reason: 'Cleared by class' }, buyer);
    expect(low).toMatchObject({ code: 0 });
    expect(JSON.stringify(low)).toContain('authority level 3');
    await db.execute(sql`update admin set weight_type = 3 where username = 'sup_buyer'`);
    expect((await step('reinstate', { id: row.id, reason: 'Cleared by class' }, buyer)).code).toBe(1);
    expect(await supplier(row.id)).toMatchObject({ status: 'prospective', status_reason: 'Cleared by class' });
  });

  it('lets other areas choose only approved or conditional suppliers whose approval is valid today', async () => {
    const directory = service(SUPPLIER_DIRECTORY);
    const good = await approved('approved', addDays(today, 1));
    const conditional = await approved('conditional', addMonths(today, 2));
    const lastDay = await approved('approved', addDays(today, 1));
    await db.execute(sql`update supplier_company set approval_valid_until = ${today} where id = ${lastDay.id}`);
    const expired = await approved('approved', addDays(today, 1));
    await db.execute(sql`update supplier_company set approval_valid_until = ${addDays(today, -1)} where id = ${expired.id}`);
    const prospective = await newSupplier();
    const suspended = await approved();
    await must(`${COMPANY}suspend`, { ids: [suspended.id], reason: 'x' }).catch(() => undefined);
    const found = await directory.byIds(db, [good.id, conditional.id, lastDay.id, expired.id, prospective.id, suspended.id]);
    expect(Object.fromEntries([...found.values()].map((s) => [s.id, s.selectable]))).toEqual({
      [good.id]: true,
      [conditional.id]: true,
      [lastDay.id]: true,
      [expired.id]: false,
      [prospective.id]: false,
      [suspended.id]: false,
    });
    const selectable = (await directory.selectable(db, { type: 'provisions', limit: 500 })).map((s) => s.id);
    expect(selectable).toEqual(expect.arrayContaining([good.id, conditional.id, lastDay.id]));
    expect(selectable).not.toContain(expired.id);
    expect(selectable).not.toContain(prospective.id);
    expect(selectable).not.toContain(suspended.id);
    expect(await directory.selectable(db, { type: 'bunker' })).toEqual([]);
  });

  it('alerts the approval expiring within 60 days, not before', async () => {
    const soon = await approved('approved', addDays(today, 60));
    const later = await approved('approved', addDays(today, 61));
    const { rows } = (await db.execute(sql`select biz_id, stage from alert where biz_type = 'supplier_reevaluation' and closed_at is null and biz_id in (${soon.id}, ${later.id})`)) as unknown as { rows: Array<{ biz_id: string; stage: string }> };
    expect(rows).toEqual([{ biz_id: soon.id, stage: '60d' }]);
  });

  it("holds certificates in the certificate engine, shown by the supplier's id", async () => {
    const row = await approved();
    const { json: types } = await call(t, { url: '/admin/cert.CertificateType/index?search[0][field]=code&search[0][operator]=eq&search[0][val]=SUP_CLASS_SSA', token });
    const typeId = types.data.list[0].id as string;
    const cert = await must(`${CERTIFICATE}add`, { holder_type: 'supplier', supplier_id: row.id, cert_type_id: typeId, cert_no: 'DNV-SSA-1234', term: 'full', issue_date: addMonths(today, -12), expiry_date: addDays(today, 20) });
    expect(cert).toMatchObject({ holder_type: 'supplier', supplier_id: row.id, ship_id: null });
    expect((await answer(`${CERTIFICATE}add`, { holder_type: 'supplier', cert_type_id: typeId, cert_no: 'X', term: 'full' })).data.errors).toEqual({ supplier_id: 'Choose the supplier that holds the certificate' });
    expect((await answer(`${CERTIFICATE}add`, { holder_type: 'supplier', supplier_id: '00000000-0000-4000-8000-000000000000', cert_type_id: typeId, cert_no: 'X', term: 'full' })).data.errors).toHaveProperty('supplier_id');
    const list = (await call(t, { url: `${CERTIFICATE}index?search[0][field]=supplier_id&search[0][operator]=eq&search[0][val]=${row.id}`, token, lang: 'en' })).json.data.list;
    expect(list).toMatchObject([{ cert_no: 'DNV-SSA-1234', supplier_id_label: row.name_en }]);
    const { rows } = (await db.execute(sql`select stage, title_key from alert where biz_id = ${cert.id} and closed_at is null`)) as unknown as { rows: Array<{ stage: string }> };
    expect(rows).toMatchObject([{ stage: '30d' }]);
    // Held certificates keep the supplier from being deleted.
    expect((await call(t, { url: `${COMPANY}del?ids[]=${row.id}`, token, method: 'DELETE', lang: 'en' })).json.code).toBe(0);
  });

  it('keeps bank details under their own right, out of the admin log in clear and in the sensitive-data log', async () => {
    const row = await newSupplier();
    const role = await buildGroup(t, token, { name: 'Buyers', rights: ['supplier/company/index', 'supplier/company/edit'] });
    await buildAdmin(t, token, { username: 'sup_reader', group_arr: [role.id] });
    const reader = await tokenOf(t, 'sup_reader');
    const bank = await must('/admin/supplier.Bank/add', { supplier_id: row.id, bank_name: 'Bank of China Shanghai Branch', account_name: row.name_en, account_no: '4563 5100 0000 1234', swift: 'BKCHCNBJ300', currency: 'USD' });
    expect((await call(t, { url: '/admin/supplier.Bank/index', token: reader })).status).toBe(403);
    const list = (await call(t, { url: `${COMPANY}index?search[0][field]=id&search[0][operator]=eq&search[0][val]=${row.id}`, token: reader })).json.data.list;
    expect(JSON.stringify(list)).not.toContain('4563');
    expect((await answer('/admin/supplier.Bank/add', { supplier_id: row.id, bank_name: 'X', account_name: 'X', account_no: '1', swift: 'bad' })).code).toBe(0);
    await must('/admin/supplier.Bank/edit', { id: bank.id, supplier_id: row.id, bank_name: bank.bank_name, account_name: bank.account_name, account_no: '4563 5100 0000 9999', swift: 'BKCHCNBJ300', currency: 'USD' });
    const logged = (await db.execute(sql`select data::text as data from admin_log where "right" like 'supplier/bank/%'`)) as unknown as { rows: Array<{ data: string }> };
    expect(logged.rows.length).toBeGreaterThan(0);
    expect(logged.rows.map((r) => r.data).join()).not.toMatch(/4563/);
    const sensitive = (await db.execute(sql`select count(*)::int as n from security_sensitive_data_log where data_table = 'supplier_bank'`)) as unknown as { rows: Array<{ n: number }> };
    expect(sensitive.rows[0]!.n).toBeGreaterThan(0);
  });
});

describe("a seafarer's manning agent (MLC Reg 1.4)", () => {
  async function approvedAgent(result: 'approved' | 'conditional' = 'approved') {
    const row = await newSupplier({ types: ['manning_agent'] });
    expect((await answer(`${COMPANY}submit`, { id: row.id, result, valid_until: addMonths(today, 12) })).code).toBe(1);
    await settle(row.id);
    return row;
  }

  it('is chosen among the approved or conditional manning agents; a later suspension does not stop editing the seafarer', async () => {
    const agent = await approvedAgent();
    const conditional = await approvedAgent('conditional');
    const stores = await approved();
    const prospective = await newSupplier({ types: ['manning_agent'] });
    const seafarer = await buildSeafarer(t, token, { name_en: 'JOSE REYES', rank: 'AB', nationality: 'PH', manning_agent_id: agent.id });
    expect(seafarer.manning_agent_id).toBe(agent.id);
    const detail = (await call(t, { url: `/admin/crew.Seafarer/detail?id=${seafarer.id}`, token })).json.data.seafarer;
    expect(detail).toMatchObject({ manning_agent_id: agent.id, manning_agent_id_label: agent.name_en, manning_agent_id_label_zh: agent.name_zh });
    expect((await buildSeafarer(t, token, { name_en: 'ANA CRUZ', rank: 'AB', nationality: 'PH', manning_agent_id: conditional.id })).manning_agent_id).toBe(conditional.id);

    // Approved but not a manning agent; a manning agent not approved yet: refused, in the reader's language.
    const base = { seafarer_no: 'MA00001', name_en: 'PEDRO SANTOS', nationality: 'PH', employment_state: 'active', rank_id: seafarer.rank_id, birth_date: '1990-02-03' };
    const notAgent = await answer('/admin/crew.Seafarer/add', { ...base, manning_agent_id: stores.id });
    expect(notAgent.data.errors).toEqual({ manning_agent_id: 'Choose a manning agent from the approved suppliers (type manning agent, approved or conditional)' });
    const notApproved = await answer('/admin/crew.Seafarer/add', { ...base, manning_agent_id: prospective.id }, 'zh-cn');
    expect(notApproved.data.errors.manning_agent_id).toMatch(/[\u4e00-\u9fff]/);
    expect((await db.execute(sql`select count(*)::int as n from seafarer where seafarer_no = 'MA00001'`)).rows[0]).toEqual({ n: 0 });

    // Suspended: no longer chosen for another seafarer, but the seafarer who has it can still be corrected.
    expect((await answer(`${COMPANY}suspend`, { ids: [agent.id], reason: 'Licence suspended by the DMW' })).code).toBe(1);
    expect((await answer('/admin/crew.Seafarer/add', { ...base, manning_agent_id: agent.id })).data.errors).toHaveProperty('manning_agent_id');
    const edited = await answer('/admin/crew.Seafarer/edit', { ...base, seafarer_no: seafarer.seafarer_no, name_en: seafarer.name_en, id: seafarer.id, mobile: '+63 917 555 0101', manning_agent_id: agent.id });
    expect(edited.code).toBe(1);
    // Cleared: no agent.
    expect((await answer('/admin/crew.Seafarer/edit', { ...base, seafarer_no: seafarer.seafarer_no, name_en: seafarer.name_en, id: seafarer.id, manning_agent_id: '' })).code).toBe(1);
    expect((await db.execute(sql`select manning_agent_id from seafarer where id = ${seafarer.id}`)).rows[0]).toEqual({ manning_agent_id: null });
  });
});
