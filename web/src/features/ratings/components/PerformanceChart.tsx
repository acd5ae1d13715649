import { useMemo } from 'react';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { chartColorsOf } from '../../../components/charts/chart-theme';
import { TimeSeriesChart, type TimeSeries } from '../../../components/charts/TimeSeriesChart';
import { formatPrice } from '../../../lib/format';
import { graphLines } from '../lib/graph-series';
import type { Graph } from '../types';
import { useBenchmarkName } from './use-benchmark-name';

/** The list's value at every close against its benchmarks (loaded lazily with the chart library). */
export function PerformanceChart({ graph }: { graph: Graph }) {
  const { t, i18n } = useTranslation('ratings');
  const theme = useTheme();
  const benchmarkName = useBenchmarkName();
  const series = useMemo<TimeSeries[]>(() => {
    const colors = chartColorsOf(theme).series;
    return graphLines(graph).map((line, i) => ({
      label: line.code === 'list' ? t('performance.list') : benchmarkName(line.code),
      color: colors[i % colors.length]!,
      type: 'line',
      points: line.points,
    }));
  }, [graph, theme, t, benchmarkName]);
  const formatter = useMemo(() => (value: number) => formatPrice(value, i18n.language, 0), [i18n.language]);
  return <TimeSeriesChart series={series} label={t('performance.chart')} height={300} valueFormatter={formatter} testId="rating-list-chart" />;
}

export default PerformanceChart;
