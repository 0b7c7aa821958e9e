import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../app.js';
import { buildTestApp, call, type TestApp } from '../test/helpers.js';
import { superToken } from '../test/factories.js';

/**
 * The body limit: a JSON body up to 1 MiB reaches the validators (which name the field that is too
 * long); one byte more is refused before it is parsed, 413 in the envelope saying the limit, in the
 * request's language. Uploads are not bound by it: they have the upload settings' own limit.
 */
describe('request body limit', () => {
  let t: TestApp;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vessel-uploads-'));
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ DATA_DIR: dataDir });
    token = await superToken(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A department body whose name pads it to exactly `bytes` bytes of JSON. */
  const bodyOf = (bytes: number) => {
    const shell = JSON.stringify({ name: '', dept_type: 'shore_dept', status: 'enable' });
    return JSON.stringify({ name: 'x'.repeat(bytes - shell.length), dept_type: 'shore_dept', status: 'enable' });
  };
  const send = (body: string, lang: string) =>
    call(t, { url: '/admin/auth.Department/add', body, token, lang, headers: { 'content-type': 'application/json' } });

  it('lets a body of exactly the limit reach the validator, which names the field', async () => {
    const body = bodyOf(BODY_LIMIT);
    expect(Buffer.byteLength(body)).toBe(BODY_LIMIT);
    const { status, json } = await send(body, 'en');
    expect(status).toBe(200);
    expect(json).toMatchObject({ code: 0, data: { errors: { name: expect.stringMatching(/\S/) } } });
  });

  it('refuses one byte more with 413 and the limit, in either language', async () => {
    const body = bodyOf(BODY_LIMIT + 1);
    const en = await send(body, 'en');
    expect(en.status).toBe(413);
    expect(en.json).toMatchObject({ code: 0, msg: 'The request is too large: at most 1 MB can be sent', data: null });
    const zh = await send(body, 'zh-cn');
    expect(zh.status).toBe(413);
    expect(zh.json.msg).toBe('请求内容过大：最多可发送 1 MB');
  });

  it('leaves uploads to the upload settings: a file larger than the body limit is stored', async () => {
    const content = Buffer.alloc(BODY_LIMIT * 2, 'a');
    const head = Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="long.txt"\r\nContent-Type: text/plain\r\n\r\n');
    const body = Buffer.concat([head, content, Buffer.from('\r\n--x--\r\n')]);
    const { json } = await call(t, { url: '/admin/ajax/upload', body: body as never, token, lang: 'en', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(json).toMatchObject({ code: 1, data: { file: { name: 'long.txt', size: BODY_LIMIT * 2 } } });
  });
});
