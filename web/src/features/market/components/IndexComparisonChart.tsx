import { useMemo } from 'react';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { IndexSeries } from '../api/get-global-index';
import { formatPrice } from '../../../lib/format';
import { chartColorsOf } from '../../../components/charts/chart-theme';
import { TimeSeriesChart, type TimeSeries } from '../../../components/charts/TimeSeriesChart';

/** Rebased index lines (100 at the start of the year). Loaded lazily with the chart library. */
export function IndexComparisonChart({ indices }: { indices: IndexSeries[] }) {
  const { t, i18n } = useTranslation('market');
  const theme = useTheme();
  const colors = useMemo(() => chartColorsOf(theme).series, [theme]);
  const series = useMemo<TimeSeries[]>(
    () =>
      indices.map((index, i) => ({
        label: index.name,
        color: colors[i % colors.length]!,
        type: 'line',
        points: index.points.map((p) => ({ time: p.date, value: p.rebased })),
      })),
    [indices, colors],
  );
  const formatter = useMemo(() => (value: number) => formatPrice(value, i18n.language, 1), [i18n.language]);
  return <TimeSeriesChart series={series} label={t('indexPerformance.chart')} height={340} valueFormatter={formatter} testId="index-chart" />;
}

export default IndexComparisonChart;
