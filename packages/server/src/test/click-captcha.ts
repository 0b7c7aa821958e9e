import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { clickCaptcha } from '../modules/captcha/tables.js';
import { unseal } from '../modules/captcha/click-captcha.js';
import type { TargetSpot } from '../modules/captcha/drawing.js';
import { call, type TestApp } from './helpers.js';

/**
 * Solving a click captcha in a test, as a person would: the test holds the captcha's id (it chose it),
 * so it can open the sealed answer in the database, the way only the id's holder can.
 */
export async function captchaSpots(t: TestApp, id: string): Promise<TargetSpot[]> {
  const hash = createHash('sha256').update(`click-captcha:id:${id}`).digest('hex');
  const [row] = await t.database.db.select().from(clickCaptcha).where(eq(clickCaptcha.id_hash, hash)).limit(1);
  if (!row) throw new Error(`no captcha ${id}`);
  return unseal(id, row.answer);
}

/** `info` clicking the given spots, on the image drawn at `scale` of its natural 350 × 200. */
export function infoFor(spots: readonly TargetSpot[], scale = 1): string {
  const points = spots.map((spot) => `${Math.round(spot.x * scale)},${Math.round(spot.y * scale)}`);
  return `${points.join('-')};${Math.round(350 * scale)};${Math.round(200 * scale)}`;
}

let counter = 0;
export function newCaptchaId(): string {
  counter += 1;
  return `test-captcha-${Date.now().toString(36)}-${counter}`;
}

/** Draws a captcha and answers it right; answers the id and info to send with a login or a code request. */
export async function passedCaptcha(t: TestApp, { check = true } = {}): Promise<{ captchaId: string; captchaInfo: string }> {
  const id = newCaptchaId();
  const drawn = await call(t, { url: `/api/common/clickCaptcha?id=${id}` });
  if (drawn.json?.code !== 1) throw new Error(`captcha refused: ${JSON.stringify(drawn.json)}`);
  const info = infoFor(await captchaSpots(t, id));
  if (check) {
    const checked = await call(t, { url: '/api/common/checkClickCaptcha', body: { id, info, unset: false } });
    if (checked.json?.code !== 1) throw new Error(`captcha check refused: ${JSON.stringify(checked.json)}`);
  }
  return { captchaId: id, captchaInfo: info };
}
