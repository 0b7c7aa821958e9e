import { describe, expect, it } from 'vitest';
import {
  decodeLoadingTarget,
  encodeLoadingTarget,
  loadingParamFromPathname,
  loadingPath,
  queryFromSearch,
  targetHref,
  unmatchedRedirect,
} from './loading-target';

describe('loading route target', () => {
  it('encodes the target as URL-encoded JSON of path and query', () => {
    const encoded = encodeLoadingTarget({ path: '/admin/x', query: { id: '3' } });
    expect(encoded).toBe(encodeURIComponent('{"path":"/admin/x","query":{"id":"3"}}'));
    expect(loadingPath('admin', { path: '/admin/x', query: {} })).toBe(
      `/admin/loading/${encodeURIComponent('{"path":"/admin/x","query":{}}')}`,
    );
    expect(loadingPath('user')).toBe('/user/loading');
  });

  it('decodes what it encoded, whether the router already decoded the parameter or not', () => {
    const target = { path: '/admin/fleet/ship', query: { page: '2', tag: ['a', 'b'] } };
    const encoded = encodeLoadingTarget(target);
    expect(decodeLoadingTarget(encoded, 'admin')).toEqual(target);
    expect(decodeLoadingTarget(decodeURIComponent(encoded), 'admin')).toEqual(target);
    expect(targetHref(target)).toBe('/admin/fleet/ship?page=2&tag=a&tag=b');
  });

  it('refuses targets outside the area, outside the app, or pointing at a loading route', () => {
    const param = (path: string) => JSON.stringify({ path, query: {} });
    expect(decodeLoadingTarget(param('/user/x'), 'admin')).toBeNull();
    expect(decodeLoadingTarget(param('/admin/x'), 'user')).toBeNull();
    expect(decodeLoadingTarget(param('//evil.example/admin'), 'admin')).toBeNull();
    expect(decodeLoadingTarget(param('https://evil.example/admin'), 'admin')).toBeNull();
    expect(decodeLoadingTarget(param('/admin/loading/x'), 'admin')).toBeNull();
    expect(decodeLoadingTarget('not json', 'admin')).toBeNull();
    expect(decodeLoadingTarget('%E0%A4%A', 'admin')).toBeNull();
    expect(decodeLoadingTarget(undefined, 'admin')).toBeNull();
  });

  it('drops a query that is not a map of strings', () => {
    expect(decodeLoadingTarget(JSON.stringify({ path: '/admin/x', query: { a: { b: 1 } } }), 'admin')).toEqual({
      path: '/admin/x',
      query: {},
    });
  });

  it('keeps repeated query keys', () => {
    expect(queryFromSearch('?a=1&a=2&b=x%20y')).toEqual({ a: ['1', '2'], b: 'x y' });
  });
});

describe('reading the target from the location', () => {
  it('keeps encoded slashes inside the target path (an embedded page URL)', () => {
    const path = `/admin/iframe/${encodeURIComponent('https://example.com/a/b')}`;
    const pathname = loadingPath('admin', { path, query: {} });
    const param = loadingParamFromPathname(pathname, 'admin');
    expect(decodeLoadingTarget(param, 'admin')).toEqual({ path, query: {} });
  });

  it('has no target on the bare loading route or another route', () => {
    expect(loadingParamFromPathname('/admin/loading', 'admin')).toBeUndefined();
    expect(loadingParamFromPathname('/admin/loading/', 'admin')).toBeUndefined();
    expect(loadingParamFromPathname('/admin/backend', 'admin')).toBeUndefined();
    expect(loadingParamFromPathname('/user/loading/x', 'admin')).toBeUndefined();
  });
});

describe('unmatched paths', () => {
  it('sends an unmatched admin path to the admin loading route with its path and query', () => {
    const target = unmatchedRedirect('/admin/fleet/ship', '?id=5');
    expect(target).toBe(loadingPath('admin', { path: '/admin/fleet/ship', query: { id: '5' } }));
    expect(decodeLoadingTarget(decodeURIComponent(target.slice('/admin/loading/'.length)), 'admin')).toEqual({
      path: '/admin/fleet/ship',
      query: { id: '5' },
    });
  });

  it('sends an unmatched member path to the member loading route', () => {
    expect(unmatchedRedirect('/user/profile', '')).toBe(loadingPath('user', { path: '/user/profile', query: {} }));
  });

  it("sends an unmatched path to the not-found page once its area's index is loaded (the loading route would only come back)", () => {
    const loaded = (area: 'admin' | 'user') => area === 'admin';
    expect(unmatchedRedirect('/admin/fleet/ship/yard', '', loaded)).toBe('/404');
    expect(unmatchedRedirect('/user/profile', '', loaded)).toBe(loadingPath('user', { path: '/user/profile', query: {} }));
    expect(unmatchedRedirect('/nowhere', '', () => true)).toBe('/404');
  });

  it('sends any other unknown path to the not-found page', () => {
    expect(unmatchedRedirect('/nowhere', '?x=1')).toBe('/404');
    expect(unmatchedRedirect('/administrator', '')).toBe('/404');
    expect(unmatchedRedirect('/users', '')).toBe('/404');
  });
});
