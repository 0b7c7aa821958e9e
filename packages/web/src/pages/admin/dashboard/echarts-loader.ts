/**
 * ECharts with only what the dashboard draws (bars, lines, their axes, tooltip and legend, on canvas):
 * imported by the chart card on first use, so the library is its own chunk that loads with the first chart.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
