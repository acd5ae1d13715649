import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMarketHeatmap } from '../api/get-market-heatmap';
import { useMarketIndicators } from '../api/get-market-indicators';
import { MARKET_IDS } from '../api/types';
import { BreadthSummary } from './BreadthSummary';
import { DemoBadge } from './DemoBadge';
import { MarketHeatmap } from './MarketHeatmap';
import { MarketLinks } from './MarketLinks';
import { marketCodeOf, MarketToggle } from './MarketToggle';
import { MoversTable } from './MoversTable';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';

/**
 * The home page's market section (loaded after the page itself): movers of the main market and
 * Nomu with their four tabs, the market's breadth, and the heatmap.
 */
export function MarketOverview() {
  const { t } = useTranslation('market');
  const [marketId, setMarketId] = useState<number>(MARKET_IDS.TASI);
  const code = marketCodeOf(marketId) ?? 'TASI';
  const marketName = t(`markets.${code}`);
  const indicators = useMarketIndicators(marketId);
  const heatmap = useMarketHeatmap(marketId);

  return (
    <Box component="section" aria-labelledby="market-overview-title" data-testid="market-overview" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Typography id="market-overview-title" variant="h5" component="h2">
            {t('overview.title')}
          </Typography>
          <DemoBadge show={heatmap.data?.demo === true} />
        </Box>
        <MarketToggle value={marketId} onChange={setMarketId} markets={['TASI', 'NOMU']} />
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
        <SectionCard title={t('overview.moversOf', { market: marketName })} headingLevel="h3">
          {indicators.isPending ? (
            <LoadingBlock height={360} />
          ) : indicators.isError ? (
            <ErrorBlock error={indicators.error} onRetry={() => void indicators.refetch()} />
          ) : (
            <MoversTable key={marketId} movers={indicators.data.movers} marketCode={code} />
          )}
        </SectionCard>
        <SectionCard title={t('breadth.title')} headingLevel="h3">
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
      </Box>

      <SectionCard title={t('heatmap.title')} subtitle={t('heatmap.hint')} headingLevel="h3">
        <MarketHeatmap marketId={marketId} marketName={marketName} />
      </SectionCard>

      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('overview.more')}
        </Typography>
        <MarketLinks />
      </Box>
    </Box>
  );
}
