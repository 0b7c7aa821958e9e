import { dueStatus, evaluationNeedsRemark, SUPPLIER_APPROVAL_LEAD_DAYS, SUPPLIER_CRITERIA, type DueStatus, type SupplierCriterion } from '@vessel/contract';

/** The colour of a supplier's state tag: green in use, gold conditional, red out. */
export function supplierStateColour(status: unknown): string {
  switch (status) {
    case 'approved':
      return 'green';
    case 'conditional':
      return 'gold';
    case 'under_evaluation':
      return 'blue';
    case 'suspended':
      return 'orange';
    case 'blacklisted':
      return 'red';
    default:
      return 'default';
  }
}

/** Where a supplier's approval stands on `today` (the one due calculator; due soon within 60 days). */
export function approvalDue(validUntil: unknown, today: string): DueStatus | null {
  if (typeof validUntil !== 'string' || !validUntil) return null;
  return dueStatus({ due_date: validUntil, lead_days: SUPPLIER_APPROVAL_LEAD_DAYS, today, kind: 'expiry' });
}

export const DUE_COLOUR: Record<DueStatus, string> = { ok: 'green', due_soon: 'orange', in_window: 'blue', overdue: 'red', expired: 'red', done: 'default' };

/** The form's stars as numbers (an untouched Rate is 0 or absent: not given). */
export function scoresOf(values: Record<string, unknown>): Partial<Record<SupplierCriterion, number | null>> {
  return Object.fromEntries(SUPPLIER_CRITERIA.map((name) => [name, typeof values[name] === 'number' && (values[name] as number) > 0 ? (values[name] as number) : null]));
}

/** The form's own check of the remark: the server's rule and message (two stars or fewer needs one). */
export function remarkMissing(values: Record<string, unknown>): boolean {
  const remark = typeof values.remark === 'string' ? values.remark.trim() : '';
  return evaluationNeedsRemark(scoresOf(values)) && !remark;
}
