import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@vessel/contract';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';

describe('health, client configuration and API documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ APP_KEY: 'fleet-key', APP_SECRET: 'fleet-secret' });
  });
  afterAll(() => t.close());

  it('GET /health reports the database reachable', async () => {
    const { status, json } = await call(t, { url: '/health', unsigned: true });
    expect(status).toBe(200);
    expect(json).toMatchObject({ code: 1, data: { status: 'ok' } });
  });

  it('GET /client-config.js hands the browser the deployment signing pair and nothing else', async () => {
    const { raw } = await call(t, { url: '/client-config.js', unsigned: true });
    expect(raw.headers['content-type']).toMatch(/javascript/);
    const match = /^window\.__VESSEL__ = (.*);\n$/.exec(raw.body);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!)).toEqual({ appKey: 'fleet-key', appSecret: 'fleet-secret', apiBaseUrl: '' });
  });

  it('serves the OpenAPI document generated from the route schemas at /docs', async () => {
    const { json } = await call(t, { url: '/docs/json', unsigned: true });
    expect(json.openapi).toMatch(/^3\./);
    const paths = Object.keys(json.paths);
    expect(paths).toEqual(expect.arrayContaining(['/account/login_admin/', '/admin/index/index', '/admin/index/logout', '/api/common/refreshToken', '/health']));
    const login = json.paths['/account/login_admin/'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    const ui = await call(t, { url: '/docs', unsigned: true });
    expect([200, 302]).toContain(ui.status);
  });

  it('names the product one way: the site name setting starts as the product name the API documentation carries', async () => {
    const { json: docs } = await call(t, { url: '/docs/json', unsigned: true });
    expect(docs.info.title).toBe(`${PRODUCT_NAME} API`);
    const { json } = await call(t, { url: '/admin/index/index', token: await superToken(t) });
    expect(json.data.siteConfig.siteName).toBe(PRODUCT_NAME);
  });
});
