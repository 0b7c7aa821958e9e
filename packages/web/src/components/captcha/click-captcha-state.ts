/**
 * The click captcha (spec §3 "Click captcha", §5 messages, CONTRACT.md): the image shows characters;
 * the member clicks the target characters in the order given. Clicks are kept as fractions of the
 * image as drawn, so a resize between clicks moves nothing; the answer sent to the server is
 * `x1,y1-x2,y2;renderedWidth;renderedHeight` in the drawn image's pixels, which the server scales to
 * its own. A pure state machine, tested without a browser; the component only draws it.
 */
import type { MessageKey } from '@vessel/contract';

/** A click as a fraction (0..1) of the drawn image's width and height. */
export interface CaptchaClick {
  fx: number;
  fy: number;
}

export interface RenderedSize {
  width: number;
  height: number;
}

/** GET /api/common/clickCaptcha?id= */
export interface ClickCaptchaData {
  id: string;
  /** The characters to click, in order. */
  text: string[];
  /** The image as a data URI. */
  base64: string;
  width: number;
  height: number;
}

export type CaptchaPhase = 'loading' | 'loadFailed' | 'ready' | 'checking' | 'wrong' | 'success';

export interface CaptchaState {
  phase: CaptchaPhase;
  captcha: ClickCaptchaData | null;
  clicks: CaptchaClick[];
}

export type CaptchaAction =
  | { type: 'load' }
  | { type: 'loaded'; captcha: ClickCaptchaData }
  | { type: 'loadFailed' }
  | { type: 'click'; click: CaptchaClick }
  | { type: 'checked'; ok: boolean };

export const INITIAL_CAPTCHA_STATE: CaptchaState = { phase: 'loading', captcha: null, clicks: [] };

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** Where a click landed on the drawn image, as fractions; null outside it or on an image not drawn. */
export function clickOnImage(clientX: number, clientY: number, rect: { left: number; top: number; width: number; height: number }): CaptchaClick | null {
  if (rect.width <= 0 || rect.height <= 0) return null;
  const x = clientX - rect.left;
  const y = clientY - rect.top;
  if (x < 0 || y < 0 || x > rect.width || y > rect.height) return null;
  return { fx: clamp(x / rect.width), fy: clamp(y / rect.height) };
}

/** A click in pixels of an image drawn at `size`. */
export function clickInPixels(click: CaptchaClick, size: RenderedSize): { x: number; y: number } {
  return { x: Math.round(click.fx * size.width), y: Math.round(click.fy * size.height) };
}

/** The answer the server checks: `x1,y1-x2,y2;renderedWidth;renderedHeight` (CONTRACT.md). */
export function captchaInfo(clicks: readonly CaptchaClick[], size: RenderedSize): string {
  const points = clicks.map((click) => {
    const { x, y } = clickInPixels(click, size);
    return `${x},${y}`;
  });
  return `${points.join('-')};${Math.round(size.width)};${Math.round(size.height)}`;
}

export function captchaReducer(state: CaptchaState, action: CaptchaAction): CaptchaState {
  switch (action.type) {
    case 'load':
      return { phase: 'loading', captcha: state.captcha, clicks: [] };
    case 'loaded':
      return { phase: 'ready', captcha: action.captcha, clicks: [] };
    case 'loadFailed':
      return { phase: 'loadFailed', captcha: null, clicks: [] };
    case 'click': {
      // Clicks count only while the member is answering, and never more than there are targets.
      if (state.phase !== 'ready' || !state.captcha) return state;
      const clicks = [...state.clicks, action.click];
      return { ...state, clicks, phase: clicks.length >= state.captcha.text.length ? 'checking' : 'ready' };
    }
    case 'checked':
      if (state.phase !== 'checking') return state;
      return { ...state, phase: action.ok ? 'success' : 'wrong' };
  }
}

/** The line under the image: one of the four messages of spec §5, the targets after 'Please click'. */
export function captchaMessage(state: CaptchaState): { key: MessageKey; targets: string[]; tone: 'info' | 'error' | 'success' } {
  switch (state.phase) {
    case 'loadFailed':
      return { key: 'captcha.loadFailed', targets: [], tone: 'error' };
    case 'wrong':
      return { key: 'captcha.wrongArea', targets: [], tone: 'error' };
    case 'success':
      return { key: 'captcha.success', targets: [], tone: 'success' };
    default:
      return { key: 'captcha.pleaseClick', targets: state.captcha?.text ?? [], tone: 'info' };
  }
}

/** The answer ready to send once every target has a click. */
export function answerOf(state: CaptchaState, size: RenderedSize): { id: string; info: string } | null {
  if (state.phase !== 'checking' || !state.captcha) return null;
  return { id: state.captcha.id, info: captchaInfo(state.clicks, size) };
}

/** A passed captcha: sent as `captchaId` (and `captchaInfo`) with the login, registration or code request. */
export interface CaptchaPass {
  captchaId: string;
  captchaInfo: string;
}
