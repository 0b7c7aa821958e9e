import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { VISIT_ANSWERABLE, visitAnswersBody, type VisitAnswer } from '@vessel/contract';
import { CHECKLISTS, type ChecklistItem } from '../../platform/checklists.js';
import { ApiError } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import type { Row } from '../../platform/resource/define.js';
import { defineStep, type StepDefinition } from '../../platform/resource/steps.js';
import { service } from '../../platform/services.js';
import { DETENTION_SOURCE } from './alert-source.js';
import { raiseFindingNcr, raiseInspectionNcr, raiseItemNcr, visitOf } from './ncr.js';
import { inspectionById } from './resources.js';
import { refreshInspection } from './rules.js';
import { inspection, inspectionItem, visit, visitFinding, type InspectionItemRow, type VisitFindingRow, type VisitRow } from './tables.js';

/** The selected records of a raise: ids only. */
const raiseBody = z.strictObject({ ids: z.array(z.string().uuid({ error: 'validate.invalid' })).min(1).max(200) });

const messages = { done: 'supervision.ncrDone', refused: 'supervision.ncrRefused' } as const;

/** Whether an answer fits its item's type: yes/no/N/A, a grade 1–5, a number, or words; '' clears it. */
export function answerFits(item: Pick<ChecklistItem, 'answer_type'>, answer: string): boolean {
  if (answer === '') return true;
  switch (item.answer_type) {
    case 'yes_no_na':
      return ['yes', 'no', 'na'].includes(answer);
    case 'graded':
      return /^[1-5]$/.test(answer);
    case 'number':
      return answer.length <= 30 && answer.trim() !== '' && Number.isFinite(Number(answer));
    case 'text':
      return true;
  }
}

/**
 * The visit's checklist answered (DOMAIN.md §4.12 checklist_template_ids): each answer must name an item
 * of the visit's template and fit its type; answers merge into those kept, item by item, so a tablet can
 * save a section at a time. A reviewed or closed visit is history and takes none.
 */
const answerStep = defineStep({
  resource: 'supervision.Visit',
  name: 'answer',
  input: visitAnswersBody,
  mode: 'all',
  from: { field: 'status', states: VISIT_ANSWERABLE },
  async run({ rows, input, tx, access }) {
    const head = rows[0] as unknown as VisitRow;
    if (!head.checklist_template_id) throw new ApiError('supervision.noChecklist');
    const template = (await service(CHECKLISTS).byIds(tx, [head.checklist_template_id])).get(head.checklist_template_id);
    const items = new Map((template?.sections ?? []).flatMap((section) => section.items.map((item) => [item.id, item] as const)));
    const kept = new Map((head.answers ?? []).map((answer) => [answer.item_id, answer]));
    const now = new Date().toISOString();
    for (const given of input.answers) {
      const item = items.get(given.item_id);
      if (!item) throw new ApiError('supervision.checklistItemUnknown', { params: { item: given.item_id } });
      const answer = given.answer.trim();
      if (!answerFits(item, answer)) throw new ApiError('supervision.answerInvalid', { params: { answer: answer.slice(0, 40), item: item.ref || item.id } });
      const evidence = given.evidence ?? kept.get(item.id)?.evidence ?? [];
      if (answer === '' && !given.comment && evidence.length === 0) kept.delete(item.id);
      else kept.set(item.id, { item_id: item.id, answer, comment: given.comment ?? '', evidence, answered_by: access.admin.id, answered_at: now } satisfies VisitAnswer);
    }
    const [after] = await tx.update(visit).set({ answers: [...kept.values()], updated_at: new Date() }).where(eq(visit.id, head.id)).returning();
    return { rows: [after as unknown as Row], value: input.answers.length };
  },
  answer: (outcome) => ({ data: { row: outcome.rows[0] }, message: 'supervision.answersSaved', params: { count: Number(outcome.value) } }),
});

/**
 * Raising NCRs (DOMAIN.md §4.12 "items mapped to NCR"): one per deficiency, one per inspection, one per
 * visit finding, each through the NCR pipeline inside the row's own transaction and never twice (a row
 * that has its NCR is refused with its number; the others go ahead).
 */
export function supervisionSteps(context: ModuleContext): StepDefinition[] {
  return [
    answerStep,
    defineStep({
      resource: 'supervision.InspectionItem',
      name: 'raiseNcr',
      input: raiseBody,
      mode: 'each',
      messages,
      async run({ rows, tx, access }) {
        const item = rows[0] as unknown as InspectionItemRow;
        const head = await inspectionById(tx, item.inspection_id);
        if (!head) throw new ApiError('record.notFound');
        await raiseItemNcr(tx, head, item, access);
        const [after] = await tx.select().from(inspectionItem).where(eq(inspectionItem.id, item.id));
        return [after as unknown as Row];
      },
    }),
    defineStep({
      resource: 'supervision.Inspection',
      name: 'raiseNcr',
      input: raiseBody,
      mode: 'each',
      messages,
      async run({ rows, tx, access }) {
        const head = await inspectionById(tx, rows[0]!.id);
        if (!head) throw new ApiError('record.notFound');
        await raiseInspectionNcr(tx, head, access);
        await refreshInspection(tx, head.id);
        const [after] = await tx.select().from(inspection).where(eq(inspection.id, head.id));
        return [after as unknown as Row];
      },
      committed: async (rows) => context.alerts.reconcile(DETENTION_SOURCE, rows.map((row) => row.id)),
    }),
    defineStep({
      resource: 'supervision.VisitFinding',
      name: 'raiseNcr',
      input: raiseBody,
      mode: 'each',
      messages,
      async run({ rows, tx, access }) {
        const finding = rows[0] as unknown as VisitFindingRow;
        const head = await visitOf(tx, finding.visit_id);
        if (!head) throw new ApiError('record.notFound');
        await raiseFindingNcr(tx, head, finding, access);
        const [after] = await tx.select().from(visitFinding).where(eq(visitFinding.id, finding.id));
        return [after as unknown as Row];
      },
    }),
  ];
}
