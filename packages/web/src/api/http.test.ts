import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, NONCE_PATTERN } from '@vessel/contract';
import { createHttpClient } from './http';
import { ApiError, CancelledRequestError, TransportError, isCancelledRequest } from './request-errors';
import { envelope, startApiTestServer, type ApiTestServer } from './testing/api-test-server';
import { TEST_APP_KEY, TEST_APP_SECRET, createTestHarness, type TestHarness } from './testing/test-http-dependencies';

let server: ApiTestServer;
let harness: TestHarness;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  harness = createTestHarness(server.baseUrl);
});

const client = () => createHttpClient(harness.deps);
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

describe('duplicate identical requests', () => {
  it('cancels the earlier one silently and answers the later one', async () => {
    server.handle((request) => ({ body: envelope(1, request.body), delayMs: 80 }));
    const http = client();
    const first = http.post('/api/slow', { a: 1 });
    const second = http.post('/api/slow', { a: 1 });
    const [firstResult, secondResult] = await Promise.allSettled([first, second]);
    expect(firstResult.status).toBe('rejected');
    const reason = (firstResult as PromiseRejectedResult).reason as unknown;
    expect(reason).toBeInstanceOf(CancelledRequestError);
    expect(isCancelledRequest(reason)).toBe(true);
    expect((reason as CancelledRequestError).reason).toBe('request.duplicateCancelled');
    expect(secondResult).toMatchObject({ status: 'fulfilled', value: { code: 1, data: { a: 1 } } });
    expect(harness.errors).toEqual([]);
  });

  it('does not cancel requests whose bodies differ', async () => {
    server.handle((request) => ({ body: envelope(1, request.body), delayMs: 50 }));
    const http = client();
    const results = await Promise.all([http.post('/api/slow', { a: 1 }), http.post('/api/slow', { a: 2 })]);
    expect(results.map((result) => result.data)).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('leaves cancelling to a caller that passes its own signal', async () => {
    server.handle((request) => ({ body: envelope(1, request.body), delayMs: 50 }));
    const http = client();
    const results = await Promise.all([
      http.request({ url: '/api/slow', method: 'POST', data: { a: 1 }, signal: new AbortController().signal }),
      http.request({ url: '/api/slow', method: 'POST', data: { a: 1 }, signal: new AbortController().signal }),
    ]);
    expect(results.map((result) => result.code)).toEqual([1, 1]);
  });

  it('does not cancel requests carrying different params or going to different urls', async () => {
    server.handle((request) => ({ body: envelope(1, request.path), delayMs: 50 }));
    const http = client();
    const results = await Promise.all([
      http.get('/api/list', { page: 1 }),
      http.get('/api/list', { page: 2 }),
      http.get('/api/other', { page: 1 }),
    ]);
    expect(results.map((result) => result.data)).toEqual(['/api/list?page=1', '/api/list?page=2', '/api/other?page=1']);
  });
});

describe('token refresh on code 409', () => {
  const NEW_TOKEN = 'new-admin-token';

  function expiringServer(refreshDelayMs = 60) {
    let refreshCalls = 0;
    server.handle((request) => {
      if (request.path === API.refreshToken) {
        refreshCalls += 1;
        return {
          delayMs: refreshDelayMs,
          body: envelope(1, { type: 'admin-refresh', token: NEW_TOKEN, refreshToken: 'rotated-refresh' }),
        };
      }
      if (header(request.headers.authorization) !== `Token ${NEW_TOKEN}`) return { body: envelope(409, null, 'expired') };
      return { body: envelope(1, { path: request.path, body: request.body }) };
    });
    return { refreshCalls: () => refreshCalls };
  }

  it('refreshes exactly once for several concurrent requests and replays them all with the new token', async () => {
    harness.session.admin = { token: 'old-admin-token', refreshToken: 'old-refresh' };
    const counter = expiringServer();
    const http = client();
    const answers = await Promise.all([
      http.get('/admin/ship.Ship/index'),
      http.post('/admin/ship.Ship/edit', { id: 1 }),
      http.get('/admin/index/index'),
    ]);
    expect(counter.refreshCalls()).toBe(1);
    expect(answers.map((answer) => answer.code)).toEqual([1, 1, 1]);
    expect(answers[1]?.data).toEqual({ path: '/admin/ship.Ship/edit', body: { id: 1 } });

    const refresh = server.requests.filter((request) => request.path === API.refreshToken);
    expect(refresh).toHaveLength(1);
    expect(refresh[0]?.body).toEqual({ refresh_token: 'old-refresh' });
    const replays = server.requests.filter(
      (request) => request.path !== API.refreshToken && header(request.headers.authorization) === `Token ${NEW_TOKEN}`,
    );
    expect(replays).toHaveLength(3);
    expect(harness.session.admin).toEqual({ token: NEW_TOKEN, refreshToken: 'rotated-refresh' });
    expect(harness.errors).toEqual([]);
    expect(harness.navigations).toEqual([]);
  });

  it('keeps the refresh token when the server did not rotate it', async () => {
    harness.session.admin = { token: 'old-admin-token', refreshToken: 'kept-refresh' };
    server.handle((request) =>
      request.path === API.refreshToken
        ? { body: envelope(1, { type: 'admin-refresh', token: NEW_TOKEN }) }
        : header(request.headers.authorization) === `Token ${NEW_TOKEN}`
          ? { body: envelope(1) }
          : { body: envelope(409) },
    );
    await client().get('/admin/index/index');
    expect(harness.session.admin).toEqual({ token: NEW_TOKEN, refreshToken: 'kept-refresh' });
  });

  it('stores a member refresh under the member session', async () => {
    harness.setLocation('/user/loading');
    harness.session.user = { token: 'old-user-token', refreshToken: 'user-refresh' };
    server.handle((request) =>
      request.path === API.refreshToken
        ? { body: envelope(1, { type: 'user-refresh', token: 'new-user-token' }) }
        : header(request.headers['ba-user-token']) === 'new-user-token'
          ? { body: envelope(1) }
          : { body: envelope(409) },
    );
    await client().get('/api/user/index');
    expect(server.requests.find((request) => request.path === API.refreshToken)?.body).toEqual({
      refresh_token: 'user-refresh',
    });
    expect(harness.session.user.token).toBe('new-user-token');
  });
});

describe('refresh failure', () => {
  function refusingServer() {
    server.handle((request) =>
      request.path === API.refreshToken
        ? { body: envelope(0, null, 'Your login has expired, please log in again'), delayMs: 30 }
        : { body: envelope(409, null, 'expired') },
    );
  }

  it('clears the admin token and goes to the admin login from an admin page', async () => {
    harness.session.admin = { token: 'old', refreshToken: 'spent' };
    harness.session.user = { token: 'member', refreshToken: 'member-refresh' };
    refusingServer();
    const http = client();
    const results = await Promise.allSettled([http.get('/admin/index/index'), http.get('/admin/ship.Ship/index')]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(harness.session.admin).toEqual({ token: '', refreshToken: '' });
    expect(harness.session.user.token).toBe('member');
    expect(harness.navigations).toEqual(['/admin/login']);
    expect(harness.errors).toEqual(['Your login has expired, please log in again']);
    expect(server.requests.filter((request) => request.path === API.refreshToken)).toHaveLength(1);
  });

  it('clears the member token and goes to the member login from a member page', async () => {
    harness.setLocation('/user/loading');
    harness.session.user = { token: 'old', refreshToken: 'spent' };
    refusingServer();
    await expect(client().get('/api/user/index')).rejects.toBeInstanceOf(ApiError);
    expect(harness.session.user).toEqual({ token: '', refreshToken: '' });
    expect(harness.navigations).toEqual(['/user/login']);
  });

  it('treats a hash starting with #/admin as the admin area', async () => {
    harness.setLocation('/', '#/admin/backend');
    harness.session.admin = { token: 'old', refreshToken: 'spent' };
    refusingServer();
    await expect(client().get('/admin/index/index')).rejects.toBeInstanceOf(ApiError);
    expect(harness.navigations).toEqual(['/admin/login']);
  });

  it('goes to the login when there is no refresh token at all, without calling the server', async () => {
    harness.session.admin = { token: 'old', refreshToken: '' };
    refusingServer();
    await expect(client().get('/admin/index/index')).rejects.toBeInstanceOf(ApiError);
    expect(server.requests.filter((request) => request.path === API.refreshToken)).toHaveLength(0);
    expect(harness.navigations).toEqual(['/admin/login']);
    expect(harness.errors).toEqual(['Your login has expired, please log in again']);
  });

  it('gives up when the refreshed token is refused as well, without refreshing again', async () => {
    harness.session.admin = { token: 'old', refreshToken: 'r' };
    server.handle((request) =>
      request.path === API.refreshToken
        ? { body: envelope(1, { type: 'admin-refresh', token: 'also-refused' }) }
        : { body: envelope(409, null, 'expired') },
    );
    await expect(client().get('/admin/index/index')).rejects.toBeInstanceOf(ApiError);
    expect(server.requests.filter((request) => request.path === API.refreshToken)).toHaveLength(1);
    expect(harness.session.admin.token).toBe('');
    expect(harness.navigations).toEqual(['/admin/login']);
  });
});

describe('codes 401 and 302', () => {
  it('401 clears the admin token and goes to the admin login', async () => {
    harness.session.admin = { token: 'revoked', refreshToken: 'r' };
    server.handle(() => ({ body: envelope(401, null, 'Please log in first') }));
    const error = await client().get('/admin/index/index').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(401);
    expect(harness.session.admin.token).toBe('');
    expect(harness.navigations).toEqual(['/admin/login']);
    expect(harness.errors).toEqual(['Please log in first']);
  });

  it('401 on a member page goes to the member login', async () => {
    harness.setLocation('/user/loading');
    harness.session.user = { token: 'revoked', refreshToken: 'r' };
    server.handle(() => ({ body: envelope(401, null, 'Please log in first') }));
    await client().get('/api/user/index').catch(() => undefined);
    expect(harness.session.user.token).toBe('');
    expect(harness.navigations).toEqual(['/user/login']);
  });

  it('302 with routePath clears the token and navigates there', async () => {
    harness.session.admin = { token: 'admin', refreshToken: 'r' };
    server.handle(() => ({ body: envelope(302, { routePath: '/admin/PostPosition/7' }, 'Interface redirected!') }));
    await expect(client().get('/admin/index/index')).rejects.toBeInstanceOf(ApiError);
    expect(harness.navigations).toEqual(['/admin/PostPosition/7']);
    expect(harness.session.admin.token).toBe('');
  });

  it('302 with a route name navigates to that route', async () => {
    server.handle(() => ({ body: envelope(302, { routeName: 'userLogin' }) }));
    await client().get('/api/user/index').catch(() => undefined);
    expect(harness.navigations).toEqual(['/user/login']);
  });

  it('302 never leaves the app for another origin', async () => {
    server.handle(() => ({ body: envelope(302, { routePath: '//evil.example/x' }) }));
    await client().get('/api/user/index').catch(() => undefined);
    expect(harness.navigations).toEqual([]);
  });
});

describe('request headers', () => {
  beforeEach(() => {
    server.handle(() => ({ body: envelope(1) }));
  });

  it('signs every request: APPKEY, CURTIME, NONCE and CHECKSUM = md5(secret + nonce + curtime)', async () => {
    const before = Math.floor(Date.now() / 1000);
    await client().get('/api/common/anything');
    const after = Math.floor(Date.now() / 1000);
    const { headers } = server.requests[0]!;
    const curtime = Number(header(headers.curtime));
    const nonce = header(headers.nonce) ?? '';
    expect(header(headers.appkey)).toBe(TEST_APP_KEY);
    expect(curtime).toBeGreaterThanOrEqual(before);
    expect(curtime).toBeLessThanOrEqual(after);
    expect(nonce).toMatch(NONCE_PATTERN);
    expect(header(headers.checksum)).toBe(md5(`${TEST_APP_SECRET}${nonce}${curtime}`));
  });

  it('uses a fresh nonce for each request', async () => {
    const http = client();
    await http.get('/api/a');
    await http.get('/api/a');
    expect(server.requests[0]!.headers.nonce).not.toBe(server.requests[1]!.headers.nonce);
  });

  it('sends the current language as think-lang', async () => {
    harness.setLang('zh-cn');
    await client().get('/api/a');
    expect(header(server.requests[0]!.headers['think-lang'])).toBe('zh-cn');
  });

  it('sends the admin token as Authorization and the member token as ba-user-token', async () => {
    harness.session.admin.token = 'admin-token';
    harness.session.user.token = 'member-token';
    await client().get('/admin/index/index');
    const { headers } = server.requests[0]!;
    expect(header(headers.authorization)).toBe('Token admin-token');
    expect(header(headers['ba-user-token'])).toBe('member-token');
  });

  it('sends only ba-user-token on the admin login path', async () => {
    harness.session.admin.token = 'admin-token';
    harness.session.user.token = 'member-token';
    await client().post(API.adminLogin, { username: 'admin', password: 'secret1' });
    const { headers } = server.requests[0]!;
    expect(headers.authorization).toBeUndefined();
    expect(header(headers['ba-user-token'])).toBe('member-token');
    expect(header(headers.checksum)).toBeDefined();
  });

  it('sends only ba-user-token when only the member is logged in', async () => {
    harness.session.user.token = 'member-token';
    await client().get('/api/user/index');
    const { headers } = server.requests[0]!;
    expect(headers.authorization).toBeUndefined();
    expect(header(headers['ba-user-token'])).toBe('member-token');
  });
});

describe('answers and messages', () => {
  it('resolves code 1 quietly unless a success message is asked for', async () => {
    server.handle(() => ({ body: envelope(1, { ok: true }) }));
    const http = client();
    await expect(http.get('/api/a')).resolves.toMatchObject({ code: 1, data: { ok: true } });
    expect(harness.successes).toEqual([]);
    await http.get('/api/b', undefined, { showSuccessMessage: true });
    expect(harness.successes).toEqual(['Operation successful']);
  });

  it('shows the msg of a failure and exposes the field errors of a validation failure', async () => {
    server.handle(() => ({
      body: envelope(0, { errors: { username: 'Please enter a correct account' } }, 'Please check the highlighted fields'),
    }));
    const error = (await client().post(API.adminLogin, { username: '1' }).catch((reason: unknown) => reason)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(0);
    expect(error.fieldErrors).toEqual({ username: 'Please enter a correct account' });
    expect(harness.errors).toEqual(['Please check the highlighted fields']);
  });

  it('keeps quiet about a failure when message display is off', async () => {
    server.handle(() => ({ body: envelope(0, null, 'Incorrect username or password') }));
    await client().get('/api/a', undefined, { showCodeMessage: false }).catch(() => undefined);
    expect(harness.errors).toEqual([]);
  });
});

describe('HTTP status and network errors (spec §8)', () => {
  it.each([
    [400, 'Incorrect parameter!'],
    [401, 'You do not have permission to operate!'],
    [403, 'You do not have permission to operate!'],
    [408, 'Request timed out!'],
    [500, 'Server internal error!'],
    [502, 'Gateway error!'],
    [503, 'Service unavailable!'],
    [418, 'Abnormal problem, please contact the website administrator!'],
  ])('status %i without an envelope shows "%s"', async (status, message) => {
    server.handle(() => ({ status, text: 'plain failure' }));
    const error = (await client().get('/api/a').catch((reason: unknown) => reason)) as TransportError;
    expect(error).toBeInstanceOf(TransportError);
    expect(error.status).toBe(status);
    expect(harness.errors).toEqual([message]);
  });

  it('404 names the address', async () => {
    server.handle(() => ({ status: 404, text: 'Not Found' }));
    await client().get('/api/missing').catch(() => undefined);
    expect(harness.errors).toEqual(['Error requesting address: /api/missing']);
  });

  it('uses the language of the page', async () => {
    harness.setLang('zh-cn');
    server.handle(() => ({ status: 500, text: 'boom' }));
    await client().get('/api/a').catch(() => undefined);
    expect(harness.errors).toEqual(['服务器内部错误！']);
  });

  it('shows the envelope msg when an error status carries one', async () => {
    server.handle(() => ({ status: 403, body: envelope(403, null, 'You have no permission to operate!') }));
    const error = (await client().get('/admin/auth.Admin/index').catch((reason: unknown) => reason)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(harness.errors).toEqual(['You have no permission to operate!']);
  });

  it('shows the refused-signature msg of a 401 status', async () => {
    server.handle(() => ({ status: 401, body: envelope(0, null, 'The request signature is invalid') }));
    await client().get('/api/a').catch(() => undefined);
    expect(harness.errors).toEqual(['The request signature is invalid']);
    expect(harness.navigations).toEqual([]);
  });

  it('times out with "Network request timeout!"', async () => {
    server.handle(() => ({ body: envelope(1), delayMs: 300 }));
    const error = (await client()
      .request({ url: '/api/slow', method: 'GET', timeout: 50 })
      .catch((reason: unknown) => reason)) as TransportError;
    expect(error).toBeInstanceOf(TransportError);
    expect(error.key).toBe('request.timeout');
    expect(harness.errors).toEqual(['Network request timeout!']);
  });

  it('reports a server that cannot be reached, online or offline', async () => {
    const gone = await startApiTestServer();
    await gone.close();
    const offlineHarness = createTestHarness(gone.baseUrl);
    const http = createHttpClient(offlineHarness.deps);
    await http.get('/api/a').catch(() => undefined);
    offlineHarness.setOnline(false);
    await http.get('/api/b').catch(() => undefined);
    expect(offlineHarness.errors).toEqual(['Server exception!', 'You are disconnected!']);
  });
});
