/**
 * A small stroke font for the click captcha: each glyph is a few polylines on a 10 × 10 grid (x right,
 * y down). The captcha draws these strokes into pixels itself, so no font file, no system font and no
 * text in the image: the characters exist only as pixels. Curves are approximated by short segments.
 *
 * Glyphs that look alike are put in one `family`; a captcha never shows two glyphs of one family, so
 * the person never has to tell 日 from 目 or P from R under rotation.
 */
export type Point = readonly [number, number];
export type Stroke = readonly Point[];

export interface Glyph {
  char: string;
  strokes: readonly Stroke[];
  family: string;
}

const box = (x1: number, y1: number, x2: number, y2: number): Stroke[] => [
  [
    [x1, y1],
    [x1, y2],
  ],
  [
    [x1, y1],
    [x2, y1],
    [x2, y2],
  ],
  [
    [x1, y2],
    [x2, y2],
  ],
];
const h = (y: number, x1: number, x2: number): Stroke => [
  [x1, y],
  [x2, y],
];
const v = (x: number, y1: number, y2: number): Stroke => [
  [x, y1],
  [x, y2],
];

/** Chinese characters made of straight strokes (and a few gentle sweeps), readable at 40 pixels. */
export const CJK_GLYPHS: readonly Glyph[] = [
  { char: '口', family: 'box', strokes: box(2, 2, 8, 8) },
  { char: '日', family: 'sun', strokes: [...box(2.5, 1, 7.5, 9), h(5, 2.5, 7.5)] },
  { char: '目', family: 'sun', strokes: [...box(3, 0.5, 7, 9.5), h(3.5, 3, 7), h(6.5, 3, 7)] },
  { char: '月', family: 'sun', strokes: [[[3, 1], [3, 6], [2.6, 8], [1.8, 9.5]], [[3, 1], [7.5, 1], [7.5, 9.3], [6.5, 9]], h(4, 3, 7.5), h(6.5, 3, 7.5)] },
  { char: '田', family: 'field', strokes: [...box(1.5, 1.5, 8.5, 8.5), h(5, 1.5, 8.5), v(5, 1.5, 8.5)] },
  { char: '由', family: 'field', strokes: [...box(1.5, 3, 8.5, 9), h(6, 1.5, 8.5), v(5, 0.5, 9)] },
  { char: '甲', family: 'field', strokes: [...box(1.5, 1, 8.5, 7), h(4, 1.5, 8.5), v(5, 1, 9.8)] },
  { char: '申', family: 'field', strokes: [...box(1.5, 2.5, 8.5, 7.5), h(5, 1.5, 8.5), v(5, 0.2, 9.8)] },
  { char: '王', family: 'king', strokes: [h(1.5, 1.5, 8.5), h(5, 2, 8), h(8.7, 0.8, 9.2), v(5, 1.5, 8.7)] },
  { char: '工', family: 'king', strokes: [h(2, 1.5, 8.5), v(5, 2, 8.2), h(8.2, 0.5, 9.5)] },
  { char: '土', family: 'king', strokes: [h(4, 2, 8), v(5, 1, 8.5), h(8.5, 0.8, 9.2)] },
  { char: '干', family: 'king', strokes: [h(1.8, 2, 8), h(5, 0.8, 9.2), v(5, 1.8, 9.8)] },
  { char: '三', family: 'king', strokes: [h(1.8, 2, 8), h(5, 2.6, 7.4), h(8.5, 1, 9)] },
  { char: '十', family: 'cross', strokes: [h(4.5, 0.8, 9.2), v(5, 0.5, 9.8)] },
  { char: '井', family: 'cross', strokes: [h(3.5, 1, 9), h(6.5, 0.5, 9.5), [[3.8, 0.8], [3.8, 7], [2.4, 9.6]], v(6.5, 0.8, 9.8)] },
  { char: '山', family: 'hill', strokes: [v(5, 0.8, 8.5), [[1.5, 3.5], [1.5, 8.5], [8.5, 8.5], [8.5, 3.5]]] },
  { char: '川', family: 'hill', strokes: [[[2.5, 1.2], [2.5, 6], [1.6, 9.5]], v(5.2, 1.8, 8), v(8, 0.8, 9.8)] },
  { char: '中', family: 'middle', strokes: [...box(1.5, 3, 8.5, 7), v(5, 0.3, 9.8)] },
  { char: '回', family: 'middle', strokes: [...box(1, 1, 9, 9), ...box(3.5, 3.5, 6.5, 6.5)] },
  { char: '上', family: 'up', strokes: [v(4.5, 0.8, 9), h(4.8, 4.5, 8.2), h(9, 0.8, 9.2)] },
  { char: '下', family: 'up', strokes: [h(1.5, 0.8, 9.2), v(4.5, 1.5, 9.8), [[5.5, 4.5], [7.5, 6.5]]] },
  { char: '正', family: 'up', strokes: [h(1.2, 1.2, 8.8), v(5, 1.2, 9), h(5, 5, 8.2), v(2.5, 4.5, 9), h(9, 0.5, 9.5)] },
  { char: '人', family: 'person', strokes: [[[5, 0.8], [4.5, 4], [3, 7], [0.8, 9.5]], [[4.8, 4.5], [6.5, 7.5], [9.2, 9.5]]] },
  { char: '大', family: 'person', strokes: [h(3.5, 0.8, 9.2), [[5, 0.5], [4.7, 4.5], [3, 7.5], [0.8, 9.6]], [[5, 4.8], [6.8, 7.6], [9.3, 9.6]]] },
  { char: '木', family: 'person', strokes: [h(3, 0.8, 9.2), v(5, 0.3, 9.8), [[4.8, 3.5], [3, 6.5], [0.8, 8.5]], [[5.2, 3.5], [7, 6.5], [9.2, 8.5]]] },
  { char: '火', family: 'person', strokes: [[[2, 2.5], [2.6, 4.8]], [[8, 2.2], [7, 4.5]], [[5, 0.5], [4.8, 4.5], [3.2, 7.5], [0.8, 9.6]], [[5, 5], [6.8, 7.8], [9.3, 9.6]]] },
  { char: '门', family: 'door', strokes: [[[2, 0.6], [3, 1.8]], v(1.8, 3, 9.8), [[3.8, 2.2], [8.5, 2.2], [8.5, 9.6], [7.3, 9]]] },
];

/** Capital letters; the ones easily taken for digits or for each other under rotation are left out (I, O, Q). */
export const LATIN_GLYPHS: readonly Glyph[] = [
  { char: 'A', family: 'a', strokes: [[[1, 9.5], [5, 0.5], [9, 9.5]], h(6.2, 2.6, 7.4)] },
  { char: 'B', family: 'bowl', strokes: [[[2, 0.8], [2, 9.2], [6.5, 9.2], [8, 8.2], [8.3, 6.7], [7.6, 5.5], [6, 4.9], [2, 4.9]], [[2, 0.8], [6, 0.8], [7.3, 1.6], [7.6, 2.9], [7, 4.2], [6, 4.9]]] },
  { char: 'C', family: 'round', strokes: [[[8.3, 2.2], [7, 0.9], [5, 0.5], [3, 1], [1.6, 2.6], [1.1, 5], [1.6, 7.4], [3, 9], [5, 9.5], [7, 9.1], [8.4, 7.8]]] },
  { char: 'D', family: 'bowl', strokes: [[[2, 0.8], [2, 9.2], [5, 9.2], [7, 8.4], [8.3, 6.6], [8.5, 5], [8.3, 3.4], [7, 1.6], [5, 0.8], [2, 0.8]]] },
  { char: 'E', family: 'e', strokes: [[[8, 0.8], [2, 0.8], [2, 9.2], [8, 9.2]], h(5, 2, 6.8)] },
  { char: 'F', family: 'e', strokes: [[[8, 0.8], [2, 0.8], [2, 9.5]], h(5, 2, 6.8)] },
  { char: 'G', family: 'round', strokes: [[[8.3, 2.2], [7, 0.9], [5, 0.5], [3, 1], [1.6, 2.6], [1.1, 5], [1.6, 7.4], [3, 9], [5, 9.5], [7, 9.1], [8.4, 7.8], [8.4, 5.5], [5.5, 5.5]]] },
  { char: 'H', family: 'h', strokes: [v(2, 0.8, 9.2), v(8, 0.8, 9.2), h(5, 2, 8)] },
  { char: 'J', family: 'j', strokes: [[[7, 0.8], [7, 7], [6.4, 8.8], [5, 9.4], [3.4, 9], [2.4, 7.6]]] },
  { char: 'K', family: 'k', strokes: [v(2, 0.8, 9.2), [[8.2, 0.8], [2, 6]], [[4, 4.3], [8.5, 9.2]]] },
  { char: 'L', family: 'l', strokes: [[[2.2, 0.8], [2.2, 9.2], [8, 9.2]]] },
  { char: 'M', family: 'm', strokes: [[[1, 9.5], [1.8, 0.8], [5, 6.5], [8.2, 0.8], [9, 9.5]]] },
  { char: 'N', family: 'm', strokes: [[[2, 9.5], [2, 0.8], [8, 9.2], [8, 0.5]]] },
  { char: 'P', family: 'bowl', strokes: [[[2, 9.5], [2, 0.8], [6.2, 0.8], [7.7, 1.7], [8.2, 3.2], [7.7, 4.7], [6.2, 5.5], [2, 5.5]]] },
  { char: 'R', family: 'bowl', strokes: [[[2, 9.5], [2, 0.8], [6.2, 0.8], [7.7, 1.7], [8.2, 3.2], [7.7, 4.7], [6.2, 5.5], [2, 5.5]], [[5.5, 5.5], [8.5, 9.5]]] },
  { char: 'S', family: 's', strokes: [[[8, 2], [6.6, 0.8], [4.4, 0.6], [2.5, 1.3], [1.9, 2.9], [2.6, 4.2], [5, 5], [7.4, 5.9], [8.2, 7.4], [7.5, 8.8], [5.5, 9.5], [3.2, 9.2], [1.8, 8]]] },
  { char: 'T', family: 't', strokes: [h(0.8, 1, 9), v(5, 0.8, 9.5)] },
  { char: 'U', family: 'u', strokes: [[[2, 0.8], [2, 6.8], [2.8, 8.7], [5, 9.4], [7.2, 8.7], [8, 6.8], [8, 0.8]]] },
  { char: 'V', family: 'u', strokes: [[[1, 0.8], [5, 9.4], [9, 0.8]]] },
  { char: 'W', family: 'm', strokes: [[[0.5, 0.8], [2.5, 9.3], [5, 3], [7.5, 9.3], [9.5, 0.8]]] },
  { char: 'X', family: 'k', strokes: [[[1.5, 0.8], [8.5, 9.3]], [[8.5, 0.8], [1.5, 9.3]]] },
  { char: 'Y', family: 'u', strokes: [[[1.2, 0.8], [5, 5], [8.8, 0.8]], v(5, 5, 9.5)] },
  { char: 'Z', family: 's', strokes: [[[1.8, 0.8], [8.2, 0.8], [1.8, 9.2], [8.2, 9.2]]] },
];
