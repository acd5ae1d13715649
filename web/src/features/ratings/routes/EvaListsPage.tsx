import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DirectoryFilters } from '../../../components/DirectoryFilters';
import { ListCardGrid } from '../../../components/lists/ListCardGrid';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, QuerySection } from '../../../components/QueryStates';
import { useDirectoryParams } from '../../../components/use-directory-params';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMarketName } from '../../../components/use-market-name';
import { useSession } from '../../../lib/session-context';
import { useRatingLists } from '../api/rating-lists';
import { ListCard } from '../components/ListCard';

/** `/analyst_eva`: every Eva list, searchable by name or analyst and by market (open to guests). */
export function EvaListsPage() {
  const { t } = useTranslation('ratings');
  useDocumentTitle(t('directory.title'));
  const { isSignedIn, isAnalyst } = useSession();
  const market = useMarketName('ratings');
  const { search, setSearch, debounced, marketId, setMarket } = useDirectoryParams();
  const lists = useRatingLists({ search: debounced, marketId }, isSignedIn);

  return (
    <Stack spacing={3} data-testid="eva-lists-page">
      <PageHeader title={t('directory.title')} subtitle={t('directory.subtitle')} />
      <DirectoryFilters
        search={search}
        onSearch={setSearch}
        marketId={marketId}
        onMarket={setMarket}
        marketName={market}
        labels={{ search: t('directory.search'), market: t('directory.market'), allMarkets: t('directory.allMarkets') }}
        testIdPrefix="eva-lists"
      />
      <QuerySection query={lists} loadingHeight={320}>
        {(data) =>
          data.length === 0 ? (
            <EmptyBlock text={t('directory.none')} />
          ) : (
            <ListCardGrid variant="directory">
              {data.map((list) => (
                <ListCard key={list.id} list={list} canFavourite={isSignedIn && !isAnalyst} />
              ))}
            </ListCardGrid>
          )
        }
      </QuerySection>
    </Stack>
  );
}

export default EvaListsPage;
