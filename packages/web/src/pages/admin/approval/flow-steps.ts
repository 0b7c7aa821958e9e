import type { ApprovalStepInput } from '@vessel/contract';

/** The steps a form value holds: the list the server answered, or its JSON text; anything else is none. */
export function stepsOfValue(value: unknown): ApprovalStepInput[] {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((item): item is ApprovalStepInput => typeof item === 'object' && item !== null)
    .map((item) => ({
      order: Number(item.order) || 0,
      title_en: String(item.title_en ?? ''),
      title_zh: String(item.title_zh ?? ''),
      approver_kind: item.approver_kind ?? 'dpa',
      value: item.value ?? null,
      can_reject: item.can_reject !== false,
      can_return: item.can_return !== false,
    }))
    .sort((a, b) => a.order - b.order);
}

/** Orders 1..n in list order: what the server requires, whatever was moved or removed. */
function renumber(steps: readonly ApprovalStepInput[]): ApprovalStepInput[] {
  return steps.map((step, index) => ({ ...step, order: index + 1 }));
}

/** The editor's changes, each answering a new list. */
export const editSteps = {
  add(steps: readonly ApprovalStepInput[]): ApprovalStepInput[] {
    return renumber([...steps, { order: 0, title_en: '', title_zh: '', approver_kind: 'dpa', value: null, can_reject: true, can_return: true }]);
  },
  remove(steps: readonly ApprovalStepInput[], index: number): ApprovalStepInput[] {
    return renumber(steps.filter((_step, at) => at !== index));
  },
  move(steps: readonly ApprovalStepInput[], index: number, by: -1 | 1): ApprovalStepInput[] {
    const target = index + by;
    if (target < 0 || target >= steps.length) return [...steps];
    const next = [...steps];
    [next[index], next[target]] = [next[target]!, next[index]!];
    return renumber(next);
  },
  set(steps: readonly ApprovalStepInput[], index: number, change: Partial<ApprovalStepInput>): ApprovalStepInput[] {
    return steps.map((step, at) => (at === index ? { ...step, ...change } : step));
  },
};
