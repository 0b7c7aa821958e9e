import { describe, expect, it } from 'vitest';
import { isAppPath, loginPathOf, redirectTarget, routePathOfName } from './route-names';

describe('route names', () => {
  it('maps the names a server may redirect to onto paths', () => {
    expect(routePathOfName('adminLogin')).toBe('/admin/login');
    expect(routePathOfName('userLogin')).toBe('/user/login');
    expect(routePathOfName('nope')).toBeNull();
    expect(routePathOfName('toString')).toBeNull();
  });

  it('knows each area login', () => {
    expect(loginPathOf('admin')).toBe('/admin/login');
    expect(loginPathOf('user')).toBe('/user/login');
  });

  it('prefers routePath, accepts only paths of this app', () => {
    expect(redirectTarget({ routePath: '/admin', routeName: 'userLogin' })).toBe('/admin');
    expect(redirectTarget({ routeName: 'userLogin' })).toBe('/user/login');
    expect(redirectTarget({ routePath: 'https://evil.example' })).toBeNull();
    expect(redirectTarget(null)).toBeNull();
    expect(isAppPath('//evil.example')).toBe(false);
    expect(isAppPath('/\\evil.example')).toBe(false);
  });
});
