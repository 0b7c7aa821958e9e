import { describe, expect, it } from 'vitest';
import { decodeLoadingTarget } from './loading-target';
import { adminLoginRedirect, adminShellRedirect, memberLoginRedirect, memberPageRedirect, memberShellRedirect } from './session-guards';

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

describe('member guards', () => {
  it('sends the member shell to the member login without a member session', () => {
    expect(memberShellRedirect({ loggedIn: false, indexLoaded: true }, '/user/account/profile', '')).toBe('/user/login');
  });

  it('goes through the member loading route once per page load, then back to the page asked for', () => {
    const target = memberShellRedirect({ loggedIn: true, indexLoaded: false }, '/user/account/balance', '?page=2');
    expect(target?.startsWith('/user/loading/')).toBe(true);
    expect(decodeLoadingTarget(decodeURIComponent(target!.slice('/user/loading/'.length)), 'user')).toEqual({
      path: '/user/account/balance',
      query: { page: '2' },
    });
    expect(memberShellRedirect({ loggedIn: true, indexLoaded: true }, '/user/account/balance', '')).toBeNull();
  });

  it('sends /user itself to the loading route (spec §2)', () => {
    expect(memberShellRedirect({ loggedIn: true, indexLoaded: true }, '/user', '')).toBe('/user/loading');
    expect(memberShellRedirect({ loggedIn: true, indexLoaded: false }, '/user/', '')).toBe('/user/loading');
  });

  it('leaves the member login for the member centre when a member session is open', () => {
    expect(memberLoginRedirect({ loggedIn: true })).toBe('/user/loading');
    expect(memberLoginRedirect({ loggedIn: false })).toBeNull();
  });

  it('opens a member page only when the menu of the member has it', () => {
    expect(memberPageRedirect({ indexLoaded: true, pages: ['account/overview'] }, 'account/overview')).toBeNull();
    expect(memberPageRedirect({ indexLoaded: true, pages: ['account/overview'] }, 'account/balance')).toBe('/401');
    expect(memberPageRedirect({ indexLoaded: false, pages: [] }, 'account/balance')).toBeNull();
  });
});
