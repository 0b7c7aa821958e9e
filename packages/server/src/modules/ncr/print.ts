import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { idQuery, NCR_TRANSLATIONS, type Lang } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { APPROVALS, type ApprovalRecord } from '../../platform/approvals.js';
import { ApiError } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { printedMoment, printingCompany, renderPdf, sendPdf, type PdfBlock } from '../../platform/pdf.js';
import type { Row } from '../../platform/resource/define.js';
import { scopeCondition } from '../../platform/resource/visibility.js';
import { optionalService } from '../../platform/services.js';
import { STORED_FILES } from '../../platform/stored-files.js';
import { actionBinding } from './resources.js';
import { NCR_FLOWS } from './steps.js';
import { ncrAction, ncrEvent, ncrReport } from './tables.js';

const EN = {
  title: 'Non-conformance report',
  report: 'The report',
  actions: 'Actions',
  noActions: 'No action planned.',
  evidence: 'Evidence',
  noEvidence: 'No file attached.',
  file: 'File',
  attachedTo: 'Attached to',
  theReport: 'the report',
  action: 'action',
  approvals: 'Approval timeline',
  noApprovals: 'No approval yet.',
  history: 'History',
  when: 'When',
  step: 'Step',
  who: 'By',
  act: 'Decision',
  comment: 'Comment',
  acts: { submit: 'Submitted', approve: 'Approved', reject: 'Rejected', return: 'Returned', transfer: 'Transferred', cancel: 'Cancelled' } as Record<string, string>,
  yes: 'yes',
  no: 'no',
};
const ZH: typeof EN = {
  title: '不符合报告',
  report: '报告内容',
  actions: '纠正与预防措施',
  noActions: '尚无措施。',
  evidence: '证据清单',
  noEvidence: '无附件。',
  file: '文件',
  attachedTo: '所属',
  theReport: '报告',
  action: '措施',
  approvals: '审批记录',
  noApprovals: '尚无审批。',
  history: '处理经过',
  when: '时间',
  step: '环节',
  who: '处理人',
  act: '意见',
  comment: '说明',
  acts: { submit: '提交', approve: '同意', reject: '驳回', return: '退回', transfer: '转交', cancel: '撤销' },
  yes: '是',
  no: '否',
};
const WORDS: Record<Lang, typeof EN> = { en: EN, 'zh-cn': ZH };


/** The names the files were uploaded with (the URL's last part when the upload is unknown). */
async function fileNames(db: Db, urls: readonly string[]): Promise<Map<string, string>> {
  const files = optionalService(STORED_FILES);
  const names = new Map<string, string>();
  for (const url of new Set(urls)) {
    const described = files ? await files.describe(db, url).catch(() => null) : null;
    names.set(url, described?.name || decodeURIComponent(url.split('/').pop() ?? url));
  }
  return names;
}

/** The report, its actions, the evidence list and the approval timeline, in the reader's language. */
export async function ncrReportBlocks(db: Db, report: Row, lang: Lang, timeZone = 'UTC'): Promise<PdfBlock[]> {
  const w = WORDS[lang];
  const minute = (value: string | Date | null | undefined) => printedMoment(value, timeZone);
  const words = NCR_TRANSLATIONS[lang];
  const label = (name: string) => words[`ncr.report.${name}`] ?? name;
  const option = (name: string, value: unknown) => (value ? (words[`ncr.report.${name}_options.${String(value)}`] ?? String(value)) : '');
  const actionWord = (name: string) => words[`ncr.action.${name}`] ?? name;
  const value = (name: string) => String(report[name] ?? '');
  const actionRows = await db.select().from(ncrAction).where(eq(ncrAction.ncr_id, report.id as string)).orderBy(asc(ncrAction.due_date), asc(ncrAction.created_at));
  const actions = await actionBinding.present!(actionRows as unknown as Row[], db);
  const events = await db.select().from(ncrEvent).where(eq(ncrEvent.ncr_id, report.id as string)).orderBy(asc(ncrEvent.created_at));
  const engine = optionalService(APPROVALS);
  const timeline: ApprovalRecord[] = [];
  if (engine) for (const bizType of Object.values(NCR_FLOWS)) timeline.push(...(await engine.timeline(db, bizType, report.id as string)));
  timeline.sort((a, b) => a.acted_at.localeCompare(b.acted_at));

  const evidence: Array<{ url: string; from: string }> = [
    ...((report.attachments as string[] | null) ?? []).map((url) => ({ url, from: w.theReport })),
    ...actions.flatMap((action, index) => ((action.evidence as string[] | null) ?? []).map((url) => ({ url, from: `${w.action} ${index + 1}` }))),
  ];
  const names = await fileNames(db, evidence.map((item) => item.url));

  const blocks: PdfBlock[] = [
    { kind: 'title', text: `${w.title} ${value('ncr_no')}` },
    { kind: 'heading', text: w.report },
    {
      kind: 'fields',
      rows: [
        [label('ncr_no'), value('ncr_no')],
        [label('title'), value('title')],
        [label('ship_id'), value('ship_id_label')],
        [label('dept_id'), value('dept_id_label')],
        [label('source_type'), option('source_type', report.source_type)],
        [label('type'), option('type', report.type)],
        [label('grade'), option('grade', report.grade)],
        [label('clause_ref'), value('clause_ref')],
        [label('status'), option('status', report.status)],
        [label('raised_by'), value('raised_by_label')],
        [label('raised_at'), minute(report.raised_at as string | null)],
        [label('target_date'), value('target_date')],
        ...(report.extended_to ? [[label('extended_to'), value('extended_to')] as [string, string]] : []),
        [label('is_repeat'), report.is_repeat ? w.yes : w.no],
        ...(report.closed_at ? [[label('closed_at'), minute(report.closed_at as string)] as [string, string], [label('closed_by'), value('closed_by_label')] as [string, string]] : []),
      ],
    },
    { kind: 'heading', text: label('description') },
    { kind: 'text', text: value('description') },
    { kind: 'heading', text: label('immediate_action') },
    { kind: 'text', text: value('immediate_action') },
  ];
  if (report.root_cause) blocks.push({ kind: 'heading', text: label('root_cause') }, { kind: 'text', text: value('root_cause') });
  blocks.push({ kind: 'heading', text: w.actions });
  if (!actions.length) blocks.push({ kind: 'text', text: w.noActions });
  else
    blocks.push({
      kind: 'table',
      columns: ['#', actionWord('kind'), actionWord('description'), actionWord('owner_admin_id'), actionWord('due_date'), actionWord('status'), actionWord('completion_note')],
      widths: [0.05, 0.11, 0.29, 0.12, 0.13, 0.1, 0.2],
      rows: actions.map((action, index) => [
        String(index + 1),
        words[`ncr.action.kind_options.${String(action.kind)}`] ?? String(action.kind),
        String(action.description ?? ''),
        String(action.owner_admin_id_label || action.owner_dept_id_label || ''),
        String(action.due_date ?? ''),
        words[`ncr.action.status_options.${String(action.status)}`] ?? String(action.status),
        [String(action.completion_note ?? ''), action.verify_comment ? `${actionWord('verify_comment')}: ${String(action.verify_comment)}` : ''].filter(Boolean).join('\n'),
      ]),
    });
  blocks.push({ kind: 'heading', text: w.evidence });
  if (!evidence.length) blocks.push({ kind: 'text', text: w.noEvidence });
  else blocks.push({ kind: 'table', columns: [w.file, w.attachedTo], widths: [0.75, 0.25], rows: evidence.map((item) => [names.get(item.url) ?? item.url, item.from]) });
  blocks.push({ kind: 'heading', text: w.approvals });
  if (!timeline.length) blocks.push({ kind: 'text', text: w.noApprovals });
  else
    blocks.push({
      kind: 'table',
      columns: [w.when, w.step, w.who, w.act, w.comment],
      widths: [0.18, 0.22, 0.16, 0.12, 0.32],
      rows: timeline.map((record) => [minute(record.acted_at), lang === 'en' ? record.step_title_en : record.step_title_zh, record.approver_name, w.acts[record.action] ?? record.action, record.comment]),
    });
  if (events.length) {
    blocks.push({ kind: 'heading', text: w.history });
    blocks.push({
      kind: 'table',
      columns: [w.when, w.step, w.who, w.comment],
      widths: [0.18, 0.3, 0.16, 0.36],
      rows: events.map((event) => [
        minute(event.created_at),
        [option('status', event.from_status), option('status', event.to_status)].filter(Boolean).join(' → ') || event.action,
        event.actor_name,
        event.comment,
      ]),
    });
  }
  return blocks;
}

/**
 * `GET /admin/ncr.Report/print?id=`: the NCR report as a PDF in the reader's language (right
 * `ncr/report/print`): the report, its actions, the evidence list and the approval timeline. A report
 * outside the caller's data scope is not found.
 */
export function ncrPrintRoute(app: FastifyInstance, context: ModuleContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/admin/ncr.Report/print', {
    config: { auth: 'admin', right: 'ncr/report/print' },
    schema: { tags: ['ncr'], summary: "A non-conformance report with its actions, evidence and approvals as a PDF, in the reader's language", querystring: idQuery },
    handler: async (request, reply) => {
      const binding = context.registry.resource('ncr.Report')!;
      const [row] = await context.db
        .select()
        .from(ncrReport)
        .where(and(eq(ncrReport.id, request.query.id), scopeCondition(binding, request.access!)));
      if (!row) throw new ApiError('record.notFound', { status: 404 });
      const [report] = await binding.present!([row as unknown as Row], context.db);
      const title = `${WORDS[request.lang].title} ${row.ncr_no}`;
      const pdf = await renderPdf({ title, blocks: await ncrReportBlocks(context.db, report!, request.lang, await context.settings.text('alert_timezone')), footer: title, company: await printingCompany(context) });
      return sendPdf(reply, pdf, `${row.ncr_no}.pdf`);
    },
  });
}
