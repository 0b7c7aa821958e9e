/**
 * What the fleet stage (bench/fleet.ts) keeps of a run: the figures of each engine as JSON, and a chart of
 * each list's p50/p95/p99 against the targets as SVG (ECharts rendered on the server, no browser). Both go
 * to BENCH_JSON (default bench-results/fleet.json, not committed) and the same name with .svg; an engine's
 * figures are written as soon as its stage ends, so a run that stops on PostgreSQL keeps the embedded one,
 * and a later run of one engine replaces that engine's figures and keeps the other's (each dated).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import * as echarts from 'echarts';
import type { Figures } from './harness.js';

export interface ListFigures {
  key: string;
  name: string;
  resource: string;
  query: string;
  /** Rows the superintendent's scope holds for this query, and the rows of the table. */
  visible: number;
  tableRows: number | null;
  platform: Figures;
  bare: Figures | null;
  /** platform req/s ÷ bare req/s. */
  ratio: number | null;
  /** What a request costs the machine beyond the query: 1000/platform − 1000/bare req/s (ms). */
  overheadMs: number | null;
}

export interface BesideFigures {
  key: string;
  name: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  worst: number;
  errors: number;
}

export interface JobFigures {
  label: string;
  seconds: number;
  ok: boolean;
  raised: number;
  closed: number;
  message: string;
  beside: BesideFigures[];
  /** Seconds spent on each source, read from the job's progress (empty when the server reports none). */
  sources: Record<string, number>;
}

export interface Verdict {
  figure: string;
  value: string;
  target: string;
  pass: boolean;
  /** The issue sets this target for this engine (PostgreSQL at 1,000 ships; the 1 s wait on the embedded one). */
  applies: boolean;
}

export interface EngineFigures {
  engine: 'embedded' | 'postgres';
  /** When this engine's figures were written (a file may hold an earlier run's engine beside this one's). */
  measuredAt?: string;
  label: string;
  shape: { ships: number; groups: number; seafarers: number; logRows: number; seed: string };
  fill: { seconds: number; phases: Record<string, number>; rows: Record<string, number> };
  superintendent: { username: string; departments: number | null };
  lists: ListFigures[];
  skipped: Array<{ name: string; why: string }>;
  /** At 50 connections, and for one user alone. */
  dashboard: Figures;
  dashboardAlone: Figures;
  jobs: JobFigures[];
  memory: Array<{ at: string; rssMiB: number; heapMiB: number }>;
  /** The machine's 1-minute load average when the stage began and ended (the machine is shared: 2 CPUs, four people). */
  load: { start: number; end: number };
  verdicts: Verdict[];
  /** Statements one signed list request sends beyond its query (the platform's share), and the slow lists' plans. */
  perRequest: string[];
  /** How many statements one dashboard request sends (its tiles' counts and charts). */
  dashboardStatements: number;
  plans: Record<string, Array<{ sql: string; plan: string[] }>>;
}

const engines = new Map<string, EngineFigures>();
let loaded = false;

export function reportPath(): string {
  return path.resolve(process.env.BENCH_JSON || path.join('bench-results', 'fleet.json'));
}

/** Adds one engine's figures and writes the JSON and the chart of every engine measured so far. */
export function writeFleetReport(figures: EngineFigures): { json: string; svg: string } {
  const json = reportPath();
  // An engine measured by an earlier run (BENCH_EMBEDDED=0 after an embedded run) stays in the file.
  if (!loaded) {
    loaded = true;
    try {
      for (const earlier of (JSON.parse(readFileSync(json, 'utf8')) as { engines?: EngineFigures[] }).engines ?? []) engines.set(earlier.engine, earlier);
    } catch {
      // no earlier figures
    }
  }
  engines.set(figures.engine, { ...figures, measuredAt: new Date().toISOString() });
  const svg = json.replace(/\.json$/i, '') + '.svg';
  mkdirSync(path.dirname(json), { recursive: true });
  const machine = { cpus: cpus().length, model: cpus()[0]?.model ?? '', memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
  writeFileSync(json, `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, engines: [...engines.values()] }, null, 2)}\n`);
  writeFileSync(svg, chart([...engines.values()]));
  return { json, svg };
}

/** p50/p95/p99 per list (and the dashboard) per engine, on a log scale, with the targets as lines. */
function chart(all: readonly EngineFigures[]): string {
  const width = 1100;
  const perEngine = 420;
  const height = 40 + perEngine * all.length;
  const instance = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  const grids = all.map((_, index) => ({ left: 70, right: 30, top: 95 + index * perEngine, height: perEngine - 170, containLabel: false }));
  const categories = all.map((engine) => [...engine.lists.map((list) => list.key.replace(/_/g, ' ')), 'dashboard']);
  const series = all.flatMap((engine, index) => {
    const rows = [...engine.lists.map((list) => list.platform), engine.dashboard];
    const bar = (name: string, pick: (f: Figures) => number, color: string) => ({
      name,
      type: 'bar' as const,
      xAxisIndex: index,
      yAxisIndex: index,
      itemStyle: { color },
      label: { show: true, position: 'top' as const, fontSize: 9, formatter: (p: { value: unknown }) => String(p.value) },
      data: rows.map((f) => Math.max(1, pick(f))),
      ...(name === 'p95'
        ? {
            markLine: {
              symbol: 'none',
              silent: true,
              lineStyle: { type: 'dashed' as const, color: '#c0392b' },
              label: { formatter: '{b}', position: 'insideEndTop' as const, fontSize: 10 },
              data: [
                { name: 'list target p95 ≤ 50 ms', yAxis: 50 },
                { name: 'dashboard target p95 ≤ 200 ms · p99 beside the job ≤ 200 ms', yAxis: 200 },
              ],
            },
          }
        : {}),
    });
    return [bar('p50', (f) => f.p50, '#5b8ff9'), bar('p95', (f) => f.p95, '#f6bd16'), bar('p99', (f) => f.p99, '#e8684a')];
  });
  instance.setOption({
    animation: false,
    backgroundColor: '#ffffff',
    title: [
      { text: 'Fleet lists as a fleet-group superintendent: latency at 50 connections (ms, log scale)', left: 'center', top: 8, textStyle: { fontSize: 15 } },
      ...all.map((engine, index) => ({
        text: `${engine.label}: ${engine.shape.ships.toLocaleString('en')} ships, ${engine.shape.seafarers.toLocaleString('en')} seafarers`,
        left: 70,
        top: 62 + index * perEngine,
        textStyle: { fontSize: 12 },
      })),
    ],
    legend: { top: 30, right: 30, data: ['p50', 'p95', 'p99'] },
    grid: grids,
    xAxis: all.map((_, index) => ({ type: 'category', gridIndex: index, data: categories[index], axisLabel: { interval: 0, fontSize: 10, rotate: 20 } })),
    yAxis: all.map((_, index) => ({ type: 'log', gridIndex: index, min: 1, axisLabel: { fontSize: 10, formatter: '{value} ms' } })),
    series,
  });
  const svg = instance.renderToSVGString();
  instance.dispose();
  return svg;
}
