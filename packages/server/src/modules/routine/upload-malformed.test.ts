import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { registerMember } from '../../test/members.js';
import { attachment } from '../../platform/settings/tables.js';

/**
 * Multipart bodies that are not the form they claim to be, on both upload routes: each is a client's
 * fault, answered 400 in the envelope in the request's language (busboy's own errors used to reach the
 * error handler as faults, 500), and none stores anything.
 */
const FILE_PART = '--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--x--\r\n';
const UNREADABLE: ReadonlyArray<readonly [string, string, string]> = [
  ['no boundary', 'multipart/form-data', FILE_PART],
  ['an empty boundary', 'multipart/form-data; boundary=', FILE_PART],
  ['a boundary the body does not hold', 'multipart/form-data; boundary=zzz', FILE_PART],
  ['a body that is no form', 'multipart/form-data; boundary=x', 'just some text'],
  ['an empty body', 'multipart/form-data; boundary=x', ''],
  ['part headers cut off', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-da'],
  ['the file cut off', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhel'],
  ['a field, then the file cut off', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="topic"\r\n\r\nnotes\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhel'],
  ['more parts than allowed', 'multipart/form-data; boundary=x', `${'--x\r\nContent-Disposition: form-data; name="f"\r\n\r\nv\r\n'.repeat(20)}--x--\r\n`],
];

describe('unreadable multipart bodies on the upload routes', () => {
  let t: TestApp;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vessel-uploads-'));
  let adminToken: string;
  let memberToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ DATA_DIR: dataDir });
    adminToken = await superToken(t);
    memberToken = (await registerMember(t, 'uploader')).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const routes = [
    ['/admin/ajax/upload', () => ({ authorization: `Token ${adminToken}` })],
    ['/api/ajax/upload', () => ({ 'ba-user-token': memberToken })],
  ] as const;
  const stored = async () => (await t.database.db.select({ n: count() }).from(attachment))[0]!.n;

  for (const [url, auth] of routes) {
    it(`${url}: answers 400 with a message in either language, storing nothing`, async () => {
      const before = await stored();
      for (const [label, contentType, body] of UNREADABLE) {
        const en = await call(t, { url, body, lang: 'en', headers: { 'content-type': contentType, ...auth() } });
        expect(en.status, label).toBe(400);
        expect(en.json, label).toMatchObject({ code: 0, msg: 'The upload could not be read: its multipart/form-data body is malformed or incomplete', data: null });
        const zh = await call(t, { url, body, lang: 'zh-cn', headers: { 'content-type': contentType, ...auth() } });
        expect(zh.status, label).toBe(400);
        expect(zh.json.msg, label).toBe('无法读取上传内容：multipart/form-data 请求体格式错误或不完整');
      }
      expect(await stored()).toBe(before);
    });

    it(`${url}: a well-formed form without a file names the file field`, async () => {
      const body = '--x\r\nContent-Disposition: form-data; name="topic"\r\n\r\nnotes\r\n--x--\r\n';
      const { status, json } = await call(t, { url, body, lang: 'en', headers: { 'content-type': 'multipart/form-data; boundary=x', ...auth() } });
      // A missing field is a validation answer (CONTRACT.md: HTTP 200, code 0, data.errors), not an unreadable body.
      expect(status).toBe(200);
      expect(json).toMatchObject({ code: 0, msg: 'Choose a file to upload', data: { errors: { file: 'Choose a file to upload' } } });
    });

    it(`${url}: a complete form still uploads`, async () => {
      const { json } = await call(t, { url, body: FILE_PART, lang: 'en', headers: { 'content-type': 'multipart/form-data; boundary=x', ...auth() } });
      expect(json).toMatchObject({ code: 1, data: { file: { name: 'a.txt', size: 5 } } });
    });
  }
});
