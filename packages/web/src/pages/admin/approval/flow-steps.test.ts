import { describe, expect, it } from 'vitest';
import { editSteps, stepsOfValue } from './flow-steps';

const step = (order: number, approver_kind = 'dpa') => ({ order, title_en: `S${order}`, title_zh: `步${order}`, approver_kind, value: null, can_reject: true, can_return: false });

describe('the flow editor steps', () => {
  it('reads the list the server answered, or its JSON text, in order; anything else is no steps', () => {
    expect(stepsOfValue([step(2), step(1)]).map((item) => item.order)).toEqual([1, 2]);
    expect(stepsOfValue(JSON.stringify([step(1)]))[0]).toMatchObject({ title_en: 'S1', can_return: false });
    expect(stepsOfValue('not json')).toEqual([]);
    expect(stepsOfValue(undefined)).toEqual([]);
  });

  it('keeps orders 1..n after adding, removing and moving', () => {
    const three = editSteps.add(editSteps.add(editSteps.add([])));
    expect(three.map((item) => item.order)).toEqual([1, 2, 3]);
    const named = three.map((item, index) => ({ ...item, title_en: `T${index + 1}` }));
    expect(editSteps.remove(named, 0).map((item) => [item.order, item.title_en])).toEqual([[1, 'T2'], [2, 'T3']]);
    expect(editSteps.move(named, 2, -1).map((item) => [item.order, item.title_en])).toEqual([[1, 'T1'], [2, 'T3'], [3, 'T2']]);
    expect(editSteps.move(named, 0, -1).map((item) => item.title_en)).toEqual(['T1', 'T2', 'T3']);
  });

  it('changes one step only', () => {
    const steps = [step(1), step(2)] as Parameters<typeof editSteps.set>[0];
    const changed = editSteps.set(steps, 1, { approver_kind: 'weight_type', value: 4 });
    expect(changed[1]).toMatchObject({ approver_kind: 'weight_type', value: 4 });
    expect(changed[0]).toBe(steps[0]);
  });
});
