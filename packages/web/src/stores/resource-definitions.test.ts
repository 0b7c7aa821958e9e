import { beforeEach, describe, expect, it, vi } from 'vitest';
import { departmentResource, type ResourceDefinition } from '@vessel/contract';

const answers: ResourceDefinition[][] = [];
const readResourceDefinitions = vi.fn(async () => ({ data: { resources: answers.shift() ?? [] } }));
vi.mock('../api/admin/resource-definitions', () => ({ readResourceDefinitions }));

const { definitionOfPath, useResourceDefinitions } = await import('./resource-definitions');

const department: ResourceDefinition = { def: departmentResource, messages: null };
const gauge: ResourceDefinition = {
  def: { ...departmentResource, name: 'demo.Gauge', path: 'demo/gauge' },
  messages: { en: { 'menu.demo/gauge': 'Gauges' } },
};

describe('resource definitions of the session', () => {
  beforeEach(() => {
    answers.length = 0;
    readResourceDefinitions.mockClear();
    useResourceDefinitions.getState().reset();
  });

  it('are fetched once per admin index, however many pages ask at once', async () => {
    const index = {};
    answers.push([department]);
    const [first, second] = await Promise.all([definitionOfPath('auth/department', index), definitionOfPath('auth/department', index)]);
    expect(first).toEqual(department);
    expect(second).toEqual(department);
    expect(await definitionOfPath('auth/department', index)).toEqual(department);
    expect(readResourceDefinitions).toHaveBeenCalledTimes(1);
  });

  it('are asked again for a path not answered (a resource registered since), and for a new index', async () => {
    const index = {};
    answers.push([department], [department, gauge], [department]);
    await definitionOfPath('auth/department', index);
    expect(await definitionOfPath('demo/gauge', index)).toEqual(gauge);
    expect(readResourceDefinitions).toHaveBeenCalledTimes(2);
    // A new login (a new index): what was answered for the last one is not trusted.
    expect(await definitionOfPath('demo/gauge', {})).toBeNull();
    expect(readResourceDefinitions).toHaveBeenCalledTimes(3);
  });

  it('answer null for a path the server does not offer', async () => {
    answers.push([department]);
    expect(await definitionOfPath('demo/nothing', {})).toBeNull();
  });
});
