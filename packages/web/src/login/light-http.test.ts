import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, startApiTestServer, type ApiTestServer } from '../api/testing/api-test-server';
import { TEST_APP_KEY, TEST_APP_SECRET } from '../api/testing/test-http-dependencies';
import { LoginCallError, callJson } from './light-http';

let server: ApiTestServer;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function useServer(baseUrl: string) {
  (globalThis as { window?: unknown }).window = { __VESSEL__: { appKey: TEST_APP_KEY, appSecret: TEST_APP_SECRET, apiBaseUrl: baseUrl } };
}

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(async () => {
  await server.close();
  delete (globalThis as { window?: unknown }).window;
});
beforeEach(() => {
  server.requests.length = 0;
  useServer(server.baseUrl);
});

async function failureOf(call: Promise<unknown>): Promise<LoginCallError> {
  const outcome = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(LoginCallError);
  return outcome as LoginCallError;
}

describe('the login pages’ calls without the app’s client', () => {
  it('sends JSON signed and in the page’s language, and answers the data of a success', async () => {
    server.handle((request) => ({ body: envelope(1, { echoed: request.body }) }));
    const data = await callJson<{ echoed: unknown }>('en', 'POST', '/account/login_admin/', { username: 'admin' });
    expect(data).toEqual({ echoed: { username: 'admin' } });
    const [sent] = server.requests;
    expect(sent?.method).toBe('POST');
    expect(header(sent?.headers['think-lang'])).toBe('en');
    expect(header(sent?.headers['content-type'])).toMatch(/^application\/json/);
    const nonce = header(sent?.headers['nonce'])!;
    const curtime = header(sent?.headers['curtime'])!;
    expect(header(sent?.headers['appkey'])).toBe(TEST_APP_KEY);
    expect(header(sent?.headers['checksum'])).toBe(md5(`${TEST_APP_SECRET}${nonce}${curtime}`));
  });

  it('sends a GET without a body', async () => {
    server.handle(() => ({ body: envelope(1, { captcha: true }) }));
    expect(await callJson('zh-cn', 'GET', '/admin/index/login')).toEqual({ captcha: true });
    expect(server.requests[0]?.body).toBeUndefined();
    expect(header(server.requests[0]?.headers['content-type'])).toBeUndefined();
  });

  it('carries the server’s message and its field messages when the answer is not success', async () => {
    server.handle(() => ({ status: 200, body: envelope(0, { errors: { username: ['Too short'], password: 'Wrong' } }, 'Incorrect username or password') }));
    const failure = await failureOf(callJson('en', 'POST', '/account/login_admin/', {}));
    expect(failure.serverMessage).toBe('Incorrect username or password');
    expect(failure.key).toBeNull();
    expect(failure.fieldErrors).toEqual({ username: 'Too short', password: 'Wrong' });
  });

  it('names the HTTP status of an answer without an envelope', async () => {
    server.handle(() => ({ status: 502, text: '<html>bad gateway</html>' }));
    const failure = await failureOf(callJson('en', 'GET', '/admin/index/login'));
    expect(failure.serverMessage).toBe('');
    expect(failure.key).toBe('http.502');
  });

  it('says the server could not be reached', async () => {
    useServer('http://127.0.0.1:9');
    const failure = await failureOf(callJson('en', 'GET', '/admin/index/login'));
    expect(failure.key).toBe('request.serverException');
  });
});
