import { theme } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { barLayout, type ChartBox } from './daily-bars';

interface DailyBarChartProps {
  /** The day under each bar, already written for the reader. */
  labels: readonly string[];
  values: readonly number[];
  /** A value as written in its tooltip and above its bar. */
  format(value: number): string;
  /** Read by screen readers: what the chart shows. */
  title: string;
}

const HEIGHT = 220;
const MARGINS = { top: 26, bottom: 40, left: 8, right: 8 } as const;

/** The element's width in CSS pixels, followed as it resizes: the chart is drawn at its real size, so text keeps its size. */
function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * A few days of changes as bars (gains up in the success colour, losses down in the error colour), in
 * SVG drawn to the container's width: no chart library for seven bars.
 */
export function DailyBarChart({ labels, values, format, title }: DailyBarChartProps) {
  const { token } = theme.useToken();
  const [ref, width] = useWidth();
  const BOX: ChartBox = { width: Math.max(width, 200), height: HEIGHT, ...MARGINS };
  const layout = barLayout(values, BOX);
  return (
    <div ref={ref}>
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} width={BOX.width} height={BOX.height} role="img" aria-label={title} style={{ display: 'block', maxWidth: '100%' }}>
        <title>{title}</title>
        <line x1={BOX.left} x2={BOX.width - BOX.right} y1={layout.zeroY} y2={layout.zeroY} stroke={token.colorBorder} strokeWidth={1} />
        {layout.bars.map((bar) => {
          const text = format(bar.value);
          const above = bar.value >= 0;
          return (
            <g key={bar.index}>
              <title>{`${labels[bar.index] ?? ''}: ${text}`}</title>
              {bar.height > 0 ? (
                <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={3} fill={above ? token.colorSuccess : token.colorError} opacity={0.85} />
              ) : null}
              {bar.value !== 0 ? (
                <text
                  x={bar.cx}
                  y={above ? bar.y - 6 : bar.y + bar.height + 14}
                  textAnchor="middle"
                  fontSize={12}
                  fill={token.colorTextSecondary}
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {text}
                </text>
              ) : null}
              <text x={bar.cx} y={BOX.height - 8} textAnchor="middle" fontSize={12} fill={token.colorTextTertiary}>
                {labels[bar.index] ?? ''}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
