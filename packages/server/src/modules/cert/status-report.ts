import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { countryOf, type Lang } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { printingCompany, renderPdf, sendPdf, type PdfBlock } from '../../platform/pdf.js';
import { scopeCondition } from '../../platform/resource/visibility.js';
import { service } from '../../platform/services.js';
import { SHIP_DIRECTORY, type Ship } from '../../platform/ships.js';
import { certificate, certificateSurvey, certificateType } from './tables.js';

const EN = {
  title: 'Certificate status report',
  ship: 'Ship',
  imo: 'IMO number',
  flag: 'Flag',
  registry: 'Port of registry',
  asOf: 'As of',
  summary: 'Summary',
  certificate: 'Certificate',
  number: 'No.',
  issued: 'Issued',
  expiry: 'Expiry',
  state: 'State',
  windows: 'Survey windows',
  none: 'No certificate is recorded for this ship.',
  permanent: 'no expiry',
  extended: 'extended to',
  done: 'done',
  count: 'certificates',
  status: {
    valid: 'Valid',
    expiring: 'Expiring',
    expired: 'Expired',
    endorsement_due: 'Endorsement due',
    endorsement_overdue: 'Endorsement overdue',
    superseded: 'Superseded',
    suspended: 'Suspended',
    withdrawn: 'Withdrawn',
  } as Record<string, string>,
  kind: { annual: 'Annual', intermediate: 'Intermediate', periodical: 'Periodical', renewal: 'Renewal', bottom: 'Bottom inspection', other: 'Other' } as Record<string, string>,
  windowState: { ok: 'later', due_soon: 'opens soon', in_window: 'window open', overdue: 'overdue', done: 'done' } as Record<string, string>,
};
const ZH: typeof EN = {
  title: '船舶证书状态报告',
  ship: '船舶',
  imo: 'IMO 编号',
  flag: '船旗',
  registry: '船籍港',
  asOf: '报告日期',
  summary: '汇总',
  certificate: '证书',
  number: '证书编号',
  issued: '签发日期',
  expiry: '到期日期',
  state: '状态',
  windows: '检验窗口',
  none: '本船尚无证书记录。',
  permanent: '长期有效',
  extended: '展期至',
  done: '已完成',
  count: '份证书',
  status: { valid: '有效', expiring: '即将到期', expired: '已过期', endorsement_due: '待签注', endorsement_overdue: '签注逾期', superseded: '已换新', suspended: '已暂停', withdrawn: '已撤销' },
  kind: { annual: '年度检验', intermediate: '中间检验', periodical: '定期检验', renewal: '换证检验', bottom: '船底检查', other: '其他' },
  windowState: { ok: '未到期', due_soon: '即将开窗', in_window: '窗口期内', overdue: '已逾期', done: '已完成' },
};
const WORDS: Record<Lang, typeof EN> = { en: EN, 'zh-cn': ZH };

/** One certificate of the report, as data: its type, number, dates, state and every survey window. */
export interface CertificateReportRow {
  type_en: string;
  type_zh: string;
  cert_no: string;
  issue_date: string | null;
  expiry_date: string | null;
  extension_until: string | null;
  status: string;
  windows: Array<{ kind: string; window_start: string; window_end: string; state: string; done_date: string | null }>;
}

/** Every certificate of the ship the caller's scope holds, in the types' order, with its survey windows by date. */
export async function certificateReportRows(db: Db, shipId: string, scope: ReturnType<typeof scopeCondition>): Promise<CertificateReportRow[]> {
  const rows = await db
    .select({
      id: certificate.id,
      type_en: certificateType.name_en,
      type_zh: certificateType.name_zh,
      cert_no: certificate.cert_no,
      issue_date: certificate.issue_date,
      expiry_date: certificate.expiry_date,
      extension_until: certificate.extension_until,
      status: certificate.status,
    })
    .from(certificate)
    .innerJoin(certificateType, eq(certificateType.id, certificate.cert_type_id))
    .where(and(eq(certificate.ship_id, shipId), eq(certificate.holder_type, 'ship'), scope))
    .orderBy(desc(certificateType.weigh), asc(certificateType.code), asc(certificate.expiry_date));
  const windows = rows.length
    ? await db
        .select({ certificate_id: certificateSurvey.certificate_id, kind: certificateSurvey.kind, window_start: certificateSurvey.window_start, window_end: certificateSurvey.window_end, state: certificateSurvey.state, done_date: certificateSurvey.done_date })
        .from(certificateSurvey)
        .where(inArray(certificateSurvey.certificate_id, rows.map((row) => row.id)))
        .orderBy(asc(certificateSurvey.window_start))
    : [];
  return rows.map(({ id, ...row }) => ({ ...row, windows: windows.filter((window) => window.certificate_id === id).map(({ certificate_id: _, ...window }) => window) }));
}

export function certificateReportBlocks(ship: Ship, rows: readonly CertificateReportRow[], today: string, lang: Lang): PdfBlock[] {
  const w = WORDS[lang];
  const country = countryOf(ship.flag);
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  return [
    { kind: 'title', text: w.title },
    {
      kind: 'boxes',
      rows: [
        [
          { label: w.ship, value: lang === 'en' ? ship.name_en : [ship.name_zh, ship.name_en].filter(Boolean).join(' '), width: 2 },
          { label: w.imo, value: ship.imo_no },
          { label: w.flag, value: country ? (lang === 'en' ? country.name_en : country.name_zh) : ship.flag },
          { label: w.registry, value: ship.port_of_registry },
          { label: w.asOf, value: today },
        ],
      ],
    },
    { kind: 'heading', text: w.summary },
    { kind: 'text', text: rows.length ? `${rows.length} ${w.count}: ${[...counts].map(([status, count]) => `${w.status[status] ?? status} ${count}`).join(lang === 'en' ? ', ' : '，')}` : w.none },
    {
      kind: 'table',
      columns: [w.certificate, w.number, w.issued, w.expiry, w.state, w.windows],
      widths: [0.25, 0.13, 0.09, 0.12, 0.1, 0.31],
      rows: rows.map((row) => [
        lang === 'en' ? row.type_en : row.type_zh || row.type_en,
        row.cert_no,
        row.issue_date ?? '',
        `${row.expiry_date ?? w.permanent}${row.extension_until ? ` (${w.extended} ${row.extension_until})` : ''}`,
        w.status[row.status] ?? row.status,
        row.windows
          .map((window) => `${w.kind[window.kind] ?? window.kind} ${window.window_start} – ${window.window_end}: ${window.done_date ? `${w.done} ${window.done_date}` : (w.windowState[window.state] ?? window.state)}`)
          .join('\n'),
      ]),
    },
  ];
}

/**
 * `GET /admin/cert.Certificate/print?ship_id=`: the ship's certificate status report as a PDF in the reader's
 * language (right `cert/certificate/print`): every certificate the caller may see, its survey windows, expiry
 * and state. A ship outside the caller's data scope is not found.
 */
export function certificateReportRoute(app: FastifyInstance, context: ModuleContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/admin/cert.Certificate/print', {
    config: { auth: 'admin', right: 'cert/certificate/print' },
    schema: { tags: ['cert'], summary: "A ship's certificate status report as a PDF, in the reader's language", querystring: z.strictObject({ ship_id: z.string().uuid() }) },
    handler: async (request, reply) => {
      const ship = await service(SHIP_DIRECTORY).visibleTo(context.db, request.query.ship_id, request.access!);
      if (!ship) throw new ApiError('record.notFound', { status: 404 });
      const scope = scopeCondition(context.registry.resource('cert.Certificate')!, request.access!);
      const rows = await certificateReportRows(context.db, ship.id, scope);
      const today = await context.alerts.today();
      const w = WORDS[request.lang];
      const pdf = await renderPdf({ title: `${w.title} ${ship.name_en}`, blocks: certificateReportBlocks(ship, rows, today, request.lang), footer: `${w.title} · ${ship.name_en} · ${today}`, company: await printingCompany(context), landscape: true });
      return sendPdf(reply, pdf, `certificates-${ship.name_en}-${today}.pdf`);
    },
  });
}
