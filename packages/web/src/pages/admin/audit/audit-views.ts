import type { ResourceDef } from '@vessel/contract';

/** The plan steps offered from the detail page, in the order they are taken. */
export const PLAN_STEP_ORDER = ['notify', 'start', 'raiseFinding', 'submitReport', 'followUp', 'close', 'postpone', 'cancel'] as const;
export type PlanStep = (typeof PLAN_STEP_ORDER)[number];

/** What each state of an audit allows (the server refuses the rest; contract AUDIT_PLAN_STATUSES). */
const BY_STATE: Record<string, readonly PlanStep[]> = {
  planned: ['notify', 'start', 'postpone', 'cancel'],
  postponed: ['notify', 'start', 'postpone', 'cancel'],
  notified: ['start', 'postpone', 'cancel'],
  in_progress: ['raiseFinding', 'submitReport', 'cancel'],
  report_draft: ['submitReport'],
  report_issued: ['followUp', 'close'],
  follow_up: ['close'],
};

/** The steps an audit in `status` offers through a view (those the view serves). */
export function planStepsFor(status: string, def: Pick<ResourceDef, 'steps'>): PlanStep[] {
  const served = new Set((def.steps ?? []).map((step) => step.name));
  return (BY_STATE[status] ?? []).filter((step) => served.has(step));
}

/** Tag colours of audit and finding states: done green, stopped grey, waiting blue, under way orange. */
export function auditStateColour(status: unknown): string {
  if (status === 'closed') return 'green';
  if (status === 'cancelled') return 'default';
  if (status === 'planned' || status === 'notified' || status === 'draft' || status === 'submitted') return 'blue';
  if (status === 'approved' || status === 'report_issued') return 'cyan';
  return 'orange';
}

export function findingGradeColour(grade: unknown): string {
  if (grade === 'major_nc') return 'red';
  if (grade === 'nc') return 'volcano';
  if (grade === 'observation') return 'gold';
  return 'default';
}

/** A nav item of the admin index and its fourth-level items (each with its page's path). */
export interface NavEntry {
  name: string;
  fourNav?: ReadonlyArray<{ name: string; path?: string }>;
}

/** The navigation item whose fourth level holds `path`: the tabs drawn above that page. */
export function fourthLevelOf(nav: readonly NavEntry[], path: string): NavEntry | undefined {
  return nav.find((item) => item.fourNav?.some((fourth) => fourth.path === path));
}
