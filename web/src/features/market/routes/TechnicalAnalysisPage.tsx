import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMarketIsDemo } from '../api/get-market-heatmap';
import { TECHNICAL_EVENT_KINDS, useTechnicalEvents, type TechnicalEvent, type TechnicalEventKind } from '../api/get-technical-events';
import { MARKET_IDS } from '../api/types';
import { MarketToggle } from '../components/MarketToggle';
import { DemoBadge } from '../components/DemoBadge';
import { PageHeader } from '../../../components/PageHeader';
import { Pager, readPage } from '../../../components/Pager';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { StockCell } from '../../../components/StockCell';
import { YearSelect } from '../components/YearSelect';
import { formatDay, formatPrice } from '../../../lib/format';

const BreadthCharts = lazy(() => import('../components/BreadthCharts'));

const PER_PAGE = 20;

function readKind(value: string | null): TechnicalEventKind | null {
  return TECHNICAL_EVENT_KINDS.includes(value as TechnicalEventKind) ? (value as TechnicalEventKind) : null;
}

function DirectionChip({ event }: { event: TechnicalEvent }) {
  const { t } = useTranslation('market');
  const bullish = event.direction === 'bullish';
  return <Chip size="small" label={t(bullish ? 'technical.bullish' : 'technical.bearish')} color={bullish ? 'success' : 'error'} variant="outlined" />;
}

/** Phones: one stacked card per event instead of a table too wide for the screen. */
function EventCards({ events }: { events: TechnicalEvent[] }) {
  const { i18n } = useTranslation('market');
  return (
    <Stack divider={<Box sx={{ borderBottom: 1, borderColor: 'divider' }} />} data-testid="events-table">
      {events.map((event) => (
        <Box key={event.id} sx={{ py: 1.25 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
            <StockCell id={event.stock.id} symbol={event.stock.symbol} name={event.stock.name} />
            <Box sx={{ textAlign: 'end', flexShrink: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                <bdi dir="ltr">{formatPrice(event.close, i18n.language)}</bdi>
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDay(event.date, i18n.language)}
              </Typography>
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.75 }}>
            <DirectionChip event={event} />
            <Typography variant="body2">{event.title}</Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** TechinalAnalysis (spec §2, signed-in): technical events with filters, and breadth charts. */
export function TechnicalAnalysisPage() {
  const { t, i18n } = useTranslation('market');
  useDocumentTitle(t('screens.technicalAnalysis'));
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const kind = readKind(searchParams.get('kind'));
  const marketId = Number(searchParams.get('market') ?? 0) || 0;
  const events = useTechnicalEvents({ page, perPage: PER_PAGE, marketId: marketId || null, kind });
  const [breadthMarket, setBreadthMarket] = useState<number>(MARKET_IDS.TASI);
  const [year, setYear] = useState(() => new Date().getFullYear());
  const demo = useMarketIsDemo(marketId || MARKET_IDS.TASI);
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearchParams(next);
  };

  return (
    <Stack spacing={3} data-testid="technical-analysis-page">
      <PageHeader title={t('screens.technicalAnalysis')} subtitle={t('technical.subtitle')} badge={<DemoBadge show={demo} />} />

      <SectionCard
        title={t('technical.events')}
        actions={
          <>
            <TextField
              select
              size="small"
              label={t('technical.kind')}
              value={kind ?? ''}
              onChange={(event) => update({ kind: event.target.value || null, page: null })}
              fullWidth={false}
              sx={{ minWidth: 220 }}
              slotProps={{ select: { displayEmpty: true, MenuProps: { disableScrollLock: true } }, inputLabel: { shrink: true } }}
              data-testid="event-kind"
            >
              <MenuItem value="">{t('technical.allKinds')}</MenuItem>
              {TECHNICAL_EVENT_KINDS.map((code) => (
                <MenuItem key={code} value={code}>
                  {t(`technical.kinds.${code}`)}
                </MenuItem>
              ))}
            </TextField>
            <MarketToggle allowAll value={marketId} onChange={(id) => update({ market: id ? String(id) : null, page: null })} />
          </>
        }
      >
        {events.isPending ? (
          <LoadingBlock height={400} />
        ) : events.isError ? (
          <ErrorBlock error={events.error} onRetry={() => void events.refetch()} />
        ) : events.data.items.length === 0 ? (
          <EmptyBlock text={t('technical.empty')} />
        ) : (
          <Box sx={{ opacity: events.isPlaceholderData ? 0.6 : 1 }}>
            {narrow ? (
              <EventCards events={events.data.items} />
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" data-testid="events-table" sx={{ minWidth: 560, '& td, & th': { px: 1 } }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('columns.date')}</TableCell>
                      <TableCell>{t('columns.stock')}</TableCell>
                      <TableCell>{t('technical.kind')}</TableCell>
                      <TableCell align="right">{t('columns.close')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {events.data.items.map((event) => (
                      <TableRow key={event.id} hover>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(event.date, i18n.language)}</TableCell>
                        <TableCell sx={{ maxWidth: 200 }}>
                          <StockCell id={event.stock.id} symbol={event.stock.symbol} name={event.stock.name} />
                        </TableCell>
                        <TableCell>
                          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                            <DirectionChip event={event} />
                            <span>{event.title}</span>
                          </Box>
                        </TableCell>
                        <TableCell align="right">
                          <bdi dir="ltr">{formatPrice(event.close, i18n.language)}</bdi>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            <Pager
              page={page}
              perPage={events.data.perPage}
              total={events.data.total}
              onChange={(next) => update({ page: next === 1 ? null : String(next) })}
            />
          </Box>
        )}
      </SectionCard>

      <SectionCard
        title={t('technical.breadth')}
        actions={
          <>
            <YearSelect value={year} onChange={setYear} />
            <MarketToggle value={breadthMarket} onChange={setBreadthMarket} />
          </>
        }
      >
        <Suspense fallback={<LoadingBlock height={260} />}>
          <BreadthCharts year={year} marketId={breadthMarket} />
        </Suspense>
      </SectionCard>
    </Stack>
  );
}
