import { z } from 'zod';
import { LIST_LIMIT } from '../constants.js';
import { numberInput } from '../number-input.js';
import { isoDateSchema } from '../validation.js';
import { SEAFARER_STATUSES, SIGN_OFF_REASONS, type AssignmentStatus, type SeafarerStatus } from '../crew-status.js';
import { shipIdsSchema } from '../dashboard.js';

const isoDate = isoDateSchema;
const uuid = z.string().uuid({ error: 'validate.invalid' });

/**
 * `POST /admin/crew.Assignment/{step}`: the selected assignments, and for sign-on / sign-off the day, the
 * port and (sign-off) the reason. The date defaults to today; a port to the planned one.
 */
export const assignmentStepBody = z.strictObject({
  ids: z.array(uuid).min(1).max(200),
  date: isoDate.optional(),
  port: z.string().trim().max(60).optional(),
  reason: z.enum(SIGN_OFF_REASONS, { error: 'validate.invalidValue' }).optional(),
  remark: z.string().trim().max(500).optional(),
});
export type AssignmentStepBody = z.infer<typeof assignmentStepBody>;

/** One refused row of a step, with the reason in the request's language. */
export interface StepRefusal {
  id: string;
  reason: string;
  /** For refused approvals/nominations: each missing or too-short document. */
  documents?: DocumentShortfall[];
}

/** What a step answers: how many moved, and (code 0, `data`) the refusals. */
export interface AssignmentStepAnswer {
  done: number;
  refused: StepRefusal[];
}

/** A mandatory document a seafarer lacks for a rank on a ship type, or holds with too short a validity. */
export interface DocumentShortfall {
  cert_type_id: string;
  cert_type_code: string;
  cert_type_name_en: string;
  cert_type_name_zh: string;
  kind: 'missing' | 'expiring';
  /** The latest expiry among the seafarer's documents of this type (kind 'expiring'). */
  expiry_date: string | null;
  /** The document must be valid until this day: planned sign-off + min validity days. */
  needed_until: string;
}

/** `GET /admin/crew.Assignment/tracking`: every seafarer with where they stand now (paged). */
export const trackingQuery = z.strictObject({
  page: numberInput().pipe(z.number().int().min(1).max(1_000_000)).default(1),
  limit: numberInput().pipe(z.number().int().min(1).max(LIST_LIMIT.max)).default(20),
  ship_id: uuid.optional(),
  /** Only seafarers on (or going to) one of these ships, comma separated: the dashboard's fleet-group and ship-type filters. */
  ship_ids: shipIdsSchema.optional(),
  status: z.enum(SEAFARER_STATUSES, { error: 'validate.invalidValue' }).optional(),
  rank_id: uuid.optional(),
  /** Seafarer number or name (either language). */
  quickSearch: z.string().trim().max(100).optional(),
  /** Only those whose contract ends within this many days and have no relief. */
  relief_due_days: numberInput().pipe(z.number().int().min(0).max(365)).optional(),
});
export type TrackingQuery = z.infer<typeof trackingQuery>;

export interface TrackingRow {
  seafarer_id: string;
  seafarer_no: string;
  name_en: string;
  name_zh: string;
  nationality: string;
  status: SeafarerStatus;
  /** The rank of the current or coming assignment, else the seafarer's own rank. */
  rank_id: string | null;
  rank_label: string;
  rank_label_zh: string;
  rank_abbr: string;
  ship_id: string | null;
  ship_label: string;
  ship_label_zh: string;
  /** The current (onboard) or coming assignment. */
  assignment_id: string | null;
  assignment_status: AssignmentStatus | null;
  planned_join_date: string | null;
  sign_on_date: string | null;
  days_on_board: number | null;
  planned_sign_off_date: string | null;
  /** The contract's planned end, else the assignment's planned sign-off. */
  contract_end: string | null;
  days_to_contract_end: number | null;
  /** Onboard past contract end + tolerance. */
  overdue: boolean;
  relief_planned: boolean;
  relief_assignment_id: string | null;
  relief_seafarer_name: string | null;
  availability_date: string | null;
}

export interface TrackingAnswer {
  list: TrackingRow[];
  total: number;
  /** Counts by status over the same filters (except status), for the page's tabs. */
  counts: Partial<Record<SeafarerStatus, number>>;
}

/** `GET /admin/crew.Assignment/timeline?ship_id=&from=&to=`: positions × time for one ship. */
export const timelineQuery = z.strictObject({
  ship_id: uuid,
  from: isoDate,
  to: isoDate,
});
export type TimelineQuery = z.infer<typeof timelineQuery>;

export interface TimelinePeriod {
  assignment_id: string;
  seafarer_id: string;
  seafarer_name_en: string;
  seafarer_name_zh: string;
  status: AssignmentStatus;
  /** Sign-on date, else planned join date. */
  start: string;
  /** Sign-off date, else planned sign-off date. */
  end: string;
  /** Whether start/end are actual (signed on / off) rather than planned. */
  actual_start: boolean;
  actual_end: boolean;
}

/** A stretch of days where a position holds fewer (gap) or more (overlap) people than safe manning asks. */
export interface TimelineSegment {
  from: string;
  to: string;
  /** People counted on board in the stretch. */
  count: number;
  required: number;
  assignment_ids: string[];
}

export interface TimelineRow {
  position_id: string;
  code: string;
  abbr: string;
  name_en: string;
  name_zh: string;
  /** Safe manning for the position (0 when the ship's safe manning does not name it). */
  required: number;
  periods: TimelinePeriod[];
  /**
   * Fewer on board today than safe manning: the one rule of the dashboard's safe-manning gaps and of the
   * safe-manning alert (a ship in service only). The window's `gaps` are stretches of time, past and planned.
   */
  short_today: boolean;
  gaps: TimelineSegment[];
  overlaps: TimelineSegment[];
}

export interface TimelineAnswer {
  ship: { id: string; name_en: string; name_zh: string; status: string };
  from: string;
  to: string;
  /** `YYYY-MM` of every month the range touches, for the header. */
  months: string[];
  rows: TimelineRow[];
}

/** `GET /admin/crew.Seafarer/detail?id=` (right crew/seafarer/index): the seafarer page's head. */
export interface SeafarerDetailAnswer {
  /** As the list presents it (with `rank_id_label`/`_zh`, `current_ship_id_label`/`_zh`...). */
  seafarer: Record<string, unknown> & { id: string; seafarer_no: string; name_en: string; name_zh: string; status: SeafarerStatus };
  /** The row the tracking page shows for them. */
  standing: TrackingRow | null;
}


/**
 * `GET /admin/crew.Assignment/crewList`: the IMO crew list (FAL Form 5) of a ship on a day (today when
 * absent), with the voyage, the port of arrival or departure and the last port of call when given.
 */
export const crewListQuery = z.strictObject({
  ship_id: uuid,
  date: isoDate.optional(),
  voyage: z.string().trim().max(30).optional(),
  port: z.string().trim().max(60).optional(),
  direction: z.enum(['arrival', 'departure'], { error: 'validate.invalidValue' }).optional(),
  last_port: z.string().trim().max(60).optional(),
});
export type CrewListQuery = z.infer<typeof crewListQuery>;
