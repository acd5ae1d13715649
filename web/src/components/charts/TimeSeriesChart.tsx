import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { createChart, HistogramSeries, LineSeries } from 'lightweight-charts';
import { useTranslation } from 'react-i18next';
import type { LinePoint } from '../../lib/chart-series';
import { baseChartOptions } from './chart-theme';
import { ChartAttribution, ChartLegend } from './ChartLegend';

export interface TimeSeries {
  label: string;
  color: string;
  type: 'line' | 'histogram';
  points: LinePoint[];
}

/** Lines and bars over time on one value scale (index comparisons, breadth). */
export function TimeSeriesChart({
  series,
  label,
  height = 300,
  valueFormatter,
  testId,
}: {
  series: TimeSeries[];
  label: string;
  height?: number;
  valueFormatter?: (value: number) => string;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const chart = createChart(container, baseChartOptions(theme, i18n.language, valueFormatter));
    for (const item of series) {
      const points = [...new Map(item.points.map((p) => [p.time, p])).values()].sort((a, b) => (a.time < b.time ? -1 : 1));
      if (item.type === 'line') {
        chart.addSeries(LineSeries, { color: item.color, lineWidth: 2, priceLineVisible: false }).setData(points);
      } else {
        chart.addSeries(HistogramSeries, { color: item.color, priceLineVisible: false, lastValueVisible: false }).setData(points);
      }
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [series, theme, i18n.language, valueFormatter]);

  return (
    <Box>
      <ChartLegend items={series.map((s) => ({ label: s.label, color: s.color, shape: s.type === 'histogram' ? 'bar' : 'line' }))} />
      <Box ref={ref} dir="ltr" role="img" aria-label={label} data-testid={testId} sx={{ width: '100%', height, position: 'relative' }} />
      <ChartAttribution text={t('charts.attribution')} />
    </Box>
  );
}
