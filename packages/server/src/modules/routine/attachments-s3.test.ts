import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// s3rver has no type declarations; it is a small S3-compatible server for tests.
// @ts-expect-error untyped test dependency
import S3rver from 's3rver';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';

/** Uploads to an S3-compatible store: a real S3 protocol server (s3rver) on this machine. */
describe('attachments in S3-compatible storage', () => {
  let t: TestApp;
  let token: string;
  let s3: { close(): Promise<void> };
  let endpoint: string;

  beforeAll(async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'vessel-s3-'));
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'vessel-files' }] });
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    s3 = server;
    t = await buildTestApp();
    token = await superToken(t);
    const saved = await call(t, {
      url: '/admin/routine.Config/edit',
      token,
      body: { values: { upload_mode: 's3', s3_endpoint: endpoint, s3_region: 'us-east-1', s3_bucket: 'vessel-files', s3_access_key: 'S3RVER', s3_secret_key: 'S3RVER' } },
    });
    expect(saved.json.code).toBe(1);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const upload = (filename: string, content: string) => {
    const boundary = 'vessel-s3-boundary';
    const body = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`);
    return call(t, { url: '/admin/ajax/upload', body: body as never, token, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  };

  it('stores the object in the bucket, serves it back, counts duplicates and deletes with the last reference', async () => {
    const first = await upload('manifest.txt', 'cargo manifest 2026-11');
    expect(first.json.code).toBe(1);
    const key = first.json.data.file.url.replace('/storage/', '');
    const direct = await fetch(`${endpoint}/vessel-files/${key}`);
    expect(direct.status).toBe(200);
    expect(await direct.text()).toBe('cargo manifest 2026-11');

    const served = await call(t, { url: first.json.data.file.url, unsigned: true });
    expect(served.raw.body).toBe('cargo manifest 2026-11');
    expect(served.raw.headers['content-disposition']).toMatch(/^attachment/);

    const again = await upload('manifest-copy.txt', 'cargo manifest 2026-11');
    expect(again.json.data.file.id).toBe(first.json.data.file.id);
    const row = (await call(t, { url: '/admin/routine.Attachment/index?search[0][field]=storage&search[0][operator]=eq&search[0][val]=s3', token })).json.data.list[0];
    expect(row).toMatchObject({ storage: 's3', quote: 2 });

    const del = () => call(t, { method: 'DELETE', url: `/admin/routine.Attachment/del?ids[]=${row.id}`, token });
    await del();
    expect((await fetch(`${endpoint}/vessel-files/${key}`)).status).toBe(200);
    await del();
    expect((await fetch(`${endpoint}/vessel-files/${key}`)).status).toBe(404);
  });
});
