import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../../components/MessagePage';
import { PageLoader } from '../../../components/PageLoader';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { CHART_INTERVALS, useLatestPrice, useStock, type ChartInterval, type StockDetails } from '../../../shared-api/stocks';
import { ChangeText } from '../../../components/ChangeText';
import { DemoBadge } from '../components/DemoBadge';
import { FundamentalsCard } from '../components/FundamentalsCard';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { ShariahBadge } from '../../../components/ShariahBadge';
import { positionInRange } from '../../../lib/chart-series';
import { formatCompact, formatInteger, formatMoment, formatPrice } from '../../../lib/format';
import { marketPaths } from '../paths';

// The chart library is only fetched with this page (and only once the data is there).
const PriceChart = lazy(() => import('../../../components/charts/PriceChart'));

function readInterval(value: string | null): ChartInterval {
  return CHART_INTERVALS.includes(value as ChartInterval) ? (value as ChartInterval) : 'daily';
}

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'flex', justifyContent: 'space-between', gap: 2 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600, textAlign: 'end' }}>
        {children}
      </Typography>
    </Box>
  );
}

function RangeBar({ low, high, price, language }: { low: number; high: number; price: number | null; language: string }) {
  const position = price === null ? null : positionInRange(price, { low, high });
  return (
    <Box sx={{ minWidth: 140 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <bdi dir="ltr">{formatPrice(low, language)}</bdi>
        <bdi dir="ltr">{formatPrice(high, language)}</bdi>
      </Box>
      {/* Low at the inline start in both directions, like the numbers above it. */}
      <Box sx={{ position: 'relative', height: 4, bgcolor: 'grey.300', borderRadius: 2, mt: 0.5 }} aria-hidden="true">
        {position !== null && (
          <Box
            sx={{ position: 'absolute', top: -3, width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }}
            style={{ insetInlineStart: `${position}%`, marginInlineStart: -5 }}
          />
        )}
      </Box>
    </Box>
  );
}

function KeyFigures({ stock, language }: { stock: StockDetails; language: string }) {
  const { t } = useTranslation('market');
  const quote = stock.quote;
  const range = stock.range_52w;
  const price = (value: number | null | undefined) => <bdi dir="ltr">{formatPrice(value, language)}</bdi>;
  return (
    <Box data-testid="key-figures">
      <Figure label={t('stock.open')}>{price(quote?.open)}</Figure>
      <Figure label={t('stock.high')}>{price(quote?.high)}</Figure>
      <Figure label={t('stock.low')}>{price(quote?.low)}</Figure>
      <Figure label={t('stock.previousClose')}>{price(quote?.previous_close)}</Figure>
      <Figure label={t('stock.volume')}>
        <bdi>{formatInteger(quote?.volume, language)}</bdi>
      </Figure>
      <Figure label={t('stock.marketCap')} testId="market-cap">
        <bdi>{formatCompact(stock.market_cap, language)}</bdi> {stock.market_cap !== null && stock.market.currency}
      </Figure>
      <Figure label={t('stock.range52w')} testId="range-52w">
        {range ? <RangeBar low={range.low} high={range.high} price={quote?.price ?? null} language={language} /> : '—'}
      </Figure>
      <Figure label={t('stock.sector')}>{stock.sector?.name ?? '—'}</Figure>
      <Figure label={t('stock.market')}>{stock.market.name}</Figure>
    </Box>
  );
}

/** What a stock page tells the parts other modules add to it. */
export interface StockRef {
  id: number;
  symbol: string;
  name: string;
  /** The latest price (the minute's quote), null without one. */
  price: number | null;
}

/**
 * Stock (spec §2 /stock/{stock}): quote, key figures, chart with averages, Shariah status; then
 * the parts other modules add for this stock, given by the route table: `actions` next to its
 * name (e.g. create an alert), `sections` under the page (e.g. its news).
 */
export function StockPage({ sections, actions }: { sections?: (stock: StockRef) => ReactNode; actions?: (stock: StockRef) => ReactNode }) {
  const { t, i18n } = useTranslation('market');
  const language = i18n.language;
  const { stock: stockId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const interval = readInterval(searchParams.get('interval'));
  const stock = useStock(stockId, interval);
  const latest = useLatestPrice(stockId, stock.isSuccess);
  useDocumentTitle(stock.data ? `${stock.data.name} (${stock.data.symbol})` : t('screens.stock'));

  if (stock.isPending) return <PageLoader />;
  if (stock.isError) {
    if (isApiError(stock.error) && stock.error.status === 404) {
      return (
        <MessagePage
          testId="stock-not-found"
          icon={<SearchOffIcon />}
          title={t('screens.stock')}
          description={t('stock.notFound')}
          actions={
            <Button variant="outlined" component={RouterLink} to={marketPaths.home}>
              {t('stock.backToMarket')}
            </Button>
          }
        />
      );
    }
    return <ErrorBlock error={stock.error} onRetry={() => void stock.refetch()} />;
  }

  const data = stock.data;
  const quote = latest.data ?? data.quote;
  const otherName = language === 'ar' ? data.name_en : data.name_ar;
  const demo = data.demo || quote?.source === 'demo';
  const ref: StockRef = { id: data.id, symbol: data.symbol, name: data.name, price: quote?.price ?? null };

  return (
    <Stack spacing={3} data-testid="stock-page">
      <Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 } }}>
            <bdi>{data.name}</bdi>
          </Typography>
          <Chip label={<bdi dir="ltr">{data.symbol}</bdi>} size="small" />
          <DemoBadge show={demo} />
          {actions && (
            <Box sx={{ marginInlineStart: 'auto', display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="stock-actions">
              {actions(ref)}
            </Box>
          )}
        </Box>
        {otherName && otherName !== data.name && (
          <Typography color="text.secondary" lang={language === 'ar' ? 'en' : 'ar'}>
            {/* In its own direction: «.Saudi Arabian Oil Co» once, under an Arabic title. */}
            <bdi data-testid="stock-other-name">{otherName}</bdi>
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Chip size="small" variant="outlined" label={data.market.name} />
          {data.sector && <Chip size="small" variant="outlined" label={data.sector.name} />}
          <ShariahBadge compliant={data.shariah_compliant} />
        </Box>
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="stock-quote">
        {quote ? (
          <>
            <Typography variant="caption" color="text.secondary">
              {t('stock.lastPrice')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1.5 }}>
              <Typography variant="h3" component="p" sx={{ fontSize: { xs: 32, md: 44 }, fontWeight: 700 }}>
                <bdi dir="ltr">{formatPrice(quote.price, language)}</bdi>
              </Typography>
              <Typography color="text.secondary">{data.market.currency}</Typography>
              <ChangeText value={quote.change} percent={quote.change_percent} variant="h6" />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {quote.quoted_at && `${t('stock.quotedAt', { time: formatMoment(quote.quoted_at, language) })} · `}
              <span data-testid="delay-note">{t('delayed', { count: quote.delay_minutes })}</span>
            </Typography>
          </>
        ) : (
          <EmptyBlock text={t('stock.noQuote')} />
        )}
      </Paper>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <SectionCard
          title={t('stock.chart')}
          actions={
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={interval}
              aria-label={t('stock.interval')}
              onChange={(_event, next: ChartInterval | null) => {
                if (!next) return;
                const params = new URLSearchParams(searchParams);
                if (next === 'daily') params.delete('interval');
                else params.set('interval', next);
                setSearchParams(params, { replace: true });
              }}
            >
              {CHART_INTERVALS.map((value) => (
                <ToggleButton key={value} value={value} data-testid={`interval-${value}`}>
                  {t(`stock.intervals.${value}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          }
        >
          <Box sx={{ opacity: stock.isPlaceholderData ? 0.5 : 1, transition: 'opacity 150ms' }}>
            {data.history.length === 0 ? (
              <EmptyBlock text={t('stock.chartEmpty')} />
            ) : (
              <Suspense fallback={<LoadingBlock height={440} />}>
                <PriceChart bars={data.history} label={t('stock.chartLabel', { name: data.name })} />
              </Suspense>
            )}
          </Box>
        </SectionCard>
        <SectionCard title={t('stock.keyFigures')}>
          <KeyFigures stock={{ ...data, quote }} language={language} />
        </SectionCard>
      </Box>
      {data.fundamentals && <FundamentalsCard fundamentals={data.fundamentals} language={language} />}
      {sections?.(ref)}
    </Stack>
  );
}
