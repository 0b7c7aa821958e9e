/**
 * Crew tracking (船员动态) as a crew manager reads it: the page's filters as they live in its URL (so a
 * dashboard tile or a colleague's link opens the same list), how urgent a contract end or a missing
 * relief is, and which workflow steps a row offers. Pure functions; the page only draws them.
 */
import {
  LIST_LIMIT,
  addDays,
  addMonths,
  SEAFARER_STATUSES,
  availableSteps,
  shipIdsOf,
  type AssignmentStep,
  type SeafarerStatus,
  type TrackingQuery,
  type TrackingRow,
} from '@vessel/contract';

/** A contract ending within this many days with nobody to relieve is a crew manager's first job. */
export const RELIEF_URGENT_DAYS = 30;
/** … and within this many days it is time to plan one (DOMAIN.md §4.4: 30/60 days). */
export const RELIEF_PLAN_DAYS = 60;

export type Tone = 'danger' | 'warning' | 'success' | 'default';

export interface TrackingFilters {
  page: number;
  limit: number;
  ship_id?: string;
  /** Several ships, comma separated: the dashboard's fleet-group or ship-type filter the page was opened with. */
  ship_ids?: string;
  status?: SeafarerStatus;
  rank_id?: string;
  quickSearch?: string;
  relief_due_days?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The URL keys the tracking view owns; `view` and anything else on the page are left alone. */
const OWN_KEYS = ['page', 'limit', 'ship_id', 'ship_ids', 'status', 'rank_id', 'quickSearch', 'relief_due_days'] as const;

function positiveInt(text: string | null, fallback: number, max: number): number {
  if (text === null || !/^\d+$/.test(text)) return fallback;
  const value = Number(text);
  return value >= 1 ? Math.min(value, max) : fallback;
}

/** The filters of the URL; anything malformed is dropped, so a hand-made link never becomes a refused request. */
export function parseTrackingFilters(params: URLSearchParams): TrackingFilters {
  const filters: TrackingFilters = {
    page: positiveInt(params.get('page'), 1, 1_000_000),
    limit: positiveInt(params.get('limit'), LIST_LIMIT.default, LIST_LIMIT.max),
  };
  const ship = params.get('ship_id');
  if (ship && UUID.test(ship)) filters.ship_id = ship;
  const ships = params.get('ship_ids');
  if (ships && shipIdsOf(ships)) filters.ship_ids = ships;
  const rank = params.get('rank_id');
  if (rank && UUID.test(rank)) filters.rank_id = rank;
  const status = params.get('status');
  if (status && (SEAFARER_STATUSES as readonly string[]).includes(status)) filters.status = status as SeafarerStatus;
  const search = params.get('quickSearch')?.trim().slice(0, 100);
  if (search) filters.quickSearch = search;
  const due = params.get('relief_due_days');
  if (due !== null && /^\d{1,3}$/.test(due) && Number(due) <= 365) filters.relief_due_days = Number(due);
  return filters;
}

/** The page's query with the filters written in (defaults left out, other keys kept). */
export function writeTrackingFilters(current: URLSearchParams, filters: TrackingFilters): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!(OWN_KEYS as readonly string[]).includes(key)) next.append(key, value);
  if (filters.page !== 1) next.set('page', String(filters.page));
  if (filters.limit !== LIST_LIMIT.default) next.set('limit', String(filters.limit));
  if (filters.ship_id) next.set('ship_id', filters.ship_id);
  if (filters.ship_ids) next.set('ship_ids', filters.ship_ids);
  if (filters.status) next.set('status', filters.status);
  if (filters.rank_id) next.set('rank_id', filters.rank_id);
  if (filters.quickSearch?.trim()) next.set('quickSearch', filters.quickSearch.trim());
  if (filters.relief_due_days !== undefined) next.set('relief_due_days', String(filters.relief_due_days));
  return next;
}

/** `GET /admin/crew.Assignment/tracking`'s query. The status tabs' counts ignore the status filter on the server. */
export function trackingQueryOf(filters: TrackingFilters): Partial<TrackingQuery> {
  const query: Partial<TrackingQuery> = { page: filters.page, limit: filters.limit };
  if (filters.ship_id) query.ship_id = filters.ship_id;
  if (filters.ship_ids) query.ship_ids = filters.ship_ids;
  if (filters.status) query.status = filters.status;
  if (filters.rank_id) query.rank_id = filters.rank_id;
  if (filters.quickSearch) query.quickSearch = filters.quickSearch;
  if (filters.relief_due_days !== undefined) query.relief_due_days = filters.relief_due_days;
  return query;
}

type EndFacts = Pick<TrackingRow, 'status' | 'contract_end' | 'days_to_contract_end' | 'overdue' | 'relief_planned'>;

/**
 * How a row's contract end reads: past its end (plus tolerance) on board is a breach (danger); ending
 * within 30 days with no relief is urgent (danger), within 60 days with no relief is to plan (warning).
 * A relief planned, or a seafarer not on board, is not urgent.
 */
export function contractEndTone(row: EndFacts): Tone | null {
  if (!row.contract_end || row.days_to_contract_end === null) return null;
  if (row.status !== 'onboard') return 'default';
  if (row.overdue || row.days_to_contract_end < 0) return 'danger';
  if (row.relief_planned) return 'success';
  if (row.days_to_contract_end <= RELIEF_URGENT_DAYS) return 'danger';
  if (row.days_to_contract_end <= RELIEF_PLAN_DAYS) return 'warning';
  return 'default';
}

/** The relief column: only a seafarer on board needs one; planned is good, missing near the end is not. */
export function reliefTone(row: EndFacts): Tone | null {
  if (row.status !== 'onboard') return null;
  if (row.relief_planned) return 'success';
  const days = row.days_to_contract_end;
  if (days !== null && days <= RELIEF_URGENT_DAYS) return 'danger';
  if (days !== null && days <= RELIEF_PLAN_DAYS) return 'warning';
  return 'default';
}

/** The order a crew manager reads the buttons in: the next move first, cancelling last. */
const STEP_ORDER: readonly AssignmentStep[] = ['nominate', 'approve', 'signOn', 'prepare', 'signOff', 'cancel'];

/** The workflow steps a row offers: those its assignment's status allows and the session holds the right to. */
export function rowSteps(row: Pick<TrackingRow, 'assignment_id' | 'assignment_status'>, can: (step: AssignmentStep) => boolean): AssignmentStep[] {
  if (!row.assignment_id || !row.assignment_status) return [];
  const allowed = availableSteps(row.assignment_status);
  return STEP_ORDER.filter((step) => allowed.includes(step) && can(step));
}

/** A seafarer with nothing running or coming can be given an assignment. */
export function canPlanAssignment(row: Pick<TrackingRow, 'status' | 'assignment_id'>): boolean {
  return row.assignment_id === null && (row.status === 'available' || row.status === 'on_leave');
}

/** A seafarer on board with nobody planned to relieve them. */
export function needsRelief(row: Pick<TrackingRow, 'status' | 'relief_planned' | 'assignment_id'>): boolean {
  return row.status === 'onboard' && !row.relief_planned && row.assignment_id !== null;
}

/** Days before the relieved seafarer's contract end that a relief usually joins, for the handover. */
export const HANDOVER_DAYS = 3;
/** A usual first contract length, for the planned sign-off a new assignment starts with. */
export const USUAL_CONTRACT_MONTHS = 6;

/** The later of two days. */
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * What a new assignment for a free seafarer starts with: them, their rank, joining as soon as they are
 * available, for a usual contract length. The crew manager picks the ship and changes what differs.
 */
export function assignmentPresets(row: Pick<TrackingRow, 'seafarer_id' | 'rank_id' | 'availability_date'>, today: string): Record<string, unknown> {
  const join = later(row.availability_date ?? today, today);
  return {
    seafarer_id: row.seafarer_id,
    ...(row.rank_id ? { rank_id: row.rank_id } : {}),
    planned_join_date: join,
    planned_sign_off_date: addMonths(join, USUAL_CONTRACT_MONTHS),
  };
}

/**
 * What a relief starts with: the same ship and rank, relieving the seafarer's assignment, joining a few
 * days before their contract ends (not in the past). The crew manager picks who.
 */
export function reliefPresets(row: Pick<TrackingRow, 'assignment_id' | 'ship_id' | 'rank_id' | 'contract_end' | 'planned_sign_off_date'>, today: string): Record<string, unknown> {
  const end = row.contract_end ?? row.planned_sign_off_date ?? today;
  const join = later(addDays(end, -HANDOVER_DAYS), today);
  return {
    ...(row.ship_id ? { ship_id: row.ship_id } : {}),
    ...(row.rank_id ? { rank_id: row.rank_id } : {}),
    ...(row.assignment_id ? { relieves_assignment_id: row.assignment_id } : {}),
    planned_join_date: join,
    planned_sign_off_date: addMonths(join, USUAL_CONTRACT_MONTHS),
  };
}
