import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DirectoryFilters } from '../../../components/DirectoryFilters';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { useSession } from '../../../lib/session-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRatingLists } from '../api/rating-lists';
import { ListCard } from '../components/ListCard';
import { useMarketName } from '../../../components/use-market-name';
import { marketIds } from '../types';

/** `/analyst_eva`: every Eva list, searchable by name or analyst and by market (open to guests). */
export function EvaListsPage() {
  const { t } = useTranslation('ratings');
  useDocumentTitle(t('directory.title'));
  const { isSignedIn, isAnalyst } = useSession();
  const market = useMarketName('ratings');
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const marketParam = Number(params.get('market'));
  const marketId = (marketIds as readonly number[]).includes(marketParam) ? marketParam : null;
  const lists = useRatingLists({ search: debounced, marketId }, isSignedIn);

  return (
    <Stack spacing={3} data-testid="eva-lists-page">
      <PageHeader title={t('directory.title')} subtitle={t('directory.subtitle')} />
      <DirectoryFilters
        search={search}
        onSearch={setSearch}
        marketId={marketId}
        onMarket={(id) => setParams(id === null ? {} : { market: String(id) })}
        marketName={market}
        labels={{ search: t('directory.search'), market: t('directory.market'), allMarkets: t('directory.allMarkets') }}
        testIdPrefix="eva-lists"
      />
      {lists.isPending ? (
        <LoadingBlock height={320} />
      ) : lists.isError ? (
        <ErrorBlock error={lists.error} onRetry={() => void lists.refetch()} />
      ) : lists.data.length === 0 ? (
        <EmptyBlock text={t('directory.none')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
          {lists.data.map((list) => (
            <ListCard key={list.id} list={list} canFavourite={isSignedIn && !isAnalyst} />
          ))}
        </Box>
      )}
    </Stack>
  );
}

export default EvaListsPage;
