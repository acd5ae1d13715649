import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { ListCardGrid } from '../../../components/lists/ListCardGrid';
import { EmptyBlock, QuerySection } from '../../../components/QueryStates';
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
        <QuerySection query={lists} loadingHeight={200}>
          {(data) =>
            data.length === 0 ? (
              <EmptyBlock text={t('favourites.noLists')} />
            ) : (
              <ListCardGrid variant="section">
                {data.map((list) => (
                  <ListCard key={list.id} list={list} canFavourite />
                ))}
              </ListCardGrid>
            )
          }
        </QuerySection>
      </SectionCard>
      <SectionCard title={t('favourites.ratings')} testId="favourite-ratings">
        <QuerySection query={ratings} loadingHeight={200}>
          {(data) =>
            data.length === 0 ? (
              <EmptyBlock text={t('favourites.noRatings')} />
            ) : (
              <RatingsTable ratings={data} variant="simple" onFavourite={(rating) => favourite.mutate(rating.id)} testId="favourite-ratings-table" />
            )
          }
        </QuerySection>
      </SectionCard>
      {children}
    </Stack>
  );
}

export default MyFavouritesPage;
