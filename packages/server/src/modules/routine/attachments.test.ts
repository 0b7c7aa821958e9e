import { existsSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { hashPassword } from '../../platform/passwords.js';
import { member } from '../../platform/identity/member-tables.js';

/** A 1×1 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

function multipart(parts: Array<{ name: string; filename?: string; type?: string; content: Buffer | string }>) {
  const boundary = `----vessel${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('attachments: upload, deduplication, serving, deletion', () => {
  let t: TestApp;
  let token: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vessel-uploads-'));
  beforeAll(async () => {
    t = await buildTestApp({ DATA_DIR: dataDir });
    token = await superToken(t);
  });
  afterAll(() => t.close());

  const upload = (filename: string, content: Buffer | string, type = 'application/octet-stream', authToken: string | null = token) => {
    const { body, contentType } = multipart([{ name: 'file', filename, type, content }]);
    return call(t, { url: '/admin/ajax/upload', body: body as never, ...(authToken ? { token: authToken } : {}), lang: 'en', headers: { 'content-type': contentType } });
  };

  it('stores an allowed file and answers its record', async () => {
    const { json } = await upload('bridge.png', PNG, 'image/png');
    expect(json).toMatchObject({ code: 1, data: { file: { name: 'bridge.png', size: PNG.length, mimetype: 'image/png', url: expect.stringMatching(/^\/storage\/default\/\d{8}\/[0-9a-f]{40}\.png$/) } } });
    expect(existsSync(path.join(dataDir, 'uploads', json.data.file.url.replace('/storage/', '')))).toBe(true);
  });

  it('answers each check of spec §5 with its message', async () => {
    expect((await upload('', 'x', 'text/plain')).json).toMatchObject({ code: 0, msg: 'The data of the uploaded file is incomplete!' });
    expect((await upload('setup.exe', 'MZ...', 'application/x-msdownload')).json).toMatchObject({ code: 0, msg: 'The type of uploaded file is not allowed!' });
    await call(t, { url: '/admin/routine.Config/edit', token, body: { values: { upload_maxsize: '1kb' } } });
    try {
      const big = await upload('notes.txt', 'a'.repeat(1025), 'text/plain');
      expect(big.json).toMatchObject({ code: 0, msg: 'The size of the uploaded file exceeds the allowed range!' });
      expect((await upload('notes.txt', 'a'.repeat(1024), 'text/plain')).json.code).toBe(1);
    } finally {
      await call(t, { url: '/admin/routine.Config/edit', token, body: { values: { upload_maxsize: '10mb' } } });
    }
  });

  it('refuses a renamed executable and a page a browser would run', async () => {
    const mismatch = 'The content of the file does not match its type, or it could run in a browser or system';
    expect((await upload('photo.png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]), 'image/png')).json.msg).toBe(mismatch);
    expect((await upload('report.pdf', '\u007fELF\u0002\u0001', 'application/pdf')).json.msg).toBe(mismatch);
    expect((await upload('readme.txt', '<!DOCTYPE html><script>alert(1)</script>', 'text/plain')).json.msg).toBe(mismatch);
    expect((await upload('data.csv', '  <svg onload=alert(1)>', 'text/csv')).json.msg).toBe(mismatch);
    expect((await upload('run.txt', '#!/bin/sh\nrm -rf /', 'text/plain')).json.msg).toBe(mismatch);
  });

  it('stores identical files once and counts them', async () => {
    const first = await upload('chart-a.png', PNG, 'image/png');
    const second = await upload('chart-b.png', PNG, 'image/png');
    expect(second.json.data.file.id).toBe(first.json.data.file.id);
    const list = await call(t, { url: `/admin/routine.Attachment/index?search[0][field]=suffix&search[0][operator]=eq&search[0][val]=png`, token });
    expect(list.json.data.total).toBe(1);
    expect(list.json.data.list[0].quote).toBe(3);
  });

  it('serves images inline and everything else as a download, with the type it really is', async () => {
    const image = await upload('deck.png', PNG, 'text/html');
    const served = await call(t, { url: image.json.data.file.url, unsigned: true });
    expect(served.raw.headers['content-type']).toBe('image/png');
    expect(served.raw.headers['content-disposition']).toMatch(/^inline/);
    expect(served.raw.rawPayload.equals(PNG)).toBe(true);
    const text = await upload('log.txt', 'engine room log', 'text/plain');
    const download = await call(t, { url: text.json.data.file.url, unsigned: true });
    expect(download.raw.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''log\.txt$/);
    expect(download.raw.headers['x-content-type-options']).toBe('nosniff');
    expect(download.raw.headers['content-security-policy']).toContain('sandbox');
    expect((await call(t, { url: '/storage/../../etc/passwd', unsigned: true })).status).toBe(404);
  });

  it('deletes the file when its last reference goes', async () => {
    const content = `ballast ${Date.now()}`;
    const a = await upload('ballast.txt', content, 'text/plain');
    await upload('ballast-copy.txt', content, 'text/plain');
    const file = path.join(dataDir, 'uploads', a.json.data.file.url.replace('/storage/', ''));
    const del = () => call(t, { method: 'DELETE', url: `/admin/routine.Attachment/del?ids[]=${a.json.data.file.id}`, token });
    expect((await del()).json.code).toBe(1);
    expect(existsSync(file)).toBe(true);
    expect((await call(t, { url: a.json.data.file.url, unsigned: true })).status).toBe(200);
    expect((await del()).json.code).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect((await call(t, { url: a.json.data.file.url, unsigned: true })).status).toBe(404);
  });

  it('needs an administrator and a file', async () => {
    expect((await upload('bridge.png', PNG, 'image/png', null)).json.code).toBe(401);
    const empty = await call(t, { url: '/admin/ajax/upload', token, lang: 'en', body: {} });
    expect(empty.json).toMatchObject({ code: 0, msg: 'Choose a file to upload' });
  });

  it('members upload through /api/ajax/upload with their own token', async () => {
    const [row] = await t.database.db.insert(member).values({ username: 'passenger', password_hash: await hashPassword('Member_pass1') }).returning();
    const { token: memberToken } = await t.app.moduleContext.tokens.issuePair('user', row!.id, { access: 3600, refresh: 7200 });
    const { body, contentType } = multipart([{ name: 'file', filename: 'ticket.png', type: 'image/png', content: Buffer.concat([PNG, Buffer.from('ticket')]) }]);
    const send = (headers: Record<string, string>) => call(t, { url: '/api/ajax/upload', body: body as never, lang: 'en', headers: { 'content-type': contentType, ...headers } });
    expect((await send({ 'ba-user-token': memberToken })).json).toMatchObject({ code: 1, data: { file: { name: 'ticket.png' } } });
    expect((await send({})).json.code).toBe(401);
    expect((await send({ 'ba-user-token': token })).json.code).toBe(401); // an administrator's token is not a member's
    await t.database.db.update(member).set({ status: 'disable' });
    expect((await send({ 'ba-user-token': memberToken })).json.code).toBe(401);
  });

  it('draws the file-type icon of a suffix without letting markup through', async () => {
    const { raw } = await call(t, { url: '/admin/ajax/buildSuffixSvg?suffix=%3Cscript%3Exlsx&background=javascript:1', unsigned: true });
    expect(raw.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(raw.body).toContain('>SCRIPT<');
    expect(raw.body).not.toContain('<script');
    expect(raw.body).not.toContain('javascript');
  });
});
