import { createHash } from 'node:crypto';
import { unseal } from '../modules/captcha/click-captcha.js';
import type { TargetSpot } from '../modules/captcha/drawing.js';

/**
 * Answering a click captcha in a test, as a person would, wherever its row is read from (the test app's
 * database in test/click-captcha.ts, a pg client of its own beside a built server): the test holds the
 * captcha's id (it chose it), so it can open the sealed answer, the way only the id's holder can.
 */
export async function captchaSpotsFrom(id: string, sealedAnswer: (idHash: string) => Promise<string | undefined>): Promise<TargetSpot[]> {
  const sealed = await sealedAnswer(createHash('sha256').update(`click-captcha:id:${id}`).digest('hex'));
  if (sealed === undefined) throw new Error(`no captcha ${id}`);
  return unseal(id, sealed);
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
