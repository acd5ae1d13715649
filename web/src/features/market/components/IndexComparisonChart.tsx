import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IndexSeries } from '../api/get-global-index';
import { formatPrice } from '../lib/format';
import { chartColors } from './chart-theme';
import { TimeSeriesChart, type TimeSeries } from './TimeSeriesChart';

/** Rebased index lines (100 at the start of the year). Loaded lazily with the chart library. */
export function IndexComparisonChart({ indices }: { indices: IndexSeries[] }) {
  const { t, i18n } = useTranslation();
  const series = useMemo<TimeSeries[]>(
    () =>
      indices.map((index, i) => ({
        label: index.name,
        color: chartColors.series[i % chartColors.series.length]!,
        type: 'line',
        points: index.points.map((p) => ({ time: p.date, value: p.rebased })),
      })),
    [indices],
  );
  const formatter = useMemo(() => (value: number) => formatPrice(value, i18n.language, 1), [i18n.language]);
  return <TimeSeriesChart series={series} label={t('market.indexPerformance.chart')} height={340} valueFormatter={formatter} testId="index-chart" />;
}

export default IndexComparisonChart;
