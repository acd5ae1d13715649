import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { DirectoryFilters } from '../../../components/DirectoryFilters';
import { ListCardGrid } from '../../../components/lists/ListCardGrid';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, QuerySection } from '../../../components/QueryStates';
import { useDirectoryParams } from '../../../components/use-directory-params';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMarketName } from '../../../components/use-market-name';
import { useSession } from '../../../lib/session-context';
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
  const { search, setSearch, debounced, marketId, setMarket } = useDirectoryParams();
  const lists = useOpinionLists({ search: debounced, marketId }, isSignedIn);
  if (type !== undefined && Number(type) !== EVA_OPINIONS_TYPE) return <NotFoundPage />;

  return (
    <Stack spacing={3} data-testid="opinion-lists-page">
      <PageHeader title={t('directory.title')} subtitle={t('directory.subtitle')} />
      <DirectoryFilters
        search={search}
        onSearch={setSearch}
        marketId={marketId}
        onMarket={setMarket}
        marketName={marketName}
        labels={{ search: t('directory.search'), market: t('directory.market'), allMarkets: t('directory.allMarkets') }}
        testIdPrefix="opinion-lists"
      />
      <QuerySection query={lists} loadingHeight={320}>
        {(data) =>
          data.length === 0 ? (
            <EmptyBlock text={t('directory.none')} />
          ) : (
            <ListCardGrid variant="directory">
              {data.map((list) => (
                <OpinionListCard key={list.id} list={list} canFavourite={isSignedIn && !isAnalyst} />
              ))}
            </ListCardGrid>
          )
        }
      </QuerySection>
    </Stack>
  );
}

export default OpinionListsPage;
