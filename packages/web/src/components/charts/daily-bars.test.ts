import { describe, expect, it } from 'vitest';
import { barLayout, type ChartBox } from './daily-bars';

const box: ChartBox = { width: 340, height: 140, top: 10, bottom: 30, left: 20, right: 20 };

describe('daily bars', () => {
  it('grows bars up from the bottom when every change is positive, the largest filling the plot', () => {
    const layout = barLayout([0, 50, 100], box);
    expect(layout.zeroY).toBe(110);
    expect(layout.bars.map((bar) => bar.height)).toEqual([0, 50, 100]);
    expect(layout.bars[2]).toMatchObject({ y: 10 });
  });

  it('puts the zero line where positive and negative changes both fit', () => {
    const layout = barLayout([300, -100], box);
    expect(layout.zeroY).toBe(85);
    expect(layout.bars[0]).toMatchObject({ y: 10, height: 75 });
    expect(layout.bars[1]).toMatchObject({ y: 85, height: 25 });
  });

  it('spreads the bars evenly with gaps, each centred on its slot', () => {
    const layout = barLayout([1, 1, 1, 1], box, 0.5);
    expect(layout.bars.map((bar) => bar.cx)).toEqual([57.5, 132.5, 207.5, 282.5]);
    expect(layout.bars[0]!.width).toBe(37.5);
  });

  it('keeps bars slim on a wide chart', () => {
    const layout = barLayout([1, 2], { ...box, width: 1040 });
    expect(layout.bars.map((bar) => bar.width)).toEqual([48, 48]);
    expect(layout.bars.map((bar) => bar.cx)).toEqual([270, 770]);
  });

  it('keeps a tiny change visible, and draws nothing for days without change', () => {
    const layout = barLayout([10_000, 1, 0], box);
    expect(layout.bars[1]!.height).toBe(2);
    expect(layout.bars[2]!.height).toBe(0);
  });

  it('copes with no data, all zeros and values that are not numbers', () => {
    expect(barLayout([], box).bars).toEqual([]);
    const zeros = barLayout([0, 0], box);
    expect(zeros.zeroY).toBe(110);
    expect(zeros.bars.every((bar) => bar.height === 0)).toBe(true);
    expect(barLayout([Number.NaN, 5], box).bars[0]!.value).toBe(0);
  });
});
