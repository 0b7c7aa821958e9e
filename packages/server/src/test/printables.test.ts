import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { seedDemoData } from '../demo/seed-demo.js';
import { buildAdmin, buildGroup, superToken, tokenOf } from './factories.js';
import { buildTestApp, call, type TestApp } from './helpers.js';

type Lang = 'en' | 'zh-cn';
type Rows = Array<Record<string, any>>;

/**
 * Every printable document (issue 22) on the demo company: each route answers a PDF in both languages
 * with the company's name at its head, 403 to an administrator without its right, 404 for a record
 * outside the caller's data scope.
 */
describe('printable documents', () => {
  let t: TestApp;
  let root: string;
  let company: string;
  let withoutRight: string;
  let shipOnly: string;
  const doc: Record<string, { inScope: string; outOfScope: string; url: (id: string) => string; words: Record<Lang, string> }> = {};

  const list = async (url: string) => (await call(t, { url, token: root })).json.data.list as Rows;
  const text = async (pdf: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, '');

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    await seedDemoData(t.app.moduleContext);
    company = (await t.app.moduleContext.settings.text('site_name')).replace(/\s+/g, '');
    const ships = await list('/admin/fleet.Ship/index?limit=100');
    const ncrs = (await list('/admin/ncr.Report/index?limit=100')).filter((row) => row.ship_id);
    const audits = (await list('/admin/audit.Plan/index?limit=100')).filter((row) => row.ship_id);
    const seafarers = (await list('/admin/crew.Seafarer/index?limit=100')).filter((row) => row.current_ship_id);
    // The ship the scoped administrator keeps: one with an NCR, an audit and crew on board.
    const shipA = ships.find((ship) => ncrs.some((row) => row.ship_id === ship.id) && audits.some((row) => row.ship_id === ship.id) && seafarers.some((row) => row.current_ship_id === ship.id))!;
    const other = <T extends Record<string, any>>(rows: T[], key: string) => rows.find((row) => row[key] && row[key] !== shipA.id)!;
    const mine = <T extends Record<string, any>>(rows: T[], key: string) => rows.find((row) => row[key] === shipA.id)!;
    const review = (await list('/admin/evaluation.Review/index?limit=50')).find((row) => row.status === 'minutes_approved')!;
    doc.crewList = { inScope: shipA.id, outOfScope: other(ships, 'id').id, url: (id) => `/admin/crew.Assignment/crewList?ship_id=${id}`, words: { en: 'CREWLIST', 'zh-cn': 'CREWLIST' } };
    doc.certificates = { inScope: shipA.id, outOfScope: other(ships, 'id').id, url: (id) => `/admin/cert.Certificate/print?ship_id=${id}`, words: { en: 'Certificatestatusreport', 'zh-cn': '船舶证书状态报告' } };
    doc.seafarer = { inScope: mine(seafarers, 'current_ship_id').id, outOfScope: other(seafarers, 'current_ship_id').id, url: (id) => `/admin/crew.Seafarer/print?id=${id}`, words: { en: "Seafarer'srecord", 'zh-cn': '船员履历' } };
    doc.ncr = { inScope: mine(ncrs, 'ship_id').id, outOfScope: other(ncrs, 'ship_id').id, url: (id) => `/admin/ncr.Report/print?id=${id}`, words: { en: 'Non-conformancereport', 'zh-cn': '不符合报告' } };
    doc.audit = { inScope: mine(audits, 'ship_id').id, outOfScope: other(audits, 'ship_id').id, url: (id) => `/admin/audit.Plan/print?id=${id}`, words: { en: 'Auditreport', 'zh-cn': '审核报告' } };
    doc.review = { inScope: review.id, outOfScope: '', url: (id) => `/admin/evaluation.Review/print?id=${id}`, words: { en: 'Managementreview', 'zh-cn': '管理评审报告' } };

    const reading = ['fleet/ship/index', 'crew/seafarer/index', 'crew/assignment/index', 'cert/certificate/index', 'ncr/report/index', 'audit/plan/index', 'audit/externalPlan/index', 'audit/selfInspection/index', 'evaluation/review/index'];
    const printing = ['crew/assignment/crewList', 'cert/certificate/print', 'crew/seafarer/print', 'ncr/report/print', 'audit/plan/print', 'audit/externalPlan/print', 'audit/selfInspection/print', 'audit/report/print', 'evaluation/review/print'];
    const readers = await buildGroup(t, root, { name: 'Readers', rights: reading });
    await buildAdmin(t, root, { username: 'reader', group_arr: [readers.id] });
    withoutRight = await tokenOf(t, 'reader');
    const ship = await buildGroup(t, root, { name: 'Ship office', rights: [...reading, ...printing], data_scope: 'dept' });
    await buildAdmin(t, root, { username: 'shipoffice', group_arr: [ship.id], department_id: shipA.dept_id });
    shipOnly = await tokenOf(t, 'shipoffice');
  }, 300_000);
  afterAll(() => t?.close());

  it.each(['crewList', 'certificates', 'seafarer', 'ncr', 'audit', 'review'])('prints the %s in both languages, the company at its head', async (name) => {
    const { url, inScope, words } = doc[name]!;
    for (const lang of ['zh-cn', 'en'] as const) {
      const { raw } = await call(t, { url: url(inScope), token: root, lang });
      expect(raw.statusCode, `${name} ${lang}`).toBe(200);
      expect(raw.headers['content-type']).toBe('application/pdf');
      expect(raw.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''.+\.pdf$/);
      expect(raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const words_ = await text(raw.rawPayload);
      expect(words_).toContain(company);
      expect(words_).toContain(words[lang]);
      // The crew list is in English whatever the reader reads; the others follow the reader.
      if (name === 'crewList' || lang === 'en') expect(words_).not.toMatch(/船员履历|不符合报告|审核报告|船舶证书状态报告|管理评审报告/);
    }
  });

  it('names in the seafarer\'s record the documents, sea service, contracts and appraisals', async () => {
    const appraised = (await list('/admin/evaluation.Appraisal/index?limit=100')).find((row) => row.status !== 'draft')!;
    const { raw } = await call(t, { url: `/admin/crew.Seafarer/print?id=${appraised.seafarer_id}`, token: root, lang: 'en' });
    const words = await text(raw.rawPayload);
    for (const heading of ['Documents', 'Seaservice', 'Employmentcontracts', 'Assignments', 'Appraisals', 'Passport']) expect(words).toContain(heading);
    expect(words).not.toContain('Noappraisalrecorded');
  });

  it('names in the NCR report its actions and approvals, and in the audit report its findings', async () => {
    const ncr = (await list('/admin/ncr.Report/index?limit=100')).find((row) => row.status === 'closed')!;
    const ncrText = await text((await call(t, { url: `/admin/ncr.Report/print?id=${ncr.id}`, token: root, lang: 'en' })).raw.rawPayload);
    for (const expected of [ncr.ncr_no, 'Actions', 'Evidence', 'Approvaltimeline']) expect(ncrText).toContain(expected);
    expect(ncrText).not.toContain('Noactionplanned');
    const finding = (await list('/admin/audit.Finding/index?limit=100')).find((row) => row.ncr_no)!;
    const auditText = await text((await call(t, { url: `/admin/audit.Plan/print?id=${finding.plan_id}`, token: root, lang: 'zh-cn' })).raw.rawPayload);
    expect(auditText).toContain('审核发现及其处理');
    expect(auditText).toContain(finding.ncr_no);
  });

  it.each(['crewList', 'certificates', 'seafarer', 'ncr', 'audit', 'review'])('refuses the %s to an administrator without its right', async (name) => {
    const { url, inScope } = doc[name]!;
    const { raw } = await call(t, { url: url(inScope), token: withoutRight, lang: 'en' });
    expect(raw.statusCode).toBe(403);
  });

  it.each(['crewList', 'certificates', 'seafarer', 'ncr', 'audit'])("answers the %s of a record outside the caller's data scope as not found, and prints the one inside", async (name) => {
    const { url, inScope, outOfScope } = doc[name]!;
    expect((await call(t, { url: url(outOfScope), token: shipOnly, lang: 'zh-cn' })).raw.statusCode).toBe(404);
    expect((await call(t, { url: url(inScope), token: shipOnly, lang: 'zh-cn' })).raw.statusCode).toBe(200);
  });
});
