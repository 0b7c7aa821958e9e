import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginBuilt, request, startBuiltServer, stopBuiltServer, type BuiltServer } from './test/built-server.js';
import { LIMIT_BYTES, LIMIT_KIB } from './test/file-size-limit.js';

/**
 * An upload the disk cannot hold, through the real route of the built server (issue 20, "Faults"): the
 * server runs under `ulimit -f` (test/file-size-limit.ts), so a file past the limit is refused by the file
 * system (EFBIG) as a full disk refuses it (ENOSPC). The caller gets 507 with the storage-full message in
 * their language, the upload folder holds no part of the file, no attachment row names it, and the same
 * process stores the next file that fits. PostgreSQL pass only (POSTGRES_ONLY): the built server on PGlite
 * writes WAL files larger than the limit. The store alone, on both faults: modules/routine/file-store-full.test.ts.
 */

const MESSAGES = {
  en: "The file could not be stored: the server's storage is full. Nothing was saved; please ask the administrator to free some space.",
  'zh-cn': '文件无法保存：服务器存储空间已满，未保存任何内容，请联系管理员清理空间。',
};

/** Every file below `dir` (none when it does not exist), relative to it. */
function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A plain-text file of `size` bytes (text passes the content check for .txt), different each call. */
function textFile(size: number): Buffer {
  const line = `${randomBytes(8).toString('hex')} the quick brown fox jumps over the lazy dog\n`;
  return Buffer.from(line.repeat(Math.ceil(size / line.length)).slice(0, size));
}

function form(bytes: Buffer, name: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type: 'text/plain' }), name);
  return body;
}

describe('an upload the disk cannot hold, on the built server (PostgreSQL)', () => {
  const server = new URL(process.env.TEST_DATABASE_URL!);
  const name = `vessel_full_${randomBytes(5).toString('hex')}`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vessel-full-'));
  const uploads = path.join(dataDir, 'uploads');
  const admin = new pg.Client({ connectionString: server.toString() });
  let db: pg.Client;
  let built: BuiltServer;
  let token: string;

  const attachments = async (sha1?: string) =>
    Number((await db.query(`select count(*) as n from attachment${sha1 ? ' where sha1 = $1' : ''}`, sha1 ? [sha1] : [])).rows[0].n);

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    built = await startBuiltServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir }, { fileSizeLimitKib: LIMIT_KIB });
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    ({ token } = await loginBuilt(built.base));
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    if (built) await stopBuiltServer(built);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 507 with the storage-full message in the caller’s language, leaves no file and no row, and stores the next file that fits', async () => {
    const before = await attachments();
    const big = textFile(2 * LIMIT_BYTES);
    const sha1 = createHash('sha1').update(big).digest('hex');

    for (const lang of ['en', 'zh-cn'] as const) {
      const answer = await request(built.base, '/admin/ajax/upload', { token, body: form(big, 'too-big.txt'), headers: { 'think-lang': lang } });
      expect(answer.status, lang).toBe(507);
      expect(answer.json, lang).toMatchObject({ code: 0, msg: MESSAGES[lang], data: null });
      expect(answer.json.time, lang).toEqual(expect.any(Number));
      // Nothing of it is left: neither the file, nor the temporary file it was written to, nor a row.
      expect(filesBelow(uploads), lang).toEqual([]);
      expect(await attachments(sha1), lang).toBe(0);
    }
    // Accept-Language picks the language too, when think-lang is absent.
    const accepted = await request(built.base, '/admin/ajax/upload', { token, body: form(big, 'too-big.txt'), headers: { 'think-lang': '', 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(accepted.status).toBe(507);
    expect(accepted.json.msg).toBe(MESSAGES['zh-cn']);
    expect(await attachments()).toBe(before);

    // The same process goes on: healthy, and a file that fits is stored and served whole.
    expect((await fetch(`${built.base}/health`)).status).toBe(200);
    const small = textFile(16 * 1024);
    const stored = await request(built.base, '/admin/ajax/upload', { token, body: form(small, 'fits.txt') });
    expect(stored.status).toBe(200);
    expect(stored.json).toMatchObject({ code: 1, data: { file: { name: 'fits.txt', size: small.length, url: expect.stringMatching(/^\/storage\//) } } });
    const served = await fetch(`${built.base}${stored.json.data.file.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(small);
    expect(filesBelow(uploads)).toEqual([stored.json.data.file.url.replace(/^\/storage\//, '')]);
    expect(await attachments()).toBe(before + 1);
  }, 120_000);

  it('takes back the reference of a re-upload whose lost copy cannot be written back', async () => {
    // A file stored earlier (its row, as the store writes it) whose copy has since been lost from the disk:
    // uploading it again writes the copy back, and here the disk cannot hold it.
    const big = textFile(2 * LIMIT_BYTES);
    const sha1 = createHash('sha1').update(big).digest('hex');
    const key = `default/lost/${sha1}.txt`;
    await db.query(
      `insert into attachment (url, storage_key, storage, name, suffix, mimetype, size, sha1, quote) values ($1, $2, 'local', 'lost.txt', 'txt', 'text/plain; charset=utf-8', $3, $4, 1)`,
      [`/storage/${key}`, key, big.length, sha1],
    );
    const files = filesBelow(uploads);

    const answer = await request(built.base, '/admin/ajax/upload', { token, body: form(big, 'lost.txt') });
    expect(answer.status).toBe(507);
    expect(answer.json).toMatchObject({ code: 0, msg: MESSAGES.en });
    // Counted once, as before the upload: the failed upload made no reference.
    expect((await db.query('select quote from attachment where sha1 = $1', [sha1])).rows).toEqual([{ quote: 1 }]);
    expect(filesBelow(uploads)).toEqual(files);
  }, 60_000);
});
