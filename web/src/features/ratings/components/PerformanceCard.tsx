import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '../../../components/ChangeText';
import { KeyFigure } from '../../../components/KeyFigure';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { formatDay, formatInteger, formatPercent, formatPrice } from '../../../lib/format';
import { useGraph, usePerformance } from '../api/performance';
import { useBenchmarkName } from './use-benchmark-name';

const PerformanceChart = lazy(() => import('./PerformanceChart'));

/** The performance indicator: return with dividends, value, drawdown, win rate, benchmarks and the chart. */
export function PerformanceCard({ listId }: { listId: number }) {
  const { t, i18n } = useTranslation('ratings');
  const benchmarkName = useBenchmarkName();
  const performance = usePerformance(listId);
  const graph = useGraph(listId);
  if (performance.isPending) return <LoadingBlock height={200} />;
  if (performance.isError) return <ErrorBlock error={performance.error} onRetry={() => void performance.refetch()} />;
  const p = performance.data;
  return (
    <SectionCard
      title={t('performance.title')}
      subtitle={p.start_date ? t('performance.since', { date: formatDay(p.start_date, i18n.language, 'long') }) : undefined}
      testId="rating-list-performance"
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 2, mb: 2 }}>
        <KeyFigure label={t('performance.totalReturn')} testId="performance-total-return">
          <ChangeText percent={p.total_return_percent} variant="subtitle1" />
        </KeyFigure>
        <KeyFigure label={t('performance.value')}>
          <bdi dir="ltr">{formatPrice(p.value, i18n.language)}</bdi>
        </KeyFigure>
        <KeyFigure label={t('performance.drawdown')}>
          <bdi dir="ltr">{formatPercent(-Math.abs(p.max_drawdown_percent), i18n.language, 2)}</bdi>
        </KeyFigure>
        <KeyFigure label={t('performance.winRate')}>
          <bdi dir="ltr">{p.win_rate_percent == null ? '—' : formatPercent(p.win_rate_percent, i18n.language)}</bdi>
        </KeyFigure>
        <KeyFigure label={t('performance.closed')}>
          <bdi dir="ltr">{formatInteger(p.closed_count, i18n.language)}</bdi>
        </KeyFigure>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {p.benchmarks.map((b) => (
          <Typography key={b.code} variant="body2" color="text.secondary" data-testid={`benchmark-${b.code}`}>
            {t('performance.vs', { code: benchmarkName(b.code) })}: <ChangeText percent={b.return_percent ?? null} showArrow={false} />
          </Typography>
        ))}
      </Box>
      {graph.isPending ? (
        <LoadingBlock height={300} />
      ) : graph.isError ? (
        <ErrorBlock error={graph.error} onRetry={() => void graph.refetch()} />
      ) : graph.data.points.length < 2 ? (
        <Typography color="text.secondary">{t('performance.noGraph')}</Typography>
      ) : (
        <Suspense fallback={<LoadingBlock height={300} />}>
          <PerformanceChart graph={graph.data} />
        </Suspense>
      )}
    </SectionCard>
  );
}
