import { describe, expect, it } from 'vitest';
import { parseCaptchaInfo } from '@vessel/contract';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawClickCaptcha } from './drawing.js';
import { CJK_GLYPHS, LATIN_GLYPHS } from './glyphs.js';
import { decodePng, pngChunkTypes } from '../../test/png.js';

describe('drawing', () => {
  it('draws the targets as ink at the answer spots, on a light background', () => {
    for (let n = 0; n < 20; n++) {
      const drawn = drawClickCaptcha(n % 2 ? 'en' : 'zh-cn');
      const image = decodePng(drawn.png);
      expect([image.width, image.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
      expect(drawn.text).toHaveLength(3);
      expect(new Set(drawn.text).size).toBe(3);
      for (const spot of drawn.spots) {
        const lumas: number[] = [];
        for (let y = spot.y - spot.r; y <= spot.y + spot.r; y++) {
          for (let x = spot.x - spot.r; x <= spot.x + spot.r; x++) if (Math.hypot(x - spot.x, y - spot.y) <= spot.r) lumas.push(image.luma(x, y));
        }
        // Ink: clearly darker than the spot's own background, the light part of the spot (its 80th
        // percentile: a bold glyph with a decoy's edge can cover half of the spot, never four fifths;
        // 1,800 spots drawn offline, none darker there).
        const background = [...lumas].sort((a, b) => a - b)[Math.floor(lumas.length * 0.8)]!;
        expect(background).toBeGreaterThan(190);
        const ink = lumas.filter((luma) => luma < background - 60).length;
        // A glyph's strokes, some 4 px wide and 30+ px long each: far more dark pixels than noise gives.
        expect(ink).toBeGreaterThan(60);
      }
      // Spots lie inside the image and apart from each other.
      for (const [i, a] of drawn.spots.entries()) {
        expect(a.x - a.r * 0.6).toBeGreaterThan(0);
        expect(a.x + a.r * 0.6).toBeLessThan(CAPTCHA_WIDTH);
        for (const b of drawn.spots.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(a.r + b.r - 10);
      }
    }
  });

  it('never puts two look-alike glyphs in one image, and the image holds no text', () => {
    const cjk = new Set(CJK_GLYPHS.map((glyph) => glyph.char));
    const latin = new Set(LATIN_GLYPHS.map((glyph) => glyph.char));
    for (let n = 0; n < 30; n++) {
      const zh = drawClickCaptcha('zh-cn');
      expect(zh.text.every((char) => cjk.has(char))).toBe(true);
      const families = zh.text.map((char) => CJK_GLYPHS.find((glyph) => glyph.char === char)!.family);
      expect(new Set(families).size).toBe(families.length);
      // Pixels only: no tEXt/iTXt/zTXt or other chunk that could carry the answer (searching the bytes
      // for the characters themselves matched compressed pixels by chance now and then).
      expect(new Set(pngChunkTypes(zh.png))).toEqual(new Set(['IHDR', 'IDAT', 'IEND']));
      const en = drawClickCaptcha('en');
      expect(en.text.every((char) => latin.has(char))).toBe(true);
    }
  });

  it('parses the answer format of CONTRACT.md and refuses anything else', () => {
    expect(parseCaptchaInfo('10,20-30.5,40;350;200')).toEqual({ clicks: [{ x: 10, y: 20 }, { x: 30.5, y: 40 }], renderedWidth: 350, renderedHeight: 200 });
    for (const bad of ['', '10,20;350', '10,20;0;200', 'a,b;350;200', '10,20,30;350;200', ';350;200', '10,20;350;200;1', '-1,2;350;200']) {
      expect(parseCaptchaInfo(bad), bad).toBeNull();
    }
  });
});
