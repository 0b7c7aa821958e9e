import { describe, expect, it } from 'vitest';
import { decodeLoadingTarget } from './loading-target';
import { adminLoginRedirect, adminShellRedirect } from './session-guards';

describe('admin guards', () => {
  it('sends the shell to the login page without a token', () => {
    expect(adminShellRedirect({ token: '', indexLoaded: false }, '/admin/backend', '')).toBe('/admin/login');
  });

  it('goes through the loading route once per page load, then back to the page asked for', () => {
    const target = adminShellRedirect({ token: 't', indexLoaded: false }, '/admin/PostPosition/3', '?tab=2');
    expect(target?.startsWith('/admin/loading/')).toBe(true);
    expect(decodeLoadingTarget(decodeURIComponent(target!.slice('/admin/loading/'.length)), 'admin')).toEqual({
      path: '/admin/PostPosition/3',
      query: { tab: '2' },
    });
    expect(adminShellRedirect({ token: 't', indexLoaded: true }, '/admin/backend', '')).toBeNull();
  });

  it('leaves the login page for the shell when a session is open', () => {
    expect(adminLoginRedirect({ token: 't' })).toBe('/admin');
    expect(adminLoginRedirect({ token: '' })).toBeNull();
  });
});
