import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';

/** Decodes our own PNGs (8-bit RGBA, filter 0): width, height and the pixels. */
export function decodePng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([data[8], data[9]]).toEqual([8, 6]);
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe((width * 4 + 1) * height);
  const luma = (x: number, y: number) => {
    const i = y * (width * 4 + 1) + 1 + x * 4;
    return 0.299 * raw[i]! + 0.587 * raw[i + 1]! + 0.114 * raw[i + 2]!;
  };
  return { width, height, luma };
}

/** The chunk types of a PNG in order ('IHDR', 'IDAT', …, 'IEND'): where text or metadata would hide. */
export function pngChunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 8; offset < png.length; offset += 12 + png.readUInt32BE(offset)) types.push(png.subarray(offset + 4, offset + 8).toString('ascii'));
  return types;
}
