import { eq } from 'drizzle-orm';
import { clickCaptcha } from '../modules/captcha/tables.js';
import type { TargetSpot } from '../modules/captcha/drawing.js';
import { captchaSpotsFrom, infoFor, newCaptchaId } from './captcha-answer.js';
import { call, type TestApp } from './helpers.js';

/** The target spots of captcha `id`, read from the test app's database (test/captcha-answer.ts). */
export async function captchaSpots(t: TestApp, id: string): Promise<TargetSpot[]> {
  return captchaSpotsFrom(id, async (hash) => {
    const [row] = await t.database.db.select({ answer: clickCaptcha.answer }).from(clickCaptcha).where(eq(clickCaptcha.id_hash, hash)).limit(1);
    return row?.answer;
  });
}

export { infoFor, newCaptchaId };

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
