import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { Pager } from '../../../components/Pager';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-error';
import { formatDay } from '../../../lib/format';
import { rememberIntendedRoute } from '../../../lib/intended-route';
import { useSession } from '../../../lib/session-context';
import { useAssistance } from '../api/get-assistance';
import { useGuestRankings } from '../api/get-guest-rankings';
import { RANKING_PAGE_SIZE, useRankings } from '../api/get-rankings';
import { RankingTable } from '../components/RankingTable';
import { StrategyDialog } from '../components/StrategyDialog';
import { reportsPaths } from '../lib/paths';
import { marketNameKeys, rankingMarketIds, rankingSearch, readRankingQuery, type RankingQuery } from '../lib/ranking-query';

/**
 * ReportsRankings (spec §2, "financial research" in navigation): a market's stocks ranked for a
 * strategy. Everyone sees the top ten; subscribers of a reports package the whole ranking, page
 * by page, with each stock's report. A 999 from the whole ranking switches to the top ten in place.
 */
export function ReportsRankingsPage() {
  const { t, i18n } = useTranslation('reports');
  useDocumentTitle(t('screens.reportsRankings'));
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [finding, setFinding] = useState(false);
  const assistance = useAssistance();
  const query = readRankingQuery(searchParams, assistance.data?.current ?? 'growth');
  const ready = assistance.isSuccess || assistance.isError || searchParams.has('strategy');

  const full = useRankings(query, isSignedIn && ready);
  const notInPlan = full.error instanceof ApiError && full.error.code === '999';
  const topTen = !isSignedIn || notInPlan;
  const { page: _page, ...guestQuery } = query;
  const guest = useGuestRankings(guestQuery, topTen && ready);
  const rows = topTen ? guest : full;

  const show = (changes: Partial<RankingQuery>) => setSearchParams(new URLSearchParams(rankingSearch({ ...query, page: 1, ...changes })));
  const strategies = assistance.data?.strategies ?? [];
  const current = strategies.find((s) => s.id === query.strategy);

  const signIn = () => {
    rememberIntendedRoute(`${reportsPaths.rankings}?${rankingSearch(query)}`);
    navigate(reportsPaths.login);
  };

  const data = rows.data;
  const list = data === undefined ? [] : Array.isArray(data) ? data : data.data;
  const asOf = list[0]?.as_of;

  return (
    <Stack spacing={3} data-testid="reports-rankings-page" data-access={topTen ? 'top-ten' : 'full'}>
      <PageHeader title={t('screens.reportsRankings')} subtitle={t('rankings.subtitle')}>
        {isSignedIn && assistance.data && (
          <Button variant="outlined" startIcon={<TravelExploreOutlinedIcon />} onClick={() => setFinding(true)} data-testid="find-strategy">
            {t('rankings.findStrategy')}
          </Button>
        )}
      </PageHeader>

      {assistance.isPending ? (
        <LoadingBlock height={96} />
      ) : (
        strategies.length > 0 && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Tabs
              value={query.strategy}
              onChange={(_event, next: RankingQuery['strategy']) => show({ strategy: next })}
              aria-label={t('rankings.strategy')}
              variant="scrollable"
              allowScrollButtonsMobile
            >
              {strategies.map((strategy) => (
                <Tab key={strategy.id} value={strategy.id} label={strategy.name} data-testid={`strategy-tab-${strategy.id}`} />
              ))}
            </Tabs>
            {current && (
              <Typography color="text.secondary" sx={{ mt: 1.5 }} data-testid="strategy-description">
                {current.description}
                {assistance.data?.chosen && assistance.data.current === current.id ? ` · ${t('rankings.yourStrategy')}` : ''}
              </Typography>
            )}
          </Paper>
        )
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('rankings.market')}
          value={query.marketId}
          onChange={(event) => show({ marketId: Number(event.target.value) })}
          sx={{ minWidth: 220 }}
          data-testid="ranking-market"
        >
          {rankingMarketIds.map((id) => (
            <MenuItem key={id} value={id}>
              {t(marketNameKeys[id])}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={query.shariah} onChange={(event) => show({ shariah: event.target.checked })} data-testid="ranking-shariah" />}
          label={t('rankings.shariahOnly')}
        />
        {asOf && (
          <Typography variant="body2" color="text.secondary">
            {t('rankings.asOf', { date: formatDay(asOf, i18n.language) })}
          </Typography>
        )}
      </Box>

      {!isSignedIn && (
        <Alert
          severity="info"
          data-testid="rankings-sign-in"
          action={
            <Button color="inherit" size="small" onClick={signIn}>
              {t('rankings.signIn')}
            </Button>
          }
        >
          {t('rankings.guestNote')}
        </Alert>
      )}
      {notInPlan && (
        <Alert
          severity="info"
          data-testid="rankings-subscribe"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={reportsPaths.subscription}>
              {t('rankings.subscribe')}
            </Button>
          }
        >
          {t('rankings.subscribeNote')}
        </Alert>
      )}

      {!ready || rows.isPending ? (
        <LoadingBlock height={400} />
      ) : rows.isError ? (
        <ErrorBlock error={rows.error} onRetry={() => void rows.refetch()} />
      ) : list.length === 0 ? (
        query.shariah ? (
          <EmptyBlock text={t('rankings.noneCompliant')} hint={t('rankings.noneCompliantHint')} />
        ) : (
          <EmptyBlock text={t('rankings.empty')} hint={t('rankings.emptyHint')} />
        )
      ) : (
        <Paper variant="outlined" sx={{ opacity: rows.isPlaceholderData ? 0.6 : 1 }}>
          <RankingTable rows={list} strategy={query.strategy} withReports={!topTen} />
        </Paper>
      )}
      {!topTen && full.data && (
        <Pager page={query.page} perPage={full.data.meta.per_page || RANKING_PAGE_SIZE} total={full.data.meta.total} onChange={(page) => show({ page })} />
      )}

      {isSignedIn && assistance.data && (
        <StrategyDialog open={finding} onClose={() => setFinding(false)} assistance={assistance.data} onChosen={(strategy) => show({ strategy })} />
      )}
    </Stack>
  );
}
