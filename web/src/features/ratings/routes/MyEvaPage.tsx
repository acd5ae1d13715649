import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFavouriteRating, useMyRatings } from '../api/ratings';
import { useRatingLists } from '../api/rating-lists';
import { RatingsTable } from '../components/RatingsTable';
import type { Rating, RatingList } from '../types';
import { links } from '../../../app/router/paths';

/** `/eva`: what the reader follows — the stocks held now in each list they subscribe to or write. */
export function MyEvaPage() {
  const { t } = useTranslation('ratings');
  useDocumentTitle(t('mine.title'));
  const ratings = useMyRatings();
  const lists = useRatingLists({ search: '', marketId: null }, true);
  const favourite = useFavouriteRating();
  const browse = (
    <Button variant="outlined" component={RouterLink} to="/analyst_eva" data-testid="browse-eva-lists">
      {t('mine.browse')}
    </Button>
  );
  return (
    <Stack spacing={3} data-testid="my-eva-page">
      <PageHeader title={t('mine.title')} subtitle={t('mine.subtitle')}>
        {browse}
      </PageHeader>
      {ratings.isPending || lists.isPending ? (
        <LoadingBlock height={320} />
      ) : ratings.isError ? (
        <ErrorBlock error={ratings.error} onRetry={() => void ratings.refetch()} />
      ) : ratings.data.length === 0 ? (
        <EmptyBlock text={t('mine.none')} />
      ) : (
        groupByList(ratings.data, lists.data ?? []).map(({ listId, list, rows }) => (
          <SectionCard
            key={listId}
            title={list?.name ?? `#${listId}`}
            subtitle={list ? t('directory.by', { name: list.analyst_name }) : undefined}
            testId={`my-eva-list-${listId}`}
            actions={
              <Button size="small" component={RouterLink} to={links.ratings(listId)}>
                {t('directory.open')}
              </Button>
            }
          >
            <RatingsTable ratings={rows} variant="simple" onFavourite={(rating) => favourite.mutate(rating.id)} testId={`my-eva-ratings-${listId}`} />
          </SectionCard>
        ))
      )}
    </Stack>
  );
}

/** The ratings under their lists, in the order the lists first appear. */
function groupByList(ratings: Rating[], lists: RatingList[]): { listId: number; list: RatingList | undefined; rows: Rating[] }[] {
  const groups = new Map<number, Rating[]>();
  for (const rating of ratings) groups.set(rating.rating_list_id, [...(groups.get(rating.rating_list_id) ?? []), rating]);
  return [...groups.entries()].map(([listId, rows]) => ({ listId, list: lists.find((l) => l.id === listId), rows }));
}

export default MyEvaPage;
