import { crc32, deflateSync } from 'node:zlib';

/**
 * A tiny RGBA canvas: anti-aliased thick line segments, dots and PNG output with node:zlib. Enough to
 * draw the click captcha without a native image library.
 */
export type Rgb = readonly [number, number, number];

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 4);
  }

  /** Blends `color` into one pixel with coverage `alpha` (0..1). */
  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const a = Math.min(1, alpha);
    const i = (y * this.width + x) * 4;
    const p = this.pixels;
    p[i] = Math.round(p[i]! * (1 - a) + color[0] * a);
    p[i + 1] = Math.round(p[i + 1]! * (1 - a) + color[1] * a);
    p[i + 2] = Math.round(p[i + 2]! * (1 - a) + color[2] * a);
    p[i + 3] = 255;
  }

  /** A vertical gradient from `top` to `bottom`, opaque. */
  fillGradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y++) {
      const t = y / Math.max(1, this.height - 1);
      const color: Rgb = [top[0] + (bottom[0] - top[0]) * t, top[1] + (bottom[1] - top[1]) * t, top[2] + (bottom[2] - top[2]) * t];
      for (let x = 0; x < this.width; x++) this.blend(x, y, color, 1);
    }
  }

  /**
   * Strokes a set of segments `width` pixels wide, with round ends and joins. Each pixel near a segment
   * is covered by its distance to it (which also anti-aliases the edges); where segments meet, the
   * pixel keeps the largest coverage, so joints are not painted twice.
   */
  strokeSegments(segments: readonly Segment[], width: number, color: Rgb, opacity = 1): void {
    const half = width / 2;
    const coverage = new Float32Array(this.width * this.height);
    let minX = this.width;
    let minY = this.height;
    let maxX = -1;
    let maxY = -1;
    for (const s of segments) {
      const x0 = Math.max(0, Math.floor(Math.min(s.x1, s.x2) - half - 1));
      const y0 = Math.max(0, Math.floor(Math.min(s.y1, s.y2) - half - 1));
      const x1 = Math.min(this.width - 1, Math.ceil(Math.max(s.x1, s.x2) + half + 1));
      const y1 = Math.min(this.height - 1, Math.ceil(Math.max(s.y1, s.y2) + half + 1));
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const value = half + 0.5 - distanceToSegment(x + 0.5, y + 0.5, s);
          const i = y * this.width + x;
          if (value > coverage[i]!) coverage[i] = Math.min(1, value);
        }
      }
      minX = Math.min(minX, x0);
      minY = Math.min(minY, y0);
      maxX = Math.max(maxX, x1);
      maxY = Math.max(maxY, y1);
    }
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const value = coverage[y * this.width + x]!;
        if (value > 0) this.blend(x, y, color, value * opacity);
      }
    }
  }

  /** PNG, 8-bit RGBA, no interlace. */
  toPng(): Buffer {
    const stride = this.width * 4;
    const raw = Buffer.alloc((stride + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      raw[y * (stride + 1)] = 0; // filter: none
      raw.set(this.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header[8] = 8; // bit depth
    header[9] = 6; // colour type: RGBA
    return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

export function distanceToSegment(px: number, py: number, s: Segment): number {
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  const lengthSquared = dx * dx + dy * dy;
  let t = lengthSquared === 0 ? 0 : ((px - s.x1) * dx + (py - s.y1) * dy) / lengthSquared;
  t = Math.max(0, Math.min(1, t));
  const cx = s.x1 + t * dx;
  const cy = s.y1 + t * dy;
  return Math.hypot(px - cx, py - cy);
}
