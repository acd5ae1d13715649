import { useEffect, useRef } from 'react';
import { useTheme } from '@mui/material/styles';
import { createChart, HistogramSeries, LineSeries } from 'lightweight-charts';
import { useTranslation } from 'react-i18next';
import type { LinePoint } from '../../lib/chart-series';
import { formatDay } from '../../lib/format';
import { ChartFigure } from './ChartFigure';
import { summarizePoints } from './chart-summary';
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

  const language = i18n.language;
  const format = valueFormatter ?? String;
  const lines = series.flatMap((item) => {
    const summary = summarizePoints(item.points);
    if (!summary) return [];
    return [
      t('charts.seriesSummary', {
        series: item.label,
        from: formatDay(summary.from, language),
        to: formatDay(summary.to, language),
        last: format(summary.last),
        low: format(summary.min),
        high: format(summary.max),
      }),
    ];
  });

  return (
    <ChartFigure
      label={label}
      description={lines.length > 0 ? lines.join(' ') : t('charts.noData')}
      canvasRef={ref}
      height={height}
      testId={testId}
      before={<ChartLegend items={series.map((s) => ({ label: s.label, color: s.color, shape: s.type === 'histogram' ? 'bar' : 'line' }))} />}
      after={<ChartAttribution text={t('charts.attribution')} />}
    />
  );
}
