import type { DashboardChart, TileLevel, TileLink } from '@vessel/contract';

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
  /** A state that names no level (a drill never done): grey, visible on the light and the dark card. */
  neutral: string;
  /** The card's background: the gap drawn between a heat-map's cells. */
  surface: string;
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

/** The height a chart is drawn at: a heat-map grows with its rows (a fleet of ships), the others are 260 px. */
export function chartHeight(chart: Pick<DashboardChart, 'kind' | 'rows'>): number {
  return chart.kind === 'heatmap' ? Math.max(260, 150 + (chart.rows?.length ?? 0) * 30) : 260;
}

/** Whether a chart has anything to draw (an empty chart shows a sentence instead). */
export function hasData(chart: Pick<DashboardChart, 'series' | 'cells'>): boolean {
  return (chart.cells?.length ?? 0) > 0 || chart.series.some((series) => series.data.some((value) => value > 0));
}

/** The list a clicked heat-map cell stands for (ECharts hands back the cell's data item), if it names one. */
export function cellLink(data: unknown): TileLink | null {
  return typeof data === 'object' && data !== null && 'link' in data ? ((data as { link?: TileLink }).link ?? null) : null;
}

/**
 * A heat-map (drills per ship × drill type): each state is a piece of a piecewise visual map, which doubles
 * as the legend; a cell's hover says row, category, state and its note. Rows run top down in the server's order.
 */
function heatmapOption(chart: DashboardChart, palette: ChartPalette): Record<string, unknown> {
  const axisLabel = { color: palette.secondaryText };
  const states = chart.states ?? [];
  const rows = chart.rows ?? [];
  const stateIndex = new Map(states.map((state, index) => [state.key, index]));
  return {
    backgroundColor: 'transparent',
    textStyle: { color: palette.text },
    tooltip: { trigger: 'item', formatter: '{b}' },
    grid: { left: 8, right: 16, top: 8, bottom: 36, containLabel: true },
    xAxis: {
      type: 'category',
      data: chart.categories,
      position: 'top',
      axisLabel: { ...axisLabel, interval: 0, rotate: chart.categories.length > 5 ? 40 : 0, width: 130, overflow: 'truncate' },
      axisLine: { show: false },
      axisTick: { show: false },
      splitArea: { show: false },
    },
    yAxis: { type: 'category', data: rows, inverse: true, axisLabel: { ...axisLabel, width: 120, overflow: 'truncate' }, axisLine: { show: false }, axisTick: { show: false } },
    visualMap: {
      type: 'piecewise',
      dimension: 2,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemWidth: 14,
      itemHeight: 14,
      textStyle: { color: palette.secondaryText },
      pieces: states.map((state, index) => ({ value: index, label: state.name, color: state.level ? palette.levels[state.level] : palette.neutral })),
    },
    series: [
      {
        type: 'heatmap',
        name: '',
        data: (chart.cells ?? []).map((cell) => {
          const state = states[stateIndex.get(cell.state) ?? -1];
          // ECharts encodes a template's values for the HTML tooltip, so the name is plain text on one line.
          const what = [state?.name ?? cell.state, cell.note].filter(Boolean).join(', ');
          return { value: [cell.x, cell.y, stateIndex.get(cell.state) ?? -1], name: `${rows[cell.y] ?? ''} · ${chart.categories[cell.x] ?? ''}: ${what}`, ...(cell.link ? { link: cell.link } : {}) };
        }),
        itemStyle: { borderColor: palette.surface, borderWidth: 3, borderRadius: 4 },
        emphasis: { itemStyle: { borderColor: palette.text, borderWidth: 1 } },
      },
    ],
  };
}

/**
 * The ECharts option of a dashboard chart (DOMAIN.md §5 row 3): `stacked_bar` (series stacked per
 * category), `line` (a line per series), `pareto` (bars high to low with the cumulative % line on a second
 * axis), `bar` (side by side against a target), `heatmap` (states per row × category). Plain data: the card hands it to ECharts, the tests read it.
 */
export function chartOption(chart: DashboardChart, palette: ChartPalette, words: { cumulative: string }): Record<string, unknown> {
  const axisLabel = { color: palette.secondaryText };
  const axisLine = { lineStyle: { color: palette.axis } };
  const splitLine = { lineStyle: { color: palette.split } };
  const colourOf = (level: TileLevel | undefined, index: number) => (level ? palette.levels[level] : palette.series[index % palette.series.length]!);
  if (chart.kind === 'heatmap') return heatmapOption(chart, palette);
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
          ? { markLine: { symbol: 'none', silent: true, data: [{ yAxis: target }], lineStyle: { color: palette.levels.critical, type: 'dashed' }, label: { formatter: `${target}%`, color: palette.levels.critical, position: 'insideEndTop' } } }
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
