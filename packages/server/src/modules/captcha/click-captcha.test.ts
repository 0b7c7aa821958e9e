import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { captchaSpots, infoFor, newCaptchaId } from '../../test/click-captcha.js';
import { decodePng } from '../../test/png.js';
import { ClickCaptchaService } from './click-captcha.js';
import { clickCaptcha } from './tables.js';

describe('click captcha calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function draw(lang = 'zh-cn') {
    const id = newCaptchaId();
    const { json } = await call(t, { url: `/api/common/clickCaptcha?id=${id}`, lang });
    expect(json.code).toBe(1);
    return { id, data: json.data, spots: await captchaSpots(t, id) };
  }
  const check = (id: string, info: string, unset: unknown = false, lang = 'en') => call(t, { url: '/api/common/checkClickCaptcha', body: { id, info, unset }, lang });

  it('answers the image, its natural size and the targets in order, in the language of the request', async () => {
    const { id, data } = await draw('zh-cn');
    expect(data.id).toBe(id);
    expect(data.width).toBe(350);
    expect(data.height).toBe(200);
    expect(data.text).toHaveLength(3);
    for (const char of data.text) expect(char).toMatch(/^\p{Script=Han}$/u);
    expect(data.base64).toMatch(/^data:image\/png;base64,/);
    decodePng(Buffer.from(data.base64.split(',')[1], 'base64'));
    const en = await draw('en');
    for (const char of en.data.text) expect(char).toMatch(/^[A-Z]$/);
  });

  it('stores neither the id nor the answer in the clear', async () => {
    const { id, spots } = await draw();
    const rows = await t.database.db.select().from(clickCaptcha);
    expect(rows.some((row) => row.id_hash === id)).toBe(false);
    const row = rows.find((r) => r.id_hash === createHash('sha256').update(`click-captcha:id:${id}`).digest('hex'))!;
    expect(row.answer).not.toContain(String(spots[0]!.x));
    expect(() => JSON.parse(row.answer)).toThrow();
  });

  it('passes the targets clicked in order, scaled from the size the browser drew', async () => {
    const { id, spots } = await draw();
    const { json } = await check(id, infoFor(spots, 0.5));
    expect(json).toMatchObject({ code: 1, msg: 'Verification is successful!' });
  });

  it('a passed captcha is good for one consuming use', async () => {
    const { id, spots } = await draw();
    expect((await check(id, infoFor(spots))).json.code).toBe(1);
    const service = new ClickCaptchaService(t.database.db);
    expect(await service.consume(id)).toEqual({ ok: true });
    expect(await service.consume(id)).toEqual({ ok: false, reason: 'required' });
    // Nor can it be checked again.
    expect((await check(id, infoFor(spots))).json.code).toBe(0);
  });

  it('the wrong order, too few or too many clicks, or a click off the glyph fail and spend the captcha', async () => {
    const variants = (spots: Awaited<ReturnType<typeof draw>>['spots']) => [
      infoFor([spots[1]!, spots[0]!, spots[2]!]),
      infoFor(spots.slice(0, 2)),
      infoFor([...spots, spots[2]!]),
      infoFor([spots[0]!, spots[1]!, { ...spots[2]!, x: spots[2]!.x + spots[2]!.r + 3 }]),
      'not an answer;1;1',
    ];
    for (let index = 0; index < 5; index++) {
      const { id, spots } = await draw();
      const wrong = await check(id, variants(spots)[index]!);
      expect(wrong.json).toMatchObject({ code: 0, msg: 'The correct area is not clicked, please try again!' });
      // Spent: the right answer now finds nothing.
      const again = await check(id, infoFor(spots));
      expect(again.json).toMatchObject({ code: 0, msg: 'The captcha has expired, please refresh it' });
    }
  });

  it('an expired captcha fails, however right the answer', async () => {
    const { id, spots } = await draw();
    await t.database.db
      .update(clickCaptcha)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(clickCaptcha.id_hash, createHash('sha256').update(`click-captcha:id:${id}`).digest('hex')));
    expect((await check(id, infoFor(spots))).json).toMatchObject({ code: 0, msg: 'The captcha has expired, please refresh it' });
  });

  it('a passed captcha past its lifetime cannot be consumed', async () => {
    const { id, spots } = await draw();
    expect((await check(id, infoFor(spots))).json.code).toBe(1);
    await t.database.db.update(clickCaptcha).set({ expires_at: new Date(Date.now() - 1000) });
    expect(await new ClickCaptchaService(t.database.db).consume(id)).toEqual({ ok: false, reason: 'required' });
  });

  it('unset spends even a right answer', async () => {
    for (const unset of [true, 1, '1', 'true']) {
      const { id, spots } = await draw();
      expect((await check(id, infoFor(spots), unset)).json.code).toBe(1);
      expect(await new ClickCaptchaService(t.database.db).consume(id)).toEqual({ ok: false, reason: 'required' });
    }
  });

  it('consume judges an unchecked captcha with its answer, once', async () => {
    const service = new ClickCaptchaService(t.database.db);
    const { id, spots } = await draw();
    expect(await service.consume(id, infoFor(spots))).toEqual({ ok: true });
    expect(await service.consume(id, infoFor(spots))).toEqual({ ok: false, reason: 'expired' });
    const other = await draw();
    expect(await service.consume(other.id, infoFor([...other.spots].reverse()))).toEqual({ ok: false, reason: 'wrong' });
  });

  it('refuses a malformed id or answer with a field message', async () => {
    const bad = await call(t, { url: '/api/common/clickCaptcha?id=short', lang: 'en' });
    expect(bad.json.code).toBe(0);
    expect(bad.json.data.errors.id).toBe('Please complete the captcha first');
    const extra = await call(t, { url: '/api/common/checkClickCaptcha', body: { id: newCaptchaId(), info: '1,1;1;1', other: 1 }, lang: 'en' });
    expect(extra.json.code).toBe(0);
    expect(extra.status).toBe(200);
  });

  it('drawing again under the same id replaces the captcha', async () => {
    const first = await draw();
    const { json } = await call(t, { url: `/api/common/clickCaptcha?id=${first.id}` });
    expect(json.code).toBe(1);
    const spots = await captchaSpots(t, first.id);
    expect((await check(first.id, infoFor(spots))).json.code).toBe(1);
  });
});

describe('the admin login captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is off by default; when on, the login needs a passed captcha, once', async () => {
    expect((await call(t, { url: '/admin/index/login' })).json.data).toEqual({ captcha: false });
    const { loginAdmin } = await import('../../test/helpers.js');
    const { setSettings } = await import('../../test/members.js');
    const { passedCaptcha } = await import('../../test/click-captcha.js');
    await loginAdmin(t);
    await setSettings(t, { admin_login_captcha: true });
    expect((await call(t, { url: '/admin/index/login' })).json.data).toEqual({ captcha: true });
    const bare = await call(t, { url: '/account/login_admin/', body: { username: 'admin', password: 'Harbour_2026' }, lang: 'en' });
    expect(bare.json).toMatchObject({ code: 0, msg: 'Please complete the captcha first', data: { captcha: true } });
    const captcha = await passedCaptcha(t);
    const ok = await call(t, { url: '/account/login_admin/', body: { username: 'admin', password: 'Harbour_2026', ...captcha } });
    expect(ok.json.code).toBe(1);
    const reused = await call(t, { url: '/account/login_admin/', body: { username: 'admin', password: 'Harbour_2026', ...captcha } });
    expect(reused.json.code).toBe(0);
  });
});
