import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superToken } from '../../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = await superToken(t);
});
afterAll(async () => t?.close());

describe('document control', () => {
  it('migrates and lists folders', async () => {
    const { json } = await call(t, { url: '/admin/document.Folder/index', token, lang: 'en' });
    expect(json.code).toBe(1);
  });
});
