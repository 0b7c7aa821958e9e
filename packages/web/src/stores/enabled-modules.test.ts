import { describe, expect, it } from 'vitest';
import { isModuleEnabled, useEnabledModules } from './enabled-modules';

describe('enabled modules', () => {
  it('counts every module enabled until the server names them, then only those it names', () => {
    expect(isModuleEnabled(null, 'editor')).toBe(true);
    expect(isModuleEnabled(['auth', 'editor'], 'editor')).toBe(true);
    expect(isModuleEnabled(['auth'], 'editor')).toBe(false);
    expect(isModuleEnabled([], 'editor')).toBe(false);
  });

  it('forgets the list at logout', () => {
    useEnabledModules.getState().setModules(['auth']);
    expect(useEnabledModules.getState().modules).toEqual(['auth']);
    useEnabledModules.getState().reset();
    expect(useEnabledModules.getState().modules).toBeNull();
  });
});
