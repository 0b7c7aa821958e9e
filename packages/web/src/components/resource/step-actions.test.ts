import { describe, expect, it } from 'vitest';
import { dataRecycleLogResource, sensitiveDataLogResource } from '@vessel/contract';
import { refusalsOf, stepActions } from './step-actions';

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

describe('refusalsOf', () => {
  it('reads data.refused of a partial answer', () => {
    expect(refusalsOf({ done: 1, refused: [{ id: 'x', reason: 'taken' }] })).toEqual([{ id: 'x', reason: 'taken' }]);
    expect(refusalsOf(null)).toEqual([]);
    expect(refusalsOf({ refused: 'no' })).toEqual([]);
  });
});
