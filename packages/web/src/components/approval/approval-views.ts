import type { ApprovalTimeline, Lang } from '@vessel/contract';

type Instance = NonNullable<ApprovalTimeline['instance']>;
type Steps = Instance['steps'];

/** A step's title in the reader's language ('' for a step the instance does not have). */
export function stepTitle(steps: Steps, order: number, lang: Lang): string {
  const step = steps.find((candidate) => candidate.order === order);
  if (!step) return '';
  return lang === 'zh-cn' ? step.title_zh : step.title_en;
}

/** Where a return may send the instance: the submitter (0), then each earlier step, nearest last. */
export function returnTargets(instance: Pick<Instance, 'steps' | 'current_step'>): number[] {
  return [0, ...instance.steps.map((step) => step.order).filter((order) => order < instance.current_step).sort((a, b) => a - b)];
}

/** The colour of an act on the timeline: forward green, back or stopped red, aside blue. */
export function actionColour(action: string): string {
  switch (action) {
    case 'approve':
      return 'green';
    case 'reject':
    case 'cancel':
      return 'red';
    case 'return':
      return 'orange';
    default:
      return 'blue';
  }
}

export function statusColour(status: string): string {
  switch (status) {
    case 'approved':
      return 'success';
    case 'rejected':
      return 'error';
    case 'returned':
      return 'warning';
    case 'pending':
      return 'processing';
    default:
      return 'default';
  }
}
