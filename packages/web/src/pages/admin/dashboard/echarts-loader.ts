/**
 * ECharts with only what the dashboard draws (bars with their target line, lines, heat-maps with their
 * piecewise legend, their axes, tooltip and legend, on canvas):
 * imported by the chart card on first use, so the library is its own chunk that loads with the first chart.
 */
import { BarChart, HeatmapChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, VisualMapPiecewiseComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, HeatmapChart, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, VisualMapPiecewiseComponent, CanvasRenderer]);

export { echarts };
