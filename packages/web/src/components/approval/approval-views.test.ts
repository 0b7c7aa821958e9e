import { describe, expect, it } from 'vitest';
import { actionColour, returnTargets, statusColour, stepTitle } from './approval-views';

const steps = [1, 2, 3].map((order) => ({ order, title_en: `Step ${order}`, title_zh: `第${order}步`, approver_kind: 'dpa' as const, can_reject: true, can_return: true }));

describe('approval panel views', () => {
  it("names a step in the reader's language, and nothing for a step the flow lacks", () => {
    expect(stepTitle(steps, 2, 'en')).toBe('Step 2');
    expect(stepTitle(steps, 2, 'zh-cn')).toBe('第2步');
    expect(stepTitle(steps, 9, 'en')).toBe('');
  });

  it('offers a return to the submitter and to the earlier steps only', () => {
    expect(returnTargets({ steps, current_step: 3 })).toEqual([0, 1, 2]);
    expect(returnTargets({ steps, current_step: 1 })).toEqual([0]);
  });

  it('colours acts and outcomes by where they send the record', () => {
    expect([actionColour('approve'), actionColour('reject'), actionColour('return'), actionColour('transfer')]).toEqual(['green', 'red', 'orange', 'blue']);
    expect([statusColour('approved'), statusColour('rejected'), statusColour('pending'), statusColour('cancelled')]).toEqual(['success', 'error', 'processing', 'default']);
  });
});
