import { describe, expect, it } from 'vitest';
import { API, areaOf, ROUTE_NAMES, ROUTES } from './paths.js';

describe('areaOf (spec §2)', () => {
  it.each([
    ['/admin', ''],
    ['/admin/', ''],
    ['/admin/x', ''],
    ['/admin/fleet/ship', ''],
    ['/admin/login', ''],
    ['/admin?x=1', ''],
    ['/', '#/admin'],
    ['/', '#/admin/'],
    ['/', '#/admin/fleet/ship'],
    ['/', '#/admin?redirect=%2Fadmin%2Fx'],
    ['/index.html', '#/admin/login'],
  ])('path %j, hash %j → admin', (pathname, hash) => {
    expect(areaOf(pathname, hash)).toBe('admin');
  });

  it.each([
    ['/administrator', ''],
    ['/admins', ''],
    ['/user', ''],
    ['/user/login', ''],
    ['/user/admin', ''],
    ['/', ''],
    ['', ''],
    ['/Admin', ''],
    ['admin', ''],
    ['/', '#/user'],
    ['/', '#/administrator'],
    ['/', '#admin'],
    ['/', '#/user/admin'],
  ])('path %j, hash %j → user', (pathname, hash) => {
    expect(areaOf(pathname, hash)).toBe('user');
  });

  it('the hash defaults to none', () => {
    expect(areaOf('/')).toBe('user');
    expect(areaOf('/admin')).toBe('admin');
  });
});

describe('paths fixed by spec §7 and CONTRACT.md', () => {
  it('admin login, index, logout and refresh token', () => {
    expect(API.adminLogin).toBe('/account/login_admin/');
    expect(API.adminIndex).toBe('/admin/index/index');
    expect(API.adminLogout).toBe('/admin/index/logout');
    expect(API.refreshToken).toBe('/api/common/refreshToken');
  });
});

describe('routes fixed by spec §2', () => {
  it('has the routes of the table', () => {
    expect(ROUTES).toMatchObject({
      root: '/',
      adminLogin: '/admin/login',
      userLogin: '/user/login',
      notFound: '/404',
      noPermission: '/401',
      admin: '/admin',
      adminBackend: '/admin/backend',
      adminLoading: '/admin/loading',
      user: '/user',
      userLoading: '/user/loading',
    });
  });

  it('the login routes are named adminLogin and userLogin', () => {
    expect(ROUTE_NAMES).toEqual({ adminLogin: 'adminLogin', userLogin: 'userLogin' });
  });

  it('the admin routes are in the admin area, the others in the member area', () => {
    for (const path of [ROUTES.admin, ROUTES.adminLogin, ROUTES.adminBackend, ROUTES.adminLoading]) expect(areaOf(path)).toBe('admin');
    for (const path of [ROUTES.root, ROUTES.user, ROUTES.userLogin, ROUTES.userLoading, ROUTES.notFound, ROUTES.noPermission])
      expect(areaOf(path)).toBe('user');
  });
});
