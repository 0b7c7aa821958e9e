import { Card, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DashboardChart } from '@vessel/contract';
import { useLayoutConfig } from '../../../stores/layout-config';
import { cellLink, chartHeight, chartOption, hasData, type ChartPalette } from './chart-options';
import { tileHref } from './overview-tiles';

type ECharts = ReturnType<(typeof import('echarts/core'))['init']>;

function usePalette(isDark: boolean): ChartPalette {
  const { token } = theme.useToken();
  return {
    text: token.colorText,
    secondaryText: token.colorTextSecondary,
    axis: token.colorBorder,
    split: token.colorBorderSecondary,
    levels: { ok: token.colorSuccess, info: token.colorPrimary, warn: token.colorWarning, critical: token.colorError },
    series: [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError, token.colorInfo, token['purple-6'] ?? '#722ed1'],
    // Solid: a translucent grey takes the colour of what lies under it on the canvas.
    neutral: isDark ? '#6b6b6b' : '#bfbfbf',
    surface: token.colorBgContainer,
  };
}

/**
 * One chart of the dashboard's third row in its card: its title is `dashboard.charts.{key}`, ECharts is
 * loaded on first use, the theme follows the console's (light or dark), and a click opens the list behind
 * the chart.
 */
export function ChartCard({ chart }: { chart: DashboardChart }) {
  const { t } = useTranslation('backend');
  const navigate = useNavigate();
  const isDark = useLayoutConfig((state) => state.isDark);
  const palette = usePalette(isDark);
  const box = useRef<HTMLDivElement>(null);
  const instance = useRef<ECharts | null>(null);
  const [ready, setReady] = useState(false);
  const drawable = hasData(chart);
  const option = chartOption(chart, palette, { cumulative: t('dashboard.chartCumulative') });
  const optionText = JSON.stringify(option);
  const href = chart.link ? tileHref(chart.link) : null;

  // One instance per theme: ECharts takes its theme at init.
  useEffect(() => {
    if (!drawable || !box.current) return;
    let disposed = false;
    let observer: ResizeObserver | null = null;
    void import('./echarts-loader').then(({ echarts }) => {
      if (disposed || !box.current) return;
      const chartInstance = echarts.init(box.current, isDark ? 'dark' : undefined);
      instance.current = chartInstance;
      observer = new ResizeObserver(() => chartInstance.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      instance.current?.dispose();
      instance.current = null;
      setReady(false);
    };
  }, [drawable, isDark]);

  useEffect(() => {
    if (ready) instance.current?.setOption(JSON.parse(optionText) as Record<string, unknown>, true);
  }, [ready, optionText]);

  useEffect(() => {
    const current = instance.current;
    if (!ready || !current) return;
    // A heat-map cell opens its own list (that ship's drills of that type), any other click the chart's.
    const open = (params: { data?: unknown }) => {
      const link = cellLink(params.data);
      const target = link ? tileHref(link) : href;
      if (target) void navigate(target);
    };
    current.on('click', open);
    return () => {
      current.off('click', open);
    };
  }, [ready, href, navigate]);

  const title = t(`dashboard.charts.${chart.key}`, { defaultValue: chart.key });
  const empty = { height: chartHeight(chart) };
  return (
    <Card size="small" title={title} data-chart={chart.key} style={{ height: '100%' }} extra={href ? <Typography.Link onClick={() => void navigate(href)}>{t('dashboard.chartOpenList')}</Typography.Link> : null}>
      {drawable ? (
        <div style={{ position: 'relative', height: chartHeight(chart) }}>
          {!ready ? <Skeleton active paragraph={{ rows: 5 }} style={{ position: 'absolute', inset: 0 }} /> : null}
          <div ref={box} role="img" aria-label={title} style={{ width: '100%', height: '100%', cursor: href ? 'pointer' : 'default' }} />
        </div>
      ) : (
        <Flex align="center" justify="center" style={empty}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.chartEmpty')} />
        </Flex>
      )}
    </Card>
  );
}
