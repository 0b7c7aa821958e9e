import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers.js';

/**
 * The built web app as the server sends it: each asset compressed as the browser accepts it (the .br
 * and .gz the build writes beside it), hashed assets cacheable for a year, other files checked each time.
 */
describe('the web app files', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'vessel-web-'));
  const script = `export const page = ${JSON.stringify('x'.repeat(4000))};\n`;
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets/page-abc123.js'), script);
    writeFileSync(path.join(webDist, 'assets/page-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(webDist, 'assets/page-abc123.js.gz'), gzipSync(script));
    writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    t = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the brotli file to a browser that accepts it, gzip to one that accepts only gzip, the plain file otherwise', async () => {
    const br = await get('/assets/page-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(Number(br.headers['content-length'])).toBeLessThan(script.length / 10);

    const gz = await get('/assets/page-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/page-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
    for (const answer of [br, gz, plain]) expect(answer.headers.vary).toMatch(/accept-encoding/i);
  });

  it('lets hashed assets be kept for a year and has the unhashed files checked each time', async () => {
    expect((await get('/assets/page-abc123.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    const page = await t.app.inject({ method: 'GET', url: '/admin/login', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
