import { describe, expect, it } from 'vitest';
import { translate } from '@vessel/contract';
import {
  INITIAL_CAPTCHA_STATE,
  answerOf,
  captchaInfo,
  captchaMessage,
  captchaReducer,
  clickInPixels,
  clickOnImage,
  type CaptchaAction,
  type CaptchaState,
  type ClickCaptchaData,
} from './click-captcha-state';

const captcha: ClickCaptchaData = { id: 'c1', text: ['船', '锚'], base64: 'data:image/png;base64,AA==', width: 350, height: 200 };
const run = (...actions: CaptchaAction[]) => actions.reduce<CaptchaState>(captchaReducer, INITIAL_CAPTCHA_STATE);

describe('click captcha answer', () => {
  it('is "x1,y1-x2,y2;renderedWidth;renderedHeight" in the drawn image pixels', () => {
    expect(captchaInfo([{ fx: 0.1, fy: 0.5 }, { fx: 0.9, fy: 0.25 }], { width: 350, height: 200 })).toBe('35,100-315,50;350;200');
  });

  it('scales with the drawn size: the same clicks on a half-size image give half the pixels', () => {
    const clicks = [{ fx: 0.1, fy: 0.5 }, { fx: 0.9, fy: 0.25 }];
    expect(captchaInfo(clicks, { width: 175, height: 100 })).toBe('18,50-158,25;175;100');
    expect(clickInPixels({ fx: 0.5, fy: 0.5 }, { width: 301, height: 171.6 })).toEqual({ x: 151, y: 86 });
  });

  it('reads a click relative to the drawn image and refuses one outside it', () => {
    const rect = { left: 100, top: 50, width: 200, height: 100 };
    expect(clickOnImage(150, 75, rect)).toEqual({ fx: 0.25, fy: 0.25 });
    expect(clickOnImage(300, 150, rect)).toEqual({ fx: 1, fy: 1 });
    expect(clickOnImage(99, 75, rect)).toBeNull();
    expect(clickOnImage(150, 151, rect)).toBeNull();
    expect(clickOnImage(150, 75, { ...rect, width: 0 })).toBeNull();
  });
});

describe('click captcha states and messages', () => {
  it('asks to click the targets in order once loaded', () => {
    const state = run({ type: 'loaded', captcha });
    expect(state.phase).toBe('ready');
    expect(captchaMessage(state)).toEqual({ key: 'captcha.pleaseClick', targets: ['船', '锚'], tone: 'info' });
  });

  it('checks when every target has a click, and takes no click beyond that', () => {
    const one = run({ type: 'loaded', captcha }, { type: 'click', click: { fx: 0.1, fy: 0.1 } });
    expect(one.phase).toBe('ready');
    expect(answerOf(one, { width: 350, height: 200 })).toBeNull();
    const two = captchaReducer(one, { type: 'click', click: { fx: 0.2, fy: 0.2 } });
    expect(two.phase).toBe('checking');
    expect(answerOf(two, { width: 350, height: 200 })).toEqual({ id: 'c1', info: '35,20-70,40;350;200' });
    expect(captchaReducer(two, { type: 'click', click: { fx: 0.3, fy: 0.3 } })).toBe(two);
  });

  it('says which of the four messages of spec §5 applies, in their words', () => {
    const failed = run({ type: 'loadFailed' });
    const clicked = run({ type: 'loaded', captcha }, { type: 'click', click: { fx: 0, fy: 0 } }, { type: 'click', click: { fx: 1, fy: 1 } });
    const wrong = captchaReducer(clicked, { type: 'checked', ok: false });
    const right = captchaReducer(clicked, { type: 'checked', ok: true });
    const words = [failed, wrong, right, run({ type: 'loaded', captcha })].map((state) => translate('en', captchaMessage(state).key));
    expect(words).toEqual([
      'Captcha loading failed, please click refresh button',
      'The correct area is not clicked, please try again!',
      'Verification is successful!',
      'Please click',
    ]);
    expect(captchaMessage(failed).tone).toBe('error');
    expect(captchaMessage(wrong).tone).toBe('error');
    expect(captchaMessage(right).tone).toBe('success');
    expect(translate('zh-cn', 'captcha.pleaseClick')).not.toBe('Please click');
  });

  it('ignores clicks while loading, after a wrong answer and after success, and a stray check result', () => {
    const loading = run({ type: 'load' });
    expect(captchaReducer(loading, { type: 'click', click: { fx: 0.5, fy: 0.5 } })).toBe(loading);
    const ready = run({ type: 'loaded', captcha });
    expect(captchaReducer(ready, { type: 'checked', ok: true })).toBe(ready);
    const wrong = run({ type: 'loaded', captcha }, { type: 'click', click: { fx: 0, fy: 0 } }, { type: 'click', click: { fx: 0, fy: 0 } }, { type: 'checked', ok: false });
    expect(captchaReducer(wrong, { type: 'click', click: { fx: 0.5, fy: 0.5 } })).toBe(wrong);
  });

  it('starts over with no clicks on refresh and on a new captcha', () => {
    const clicked = run({ type: 'loaded', captcha }, { type: 'click', click: { fx: 0.4, fy: 0.4 } });
    expect(captchaReducer(clicked, { type: 'load' })).toMatchObject({ phase: 'loading', clicks: [] });
    expect(captchaReducer(clicked, { type: 'loaded', captcha: { ...captcha, id: 'c2' } })).toMatchObject({ phase: 'ready', clicks: [] });
  });
});
