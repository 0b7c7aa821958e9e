/** How the NCR pages show a report: colours of grades and states, the step forms' fields, the source's page. */

export const GRADE_COLOURS: Readonly<Record<string, string>> = { major: 'red', minor: 'orange', observation: 'blue' };

export const STATUS_COLOURS: Readonly<Record<string, string>> = {
  draft: 'default',
  raised: 'gold',
  submitted_to_office: 'gold',
  accepted: 'geekblue',
  ca_proposed: 'purple',
  ca_in_progress: 'blue',
  pending_verification: 'cyan',
  closed: 'green',
  rejected: 'default',
  cancelled: 'default',
};

export const ACTION_STATUS_COLOURS: Readonly<Record<string, string>> = { open: 'default', in_progress: 'blue', done: 'cyan', verified: 'green', rejected: 'red' };

/** The inputs of a step's form, in order; a step without inputs is confirmed, not asked. */
export type StepInput = 'comment' | 'reason' | 'dept_id' | 'grade' | 'root_cause_method' | 'root_cause' | 'cause_category' | 'risk_level' | 'effectiveness_result' | 'extended_to';

export const REPORT_STEP_INPUTS: Readonly<Record<string, readonly StepInput[]>> = {
  submit: [],
  masterReview: ['comment'],
  accept: ['dept_id', 'grade', 'comment'],
  reject: ['reason'],
  proposeCa: ['root_cause_method', 'root_cause', 'cause_category', 'risk_level', 'comment'],
  verify: ['effectiveness_result', 'comment'],
  reopen: ['reason'],
  requestExtension: ['extended_to', 'reason'],
  cancel: ['reason'],
};

/** Inputs the server requires (the form marks them). */
export const REQUIRED_INPUTS: ReadonlySet<StepInput> = new Set(['reason', 'root_cause_method', 'root_cause', 'cause_category', 'extended_to']);

/** Steps that end or undo something: drawn as danger buttons. */
export const DANGER_STEPS: ReadonlySet<string> = new Set(['reject', 'cancel', 'reopen']);

/** The body of a step from its form: empty optional inputs are left out. */
export function stepBody(id: string, values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { id };
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    body[key] = typeof value === 'string' ? value.trim() : value;
  }
  return body;
}

/** The page of the record an NCR was raised from, when it has one. */
export function sourceHref(sourceType: unknown, sourceId: unknown): string | null {
  if (typeof sourceId !== 'string' || !sourceId) return null;
  const id = encodeURIComponent(sourceId);
  switch (sourceType) {
    case 'psc':
    case 'fsc':
    case 'class':
    case 'vetting':
      return `/admin/supervision/inspection?id=${id}`;
    case 'internal_audit':
    case 'external_audit':
    case 'self_inspection':
      return `/admin/ShdetailPage?id=${id}`;
    default:
      return null;
  }
}

/** The date a report is due by: its extension, else its target date. */
export function dueDateOf(report: Record<string, unknown>): string | null {
  const due = report.extended_to ?? report.target_date;
  return typeof due === 'string' && due ? due : null;
}
