import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { AUDIT_PLAN_VIEWS, AUDIT_TRANSLATIONS, idQuery, NCR_TRANSLATIONS, type AuditDetailAnswer, type Lang } from '@vessel/contract';
import { can } from '../../platform/authorization.js';
import { ApiError } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { printedMoment, printingCompany, renderPdf, sendPdf, type PdfBlock } from '../../platform/pdf.js';
import { scopeCondition } from '../../platform/resource/visibility.js';
import { columnsOf } from './columns.js';
import { auditDetail, inView } from './routes.js';
import { auditPlan, type PlanRow } from './tables.js';

const plan = columnsOf(auditPlan);
/** Each view of the audits prints through its own right (`audit/plan/print`, `audit/report/print`...). */
const PRINT = AUDIT_PLAN_VIEWS.map((view) => `${view.path}/print`);

const EN = {
  title: 'Audit report',
  audit: 'The audit',
  planned: 'Planned',
  conducted: 'Conducted',
  scope: 'Scope',
  team: 'Audit team',
  lead: 'lead auditor',
  clauses: 'Clauses covered',
  checklists: 'Checklists',
  summary: 'Summary',
  findings: 'Findings and what became of them',
  noFindings: 'No finding was raised.',
  outcome: 'Outcome',
  ncrClosed: 'closed',
  approvals: 'Approvals',
  when: 'When',
  step: 'Step',
  who: 'By',
  decision: 'Decision',
  comment: 'Comment',
  company: 'The company',
  acts: { submit: 'Submitted', approve: 'Approved', reject: 'Rejected', return: 'Returned', transfer: 'Transferred', cancel: 'Cancelled' } as Record<string, string>,
};
const ZH: typeof EN = {
  title: '审核报告',
  audit: '审核概况',
  planned: '计划日期',
  conducted: '实施日期',
  scope: '审核范围',
  team: '审核组',
  lead: '审核组长',
  clauses: '覆盖条款',
  checklists: '检查表',
  summary: '审核结论',
  findings: '审核发现及其处理',
  noFindings: '未发现不符合项。',
  outcome: '处理结果',
  ncrClosed: '已关闭',
  approvals: '审批记录',
  when: '时间',
  step: '环节',
  who: '处理人',
  decision: '意见',
  comment: '说明',
  company: '公司',
  acts: { submit: '提交', approve: '同意', reject: '驳回', return: '退回', transfer: '转交', cancel: '撤销' },
};
const WORDS: Record<Lang, typeof EN> = { en: EN, 'zh-cn': ZH };


/** The audit, its scope, its findings with the NCR each became and where that stands, and the report's approvals. */
export function auditReportBlocks(detail: AuditDetailAnswer, lang: Lang, timeZone = 'UTC'): PdfBlock[] {
  const w = WORDS[lang];
  const minute = (value: string | null | undefined) => printedMoment(value, timeZone);
  const words = AUDIT_TRANSLATIONS[lang];
  const row = detail.plan as unknown as PlanRow & Record<string, unknown>;
  const label = (name: string) => words[`audit.plan.${name}`] ?? name;
  const option = (name: string, value: unknown) => (value ? (words[`audit.plan.${name}_options.${String(value)}`] ?? words[`audit.externalPlan.${name}_options.${String(value)}`] ?? String(value)) : '');
  const findingWord = (name: string, value?: unknown) => (value === undefined ? (words[`audit.finding.${name}`] ?? name) : (words[`audit.finding.${name}_options.${String(value)}`] ?? String(value)));
  const where =
    detail.ship ? (lang === 'en' ? detail.ship.name_en : detail.ship.name_zh || detail.ship.name_en) : detail.department ? (lang === 'en' ? detail.department.name_en || detail.department.name : detail.department.name) : w.company;
  const ncrs = new Map(detail.ncrs.map((ncr) => [ncr.id, ncr]));
  const ncrStatus = (status: string) => NCR_TRANSLATIONS[lang][`ncr.report.status_options.${status}`] ?? status;
  const period = (from: unknown, to: unknown) => [from, to].filter(Boolean).join(' – ');
  const blocks: PdfBlock[] = [
    { kind: 'title', text: `${w.title} ${row.audit_no}` },
    { kind: 'heading', text: w.audit },
    {
      kind: 'fields',
      rows: [
        [label('audit_no'), String(row.audit_no)],
        [label('standard'), option('standard', row.standard)],
        ...(row.external_kind ? [[label('external_kind'), option('external_kind', row.external_kind)] as [string, string]] : []),
        ...(row.auditor_org ? [[label('auditor_org'), String(row.auditor_org)] as [string, string]] : []),
        [label('status'), option('status', row.status)],
        [w.planned, period(row.planned_from, row.planned_to)],
        [w.conducted, period(row.conducted_from, row.conducted_to)],
        ...(row.place ? [[label('place'), String(row.place)] as [string, string]] : []),
        ...(detail.programme ? [[label('programme_id'), `${detail.programme.year} ${detail.programme.title}`] as [string, string]] : []),
      ],
    },
    { kind: 'heading', text: w.scope },
    {
      kind: 'fields',
      rows: [
        [label('scope'), `${option('scope', row.scope)}: ${where}`],
        [w.clauses, ((row.clauses_covered as string[] | null) ?? []).join(', ')],
        [w.checklists, detail.checklists.map((list) => `${list.code} ${lang === 'en' ? list.name_en : list.name_zh} v${list.version}`).join('; ')],
        [w.team, detail.team.map((member) => (member.lead ? `${member.name} (${w.lead})` : member.name)).join(lang === 'en' ? ', ' : '、')],
      ],
    },
  ];
  if (row.report_summary) blocks.push({ kind: 'heading', text: w.summary }, { kind: 'text', text: String(row.report_summary) });
  blocks.push({ kind: 'heading', text: w.findings });
  if (!detail.findings.length) blocks.push({ kind: 'text', text: w.noFindings });
  else
    blocks.push({
      kind: 'table',
      columns: ['#', findingWord('grade'), findingWord('clause_ref'), findingWord('description'), findingWord('due_date'), w.outcome],
      widths: [0.05, 0.13, 0.09, 0.4, 0.13, 0.2],
      rows: detail.findings.map((finding, index) => {
        const ncr = finding.ncr_id ? ncrs.get(finding.ncr_id) : undefined;
        const outcome = ncr ? `${ncr.ncr_no}: ${ncrStatus(ncr.status)}${ncr.closed_at ? ` ${String(ncr.closed_at).slice(0, 10)}` : ''}` : findingWord('status', finding.status);
        return [String(index + 1), findingWord('grade', finding.grade), String(finding.clause_ref ?? ''), [String(finding.description ?? ''), String(finding.objective_evidence ?? '')].filter(Boolean).join('\n'), String(finding.due_date ?? ''), outcome];
      }),
    });
  if (detail.approvals.length)
    blocks.push(
      { kind: 'heading', text: w.approvals },
      {
        kind: 'table',
        columns: [w.when, w.step, w.who, w.decision, w.comment],
        widths: [0.18, 0.22, 0.16, 0.12, 0.32],
        rows: detail.approvals.map((record) => [minute(record.acted_at), lang === 'en' ? record.step_title_en : record.step_title_zh, record.approver_name, w.acts[record.action] ?? record.action, record.comment]),
      },
    );
  return blocks;
}

/**
 * `GET /admin/audit.Plan/print?id=`: the audit report as a PDF in the reader's language, through any view of
 * the audits whose print right the caller holds (`audit/plan/print`, `audit/externalPlan/print`,
 * `audit/selfInspection/print`, `audit/report/print`). An audit outside the caller's data scope, or in no
 * view they may print, is not found.
 */
export function auditPrintRoute(app: FastifyInstance, context: ModuleContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/admin/audit.Plan/print', {
    config: { auth: 'admin', right: PRINT },
    schema: { tags: ['audit'], summary: "An audit's report (scope, findings and what became of them) as a PDF, in the reader's language", querystring: idQuery },
    handler: async (request, reply) => {
      const access = request.access!;
      const scope = scopeCondition(context.registry.resource('audit.Plan')!, access);
      const [row] = (await context.db.select().from(auditPlan).where(and(eq(plan.id, request.query.id), scope))) as PlanRow[];
      const view = row ? AUDIT_PLAN_VIEWS.find((candidate) => inView(candidate, row) && can(access, `${candidate.path}/print`)) : undefined;
      if (!row || !view) throw new ApiError('record.notFound', { status: 404 });
      const detail = await auditDetail(context.db, row, view, request.lang);
      const title = `${WORDS[request.lang].title} ${row.audit_no}`;
      const pdf = await renderPdf({ title, blocks: auditReportBlocks(detail, request.lang, await context.settings.text('alert_timezone')), footer: title, company: await printingCompany(context) });
      return sendPdf(reply, pdf, `${row.audit_no}.pdf`);
    },
  });
}
