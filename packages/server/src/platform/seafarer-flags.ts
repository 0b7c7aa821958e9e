import type { Db } from '../db/client.js';
import { serviceToken } from './services.js';

/**
 * What other areas say about a seafarer that a crew manager must see before assigning him (issue 18: an
 * appraisal recommending no rehire). The evaluation module provides it; the crew reads it with
 * optionalService, so the crew works without evaluation.
 */
export interface SeafarerFlag {
  kind: 'no_rehire';
  label: { en: string; 'zh-cn': string };
  /** The day the flag was raised (the appraisal's period end). */
  since: string;
  /** The record behind it, to open from the flag. */
  source: { resource: string; id: string };
}

export interface SeafarerFlags {
  /** The latest flag of each seafarer who has one; seafarers without a flag are left out. */
  flags(db: Db, seafarerIds: readonly string[]): Promise<Map<string, SeafarerFlag>>;
}
export const SEAFARER_FLAGS = serviceToken<SeafarerFlags>('seafarer.flags');
