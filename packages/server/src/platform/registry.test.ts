import { describe, expect, it } from 'vitest';
import { ModuleRegistry } from './registry.js';

/** The registry's lifecycle lock: what keeps the module sync from undoing a change made on this process. */
describe('lifecycle changes of one process', () => {
  it('run one at a time, in the order they were asked, a failed one not blocking the next', async () => {
    const registry = new ModuleRegistry();
    const steps: string[] = [];
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    const change = (name: string, fail = false) =>
      registry.exclusive(async () => {
        steps.push(`${name} starts`);
        await pause();
        steps.push(`${name} ends`);
        if (fail) throw new Error(`${name} refused`);
        return name;
      });
    const [uninstall, reconcile, enable] = await Promise.allSettled([change('uninstall', true), change('reconcile'), change('enable')]);
    expect(steps).toEqual(['uninstall starts', 'uninstall ends', 'reconcile starts', 'reconcile ends', 'enable starts', 'enable ends']);
    expect(uninstall).toMatchObject({ status: 'rejected', reason: new Error('uninstall refused') });
    expect(reconcile).toEqual({ status: 'fulfilled', value: 'reconcile' });
    expect(enable).toEqual({ status: 'fulfilled', value: 'enable' });
  });
});
