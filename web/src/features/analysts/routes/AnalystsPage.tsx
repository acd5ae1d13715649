import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PageHeader } from '../../../components/PageHeader';
import { Pager, readPage } from '../../../components/Pager';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatPercent, formatSar } from '../../../lib/format';
import { useAnalysts } from '../api/analysts-directory';
import { useChoiceLabel } from '../lib/use-choice-label';
import { listMarketOf, type AnalystList, type AnalystProfile } from '../types';

/** `/analysts` (DECISIONS 9): the directory of approved analysts and their lists. */
export function AnalystsPage() {
  const { t } = useTranslation('analysts');
  useDocumentTitle(t('directory.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const analysts = useAnalysts(page);
  return (
    <Stack spacing={3} data-testid="analysts-page">
      <PageHeader title={t('directory.title')} subtitle={t('directory.subtitle')} />
      {analysts.isPending ? (
        <LoadingBlock height={320} />
      ) : analysts.isError ? (
        <ErrorBlock error={analysts.error} onRetry={() => void analysts.refetch()} />
      ) : analysts.data.items.length === 0 ? (
        <EmptyBlock text={t('directory.none')} />
      ) : (
        <Stack spacing={2}>
          {analysts.data.items.map((analyst) => (
            <AnalystCard key={analyst.id} analyst={analyst} />
          ))}
          <Pager
            page={page}
            perPage={analysts.data.perPage}
            total={analysts.data.total}
            onChange={(next) => setSearchParams(next === 1 ? {} : { page: String(next) })}
          />
        </Stack>
      )}
    </Stack>
  );
}

function AnalystCard({ analyst }: { analyst: AnalystProfile }) {
  const { t } = useTranslation('analysts');
  const label = useChoiceLabel();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid={`analyst-${analyst.id}`}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>{analyst.display_name.slice(0, 1)}</Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h6" component="h2">
            <bdi>{analyst.display_name}</bdi>
          </Typography>
          <Link href={`https://x.com/${encodeURIComponent(analyst.x_account)}`} target="_blank" rel="noopener noreferrer" variant="body2">
            {t('directory.onX')} <bdi dir="ltr">@{analyst.x_account}</bdi>
          </Link>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Chip size="small" label={label('markets', analyst.markets)} />
            <Chip size="small" label={label('analysis_type', analyst.analysis_type)} />
            <Chip size="small" label={label('experience_years', analyst.experience_years)} />
          </Stack>
          <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>
            {analyst.about}
          </Typography>
        </Box>
      </Stack>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t('directory.lists')}
      </Typography>
      {analyst.lists.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('directory.noLists')}
        </Typography>
      ) : (
        <Stack spacing={1}>
          {analyst.lists.map((list) => (
            <ListRow key={list.id} list={list} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function ListRow({ list }: { list: AnalystList }) {
  const { t, i18n } = useTranslation('analysts');
  const marketId = listMarketOf(list.market_id);
  const market = marketId ? t(`myLists.markets.${marketId}`) : '';
  const service = list.service_type === 'eva_opinions' ? 'eva_opinions' : 'eva_lists';
  const record = recordText(list, service, t, i18n.language);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
      data-testid={`analyst-list-${list.id}`}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          <bdi>{list.name}</bdi>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t(`myLists.services.${service}`)} · {market} · {t('myLists.stocks', { count: list.stocks_count })}
          {list.monthly_total_halalas != null ? ` · ${t('directory.from', { price: formatSar(list.monthly_total_halalas, i18n.language) })}` : ''}
        </Typography>
        {record && (
          <Typography variant="body2" data-testid={`analyst-list-record-${list.id}`}>
            {record}
          </Typography>
        )}
      </Box>
      <Button
        size="small"
        component={RouterLink}
        to={service === 'eva_opinions' ? `/opinions/${list.id}` : `/ratings/${list.id}`}
        data-testid={`analyst-list-open-${list.id}`}
      >
        {t('directory.open')}
      </Button>
      {list.subscribe_path && (
        <Button size="small" variant="contained" component={RouterLink} to={list.subscribe_path} data-testid="analyst-list-subscribe">
          {t('directory.subscribe')}
        </Button>
      )}
    </Box>
  );
}

/**
 * A list's record in one line; a success or win rate always says how many calls it rests on, so
 * three never read like three hundred.
 */
function recordText(list: AnalystList, service: 'eva_lists' | 'eva_opinions', t: TFunction<'analysts'>, lang: string): string | null {
  const record = list.track_record;
  if (!record) return null;
  const percent = (bp: number) => formatPercent(bp / 100, lang, 1);
  const rate = record.win_rate_bp === null || record.win_rate_bp === undefined ? null : percent(record.win_rate_bp);
  if (service === 'eva_opinions') {
    return rate === null
      ? t('directory.recordOpinionsNoneDecided')
      : t('directory.recordOpinions', { rate, count: record.closed, ret: percent(record.return_bp) });
  }
  return rate === null
    ? t('directory.recordRatingsNoneClosed', { ret: percent(record.return_bp), fall: percent(record.max_drawdown_bp) })
    : t('directory.recordRatings', { ret: percent(record.return_bp), fall: percent(record.max_drawdown_bp), rate, count: record.closed });
}

export default AnalystsPage;
