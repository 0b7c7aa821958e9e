import { describe, expect, it } from 'vitest';
import { dataRecycleLogResource, sensitiveDataLogResource } from '@vessel/contract';
import { refusalsOf, rowStepActions, stepActions } from './step-actions';

describe('stepActions', () => {
  it('offers each step only with its exact right', () => {
    const session = { isSuper: false, rights: ['security/dataRecycleLog', 'security/dataRecycleLog/restore'] };
    const actions = stepActions(session, dataRecycleLogResource, ['purge']);
    expect(actions.map((action) => action.name)).toEqual(['restore']);
    expect(actions[0]).toMatchObject({
      right: 'security/dataRecycleLog/restore',
      url: '/admin/security.DataRecycleLog/restore',
      batch: true,
      confirm: false,
      labelKey: 'resourceKit.steps.restore',
    });
  });

  it('gives a super administrator every step, confirming those the page names', () => {
    const actions = stepActions({ isSuper: true, rights: [] }, dataRecycleLogResource, ['purge']);
    expect(actions.map((action) => [action.name, action.confirm])).toEqual([
      ['restore', false],
      ['purge', true],
    ]);
    expect(stepActions({ isSuper: true, rights: [] }, sensitiveDataLogResource).map((action) => action.right)).toEqual([
      'security/sensitiveDataLog/rollback',
    ]);
  });

  it('offers nothing for a resource without steps', () => {
    expect(stepActions({ isSuper: true, rights: [] }, { name: 'a.B', path: 'a/b' })).toEqual([]);
  });
});

describe('rowStepActions', () => {
  const superuser = { isSuper: true, rights: [] };
  const purged = { id: 'p', purged: true };
  const kept = { id: 'k', purged: false };

  it('offers a step on the rows its available(row) allows, the others on every row', () => {
    const actions = stepActions(superuser, dataRecycleLogResource, [], { purge: (row) => row.purged !== true });
    expect(actions.find((action) => action.name === 'restore')?.available).toBeUndefined();
    expect(rowStepActions(actions, kept).map((action) => action.name)).toEqual(['restore', 'purge']);
    expect(rowStepActions(actions, purged).map((action) => action.name)).toEqual(['restore']);
  });

  it('also keeps to the steps a page lists for the row, and offers all without either', () => {
    const actions = stepActions(superuser, dataRecycleLogResource, [], { purge: (row) => row.purged !== true });
    expect(rowStepActions(actions, kept, () => ['purge']).map((action) => action.name)).toEqual(['purge']);
    expect(rowStepActions(actions, purged, () => ['purge'])).toEqual([]);
    expect(rowStepActions(stepActions(superuser, dataRecycleLogResource), purged).map((action) => action.name)).toEqual(['restore', 'purge']);
  });
});

describe('refusalsOf', () => {
  it('reads data.refused of a partial answer', () => {
    expect(refusalsOf({ done: 1, refused: [{ id: 'x', reason: 'taken' }] })).toEqual([{ id: 'x', reason: 'taken' }]);
    expect(refusalsOf(null)).toEqual([]);
    expect(refusalsOf({ refused: 'no' })).toEqual([]);
  });
});
