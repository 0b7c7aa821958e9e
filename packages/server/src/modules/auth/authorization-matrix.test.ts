import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { buildAdmin, buildGroup, superToken, tokenOf } from '../../test/factories.js';

/**
 * Two calls per admin route (hundreds of them, more with every printable document and export): well past
 * the suite's 30 s per test on a busy 2-CPU machine, though each call takes milliseconds.
 */
const ROUTE_LOOP_TIMEOUT = 120_000;

/**
 * Every admin route of the server, as the server itself lists them, called four ways. A new route
 * joins this test by being registered.
 */
describe('authorisation matrix of every admin route', () => {
  let t: TestApp;
  let tokens: { none: null; member: string; withoutRight: string; withRight: string };
  let adminRoutes: Array<{ method: string; url: string; right: string[]; superOnly: boolean }>;

  beforeAll(async () => {
    t = await buildTestApp();
    const root = await superToken(t);
    adminRoutes = t.app.routeRecords
      .filter((route) => route.config.auth === 'admin' && route.method !== 'HEAD')
      .map((route) => ({
        method: route.method,
        url: route.url,
        right: [route.config.right ?? []].flat() as string[],
        superOnly: route.config.superOnly === true,
      }));
    const allRights = [...new Set(adminRoutes.flatMap((route) => route.right))];
    const empty = await buildGroup(t, root, { name: 'No rights', rights: [] });
    const full = await buildGroup(t, root, { name: 'Every right', rights: allRights });
    await buildAdmin(t, root, { username: 'norights', group_arr: [empty.id] });
    await buildAdmin(t, root, { username: 'allrights', group_arr: [full.id] });
    // A member's token (the member side issues these) must never open an admin route.
    const member = await t.app.moduleContext.tokens.issuePair('user', randomUUID(), { access: 3600, refresh: 7200 });
    tokens = { none: null, member: member.token, withoutRight: await tokenOf(t, 'norights'), withRight: await tokenOf(t, 'allrights') };
  });
  afterAll(() => t.close());

  const hit = (route: { method: string; url: string }, token: string | null) =>
    call(t, {
      method: route.method as 'GET',
      url: route.url.includes('index') || route.method === 'GET' ? route.url : route.url,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
      ...(token ? { token } : {}),
      lang: 'en',
    });

  it('finds the admin routes of every module', () => {
    const urls = adminRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /admin/index/index',
        'GET /admin/auth.Admin/index',
        'POST /admin/auth.Admin/add',
        'DELETE /admin/auth.Department/del',
        'POST /admin/auth.Rule/sortable',
        'GET /admin/auth.AdminLog/index',
        'POST /admin/routine.AdminInfo/edit',
      ]),
    );
    expect(adminRoutes.length).toBeGreaterThan(25);
  });

  it('answers 401 without a token and with a member token', async () => {
    for (const route of adminRoutes) {
      for (const token of [tokens.none, tokens.member]) {
        const { json } = await hit(route, token);
        expect(json.code, `${route.method} ${route.url}`).toBe(401);
      }
    }
  }, ROUTE_LOOP_TIMEOUT);

  it('answers 403 to an administrator without the right, and lets one with it through', async () => {
    for (const route of adminRoutes) {
      const label = `${route.method} ${route.url}`;
      const without = await hit(route, tokens.withoutRight);
      const withRight = await hit(route, tokens.withRight);
      if (route.superOnly) {
        // Super-only routes (the terminal): no role's rights open them.
        for (const answer of [without, withRight]) expect(answer.json, label).toMatchObject({ code: 403 });
        continue;
      }
      if (route.right.length === 0) {
        // Routes every administrator may use (the shell bootstrap, logout) need no right.
        expect(without.json.code, label).not.toBe(403);
      } else {
        expect(without.status, label).toBe(403);
        expect(without.json, label).toMatchObject({ code: 403, msg: 'You have no permission to operate!' });
      }
      // Past authorisation: success, or a validation or not-found answer about the empty request.
      expect(withRight.status, label).not.toBe(403);
      expect([1, 0], label).toContain(withRight.json.code);
      if (route.method === 'GET' && route.url.endsWith('/index')) expect(withRight.json.code, label).toBe(1);
    }
  }, ROUTE_LOOP_TIMEOUT);
});
