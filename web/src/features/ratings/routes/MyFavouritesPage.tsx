import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFavouriteLists, useFavouriteRatings } from '../api/favourites';
import { useFavouriteRating } from '../api/ratings';
import { ListCard } from '../components/ListCard';
import { RatingsTable } from '../components/RatingsTable';

/**
 * `/my_favourites` (DECISIONS 10: the ratings module owns it): the Eva lists and ratings the
 * reader marked, then the parts other modules add (`children`, given by the route table).
 */
export function MyFavouritesPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('ratings');
  useDocumentTitle(t('favourites.title'));
  const lists = useFavouriteLists();
  const ratings = useFavouriteRatings();
  const favourite = useFavouriteRating();
  return (
    <Stack spacing={3} data-testid="my-favourites-page">
      <PageHeader title={t('favourites.title')} />
      <SectionCard title={t('favourites.lists')} testId="favourite-lists">
        {lists.isPending ? (
          <LoadingBlock height={200} />
        ) : lists.isError ? (
          <ErrorBlock error={lists.error} onRetry={() => void lists.refetch()} />
        ) : lists.data.length === 0 ? (
          <EmptyBlock text={t('favourites.noLists')} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {lists.data.map((list) => (
              <ListCard key={list.id} list={list} canFavourite />
            ))}
          </Box>
        )}
      </SectionCard>
      <SectionCard title={t('favourites.ratings')} testId="favourite-ratings">
        {ratings.isPending ? (
          <LoadingBlock height={200} />
        ) : ratings.isError ? (
          <ErrorBlock error={ratings.error} onRetry={() => void ratings.refetch()} />
        ) : ratings.data.length === 0 ? (
          <EmptyBlock text={t('favourites.noRatings')} />
        ) : (
          <RatingsTable ratings={ratings.data} variant="simple" onFavourite={(rating) => favourite.mutate(rating.id)} testId="favourite-ratings-table" />
        )}
      </SectionCard>
      {children}
    </Stack>
  );
}

export default MyFavouritesPage;
