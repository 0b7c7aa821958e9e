import { randomInt } from 'node:crypto';
import { CJK_GLYPHS, LATIN_GLYPHS, type Glyph } from './glyphs.js';
import { Raster, type Rgb, type Segment } from './raster.js';

/** Natural size of the captcha image, BuildAdmin's 350 × 200. */
export const CAPTCHA_WIDTH = 350;
export const CAPTCHA_HEIGHT = 200;
/** Characters to click, and characters drawn only to be left alone. */
export const TARGET_COUNT = 3;
export const DECOY_COUNT = 2;

/** Where a target was drawn: a click within `r` pixels of its centre hits it. */
export interface TargetSpot {
  x: number;
  y: number;
  r: number;
}

export interface DrawnCaptcha {
  png: Buffer;
  width: number;
  height: number;
  /** The targets' characters, in the order they must be clicked. */
  text: string[];
  /** Their spots, in the same order. */
  spots: TargetSpot[];
}

/** A uniform number in [min, max) from the system's secure random source: the layout must not be guessable. */
export function uniform(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** Perceived brightness (ITU-R BT.601), as a reader and the tests judge contrast. */
const luma = ([r, g, b]: Rgb) => 0.299 * r + 0.587 * g + 0.114 * b;
const MAX_GLYPH_LUMA = 120;

/**
 * The same hue, darkened when it is bright: yellows and greens at the same HSL lightness read far paler
 * than blues, and a pale glyph on the light background is hard for a person to find.
 */
function darkEnough(color: Rgb): Rgb {
  const brightness = luma(color);
  if (brightness <= MAX_GLYPH_LUMA) return color;
  const factor = MAX_GLYPH_LUMA / brightness;
  return [Math.round(color[0] * factor), Math.round(color[1] * factor), Math.round(color[2] * factor)];
}

/** Picks `count` glyphs, no two of one look-alike family. */
function pickGlyphs(set: readonly Glyph[], count: number): Glyph[] {
  const pool = [...set];
  const chosen: Glyph[] = [];
  while (chosen.length < count && pool.length) {
    const [glyph] = pool.splice(randomInt(0, pool.length), 1);
    if (glyph && !chosen.some((other) => other.family === glyph.family)) chosen.push(glyph);
  }
  if (chosen.length < count) throw new Error('glyph set too small for a captcha');
  return chosen;
}

interface Placement {
  x: number;
  y: number;
  size: number;
}

/** Random, non-overlapping places for `count` glyphs inside the image's margins. */
function place(count: number): Placement[] {
  for (let attempt = 0; attempt < 50; attempt++) {
    const placed: Placement[] = [];
    for (let tries = 0; placed.length < count && tries < 400; tries++) {
      const size = uniform(38, 50);
      const margin = size * 0.72;
      const candidate = { x: uniform(margin, CAPTCHA_WIDTH - margin), y: uniform(margin, CAPTCHA_HEIGHT - margin), size };
      if (placed.every((other) => Math.hypot(other.x - candidate.x, other.y - candidate.y) >= (other.size + candidate.size) * 0.68)) placed.push(candidate);
    }
    if (placed.length === count) return placed;
  }
  throw new Error('could not place the captcha glyphs');
}

/**
 * A glyph's strokes as pixel segments: skewed, rotated, scaled to `size` and moved to its place, each
 * stroke cut into short pieces whose joints wander a little, so no two drawings of a glyph are alike.
 */
function glyphSegments(glyph: Glyph, at: Placement): Segment[] {
  const angle = (uniform(-32, 32) * Math.PI) / 180;
  const skew = uniform(-0.18, 0.18);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const wobble = at.size * 0.025;
  const toPixel = (gx: number, gy: number): [number, number] => {
    const lx = ((gx - 5) / 10) * at.size + ((gy - 5) / 10) * at.size * skew;
    const ly = ((gy - 5) / 10) * at.size;
    return [at.x + lx * cos - ly * sin, at.y + lx * sin + ly * cos];
  };
  const segments: Segment[] = [];
  for (const stroke of glyph.strokes) {
    const points: Array<[number, number]> = [];
    stroke.forEach(([gx, gy], index) => {
      const end = toPixel(gx, gy);
      if (index > 0) {
        const start = points[points.length - 1]!;
        const pieces = Math.max(1, Math.ceil(Math.hypot(end[0] - start[0], end[1] - start[1]) / 4));
        for (let piece = 1; piece < pieces; piece++) {
          const t = piece / pieces;
          points.push([start[0] + (end[0] - start[0]) * t + uniform(-wobble, wobble), start[1] + (end[1] - start[1]) * t + uniform(-wobble, wobble)]);
        }
      }
      points.push(end);
    });
    for (let i = 1; i < points.length; i++) segments.push({ x1: points[i - 1]![0], y1: points[i - 1]![1], x2: points[i]![0], y2: points[i]![1] });
  }
  return segments;
}

/** Thin wavy lines across the whole image: they cross the characters, so cutting the image into glyphs is harder. */
function interference(raster: Raster, count: number): void {
  for (let n = 0; n < count; n++) {
    const amplitude = uniform(8, 30);
    const period = uniform(60, 220);
    const phase = uniform(0, Math.PI * 2);
    const baseline = uniform(20, CAPTCHA_HEIGHT - 20);
    const slope = uniform(-0.3, 0.3);
    const segments: Segment[] = [];
    let previous: [number, number] | null = null;
    for (let x = -5; x <= CAPTCHA_WIDTH + 5; x += 6) {
      const point: [number, number] = [x, baseline + slope * (x - CAPTCHA_WIDTH / 2) + amplitude * Math.sin((x / period) * Math.PI * 2 + phase)];
      if (previous) segments.push({ x1: previous[0], y1: previous[1], x2: point[0], y2: point[1] });
      previous = point;
    }
    raster.strokeSegments(segments, uniform(1, 2.2), hsl(uniform(0, 360), uniform(0.4, 0.7), uniform(0.45, 0.65)), 0.8);
  }
}

function noise(raster: Raster, dots: number): void {
  for (let n = 0; n < dots; n++) {
    const x = randomInt(0, CAPTCHA_WIDTH);
    const y = randomInt(0, CAPTCHA_HEIGHT);
    raster.blend(x, y, hsl(uniform(0, 360), uniform(0.3, 0.8), uniform(0.3, 0.8)), uniform(0.4, 0.9));
  }
}

/**
 * Draws one click captcha: a light gradient with noise and wavy lines, then the targets and the decoys
 * at random places, sizes, angles and colours, then a little more noise over them.
 * `lang` chooses the characters: Chinese for zh-cn, capital letters otherwise.
 */
export function drawClickCaptcha(lang: string): DrawnCaptcha {
  const glyphs = pickGlyphs(lang === 'zh-cn' ? CJK_GLYPHS : LATIN_GLYPHS, TARGET_COUNT + DECOY_COUNT);
  const places = place(glyphs.length);
  const raster = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const hue = uniform(0, 360);
  raster.fillGradient(hsl(hue, uniform(0.3, 0.6), uniform(0.9, 0.95)), hsl((hue + uniform(40, 120)) % 360, uniform(0.3, 0.6), uniform(0.86, 0.93)));
  noise(raster, 900);
  interference(raster, randomInt(3, 6));
  glyphs.forEach((glyph, index) => {
    const at = places[index]!;
    const color = darkEnough(hsl(uniform(0, 360), uniform(0.55, 0.9), uniform(0.22, 0.4)));
    raster.strokeSegments(glyphSegments(glyph, at), at.size * uniform(0.085, 0.11), color);
  });
  interference(raster, 2);
  noise(raster, 300);
  // The first TARGET_COUNT glyphs are the targets; the person is asked for them in this order.
  const targets = glyphs.slice(0, TARGET_COUNT);
  return {
    png: raster.toPng(),
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    text: targets.map((glyph) => glyph.char),
    spots: places.slice(0, TARGET_COUNT).map((at) => ({ x: Math.round(at.x), y: Math.round(at.y), r: Math.round(at.size * 0.6) })),
  };
}
