import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { buildTestApp, call, type TestApp } from '../test/helpers.js';
import { errorsPlugin } from './errors.js';
import { i18nPlugin } from './i18n.js';
import { StorageFullError } from './storage-full.js';

describe('answers for what the server does not know, and language', () => {
  let t: TestApp;
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>vessel</title><div id="root"></div>');
  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(() => t.close());

  it('answers an unknown API path with a 404 envelope naming the path', async () => {
    const { status, json } = await call(t, { url: '/admin/nothing.Here/index?x=1', lang: 'en' });
    expect(status).toBe(404);
    expect(json).toMatchObject({ code: 0, msg: 'Error requesting address: /admin/nothing.Here/index' });
  });

  it('answers a page of the single-page app with index.html, uncached', async () => {
    for (const url of ['/admin/login', '/admin/some/deep/page?tab=1', '/user/login', '/404']) {
      const { raw } = await call(t, { url, unsigned: true, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(raw.statusCode, url).toBe(200);
      expect(raw.headers['content-type']).toMatch(/text\/html/);
      expect(raw.body).toContain('<div id="root">');
      expect(raw.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sets the headers that stop sniffing and framing', async () => {
    const { raw } = await call(t, { url: '/health', unsigned: true });
    expect(raw.headers['x-content-type-options']).toBe('nosniff');
    expect(raw.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('writes messages in the language of think-lang, then Accept-Language, then zh-cn', async () => {
    const url = '/admin/index/index';
    expect((await call(t, { url, headers: { 'think-lang': 'en' } })).json.msg).toBe('Please log in first');
    expect((await call(t, { url, headers: { 'accept-language': 'en-GB,en;q=0.9' } })).json.msg).toBe('Please log in first');
    expect((await call(t, { url, headers: { 'think-lang': 'zh-cn', 'accept-language': 'en' } })).json.msg).toBe('请先登录');
    expect((await call(t, { url, headers: { 'accept-language': 'fr-FR' } })).json.msg).toBe('请先登录');
    expect((await call(t, { url })).json.msg).toBe('请先登录');
  });

  it('never answers 500 to odd requests', async () => {
    const odd: Array<Parameters<typeof call>[1]> = [
      { url: '/account/login_admin/', method: 'GET' },
      { url: '/account/login_admin/', body: 'username=admin&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { url: '/account/login_admin/', body: '', headers: { 'content-type': 'application/json' } },
      { url: '/account/login_admin/', body: '\u0000\u0001', headers: { 'content-type': 'application/json' } },
      { url: '/account/login_admin/', body: { username: { $ne: null }, password: { toString: 1 } } },
      { url: '/api/common/refreshToken', body: { refresh_token: ['a'.repeat(43)] } },
      { url: '/admin/index/index?page=-1&limit=99999999999999999999' },
      { url: '/admin/index/logout', method: 'PUT', body: {} },
      { url: '/%E0%A4%A' },
    ];
    for (const request of odd) {
      const { status, json } = await call(t, request);
      expect(status, JSON.stringify(request)).toBeLessThan(500);
      expect(json?.code, JSON.stringify(request)).not.toBe(1);
    }
  });
});

describe('a write the database refuses as a duplicate', () => {
  it('answers the duplicate message, not a fault, when two writes raced past the uniqueness check', async () => {
    const app = Fastify({ logger: false });
    await app.register(i18nPlugin);
    await app.register(errorsPlugin, { webDist: tmpdir() });
    // As drizzle reports PostgreSQL's unique_violation: the driver's error as the cause.
    app.post('/raced', async () => {
      throw Object.assign(new Error('Failed query: insert into "ship" …'), { cause: Object.assign(new Error('duplicate key value'), { code: '23505' }) });
    });
    app.post('/fault', async () => {
      throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });
    });
    const raced = await app.inject({ method: 'POST', url: '/raced', headers: { 'think-lang': 'en' }, payload: {} });
    expect(raced.statusCode).toBe(200);
    expect(raced.json()).toMatchObject({ code: 0, msg: 'The same data already exists in the system!', data: null });
    expect(raced.body).not.toMatch(/insert into|duplicate key/);
    expect((await app.inject({ method: 'POST', url: '/fault', payload: {} })).statusCode).toBe(500);
    await app.close();
  });
});

describe('a delete the database refuses because other records still point to it', () => {
  it('answers that the record is in use, in the reader’s language, without the query or the constraint', async () => {
    const app = Fastify({ logger: false });
    await app.register(i18nPlugin);
    await app.register(errorsPlugin, { webDist: tmpdir() });
    // As drizzle reports PostgreSQL's foreign_key_violation (a component whose jobs point to it).
    app.post('/held', async () => {
      throw Object.assign(new Error('Failed query: delete from "pms_component" …'), {
        cause: Object.assign(new Error('update or delete on table "pms_component" violates RESTRICT setting of foreign key constraint "pms_job_component_id_fk"'), { code: '23503' }),
      });
    });
    // A key declared ON DELETE RESTRICT answers restrict_violation instead (an assignment its appraisals hold).
    app.post('/restricted', async () => {
      throw Object.assign(new Error('Failed query: delete from "crew_assignment" …'), {
        cause: Object.assign(new Error('update or delete on table "crew_assignment" violates RESTRICT setting of foreign key constraint "crew_appraisal_assignment_id_fk"'), { code: '23001' }),
      });
    });
    const en = await app.inject({ method: 'POST', url: '/held', headers: { 'think-lang': 'en' }, payload: {} });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({ code: 0, msg: 'Other records still refer to this one: delete or change them first', data: null });
    expect(en.body).not.toMatch(/pms_component|foreign key|delete from/);
    const zh = await app.inject({ method: 'POST', url: '/held', headers: { 'think-lang': 'zh-cn' }, payload: {} });
    expect(zh.json().msg).toBe('仍有其他记录引用该记录，请先删除或修改这些记录');
    const restricted = await app.inject({ method: 'POST', url: '/restricted', headers: { 'think-lang': 'en' }, payload: {} });
    expect(restricted.statusCode).toBe(200);
    expect(restricted.json()).toMatchObject({ code: 0, msg: 'Other records still refer to this one: delete or change them first' });
    await app.close();
  });
});

describe('a write the file system refuses for want of room', () => {
  // The mapping only; the faults themselves are real in file-store-full.test.ts and storage-full-postgres.test.ts.
  it('answers 507 with the storage-full message in the reader’s language, and logs a warning with the code, not the path', async () => {
    const lines: Array<Record<string, any>> = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
    await app.register(i18nPlugin);
    await app.register(errorsPlugin, { webDist: tmpdir() });
    // As the upload store throws it, and as a file system call that no store wrapped would.
    app.post('/store', async () => {
      throw new StorageFullError('ENOSPC', 'write');
    });
    app.post('/raw', async () => {
      throw Object.assign(new Error("EDQUOT: disk quota exceeded, open '/srv/data/uploads/private-name.pdf'"), { code: 'EDQUOT', syscall: 'open' });
    });
    const en = await app.inject({ method: 'POST', url: '/store', headers: { 'think-lang': 'en' }, payload: {} });
    expect(en.statusCode).toBe(507);
    expect(en.json()).toMatchObject({ code: 0, msg: "The file could not be stored: the server's storage is full. Nothing was saved; please ask the administrator to free some space.", data: null });
    const zh = await app.inject({ method: 'POST', url: '/raw', headers: { 'think-lang': 'zh-cn' }, payload: {} });
    expect(zh.statusCode).toBe(507);
    expect(zh.json()).toMatchObject({ code: 0, msg: '文件无法保存：服务器存储空间已满，未保存任何内容，请联系管理员清理空间。', data: null });
    expect(zh.body).not.toMatch(/private-name|EDQUOT/);
    const warnings = lines.filter((line) => line.msg === 'storage full');
    expect(warnings.map((line) => [line.level, line.err])).toEqual([
      [40, { code: 'ENOSPC', syscall: 'write' }],
      [40, { code: 'EDQUOT', syscall: 'open' }],
    ]);
    expect(JSON.stringify(lines)).not.toContain('private-name');
    await app.close();
  });
});
