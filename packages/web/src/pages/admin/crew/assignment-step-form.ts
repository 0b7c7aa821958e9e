/**
 * The dialogs of the crew workflow (`POST /admin/crew.Assignment/{step}`): which inputs each step asks
 * for, the body it sends (checked with the contract's own schema), and the server's refusals read back
 * with the documents a seafarer lacks. Pure functions for the step dialog.
 */
import { assignmentStepBody, type AssignmentStep, type AssignmentStepBody, type DocumentShortfall, type SignOffReason, type StepRefusal } from '@vessel/contract';

export interface StepInputs {
  /** Sign-on / sign-off day (defaults to today on the server; never later than today). */
  date: boolean;
  /** Port of joining / leaving. */
  port: boolean;
  /** Why the seafarer leaves. */
  reason: boolean;
}

export function stepInputs(step: AssignmentStep): StepInputs {
  return {
    date: step === 'signOn' || step === 'signOff',
    port: step === 'signOn' || step === 'signOff',
    reason: step === 'signOff',
  };
}

export interface StepValues {
  date?: string | null;
  port?: string | null;
  reason?: SignOffReason | null;
  remark?: string | null;
}

/** The body of a step for these assignments: only the inputs the step asks for, emptied ones left out. */
export function stepBody(step: AssignmentStep, ids: readonly string[], values: StepValues): AssignmentStepBody {
  const inputs = stepInputs(step);
  const body: Record<string, unknown> = { ids: [...ids] };
  if (inputs.date && values.date) body.date = values.date;
  if (inputs.port && values.port?.trim()) body.port = values.port.trim();
  if (inputs.reason && values.reason) body.reason = values.reason;
  if (values.remark?.trim()) body.remark = values.remark.trim();
  return assignmentStepBody.parse(body);
}

/** The refused rows of a step's answer (`data.refused`), with their missing documents when the server names them. */
export function stepRefusals(data: unknown): StepRefusal[] {
  if (!data || typeof data !== 'object') return [];
  const refused = (data as { refused?: unknown }).refused;
  if (!Array.isArray(refused)) return [];
  return refused.flatMap((item): StepRefusal[] => {
    if (!item || typeof item !== 'object') return [];
    const { id, reason, documents } = item as { id?: unknown; reason?: unknown; documents?: unknown };
    const docs = Array.isArray(documents) ? documents.filter(isShortfall) : [];
    return [{ id: String(id ?? ''), reason: String(reason ?? ''), ...(docs.length ? { documents: docs } : {}) }];
  });
}

function isShortfall(value: unknown): value is DocumentShortfall {
  if (!value || typeof value !== 'object') return false;
  const doc = value as Partial<DocumentShortfall>;
  return typeof doc.cert_type_id === 'string' && (doc.kind === 'missing' || doc.kind === 'expiring') && typeof doc.needed_until === 'string';
}

/** Missing documents first, then those expiring too soon, each by name: the order a crew manager works through them. */
export function sortedShortfalls(documents: readonly DocumentShortfall[], lang: 'zh-cn' | 'en'): DocumentShortfall[] {
  const name = (doc: DocumentShortfall) => (lang === 'en' ? doc.cert_type_name_en : doc.cert_type_name_zh || doc.cert_type_name_en);
  return [...documents].sort((a, b) => (a.kind === b.kind ? name(a).localeCompare(name(b)) : a.kind === 'missing' ? -1 : 1));
}
