import type { Db } from '../db/client.js';
import { serviceToken } from './services.js';

/**
 * Human-readable numbers (DOMAIN.md §4.0 `sequence_rule`): `NCR-{SHIP}-{YYYY}-{####}` per business type,
 * with separate counters per ship and for the office (as Mespas keeps them). The settings area owns the
 * rules and counters and provides this.
 *
 * Gap-free: the counter moves inside the caller's transaction (an upsert that locks the counter row), so
 * a raise that rolls back gives its number back, and 50 concurrent raises get 50 consecutive numbers.
 */
export interface NumberingRequest {
  /** `ncr`, `audit_plan`, `inspection`... : the rule's key. */
  bizType: string;
  /** The ship the record belongs to (its counter and `{SHIP}` code), null for an office record (`OFF`). */
  shipId: string | null;
  /** The day that names the year and month (`{YYYY}`, `{YY}`, `{MM}`): the company's today, as a rule. */
  date: string;
}

export interface Numbering {
  /** The next number of the rule, taken within `tx`. A type without a rule uses `{BIZ}-{SHIP}-{YYYY}-{####}`. */
  next(tx: Db, request: NumberingRequest): Promise<string>;
}

export const NUMBERING = serviceToken<Numbering>('platform.numbering');
