import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { useSession } from '../../../lib/session-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOpinionLists } from '../api/lists';
import { OpinionListCard } from '../components/OpinionListCard';
import { EVA_OPINIONS_TYPE } from '../types';

const marketIds = [1, 2, 3] as const;

/** `/opinion_lists/{type?}` (type 3: Eva opinions): every opinions list with its record, open to guests. */
export function OpinionListsPage() {
  const { type } = useParams();
  const { t } = useTranslation('opinions');
  useDocumentTitle(t('directory.title'));
  const { isSignedIn, isAnalyst } = useSession();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const marketParam = Number(params.get('market'));
  const marketId = (marketIds as readonly number[]).includes(marketParam) ? marketParam : null;
  const lists = useOpinionLists({ search: debounced, marketId }, isSignedIn);
  if (type !== undefined && Number(type) !== EVA_OPINIONS_TYPE) return <NotFoundPage />;

  return (
    <Stack spacing={3} data-testid="opinion-lists-page">
      <PageHeader title={t('directory.title')} subtitle={t('directory.subtitle')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('directory.search')}
          sx={{ minWidth: 260, flex: 1, maxWidth: 420 }}
          slotProps={{
            htmlInput: { 'aria-label': t('directory.search'), 'data-testid': 'opinion-lists-search' },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
        <TextField
          select
          size="small"
          label={t('directory.market')}
          value={marketId === null ? '' : String(marketId)}
          onChange={(event) => setParams(event.target.value ? { market: event.target.value } : {})}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          data-testid="opinion-lists-market"
        >
          <MenuItem value="">{t('directory.allMarkets')}</MenuItem>
          {marketIds.map((id) => (
            <MenuItem key={id} value={String(id)}>
              {t(`markets.${id}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {lists.isPending ? (
        <LoadingBlock height={320} />
      ) : lists.isError ? (
        <ErrorBlock error={lists.error} onRetry={() => void lists.refetch()} />
      ) : lists.data.length === 0 ? (
        <EmptyBlock text={t('directory.none')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
          {lists.data.map((list) => (
            <OpinionListCard key={list.id} list={list} canFavourite={isSignedIn && !isAnalyst} />
          ))}
        </Box>
      )}
    </Stack>
  );
}

export default OpinionListsPage;
