import { z } from 'zod';

/**
 * The click captcha (spec §3, §5; CONTRACT.md "Click captcha"). The server draws an image with a few
 * characters; the person clicks the targets it names, in order. A good answer is good for one consuming
 * use (a login, a registration, a code sent) within the captcha's lifetime; a wrong answer spends it.
 */

export const CAPTCHA_API = {
  /** GET ?id= (a new id, chosen by the client) → ClickCaptcha */
  clickCaptcha: '/api/common/clickCaptcha',
  /** POST CheckClickCaptchaBody → null */
  checkClickCaptcha: '/api/common/checkClickCaptcha',
} as const;

/** A captcha id: chosen by the client (a UUID is fine), 8 to 64 URL-safe characters. */
export const captchaIdSchema = z
  .string({ error: 'captcha.required' })
  .max(64, { error: 'captcha.required', abort: true })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'captcha.required' });

/** `x1,y1-x2,y2;renderedWidth;renderedHeight`: the clicks in the pixels of the image as it was drawn. */
export const captchaInfoSchema = z.string({ error: 'captcha.required' }).min(3, { error: 'captcha.required' }).max(500, { error: 'captcha.wrongArea' });

export const clickCaptchaQuery = z.strictObject({ id: captchaIdSchema });
export type ClickCaptchaQuery = z.infer<typeof clickCaptchaQuery>;

/** GET /api/common/clickCaptcha answer. */
export const clickCaptcha = z.object({
  id: z.string(),
  /** The characters to click, in this order. */
  text: z.array(z.string()),
  /** The image, `data:image/png;base64,...`. */
  base64: z.string(),
  /** Natural size of the image in pixels. */
  width: z.number().int(),
  height: z.number().int(),
});
export type ClickCaptcha = z.infer<typeof clickCaptcha>;

/**
 * POST /api/common/checkClickCaptcha. `unset: true` spends the captcha even when the answer is right
 * (a check for its own sake); `false` (the default) keeps a right answer for one consuming use: the
 * client then sends `captchaId` (and `captchaInfo`) with the login, registration or code request.
 */
export const checkClickCaptchaBody = z.strictObject({
  id: captchaIdSchema,
  info: captchaInfoSchema,
  unset: z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')]).optional(),
});
export type CheckClickCaptchaBody = z.infer<typeof checkClickCaptchaBody>;

/** True for the truthy spellings `unset` may arrive in. */
export function isUnset(value: CheckClickCaptchaBody['unset']): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

export interface CaptchaAnswer {
  clicks: Array<{ x: number; y: number }>;
  renderedWidth: number;
  renderedHeight: number;
}

/**
 * Reads `x1,y1-x2,y2;renderedWidth;renderedHeight`; null when malformed. Numbers may carry decimals;
 * the rendered size must be positive (a click on an image drawn at zero size means nothing).
 */
export function parseCaptchaInfo(info: string): CaptchaAnswer | null {
  const parts = info.split(';');
  if (parts.length !== 3) return null;
  const [points = '', width = '', height = ''] = parts;
  const number = /^\d{1,5}(\.\d{1,4})?$/;
  if (!number.test(width) || !number.test(height)) return null;
  const renderedWidth = Number(width);
  const renderedHeight = Number(height);
  if (renderedWidth <= 0 || renderedHeight <= 0) return null;
  if (points === '') return null;
  const clicks: Array<{ x: number; y: number }> = [];
  for (const point of points.split('-')) {
    const [x = '', y = '', ...rest] = point.split(',');
    if (rest.length || !number.test(x) || !number.test(y)) return null;
    clicks.push({ x: Number(x), y: Number(y) });
  }
  return clicks.length > 20 ? null : { clicks, renderedWidth, renderedHeight };
}
