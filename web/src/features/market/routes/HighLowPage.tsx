import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useHighLowStocks, type HighLowEntry, type HighLowKind } from '../api/get-high-low-stocks';
import { useMarketIsDemo } from '../api/get-market-heatmap';
import { MARKET_IDS } from '../api/types';
import { MarketToggle } from '../components/MarketToggle';
import { DemoBadge } from '../components/DemoBadge';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { StockCell } from '../../../components/StockCell';
import { recentYears, YearSelect } from '../components/YearSelect';
import { formatDay, formatPrice } from '../../../lib/format';
import { groupByStock } from '../lib/high-low';
import { isAfter, mondayOf, moveToYear, parseIsoWeek, shiftWeek, tradingWeekOf, type IsoWeek } from '../lib/iso-week';
import { marketPaths } from '../paths';

const DAY_MS = 86_400_000;

function pathFor(kind: HighLowKind, week: IsoWeek, search: string): string {
  const path = kind === 'weekly' ? marketPaths.weeklyHighLow(week) : marketPaths.historicalHighLow(week);
  return search ? `${path}?${search}` : path;
}

/** The days the API counts as week N: the Sunday before its ISO Monday through the Saturday. */
function weekDays(week: IsoWeek): { from: string; to: string } {
  const monday = mondayOf(week).getTime();
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { from: iso(monday - DAY_MS), to: iso(monday + 5 * DAY_MS) };
}

function HighLowList({ title, entries, direction, testId }: { title: string; entries: HighLowEntry[]; direction: 'up' | 'down'; testId: string }) {
  const { t, i18n } = useTranslation('market');
  const theme = useTheme();
  const rows = groupByStock(entries);
  const Icon = direction === 'up' ? TrendingUpIcon : TrendingDownIcon;
  return (
    <SectionCard
      title={title}
      testId={testId}
      headingLevel="h2"
      actions={<Chip size="small" label={rows.length} color={direction === 'up' ? 'success' : 'error'} />}
    >
      {rows.length === 0 ? (
        <EmptyBlock text={t('highLow.none')} />
      ) : (
        <List dense disablePadding>
          {rows.map((row) => (
            <ListItem key={row.stock.id} divider sx={{ gap: 1.5, px: 0 }}>
              {/* A trend line runs with time, so it is mirrored when time reads right to left. */}
              <Icon
                fontSize="small"
                sx={{ color: direction === 'up' ? 'gain.main' : 'loss.main', transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' }}
                aria-hidden="true"
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <StockCell id={row.stock.id} symbol={row.stock.symbol} name={row.stock.name} />
              </Box>
              <Box sx={{ textAlign: 'end' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  <bdi dir="ltr">{formatPrice(row.close, i18n.language)}</bdi>
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDay(row.date, i18n.language)}
                </Typography>
              </Box>
              {/* A fixed slot, so prices line up whether or not a stock repeated. */}
              <Box sx={{ width: 40, flexShrink: 0, display: 'flex', justifyContent: 'center' }}>
                {row.times > 1 && (
                  <Tooltip title={t('highLow.times', { times: row.times })}>
                    <Chip size="small" variant="outlined" label={<bdi dir="ltr">×{row.times}</bdi>} aria-label={t('highLow.times', { times: row.times })} />
                  </Tooltip>
                )}
              </Box>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

/**
 * WeeklyHighLowStocks and HistoricalHighLowStocks (spec §2): the stocks that made new 52-week
 * (or all-time) highs and lows in an ISO week, with week-by-week navigation and a year choice.
 */
export function HighLowPage({ kind }: { kind: HighLowKind }) {
  const { t, i18n } = useTranslation('market');
  const theme = useTheme();
  const navigate = useNavigate();
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const marketId = Number(searchParams.get('market') ?? 0) || 0;
  const parsed = parseIsoWeek(params.year, params.week);
  const week = parsed ?? tradingWeekOf(new Date());
  const current = tradingWeekOf(new Date());
  const title = t(kind === 'weekly' ? 'screens.weeklyHighLowStocks' : 'screens.historicalHighLowStocks');
  useDocumentTitle(title);
  const data = useHighLowStocks(kind, week.year, week.week, marketId || null);
  const demo = useMarketIsDemo(marketId || MARKET_IDS.TASI);

  // Unreadable or out-of-range parameters land on the current (or clamped) week.
  if (!parsed || String(parsed.week) !== params.week) {
    return <Navigate to={pathFor(kind, week, searchParams.toString())} replace />;
  }

  const go = (next: IsoWeek) => navigate(pathFor(kind, next, searchParams.toString()));
  const next = shiftWeek(week, 1);
  const range = data.data ? { from: data.data.from, to: data.data.to } : weekDays(week);
  const mirror = { transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' };

  return (
    <Stack spacing={3} data-testid={kind === 'weekly' ? 'weekly-high-low-page' : 'historical-high-low-page'}>
      <PageHeader title={title} subtitle={t(kind === 'weekly' ? 'highLow.weeklySubtitle' : 'highLow.historicalSubtitle')} badge={<DemoBadge show={demo} />} />

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <IconButton onClick={() => go(shiftWeek(week, -1))} aria-label={t('highLow.previousWeek')} data-testid="previous-week">
            {/* Previous points back against the reading direction: right in Arabic. */}
            <NavigateBeforeIcon sx={mirror} />
          </IconButton>
          <Box sx={{ textAlign: 'center', minWidth: 170 }}>
            <Typography variant="h6" component="p" data-testid="week-label">
              {t('highLow.week', { week: week.week, year: week.year })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('highLow.range', { from: formatDay(range.from, i18n.language), to: formatDay(range.to, i18n.language) })}
            </Typography>
          </Box>
          <IconButton onClick={() => go(next)} disabled={isAfter(next, current)} aria-label={t('highLow.nextWeek')} data-testid="next-week">
            <NavigateNextIcon sx={mirror} />
          </IconButton>
          {(week.year !== current.year || week.week !== current.week) && (
            <Button size="small" onClick={() => go(current)}>
              {t('highLow.currentWeek')}
            </Button>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <YearSelect
            value={week.year}
            years={recentYears()}
            onChange={(year) => {
              const moved = moveToYear(week, year);
              go(isAfter(moved, current) ? current : moved);
            }}
          />
          <MarketToggle
            allowAll
            value={marketId}
            onChange={(id) => {
              const nextParams = new URLSearchParams(searchParams);
              if (id) nextParams.set('market', String(id));
              else nextParams.delete('market');
              setSearchParams(nextParams, { replace: true });
            }}
          />
        </Box>
      </Box>

      {data.isPending ? (
        <LoadingBlock height={320} />
      ) : data.isError ? (
        <ErrorBlock error={data.error} onRetry={() => void data.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
          <HighLowList title={t(kind === 'weekly' ? 'highLow.highs' : 'highLow.allTimeHighs')} entries={data.data.highs} direction="up" testId="highs-list" />
          <HighLowList title={t(kind === 'weekly' ? 'highLow.lows' : 'highLow.allTimeLows')} entries={data.data.lows} direction="down" testId="lows-list" />
        </Box>
      )}
    </Stack>
  );
}

export function WeeklyHighLowPage() {
  return <HighLowPage kind="weekly" />;
}

export function HistoricalHighLowPage() {
  return <HighLowPage kind="historical" />;
}

/**
 * /weekly-high-low and /high-low-stocks without a week: the current trading week (or, with only
 * a year, the same week number of that year).
 */
export function CurrentWeekRedirect({ kind }: { kind: HighLowKind }) {
  const [searchParams] = useSearchParams();
  const { year } = useParams();
  const current = tradingWeekOf(new Date());
  const asked = year && /^\d{4}$/.test(year) ? moveToYear(current, Number(year)) : current;
  return <Navigate to={pathFor(kind, isAfter(asked, current) ? current : asked, searchParams.toString())} replace />;
}
