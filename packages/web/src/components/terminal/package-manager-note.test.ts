import { describe, expect, it } from 'vitest';
import { packageManagerNote } from './package-manager-note';

describe('the settings note on the package manager', () => {
  it('says pnpm is missing and which one is used instead', () => {
    expect(packageManagerNote('npm', ['npm'])).toEqual({ kind: 'fallback', manager: 'npm' });
    expect(packageManagerNote('yarn', ['npm', 'yarn'])).toEqual({ kind: 'fallback', manager: 'yarn' });
  });

  it('warns when the one chosen is not on the server', () => {
    expect(packageManagerNote('pnpm', ['npm'])).toEqual({ kind: 'missing', manager: 'pnpm' });
    expect(packageManagerNote('cnpm', ['npm', 'pnpm'])).toEqual({ kind: 'missing', manager: 'cnpm' });
  });

  it('says nothing when pnpm is there or the server has not said what it has', () => {
    expect(packageManagerNote('pnpm', ['npm', 'pnpm'])).toBeNull();
    expect(packageManagerNote('npm', ['npm', 'pnpm'])).toBeNull();
    expect(packageManagerNote('pnpm', [])).toBeNull();
  });
});
