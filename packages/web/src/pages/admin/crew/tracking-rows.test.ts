import { describe, expect, it } from 'vitest';
import type { TrackingRow } from '@vessel/contract';
import {
  assignmentPresets,
  canPlanAssignment,
  contractEndTone,
  needsRelief,
  parseTrackingFilters,
  reliefPresets,
  reliefTone,
  rowSteps,
  trackingQueryOf,
  writeTrackingFilters,
} from './tracking-rows';

const SHIP = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function row(patch: Partial<TrackingRow>): TrackingRow {
  return {
    seafarer_id: 's',
    seafarer_no: 'S001',
    name_en: 'ZHANG Wei',
    name_zh: '张伟',
    nationality: 'CN',
    status: 'onboard',
    rank_id: null,
    rank_label: 'Master',
    rank_label_zh: '船长',
    rank_abbr: 'MSTR',
    ship_id: SHIP,
    ship_label: 'OCEAN HARMONY',
    ship_label_zh: '海和',
    assignment_id: 'a',
    assignment_status: 'onboard',
    planned_join_date: '2026-01-01',
    sign_on_date: '2026-01-01',
    days_on_board: 120,
    planned_sign_off_date: '2026-07-01',
    contract_end: '2026-07-01',
    days_to_contract_end: 90,
    overdue: false,
    relief_planned: false,
    relief_assignment_id: null,
    relief_seafarer_name: null,
    availability_date: null,
    ...patch,
  };
}

describe('tracking filters in the URL', () => {
  it('reads the dashboard tile’s link (contracts ending without relief) and keeps the view', () => {
    const params = new URLSearchParams({ view: 'tracking', relief_due_days: '60', ship_id: SHIP, status: 'onboard' });
    const filters = parseTrackingFilters(params);
    expect(filters).toEqual({ page: 1, limit: 10, ship_id: SHIP, status: 'onboard', relief_due_days: 60 });
    expect(writeTrackingFilters(params, { ...filters, page: 2 }).toString()).toBe(
      `view=tracking&page=2&ship_id=${SHIP}&status=onboard&relief_due_days=60`,
    );
  });

  it('reads the ships a dashboard filtered by fleet group or ship type names, and asks for them', () => {
    const OTHER = '22222222-2222-4222-8222-222222222222';
    const params = new URLSearchParams({ view: 'tracking', relief_due_days: '60', ship_ids: `${SHIP},${OTHER}` });
    const filters = parseTrackingFilters(params);
    expect(filters).toEqual({ page: 1, limit: 10, ship_ids: `${SHIP},${OTHER}`, relief_due_days: 60 });
    expect(trackingQueryOf(filters)).toEqual({ page: 1, limit: 10, ship_ids: `${SHIP},${OTHER}`, relief_due_days: 60 });
    // Closing the filter's tag leaves the rest as it was.
    const { ship_ids: _closed, ...rest } = filters;
    expect(writeTrackingFilters(params, rest).toString()).toBe('view=tracking&relief_due_days=60');
  });

  it('drops what the server would refuse', () => {
    const filters = parseTrackingFilters(
      new URLSearchParams({ ship_id: 'nope', status: 'sailing', rank_id: '1', relief_due_days: '400', ship_ids: `${SHIP},nope`, page: '0', limit: '5000' }),
    );
    expect(filters).toEqual({ page: 1, limit: 100 });
  });

  it('leaves defaults out of the URL and the query', () => {
    expect(writeTrackingFilters(new URLSearchParams('page=3&quickSearch=x'), { page: 1, limit: 10 }).toString()).toBe('');
    expect(trackingQueryOf({ page: 1, limit: 10, quickSearch: 'zhang' })).toEqual({ page: 1, limit: 10, quickSearch: 'zhang' });
  });
});

describe('how urgent a contract end is', () => {
  it('is a breach when on board past the contract end and tolerance', () => {
    expect(contractEndTone(row({ overdue: true, days_to_contract_end: -40 }))).toBe('danger');
    expect(contractEndTone(row({ days_to_contract_end: -1 }))).toBe('danger');
  });

  it('is urgent within 30 days and to be planned within 60 days, when no relief is planned', () => {
    expect(contractEndTone(row({ days_to_contract_end: 30 }))).toBe('danger');
    expect(contractEndTone(row({ days_to_contract_end: 31 }))).toBe('warning');
    expect(contractEndTone(row({ days_to_contract_end: 60 }))).toBe('warning');
    expect(contractEndTone(row({ days_to_contract_end: 61 }))).toBe('default');
    expect(reliefTone(row({ days_to_contract_end: 12 }))).toBe('danger');
    expect(reliefTone(row({ days_to_contract_end: 45 }))).toBe('warning');
    expect(reliefTone(row({ days_to_contract_end: 200 }))).toBe('default');
  });

  it('is fine once a relief is planned', () => {
    expect(contractEndTone(row({ days_to_contract_end: 5, relief_planned: true }))).toBe('success');
    expect(reliefTone(row({ days_to_contract_end: 5, relief_planned: true }))).toBe('success');
  });

  it('does not apply to a seafarer who is not on board', () => {
    expect(contractEndTone(row({ status: 'approved', days_to_contract_end: 5 }))).toBe('default');
    expect(reliefTone(row({ status: 'approved' }))).toBeNull();
    expect(contractEndTone(row({ status: 'available', contract_end: null, days_to_contract_end: null }))).toBeNull();
  });
});

describe('workflow buttons of a row', () => {
  const all = () => true;

  it('offers the next move first and cancelling last', () => {
    expect(rowSteps(row({ assignment_status: 'planned' }), all)).toEqual(['nominate', 'cancel']);
    expect(rowSteps(row({ assignment_status: 'nominated' }), all)).toEqual(['approve', 'cancel']);
    expect(rowSteps(row({ assignment_status: 'approved' }), all)).toEqual(['signOn', 'prepare', 'cancel']);
    expect(rowSteps(row({ assignment_status: 'pre_joining' }), all)).toEqual(['signOn', 'cancel']);
    expect(rowSteps(row({ assignment_status: 'onboard' }), all)).toEqual(['signOff']);
  });

  it('offers only steps the session holds the right to', () => {
    expect(rowSteps(row({ assignment_status: 'approved' }), (step) => step === 'signOn')).toEqual(['signOn']);
  });

  it('offers none without an assignment, but lets a free seafarer be assigned', () => {
    const free = row({ status: 'available', assignment_id: null, assignment_status: null });
    expect(rowSteps(free, all)).toEqual([]);
    expect(canPlanAssignment(free)).toBe(true);
    expect(canPlanAssignment(row({ status: 'not_available', assignment_id: null, assignment_status: null }))).toBe(false);
    expect(canPlanAssignment(row({}))).toBe(false);
  });

  it('asks for a relief only for someone on board without one', () => {
    expect(needsRelief(row({}))).toBe(true);
    expect(needsRelief(row({ relief_planned: true }))).toBe(false);
    expect(needsRelief(row({ status: 'approved' }))).toBe(false);
  });
});

describe('new assignments from a row', () => {
  it('start a free seafarer in their rank when they are available, for six months', () => {
    const free = row({ status: 'on_leave', assignment_id: null, rank_id: 'rank-3o', availability_date: '2026-06-10' });
    expect(assignmentPresets(free, '2026-05-01')).toEqual({
      seafarer_id: 's',
      rank_id: 'rank-3o',
      planned_join_date: '2026-06-10',
      planned_sign_off_date: '2026-12-10',
    });
    expect(assignmentPresets({ ...free, availability_date: '2026-01-01' }, '2026-05-01').planned_join_date).toBe('2026-05-01');
  });

  it('start a relief on the same ship and rank, joining three days before the contract ends, never in the past', () => {
    const onboard = row({ rank_id: 'rank-mstr', contract_end: '2026-08-31' });
    expect(reliefPresets(onboard, '2026-05-01')).toEqual({
      ship_id: SHIP,
      rank_id: 'rank-mstr',
      relieves_assignment_id: 'a',
      planned_join_date: '2026-08-28',
      planned_sign_off_date: '2027-02-28',
    });
    expect(reliefPresets({ ...onboard, contract_end: '2026-04-20' }, '2026-05-01').planned_join_date).toBe('2026-05-01');
    expect(reliefPresets({ ...onboard, contract_end: null, planned_sign_off_date: '2026-07-10' }, '2026-05-01').planned_join_date).toBe('2026-07-07');
  });
});
