import { addDays, addMonths, daysBetween } from './iso-date.js';

/**
 * The crew state machine of DOMAIN.md §4.4 as pure functions, shared by the server (which enforces it)
 * and the web (which offers only the buttons that can succeed).
 *
 * One `crew_assignment` row is one onboard period: planned (a draft) → nominated → approved →
 * (pre_joining) → onboard → signed_off, or cancelled before sign-on. The seafarer's status is derived from
 * the latest assignment that was not cancelled, unless a side exit (unfit, resigned, not for re-hire)
 * holds them out of the pool.
 */

export const ASSIGNMENT_STATUSES = ['planned', 'nominated', 'approved', 'pre_joining', 'onboard', 'signed_off', 'cancelled'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** The workflow steps of an assignment (`POST /admin/crew.Assignment/{step}`), each its own right. */
export const ASSIGNMENT_STEPS = ['nominate', 'approve', 'prepare', 'signOn', 'signOff', 'cancel'] as const;
export type AssignmentStep = (typeof ASSIGNMENT_STEPS)[number];

const STEP_RULES: Record<AssignmentStep, { from: readonly AssignmentStatus[]; to: AssignmentStatus }> = {
  nominate: { from: ['planned'], to: 'nominated' },
  approve: { from: ['nominated'], to: 'approved' },
  prepare: { from: ['approved'], to: 'pre_joining' },
  signOn: { from: ['approved', 'pre_joining'], to: 'onboard' },
  signOff: { from: ['onboard'], to: 'signed_off' },
  cancel: { from: ['planned', 'nominated', 'approved', 'pre_joining'], to: 'cancelled' },
};

/** Whether a step applies to an assignment in this status. */
export function stepAllowed(step: AssignmentStep, status: AssignmentStatus): boolean {
  return STEP_RULES[step].from.includes(status);
}

/** The status a step leads to. */
export function stepTarget(step: AssignmentStep): AssignmentStatus {
  return STEP_RULES[step].to;
}

/** The statuses a step starts from (for messages: "only a nominated assignment can be approved"). */
export function stepSources(step: AssignmentStep): readonly AssignmentStatus[] {
  return STEP_RULES[step].from;
}

/** Steps offered for an assignment in this status, in workflow order. */
export function availableSteps(status: AssignmentStatus): AssignmentStep[] {
  return ASSIGNMENT_STEPS.filter((step) => stepAllowed(step, status));
}

/** Assignments that hold the seafarer's time: they may not overlap (cancelled and drafts do not count for the seafarer's status). */
export const OCCUPYING_STATUSES: readonly AssignmentStatus[] = ['planned', 'nominated', 'approved', 'pre_joining', 'onboard', 'signed_off'];

/** Assignments still to come or running: a relief planned for someone is one of these. */
export const LIVE_STATUSES: readonly AssignmentStatus[] = ['planned', 'nominated', 'approved', 'pre_joining', 'onboard'];

/** Why a seafarer left the ship (DOMAIN.md §4.4). */
export const SIGN_OFF_REASONS = ['end_of_contract', 'medical', 'family_emergency', 'transfer', 'promotion', 'dismissal', 'ship_sold', 'other'] as const;
export type SignOffReason = (typeof SIGN_OFF_REASONS)[number];

/** The seafarer's own standing, set by the crew department: anything but `active` keeps them out of the pool. */
export const EMPLOYMENT_STATES = ['active', 'not_available', 'resigned', 'terminated'] as const;
export type EmploymentState = (typeof EMPLOYMENT_STATES)[number];

/** The seafarer's status as the crew tracking page shows it. */
export const SEAFARER_STATUSES = ['available', 'nominated', 'approved', 'pre_joining', 'onboard', 'on_leave', 'not_available', 'resigned', 'terminated'] as const;
export type SeafarerStatus = (typeof SEAFARER_STATUSES)[number];

/**
 * The seafarer's status from their standing, the status of their latest assignment that was not cancelled
 * (a draft does not change it), and the date they are available again after leave.
 */
export function seafarerStatus(input: {
  employment: EmploymentState;
  latest: AssignmentStatus | null;
  availabilityDate: string | null;
  today: string;
}): SeafarerStatus {
  if (input.employment !== 'active') return input.employment;
  switch (input.latest) {
    case 'nominated':
    case 'approved':
    case 'pre_joining':
    case 'onboard':
      return input.latest;
    case 'signed_off':
      return input.availabilityDate && input.availabilityDate > input.today ? 'on_leave' : 'available';
    default:
      return 'available';
  }
}

/** Statuses of employment contracts (MLC SEA) and the changes they may make. */
export const CONTRACT_STATUSES = ['draft', 'signed', 'active', 'completed', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

const CONTRACT_NEXT: Record<ContractStatus, readonly ContractStatus[]> = {
  draft: ['signed', 'terminated'],
  signed: ['active', 'terminated'],
  active: ['completed', 'terminated'],
  completed: [],
  terminated: [],
};

export function contractStatusChangeAllowed(from: ContractStatus, to: ContractStatus): boolean {
  return from === to || CONTRACT_NEXT[from].includes(to);
}

/** The planned end of an employment contract: the day before start + duration months (a 6-month SEA from 1 March ends 31 August). */
export function contractPlannedEnd(startDate: string, durationMonths: number): string {
  return addDays(addMonths(startDate, durationMonths), -1);
}

/** Days on board on `today` (the sign-on day counts), or the length of a finished period. */
export function daysOnBoard(signOn: string, signOffOrToday: string): number {
  return daysBetween(signOn, signOffOrToday) + 1;
}
