/**
 * Bars for a few days of changes (the member overview: balance and score per day), drawn as SVG by
 * daily-bar-chart.tsx. A change may be negative: bars grow up or down from a zero line placed so that
 * both fit. Pure and unit-tested; the component only draws the rectangles this computes.
 */

export interface ChartBox {
  width: number;
  height: number;
  /** Room left free around the plot: labels sit below it. */
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface Bar {
  index: number;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Where the bar's label is centred. */
  cx: number;
}

export interface BarLayout {
  bars: Bar[];
  /** The y of the zero line. */
  zeroY: number;
  max: number;
  min: number;
}

/** The smallest bar shown for a non-zero value, so that a small change stays visible (px). */
const MIN_VISIBLE = 2;

/** Bars never grow wider than this (px), however wide the chart. */
const MAX_BAR_WIDTH = 48;

export function barLayout(values: readonly number[], box: ChartBox, gapRatio = 0.35): BarLayout {
  const plotWidth = Math.max(0, box.width - box.left - box.right);
  const plotHeight = Math.max(0, box.height - box.top - box.bottom);
  const finite = values.map((value) => (Number.isFinite(value) ? value : 0));
  const max = Math.max(0, ...finite);
  const min = Math.min(0, ...finite);
  const span = max - min;
  // All zero: the zero line sits at the bottom and no bar has height.
  const zeroY = box.top + (span === 0 ? plotHeight : (max / span) * plotHeight);
  const slot = finite.length ? plotWidth / finite.length : 0;
  const barWidth = Math.min(MAX_BAR_WIDTH, slot * (1 - gapRatio));
  const bars = finite.map((value, index) => {
    const raw = span === 0 ? 0 : (Math.abs(value) / span) * plotHeight;
    const height = value === 0 ? 0 : Math.max(MIN_VISIBLE, raw);
    const x = box.left + index * slot + (slot - barWidth) / 2;
    return { index, value, x, width: barWidth, height, y: value >= 0 ? zeroY - height : zeroY, cx: x + barWidth / 2 };
  });
  return { bars, zeroY, max, min };
}
