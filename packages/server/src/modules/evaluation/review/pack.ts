import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { idQuery, MANAGEMENT_REVIEW_TRANSLATIONS, type Lang, type ReviewDecisionView } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { ApiError } from '../../../platform/envelope.js';
import { admin } from '../../../platform/identity/tables.js';
import type { ModuleContext } from '../../../platform/module.js';
import { printingCompany, renderPdf, sendPdf, type PdfBlock, type PdfCompany } from '../../../platform/pdf.js';
import type { Row } from '../../../platform/resource/define.js';
import { scopeCondition } from '../../../platform/resource/visibility.js';
import { managementReview, type ManagementReviewRow } from './tables.js';

const EN_WORDS = {
  title: 'Management review',
  identity: 'The review',
  attendees: 'Attendees',
  inputs: 'Inputs',
  noInputs: 'The inputs have not been collected yet.',
  figure: 'Figure',
  value: 'Value',
  target: 'target',
  decisions: 'Decisions',
  decision: 'Decision',
  noDecisions: 'No decision recorded yet.',
  owner: 'Owner',
  due: 'Due',
  kind: 'Kind',
  state: 'State',
  minutes: 'Minutes',
  period: 'Period',
  closed: 'closed',
  open: 'open',
};
const ZH_WORDS: typeof EN_WORDS = {
  title: '管理评审报告',
  identity: '评审概况',
  attendees: '参会人员',
  inputs: '评审输入',
  noInputs: '尚未收集评审输入。',
  figure: '项目',
  value: '数值',
  target: '目标',
  decisions: '评审决定',
  decision: '决定',
  noDecisions: '尚无评审决定。',
  owner: '负责人',
  due: '完成期限',
  kind: '类型',
  state: '状态',
  minutes: '会议纪要',
  period: '评审期间',
  closed: '已关闭',
  open: '未关闭',
};
const PACK_WORDS: Record<Lang, typeof EN_WORDS> = { 'zh-cn': ZH_WORDS, en: EN_WORDS };

async function names(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (!unique.length) return new Map();
  const rows = await db.select({ id: admin.id, nickname: admin.nickname, username: admin.username }).from(admin).where(inArray(admin.id, unique));
  return new Map(rows.map((row) => [row.id, row.nickname || row.username]));
}

/**
 * The review's pack in the reader's language: who and when, the attendees, every input section with its
 * figures (as frozen when held), the decisions with the state of their to-do or NCR, the minutes.
 */
export async function reviewPack(db: Db, review: ManagementReviewRow & { decisions: ReviewDecisionView[] }, lang: Lang, company?: PdfCompany): Promise<Buffer> {
  const w = PACK_WORDS[lang];
  const field = (name: string) => MANAGEMENT_REVIEW_TRANSLATIONS[lang][`evaluation.review.${name}`] ?? name;
  const people = await names(db, [review.chair_id, review.representative_id ?? '', ...(review.attendee_ids ?? []), ...review.decisions.map((row) => row.owner_id)]);
  const who = (id: string | null) => (id ? (people.get(id) ?? '') : '');
  const blocks: PdfBlock[] = [
    { kind: 'title', text: `${w.title} ${review.review_no ?? ''}`.trim() },
    { kind: 'heading', text: w.identity },
    {
      kind: 'fields',
      rows: [
        [field('review_no'), review.review_no ?? ''],
        [w.period, `${review.period_from} – ${review.period_to}`],
        [field('meeting_date'), review.meeting_date ?? ''],
        [field('chair_id'), who(review.chair_id)],
        [field('representative_id'), who(review.representative_id)],
        [field('status'), field(`status_options.${review.status}`)],
        [field('next_review_date'), review.next_review_date ?? ''],
      ],
    },
    { kind: 'heading', text: w.attendees },
    { kind: 'text', text: (review.attendee_ids ?? []).map(who).filter(Boolean).join(lang === 'en' ? ', ' : '、') },
  ];
  if (review.agenda) blocks.push({ kind: 'heading', text: field('agenda') }, { kind: 'text', text: review.agenda });
  blocks.push({ kind: 'heading', text: w.inputs });
  if (!review.inputs?.length) blocks.push({ kind: 'text', text: w.noInputs });
  for (const section of review.inputs ?? []) {
    blocks.push({ kind: 'heading', text: section.title[lang] });
    blocks.push({ kind: 'table', columns: [w.figure, w.value], widths: [0.78, 0.22], rows: section.figures.map((figure) => [figure.label[lang], figure.target ? `${figure.value} (${w.target} ${figure.target.value}${figure.target.unit ? ` ${figure.target.unit}` : ''})` : String(figure.value)]) });
    for (const note of section.notes ?? []) blocks.push({ kind: 'text', text: note[lang] });
  }
  blocks.push({ kind: 'heading', text: w.decisions });
  if (!review.decisions.length) blocks.push({ kind: 'text', text: w.noDecisions });
  else {
    const kind = (value: string) => MANAGEMENT_REVIEW_TRANSLATIONS[lang][`evaluation.reviewDecision.kind_options.${value}`] ?? value;
    blocks.push({
      kind: 'table',
      columns: [w.decision, w.owner, w.due, w.kind, w.state],
      widths: [0.44, 0.14, 0.13, 0.14, 0.15],
      rows: review.decisions.map((row) => [row.text, who(row.owner_id), row.due_date, `${kind(row.kind)}${row.ref ? ` ${row.ref}` : ''}`, row.closed ? w.closed : w.open]),
    });
  }
  blocks.push({ kind: 'heading', text: w.minutes }, { kind: 'text', text: review.minutes ?? '' });
  return renderPdf({ title: `${w.title} ${review.review_no ?? ''}`.trim(), blocks, footer: `${w.title} ${review.review_no ?? ''}`.trim(), ...(company ? { company } : {}) });
}

/** `GET /admin/evaluation.Review/print?id=`: the pack as a PDF download (right `evaluation/review/print`), in the reader's language. */
export function reviewPrintRoute(app: FastifyInstance, context: ModuleContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/admin/evaluation.Review/print', {
    config: { auth: 'admin', right: 'evaluation/review/print' },
    schema: { tags: ['evaluation'], summary: "A management review's pack as a PDF, in the reader's language", querystring: idQuery },
    handler: async (request, reply) => {
      const binding = context.registry.resource('evaluation.Review')!;
      const [row] = await context.db
        .select()
        .from(managementReview)
        .where(and(eq(managementReview.id, request.query.id), scopeCondition(binding, request.access!)));
      if (!row) throw new ApiError('record.notFound', { status: 404 });
      const [review] = await binding.present!([row as unknown as Row], context.db);
      const pdf = await reviewPack(context.db, review as unknown as ManagementReviewRow & { decisions: ReviewDecisionView[] }, request.lang, await printingCompany(context));
      return sendPdf(reply, pdf, `${row.review_no ?? 'management-review'}.pdf`);
    },
  });
}
