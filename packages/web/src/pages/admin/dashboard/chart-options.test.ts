import { describe, expect, it } from 'vitest';
import type { DashboardChart } from '@vessel/contract';
import { cellLink, chartOption, cumulativePercent, hasData, paretoOrder, type ChartPalette } from './chart-options';

const palette: ChartPalette = {
  text: '#111',
  secondaryText: '#666',
  axis: '#ccc',
  split: '#eee',
  levels: { ok: 'green', info: 'blue', warn: 'amber', critical: 'red' },
  series: ['s0', 's1'],
  neutral: 'grey',
  surface: 'card',
};
const words = { cumulative: 'Cumulative %' };

describe('dashboard chart options', () => {
  it('stacks the NCR ageing per age bucket, each grade in the colour of its level', () => {
    const chart: DashboardChart = {
      key: 'ncr.ageing',
      kind: 'stacked_bar',
      categories: ['0-30 d', '31-60 d', '61-90 d', '>90 d'],
      series: [
        { key: 'major', name: 'Major', data: [1, 0, 0, 2], level: 'critical' },
        { key: 'minor', name: 'Minor', data: [3, 1, 0, 0], level: 'warn' },
        { key: 'other', name: 'Other', data: [0, 0, 1, 0] },
      ],
    };
    const option = chartOption(chart, palette, words) as { xAxis: { data: string[] }; series: Array<{ type: string; stack: string; data: number[]; itemStyle: { color: string } }> };
    expect(option.xAxis.data).toEqual(chart.categories);
    expect(option.series.map((s) => [s.type, s.stack, s.itemStyle.color])).toEqual([
      ['bar', 'total', 'red'],
      ['bar', 'total', 'amber'],
      ['bar', 'total', 's0'],
    ]);
  });

  it('draws a Pareto high to low with its cumulative share on a second axis', () => {
    const chart: DashboardChart = { key: 'ncr.pareto', kind: 'pareto', categories: ['ISM 10', 'PSC 07', 'ISM 8'], series: [{ key: 'count', name: 'NCRs', data: [2, 5, 3] }] };
    expect(paretoOrder(chart)).toEqual({ categories: ['PSC 07', 'ISM 8', 'ISM 10'], values: [5, 3, 2] });
    expect(cumulativePercent([5, 3, 2])).toEqual([50, 80, 100]);
    expect(cumulativePercent([0, 0])).toEqual([0, 0]);
    const option = chartOption(chart, palette, words) as { yAxis: unknown[]; series: Array<{ type: string; name: string; data: number[]; yAxisIndex?: number }> };
    expect(option.yAxis).toHaveLength(2);
    expect(option.series).toMatchObject([
      { type: 'bar', name: 'NCRs', data: [5, 3, 2] },
      { type: 'line', name: 'Cumulative %', data: [50, 80, 100], yAxisIndex: 1 },
    ]);
  });

  it('draws a line per series, and knows a chart with nothing to draw', () => {
    const chart: DashboardChart = { key: 'supervision.deficiencies', kind: 'line', categories: ['2026-01', '2026-02'], series: [{ key: 'fleet', name: 'Fleet', data: [0, 0] }] };
    expect((chartOption(chart, palette, words) as { series: Array<{ type: string }> }).series.map((s) => s.type)).toEqual(['line']);
    expect(hasData(chart)).toBe(false);
    expect(hasData({ series: [{ key: 'a', name: 'A', data: [0, 1] }] })).toBe(true);
  });

  it('draws percentages side by side against their target line (PMS compliance vs 98%)', () => {
    const chart: DashboardChart = { key: 'pms.compliance', kind: 'bar', target: 98, categories: ['Ocean Harmony', 'Pacific Pioneer'], series: [{ key: 'pct', name: 'Compliance %', data: [100, 91.6] }] };
    const option = chartOption(chart, palette, words) as { yAxis: { max: number }; series: Array<{ type: string; stack?: string; data: number[]; markLine?: { data: Array<{ yAxis: number }> } }> };
    expect(option.yAxis.max).toBe(100);
    expect(option.series).toHaveLength(1);
    expect(option.series[0]).toMatchObject({ type: 'bar', data: [100, 91.6], markLine: { data: [{ yAxis: 98 }] } });
    expect(option.series[0]!.stack).toBeUndefined();
  });

  it('draws drills per ship × drill type as a heat-map, each state in its level colour and a cell opening its list', () => {
    const link = { path: '/admin/contingency/drill', query: { 'search.ship_id': 'EQ:s2' } };
    const chart: DashboardChart = {
      key: 'contingency.drillStatus',
      kind: 'heatmap',
      categories: ['Fire', 'Abandon ship'],
      rows: ['Ocean Harmony', 'Pacific Pioneer'],
      states: [
        { key: 'ok', name: 'Done', level: 'ok' },
        { key: 'due_soon', name: 'Due soon', level: 'warn' },
        { key: 'overdue', name: 'Overdue', level: 'critical' },
        { key: 'never_done', name: 'Never done' },
      ],
      series: [],
      cells: [
        { x: 0, y: 0, state: 'ok', note: 'next 2026-12-20' },
        { x: 1, y: 1, state: 'never_done', link },
      ],
    };
    expect(hasData(chart)).toBe(true);
    expect(hasData({ ...chart, cells: [] })).toBe(false);
    const option = chartOption(chart, palette, words) as {
      yAxis: { data: string[] };
      visualMap: { dimension: number; pieces: Array<{ value: number; label: string; color: string }> };
      series: Array<{ type: string; data: Array<{ value: number[]; name: string; link?: unknown }> }>;
    };
    expect(option.yAxis.data).toEqual(['Ocean Harmony', 'Pacific Pioneer']);
    expect(option.visualMap.dimension).toBe(2);
    expect(option.visualMap.pieces.map((piece) => [piece.value, piece.label, piece.color])).toEqual([
      [0, 'Done', 'green'],
      [1, 'Due soon', 'amber'],
      [2, 'Overdue', 'red'],
      [3, 'Never done', 'grey'],
    ]);
    const cells = option.series[0]!.data;
    expect(option.series[0]!.type).toBe('heatmap');
    expect(cells.map((cell) => cell.value)).toEqual([
      [0, 0, 0],
      [1, 1, 3],
    ]);
    expect(cells[0]!.name).toBe('Ocean Harmony · Fire: Done, next 2026-12-20');
    expect(cellLink(cells[1])).toEqual(link);
    expect(cellLink(cells[0])).toBeNull();
  });
});
