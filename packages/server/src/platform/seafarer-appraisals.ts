import type { Db } from '../db/client.js';
import type { Titles } from './titles.js';
import { serviceToken } from './services.js';

/**
 * A seafarer's appraisals as other areas may show them (the seafarer's record a crew manager prints): when,
 * where, at which rank, the overall mark and the recommendations, each with its words in both languages.
 * The evaluation module keeps the appraisals and provides this; the crew reads it with optionalService, so
 * the record prints without evaluation (and says no appraisal).
 */
export interface SeafarerAppraisal {
  id: string;
  ship_id: string | null;
  rank_id: string | null;
  period_from: string;
  period_to: string;
  /** The mean of the scores given (one decimal), null while none is. */
  overall: number | null;
  /** The occasion (end of contract, periodic...), the state and the rehire recommendation, worded. */
  occasion: Titles;
  status: Titles;
  rehire: Titles | null;
  recommend_promotion: boolean | null;
}

export interface SeafarerAppraisals {
  /** Every appraisal of the seafarer past draft, the latest first. */
  ofSeafarer(db: Db, seafarerId: string): Promise<SeafarerAppraisal[]>;
}
export const SEAFARER_APPRAISALS = serviceToken<SeafarerAppraisals>('seafarer.appraisals');
