import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import { parseCaptchaInfo, type ClickCaptcha } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../platform/envelope.js';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawClickCaptcha, type TargetSpot } from './drawing.js';
import { clickCaptcha } from './tables.js';

/** Seconds a captcha may be answered, and a right answer used, after it was drawn. */
export const CAPTCHA_TTL_SECONDS = 300;

export type CaptchaResult = { ok: true } | { ok: false; reason: 'expired' | 'wrong' | 'required' };

const idHash = (id: string) => createHash('sha256').update(`click-captcha:id:${id}`).digest('hex');
const sealKey = (id: string) => createHash('sha256').update(`click-captcha:key:${id}`).digest();

function seal(id: string, spots: readonly TargetSpot[]): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(id), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(spots), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The target spots of a stored captcha; only the holder of its id can read them. */
export function unseal(id: string, sealed: string): TargetSpot[] {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(id), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as TargetSpot[];
}

/**
 * Every target clicked, in order, within its spot; exactly as many clicks as targets. Clicks come in
 * the pixels of the image as the browser drew it and are scaled to the natural size first.
 */
export function answerMatches(info: string, spots: readonly TargetSpot[], width: number, height: number): boolean {
  const answer = parseCaptchaInfo(info);
  if (!answer || answer.clicks.length !== spots.length) return false;
  const sx = width / answer.renderedWidth;
  const sy = height / answer.renderedHeight;
  return answer.clicks.every((click, index) => {
    const spot = spots[index]!;
    return Math.hypot(click.x * sx - spot.x, click.y * sy - spot.y) <= spot.r;
  });
}

/**
 * The click captcha (CONTRACT.md "Click captcha"). One row a captcha; a check claims the row (so an
 * answer is judged once), a wrong answer leaves it spent, a right one is put back as passed when the
 * caller will consume it later. Any number of server processes share it through the database.
 */
export class ClickCaptchaService {
  constructor(
    private readonly db: Db,
    private readonly ttlSeconds = CAPTCHA_TTL_SECONDS,
  ) {}

  /** Draws a new captcha under the client's id, replacing one drawn before under the same id. */
  async create(id: string, lang: string): Promise<ClickCaptcha> {
    const drawn = drawClickCaptcha(lang);
    const values = { id_hash: idHash(id), answer: seal(id, drawn.spots), expires_at: new Date(Date.now() + this.ttlSeconds * 1000), passed_at: null, created_at: new Date() };
    await this.db.insert(clickCaptcha).values(values).onConflictDoUpdate({ target: clickCaptcha.id_hash, set: values });
    return { id, text: drawn.text, base64: `data:image/png;base64,${drawn.png.toString('base64')}`, width: drawn.width, height: drawn.height };
  }

  /**
   * Judges an answer. Right and `unset` false: the captcha stays, passed, for one `consume`. Right and
   * `unset` true, or wrong: it is spent.
   */
  async check(id: string, info: string, unset: boolean): Promise<CaptchaResult> {
    const [row] = await this.db
      .delete(clickCaptcha)
      .where(and(eq(clickCaptcha.id_hash, idHash(id)), isNull(clickCaptcha.passed_at)))
      .returning();
    if (!row || row.expires_at.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    let spots: TargetSpot[];
    try {
      spots = unseal(id, row.answer);
    } catch {
      return { ok: false, reason: 'expired' };
    }
    if (!answerMatches(info, spots, CAPTCHA_WIDTH, CAPTCHA_HEIGHT)) return { ok: false, reason: 'wrong' };
    if (!unset) await this.db.insert(clickCaptcha).values({ ...row, passed_at: new Date() }).onConflictDoNothing();
    return { ok: true };
  }

  /**
   * The one use of a passed captcha (a login, a registration, a code sent). A captcha not checked yet
   * may be answered here instead, with `info`: the same judgement, and it is spent either way.
   */
  async consume(id: string | undefined, info?: string): Promise<CaptchaResult> {
    if (!id) return { ok: false, reason: 'required' };
    const [passed] = await this.db
      .delete(clickCaptcha)
      .where(and(eq(clickCaptcha.id_hash, idHash(id)), isNotNull(clickCaptcha.passed_at), gt(clickCaptcha.expires_at, new Date())))
      .returning({ id: clickCaptcha.id_hash });
    if (passed) return { ok: true };
    if (info) return this.check(id, info, true);
    return { ok: false, reason: 'required' };
  }

  /** Captchas past their lifetime carry nothing. */
  async purge(now = new Date()): Promise<void> {
    await this.db.delete(clickCaptcha).where(lt(clickCaptcha.expires_at, now));
  }
}

/** The answer to a failed captcha: spec §5's "not clicked right", or "expired", or "complete it first". */
export function captchaFailure(reason: 'expired' | 'wrong' | 'required'): ApiError {
  const key = reason === 'wrong' ? 'captcha.wrongArea' : reason === 'expired' ? 'captcha.expired' : 'captcha.required';
  return new ApiError(key, { data: { captcha: true } });
}
