import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { DirectoryFilters, directoryMarketIds } from '../../../components/DirectoryFilters';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, QuerySection } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMarketName } from '../../../components/use-market-name';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { useSession } from '../../../lib/session-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOpinionLists } from '../api/lists';
import { OpinionListCard } from '../components/OpinionListCard';
import { EVA_OPINIONS_TYPE } from '../types';

/** `/opinion_lists/{type?}` (type 3: Eva opinions): every opinions list with its record, open to guests. */
export function OpinionListsPage() {
  const { type } = useParams();
  const { t } = useTranslation('opinions');
  useDocumentTitle(t('directory.title'));
  const marketName = useMarketName('opinions');
  const { isSignedIn, isAnalyst } = useSession();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const marketParam = Number(params.get('market'));
  const marketId = (directoryMarketIds as readonly number[]).includes(marketParam) ? marketParam : null;
  const lists = useOpinionLists({ search: debounced, marketId }, isSignedIn);
  if (type !== undefined && Number(type) !== EVA_OPINIONS_TYPE) return <NotFoundPage />;

  return (
    <Stack spacing={3} data-testid="opinion-lists-page">
      <PageHeader title={t('directory.title')} subtitle={t('directory.subtitle')} />
      <DirectoryFilters
        search={search}
        onSearch={setSearch}
        marketId={marketId}
        onMarket={(id) => setParams(id === null ? {} : { market: String(id) })}
        marketName={marketName}
        labels={{ search: t('directory.search'), market: t('directory.market'), allMarkets: t('directory.allMarkets') }}
        testIdPrefix="opinion-lists"
      />
      <QuerySection query={lists} loadingHeight={320}>
        {(data) =>
          data.length === 0 ? (
            <EmptyBlock text={t('directory.none')} />
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
              {data.map((list) => (
                <OpinionListCard key={list.id} list={list} canFavourite={isSignedIn && !isAnalyst} />
              ))}
            </Box>
          )
        }
      </QuerySection>
    </Stack>
  );
}

export default OpinionListsPage;
