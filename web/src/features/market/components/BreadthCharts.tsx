import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useBreadth52w } from '../api/get-breadth-series';
import { useStocksByMa } from '../api/get-stocks-by-ma';
import { formatInteger, formatPercent } from '../../../lib/format';
import { chartColorsOf } from '../../../components/charts/chart-theme';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { TimeSeriesChart, type TimeSeries } from '../../../components/charts/TimeSeriesChart';

/**
 * A market's breadth over a year: new 52-week highs (bars up) against new lows (bars down), and
 * the share of stocks above their 50- and 200-day averages. Loaded lazily with the chart library.
 */
export function BreadthCharts({ year, marketId }: { year: number; marketId: number }) {
  const { t, i18n } = useTranslation('market');
  const theme = useTheme();
  const chartColors = useMemo(() => chartColorsOf(theme), [theme]);
  const highsLows = useBreadth52w(year, marketId);
  const byMa = useStocksByMa(year, marketId, 'daily');

  const highsLowsSeries = useMemo<TimeSeries[]>(
    () => [
      {
        label: t('technical.newHighs'),
        color: chartColors.up,
        type: 'histogram',
        points: (highsLows.data ?? []).map((d) => ({ time: d.date, value: d.new_highs })),
      },
      {
        label: t('technical.newLows'),
        color: chartColors.down,
        type: 'histogram',
        // Lows hang below the zero line; the scale shows them as positive counts.
        points: (highsLows.data ?? []).map((d) => ({ time: d.date, value: -d.new_lows })),
      },
    ],
    [highsLows.data, t, chartColors],
  );
  const byMaSeries = useMemo<TimeSeries[]>(
    () => [
      {
        label: t('technical.aboveSma50'),
        color: chartColors.sma50,
        type: 'line',
        points: (byMa.data ?? []).map((d) => ({ time: d.date, value: d.above_sma50_percent })),
      },
      {
        label: t('technical.aboveSma200'),
        color: chartColors.sma20,
        type: 'line',
        points: (byMa.data ?? []).map((d) => ({ time: d.date, value: d.above_sma200_percent })),
      },
    ],
    [byMa.data, t, chartColors],
  );
  const countFormatter = useMemo(() => (value: number) => formatInteger(Math.abs(value), i18n.language), [i18n.language]);
  const percentFormatter = useMemo(() => (value: number) => formatPercent(value, i18n.language, 0), [i18n.language]);

  const block = (query: typeof highsLows | typeof byMa, chart: ReactNode) =>
    query.isPending ? (
      <LoadingBlock height={260} />
    ) : query.isError ? (
      <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />
    ) : query.data.length === 0 ? (
      <EmptyBlock text={t('noData')} hint={t('noDataHint')} />
    ) : (
      chart
    );

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' } }}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
          {t('technical.highsLowsChart')}
        </Typography>
        {block(
          highsLows,
          <TimeSeriesChart
            series={highsLowsSeries}
            label={t('technical.highsLowsChart')}
            height={260}
            valueFormatter={countFormatter}
            testId="breadth-highs-lows-chart"
          />,
        )}
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
          {t('technical.aboveMaChart')}
        </Typography>
        {block(
          byMa,
          <TimeSeriesChart series={byMaSeries} label={t('technical.aboveMaChart')} height={260} valueFormatter={percentFormatter} testId="breadth-ma-chart" />,
        )}
      </Box>
    </Box>
  );
}

export default BreadthCharts;
