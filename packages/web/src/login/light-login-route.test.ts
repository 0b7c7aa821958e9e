import { describe, expect, it } from 'vitest';
import { lightLoginOf } from './light-login-route';

const nobody = { adminToken: '', memberLoggedIn: false };

describe('which page loads opens the light login', () => {
  it('opens the administrator login for / and /admin/login without a session', () => {
    expect(lightLoginOf({ pathname: '/', search: '' }, nobody)).toEqual({ page: 'admin', path: '/admin/login' });
    expect(lightLoginOf({ pathname: '/admin/login', search: '' }, nobody)).toEqual({ page: 'admin', path: '/admin/login' });
    expect(lightLoginOf({ pathname: '/admin/login/', search: '' }, nobody)).toEqual({ page: 'admin', path: '/admin/login' });
  });

  it('leaves an administrator with a session to the app, which goes on to the backend', () => {
    expect(lightLoginOf({ pathname: '/admin/login', search: '' }, { ...nobody, adminToken: 't' })).toBeNull();
    expect(lightLoginOf({ pathname: '/', search: '' }, { ...nobody, adminToken: 't' })).toBeNull();
  });

  it('opens the member login without a member, but the registration tab in the app', () => {
    expect(lightLoginOf({ pathname: '/user/login', search: '' }, nobody)).toEqual({ page: 'user', path: '/user/login' });
    expect(lightLoginOf({ pathname: '/user/login', search: '?tab=login' }, nobody)).toEqual({ page: 'user', path: '/user/login' });
    expect(lightLoginOf({ pathname: '/user/login', search: '?tab=register' }, nobody)).toBeNull();
    expect(lightLoginOf({ pathname: '/user/login', search: '' }, { ...nobody, memberLoggedIn: true })).toBeNull();
  });

  it('leaves every other page to the app', () => {
    for (const pathname of ['/admin', '/admin/backend', '/user', '/admin/login/x', '/404', '/user/loginx']) {
      expect(lightLoginOf({ pathname, search: '' }, nobody)).toBeNull();
    }
  });
});
