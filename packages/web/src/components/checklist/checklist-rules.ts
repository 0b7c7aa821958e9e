/** The checklist's rules apart from its drawing (testable without the browser). */
import type { AuditDetailAnswer } from '@vessel/contract';

export type ChecklistTemplateView = AuditDetailAnswer['checklists'][number];
export type ChecklistItemView = ChecklistTemplateView['sections'][number]['items'][number];
export interface ChecklistAnswerView {
  template_id: string;
  item_id: string;
  answer: string;
  comment: string;
  evidence: string[];
}

export const keyOf = (templateId: string, itemId: string) => `${templateId}/${itemId}`;
export const empty = (templateId: string, itemId: string): ChecklistAnswerView => ({ template_id: templateId, item_id: itemId, answer: '', comment: '', evidence: [] });

/** Whether an answer is one a finding is raised from: "No", or a grade below satisfactory. */
export function isAdverse(item: Pick<ChecklistItemView, 'answer_type'>, answer: string): boolean {
  if (item.answer_type === 'yes_no_na') return answer === 'no';
  if (item.answer_type === 'graded') return answer === '1' || answer === '2';
  return false;
}

/** How many items of a section are answered, and how many adversely. */
export function sectionProgress(items: readonly ChecklistItemView[], templateId: string, answers: ReadonlyMap<string, ChecklistAnswerView>) {
  let answered = 0;
  let adverse = 0;
  for (const item of items) {
    const answer = answers.get(keyOf(templateId, item.id));
    if (answer?.answer) answered += 1;
    if (answer && isAdverse(item, answer.answer)) adverse += 1;
  }
  return { answered, adverse, total: items.length };
}

