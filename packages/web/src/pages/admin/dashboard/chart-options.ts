import type { DashboardChart, TileLevel } from '@vessel/contract';

/** The colours a chart is drawn in, read from the theme (light or dark) by the card. */
export interface ChartPalette {
  text: string;
  secondaryText: string;
  axis: string;
  split: string;
  /** A series' colour by its level (NCR grades: major red, minor amber, observation blue). */
  levels: Record<TileLevel, string>;
  /** Colours of series that name no level, in turn. */
  series: readonly string[];
}

/** The running share of the total, in whole per cent, of values already sorted high to low. */
export function cumulativePercent(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  let running = 0;
  return values.map((value) => {
    running += value;
    return total === 0 ? 0 : Math.round((running / total) * 1000) / 10;
  });
}

/** A Pareto's bars from high to low (the server sends them so; a chart from elsewhere may not). */
export function paretoOrder(chart: Pick<DashboardChart, 'categories' | 'series'>): { categories: string[]; values: number[] } {
  const values = chart.series[0]?.data ?? [];
  const order = chart.categories.map((_, index) => index).sort((a, b) => (values[b] ?? 0) - (values[a] ?? 0) || a - b);
  return { categories: order.map((index) => chart.categories[index]!), values: order.map((index) => values[index] ?? 0) };
}

/** Whether a chart has anything to draw (an empty chart shows a sentence instead). */
export function hasData(chart: Pick<DashboardChart, 'series'>): boolean {
  return chart.series.some((series) => series.data.some((value) => value > 0));
}

/**
 * The ECharts option of a dashboard chart (DOMAIN.md §5 row 3): `stacked_bar` (series stacked per
 * category), `line` (a line per series), `pareto` (bars high to low with the cumulative % line on a second
 * axis). Plain data: the card hands it to ECharts, the tests read it.
 */
export function chartOption(chart: DashboardChart, palette: ChartPalette, words: { cumulative: string }): Record<string, unknown> {
  const axisLabel = { color: palette.secondaryText };
  const axisLine = { lineStyle: { color: palette.axis } };
  const splitLine = { lineStyle: { color: palette.split } };
  const colourOf = (level: TileLevel | undefined, index: number) => (level ? palette.levels[level] : palette.series[index % palette.series.length]!);
  const base = {
    backgroundColor: 'transparent',
    textStyle: { color: palette.text },
    tooltip: { trigger: 'axis', axisPointer: { type: chart.kind === 'line' ? 'line' : 'shadow' } },
    grid: { left: 8, right: chart.kind === 'pareto' ? 8 : 16, top: 36, bottom: 8, containLabel: true },
  };
  if (chart.kind === 'pareto') {
    const { categories, values } = paretoOrder(chart);
    const bar = chart.series[0];
    return {
      ...base,
      legend: { top: 0, textStyle: { color: palette.secondaryText } },
      xAxis: { type: 'category', data: categories, axisLabel: { ...axisLabel, interval: 0, rotate: categories.length > 5 ? 30 : 0, width: 110, overflow: 'truncate' }, axisLine },
      yAxis: [
        { type: 'value', minInterval: 1, axisLabel, splitLine },
        { type: 'value', min: 0, max: 100, axisLabel: { ...axisLabel, formatter: '{value}%' }, splitLine: { show: false } },
      ],
      series: [
        { type: 'bar', name: bar?.name ?? '', data: values, itemStyle: { color: colourOf(bar?.level, 0) }, barMaxWidth: 36 },
        { type: 'line', name: words.cumulative, yAxisIndex: 1, data: cumulativePercent(values), itemStyle: { color: palette.levels.warn }, symbolSize: 6 },
      ],
    };
  }
  if (chart.kind === 'bar') {
    // Percentages against a target (PMS compliance vs 98%): the axis ends at 100 and the target is a line
    // across every bar, so a ship under it shows at a glance.
    const target = chart.target;
    return {
      ...base,
      legend: { top: 0, textStyle: { color: palette.secondaryText } },
      xAxis: { type: 'category', data: chart.categories, axisLabel: { ...axisLabel, interval: 0, rotate: chart.categories.length > 6 ? 30 : 0 }, axisLine },
      yAxis: { type: 'value', min: 0, max: target === undefined ? undefined : 100, axisLabel: target === undefined ? axisLabel : { ...axisLabel, formatter: '{value}%' }, splitLine },
      series: chart.series.map((series, index) => ({
        type: 'bar',
        name: series.name,
        data: series.data,
        itemStyle: { color: colourOf(series.level, index) },
        barMaxWidth: 36,
        ...(index === 0 && target !== undefined
          ? { markLine: { symbol: 'none', silent: true, data: [{ yAxis: target }], lineStyle: { color: palette.levels.critical, type: 'dashed' }, label: { formatter: `${target}%`, color: palette.levels.critical } } }
          : {}),
      })),
    };
  }
  return {
    ...base,
    legend: { top: 0, textStyle: { color: palette.secondaryText } },
    xAxis: { type: 'category', data: chart.categories, axisLabel, axisLine, boundaryGap: chart.kind !== 'line' },
    yAxis: { type: 'value', minInterval: chart.kind === 'stacked_bar' ? 1 : 0, axisLabel, splitLine },
    series: chart.series.map((series, index) =>
      chart.kind === 'line'
        ? { type: 'line', name: series.name, data: series.data, itemStyle: { color: colourOf(series.level, index) }, symbolSize: 6 }
        : { type: 'bar', name: series.name, stack: 'total', data: series.data, itemStyle: { color: colourOf(series.level, index) }, barMaxWidth: 48 },
    ),
  };
}
