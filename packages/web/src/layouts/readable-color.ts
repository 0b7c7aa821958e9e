/**
 * Text colours that stay readable on their background (WCAG 2.2 AA, 1.4.3: 4.5:1 for body text). The
 * menu and tab colours are the administrator's to pick (spec §3), each a [light, dark] pair; a colour
 * that reads too faintly on its background is taken just far enough towards black or white to pass,
 * keeping its hue. A colour that already passes, or one we cannot read (a CSS variable, a name), is used
 * as given.
 */

export const AA_TEXT_CONTRAST = 4.5;

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() and rgba(); null for anything else. */
export function parseColor(color: string): Rgba | null {
  const text = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex?.[1]) {
    let digits = hex[1];
    if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join('');
    const byte = (at: number) => parseInt(digits.slice(at, at + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? byte(6) / 255 : 1 };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(text);
  if (rgb?.[1] && rgb[2] && rgb[3]) {
    const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? parseFloat(rgb[4]) / 100 : parseFloat(rgb[4]);
    const channel = (value: string) => Math.min(255, parseFloat(value));
    return { r: channel(rgb[1]), g: channel(rgb[2]), b: channel(rgb[3]), a: Math.min(1, alpha) };
  }
  return null;
}

/** `top` painted over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

function luminance({ r, g, b }: Rgba): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function ratioOf(a: Rgba, b: Rgba): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** The contrast ratio of a text colour on a background (a translucent background is taken over white). */
export function contrastRatio(color: string, background: string): number | null {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg) return null;
  const base = over(bg, WHITE);
  return ratioOf(over(fg, base), base);
}

function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/** `color` painted over `background`, as an opaque hex colour (`color` itself when either cannot be read). */
export function flatten(color: string, background: string): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg) return color;
  return toHex(over(fg, over(bg, WHITE)));
}

/** The colour `amount` (0 to 1) of the way from `from` to `to`, as hex (`from` when either cannot be read). */
export function mixColors(from: string, to: string, amount: number): string {
  const a = parseColor(from);
  const b = parseColor(to);
  if (!a || !b) return from;
  const part = (x: number, y: number) => x + (y - x) * amount;
  return toHex({ r: part(a.r, b.r), g: part(a.g, b.g), b: part(a.b, b.b), a: 1 });
}

/** `color` when it reads at `minimum`:1 on `background`; otherwise the nearest colour towards black or white that does. */
export function readableOn(color: string, background: string, minimum = AA_TEXT_CONTRAST): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg) return color;
  const base = over(bg, WHITE);
  const start = over(fg, base);
  if (ratioOf(start, base) >= minimum) return color;
  const end = ratioOf(BLACK, base) >= ratioOf(WHITE, base) ? BLACK : WHITE;
  const towards = (amount: number): Rgba => ({
    r: start.r + (end.r - start.r) * amount,
    g: start.g + (end.g - start.g) * amount,
    b: start.b + (end.b - start.b) * amount,
    a: 1,
  });
  // The ratio grows with the amount: the least amount that passes, to within a step no eye can see.
  let [low, high] = [0, 1];
  for (let step = 0; step < 16; step += 1) {
    const middle = (low + high) / 2;
    if (ratioOf(towards(middle), base) >= minimum) high = middle;
    else low = middle;
  }
  // Rounding to whole channels can fall just short: go on by single steps until it passes.
  let amount = high;
  while (amount < 1 && ratioOf(parseColor(toHex(towards(amount)))!, base) < minimum) amount = Math.min(1, amount + 0.005);
  return toHex(towards(amount));
}
