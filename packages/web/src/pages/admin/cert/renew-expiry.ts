/**
 * The expiry the server gives a renewed certificate when none is entered (contract renewBody): by the
 * renewal rule from the date the renewal survey was completed (SOLAS I/14: within the 3-month window,
 * the old expiry + validity; earlier, the completion date + validity), else the issue date + validity.
 * The renew dialog shows it, so the user sees what leaving the field empty means.
 */
import { addMonths, renewedExpiry, type IsoDate } from '@vessel/contract';

export function proposedExpiry(input: {
  oldExpiry: IsoDate | null;
  issueDate: IsoDate | null;
  surveyCompleted: IsoDate | null;
  /** The type's validity; null: no fixed validity, the user must enter the expiry. */
  validityMonths: number | null;
}): IsoDate | null {
  const { oldExpiry, issueDate, surveyCompleted, validityMonths } = input;
  if (!validityMonths) return null;
  if (surveyCompleted && oldExpiry) return renewedExpiry(oldExpiry, surveyCompleted, validityMonths);
  return issueDate ? addMonths(issueDate, validityMonths) : null;
}
