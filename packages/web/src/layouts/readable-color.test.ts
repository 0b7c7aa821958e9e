import { describe, expect, it } from 'vitest';
import { contrastRatio, flatten, mixColors, parseColor, readableOn } from './readable-color';

describe('parseColor', () => {
  it('reads hex in its four lengths and rgb()/rgba()', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#1677FF')).toEqual({ r: 22, g: 119, b: 255, a: 1 });
    expect(parseColor('#00000080')?.a).toBeCloseTo(0.5, 2);
    expect(parseColor('rgba(0, 0, 0, 0.45)')).toEqual({ r: 0, g: 0, b: 0, a: 0.45 });
    expect(parseColor('rgb(255 255 255 / 50%)')).toEqual({ r: 255, g: 255, b: 255, a: 0.5 });
  });

  it('gives up on what it cannot read', () => {
    expect(parseColor('var(--x)')).toBeNull();
    expect(parseColor('red')).toBeNull();
    expect(parseColor('#12345')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    // Translucent text is seen over its background.
    expect(contrastRatio('rgba(0,0,0,0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads at 4.5:1', () => {
    expect(readableOn('#303133', '#ffffff')).toBe('#303133');
    expect(readableOn('#4096ff', '#1d1e1f')).toBe('#4096ff');
  });

  it('darkens a faint colour on a light background just enough, keeping its hue', () => {
    const fixed = readableOn('#1677ff', '#e6f4ff');
    expect(contrastRatio(fixed, '#e6f4ff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#e6f4ff')).toBeLessThan(4.7);
    const { r, g, b } = parseColor(fixed)!;
    expect(b).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(r);
  });

  it('lightens a faint colour on a dark background', () => {
    const fixed = readableOn('#1668dc', '#1d1e1f');
    expect(contrastRatio(fixed, '#1d1e1f')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#1d1e1f')).toBeLessThan(4.7);
  });

  it('takes another minimum, and leaves colours it cannot read alone', () => {
    expect(contrastRatio(readableOn('#1677ff', '#ffffff', 7), '#ffffff')).toBeGreaterThanOrEqual(7);
    expect(readableOn('var(--accent)', '#ffffff')).toBe('var(--accent)');
    expect(readableOn('#1677ff', 'transparent')).toBe('#1677ff');
  });
});

describe('flatten', () => {
  it('paints a translucent colour over its background', () => {
    expect(flatten('rgba(0,0,0,0.06)', '#ffffff')).toBe('#f0f0f0');
    expect(flatten('rgba(255,255,255,0.12)', '#1d1e1f')).toBe('#38393a');
    expect(flatten('#1677ff', '#000000')).toBe('#1677ff');
    expect(flatten('var(--x)', '#ffffff')).toBe('var(--x)');
  });
});

describe('mixColors', () => {
  it('goes part of the way from one colour to another', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColors('#1677ff', '#ffffff', 0)).toBe('#1677ff');
    expect(mixColors('#1677ff', '#ffffff', 1)).toBe('#ffffff');
  });
});
