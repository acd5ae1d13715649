import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useGlobalIndex } from '../api/get-global-index';
import { useIndexReturn } from '../api/get-index-return';
import { useMarketHeatmap } from '../api/get-market-heatmap';
import { useMarketIndicators } from '../api/get-market-indicators';
import { MARKET_IDS } from '../api/types';
import { BreadthSummary } from '../components/BreadthSummary';
import { MarketHeatmap } from '../components/MarketHeatmap';
import { MarketLinks } from '../components/MarketLinks';
import { marketCodeOf, MarketToggle } from '../components/MarketToggle';
import { MonthlyReturnsTable } from '../components/MonthlyReturnsTable';
import { DemoBadge } from '../components/DemoBadge';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { YearSelect } from '../components/YearSelect';

const IndexComparisonChart = lazy(() => import('../components/IndexComparisonChart'));

/** The Saudi equal-weight index first, against the cap-weighted TASI and Nomu. */
const CHART_SYMBOLS = ['TASI_EW', 'TASI', 'NOMUC'] as const;
const RETURN_SYMBOLS = ['TASI_EW', 'TASI', 'NOMUC', 'SPX'] as const;

function BreadthCard({ marketId }: { marketId: number }) {
  const { t } = useTranslation('market');
  const indicators = useMarketIndicators(marketId);
  const code = marketCodeOf(marketId) ?? 'TASI';
  return (
    <SectionCard title={`${t('breadth.title')}: ${t(`markets.${code}`)}`} headingLevel="h3">
      {indicators.isPending ? (
        <LoadingBlock height={260} />
      ) : indicators.isError ? (
        <ErrorBlock error={indicators.error} onRetry={() => void indicators.refetch()} />
      ) : indicators.data.breadth ? (
        <BreadthSummary breadth={indicators.data.breadth} />
      ) : (
        <EmptyBlock text={t('noData')} hint={t('noDataHint')} />
      )}
    </SectionCard>
  );
}

/** IndexPerformance (spec §2): equal-weight index vs TASI, monthly returns, breadth, heatmap. */
export function IndexPerformancePage() {
  const { t } = useTranslation('market');
  useDocumentTitle(t('screens.indexPerformance'));
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [heatmapMarket, setHeatmapMarket] = useState<number>(MARKET_IDS.TASI);
  const series = useGlobalIndex(year, CHART_SYMBOLS);
  const returns = useIndexReturn(year, RETURN_SYMBOLS);
  const heatmap = useMarketHeatmap(heatmapMarket);
  const demo = heatmap.data?.demo === true;
  const hasPoints = series.data?.some((s) => s.points.length > 0) ?? false;

  return (
    <Stack spacing={3} data-testid="index-performance-page">
      <PageHeader title={t('screens.indexPerformance')} subtitle={t('indexPerformance.subtitle')} badge={<DemoBadge show={demo} />}>
        <YearSelect value={year} onChange={setYear} />
      </PageHeader>

      <SectionCard title={t('indexPerformance.chart')} subtitle={t('indexPerformance.chartHint')}>
        {series.isPending ? (
          <LoadingBlock height={340} />
        ) : series.isError ? (
          <ErrorBlock error={series.error} onRetry={() => void series.refetch()} />
        ) : !hasPoints ? (
          <EmptyBlock text={t('indexPerformance.empty')} />
        ) : (
          <Suspense fallback={<LoadingBlock height={340} />}>
            <IndexComparisonChart indices={series.data} />
          </Suspense>
        )}
      </SectionCard>

      <SectionCard title={t('indexPerformance.returns')}>
        {returns.isPending ? (
          <LoadingBlock height={180} />
        ) : returns.isError ? (
          <ErrorBlock error={returns.error} onRetry={() => void returns.refetch()} />
        ) : returns.data.length === 0 ? (
          <EmptyBlock text={t('indexPerformance.empty')} />
        ) : (
          <MonthlyReturnsTable rows={returns.data} />
        )}
      </SectionCard>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
        <BreadthCard marketId={MARKET_IDS.TASI} />
        <BreadthCard marketId={MARKET_IDS.NOMU} />
      </Box>

      <SectionCard title={t('heatmap.title')} subtitle={t('heatmap.hint')} actions={<MarketToggle value={heatmapMarket} onChange={setHeatmapMarket} />}>
        <MarketHeatmap marketId={heatmapMarket} marketName={t(`markets.${marketCodeOf(heatmapMarket) ?? 'TASI'}`)} />
      </SectionCard>

      <Box>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {t('overview.more')}
        </Typography>
        <MarketLinks except="indexPerformance" />
      </Box>
    </Stack>
  );
}
