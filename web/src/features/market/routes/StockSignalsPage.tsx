import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { rememberIntendedRoute } from '../../../lib/intended-route';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-context';
import { useMarketIsDemo } from '../api/get-market-heatmap';
import { useStockSignals, type StockSignal } from '../api/get-stock-signals';
import { MARKET_IDS } from '../api/types';
import { MarketToggle } from '../components/MarketToggle';
import { DemoBadge } from '../components/DemoBadge';
import { PageHeader } from '../../../components/PageHeader';
import { Pager, readPage } from '../../../components/Pager';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { StockCell } from '../../../components/StockCell';
import { formatDay, formatPrice } from '../../../lib/format';
import { marketPaths } from '../paths';

function SignalCard({ signal }: { signal: StockSignal }) {
  const { t, i18n } = useTranslation('market');
  const buy = signal.signal === 'buy';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="signal-card">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
          <Chip
            label={t(buy ? 'signals.buy' : 'signals.sell')}
            color={buy ? 'success' : 'error'}
            sx={{ fontWeight: 700, minWidth: 64 }}
            data-testid={`signal-${signal.signal}`}
          />
          <StockCell id={signal.stock.id} symbol={signal.stock.symbol} name={signal.stock.name} />
        </Box>
        <Box sx={{ textAlign: 'end' }}>
          <Typography sx={{ fontWeight: 700 }}>
            <bdi dir="ltr">{formatPrice(signal.close, i18n.language)}</bdi>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDay(signal.date, i18n.language)} · {t('signals.score', { score: signal.score })}
          </Typography>
        </Box>
      </Box>
      {signal.reasons.length > 0 && (
        <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary" component="span">
            {t('signals.reasons')}:
          </Typography>
          {signal.reasons.map((reason) => (
            <Chip key={reason.kind} size="small" variant="outlined" label={reason.title} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

/**
 * StockSignals (spec §2, DECISIONS 2): members with the signals feature see every signal up to
 * today; guests and everyone else the same signals once they are a week old, with a call to sign
 * in or to subscribe. A 999 from the members' list switches to the free list in place.
 */
export function StockSignalsPage() {
  const { t } = useTranslation('market');
  useDocumentTitle(t('screens.stockSignals'));
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const marketId = Number(searchParams.get('market') ?? 0) || 0;
  const query = { page, marketId: marketId || null };
  const members = useStockSignals({ ...query, guest: false }, isSignedIn);
  const notInPlan = members.error instanceof ApiError && members.error.code === '999';
  const free = !isSignedIn || notInPlan;
  const freeList = useStockSignals({ ...query, guest: true }, free);
  const signals = free ? freeList : members;
  const demo = useMarketIsDemo(marketId || MARKET_IDS.TASI);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearchParams(next);
  };

  const signIn = () => {
    rememberIntendedRoute(marketPaths.stockSignals);
    navigate(marketPaths.login);
  };

  return (
    <Stack spacing={3} data-testid="stock-signals-page" data-access={free ? 'free' : 'member'}>
      <PageHeader title={t('screens.stockSignals')} subtitle={t('signals.subtitle')} badge={<DemoBadge show={demo} />}>
        <MarketToggle allowAll value={marketId} onChange={(id) => update({ market: id ? String(id) : null, page: null })} />
      </PageHeader>

      {!isSignedIn && (
        <Alert
          severity="info"
          data-testid="signals-sign-in"
          action={
            <Button color="inherit" size="small" onClick={signIn}>
              {t('header.login')}
            </Button>
          }
        >
          {t('signals.guestNote')}
        </Alert>
      )}
      {notInPlan && (
        <Alert
          severity="info"
          data-testid="signals-subscribe"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={marketPaths.subscription}>
              {t('signals.subscribe')}
            </Button>
          }
        >
          {t('signals.freeNote')}
        </Alert>
      )}

      {signals.isPending ? (
        <LoadingBlock height={400} />
      ) : signals.isError ? (
        <ErrorBlock error={signals.error} onRetry={() => void signals.refetch()} />
      ) : signals.data.items.length === 0 ? (
        <EmptyBlock text={t('signals.empty')} hint={t('noDataHint')} />
      ) : (
        <Stack spacing={1.5} sx={{ opacity: signals.isPlaceholderData ? 0.6 : 1 }} data-testid="signals-list">
          {signals.data.items.map((signal) => (
            <SignalCard key={signal.id} signal={signal} />
          ))}
          <Pager
            page={page}
            perPage={signals.data.perPage}
            total={signals.data.total}
            onChange={(next) => update({ page: next === 1 ? null : String(next) })}
          />
          {!isSignedIn && (
            <Box sx={{ textAlign: 'center', pt: 1 }}>
              <Button variant="contained" onClick={signIn}>
                {t('signals.signIn')}
              </Button>
            </Box>
          )}
        </Stack>
      )}

      <Typography variant="caption" color="text.secondary">
        {t('signals.disclaimer')}
      </Typography>
    </Stack>
  );
}
