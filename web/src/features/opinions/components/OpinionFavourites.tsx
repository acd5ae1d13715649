import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { useFavouriteOpinionLists } from '../api/lists';
import { useFavouriteOpinions } from '../api/opinions';
import { OpinionCard } from './OpinionCard';
import { OpinionListCard } from './OpinionListCard';

/** The opinions part of `/my_favourites` (DECISIONS 10): favourite lists and opinions. */
export function OpinionFavourites() {
  const { t } = useTranslation('opinions');
  const lists = useFavouriteOpinionLists(true);
  const opinions = useFavouriteOpinions(true);
  return (
    <Stack spacing={3} data-testid="favourite-opinions-section">
      <SectionCard title={t('favourites.lists')} testId="favourite-opinion-lists">
        {lists.isPending ? (
          <LoadingBlock height={160} />
        ) : lists.isError ? (
          <ErrorBlock error={lists.error} onRetry={() => void lists.refetch()} />
        ) : lists.data.length === 0 ? (
          <EmptyBlock text={t('favourites.noLists')} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {lists.data.map((list) => (
              <OpinionListCard key={list.id} list={list} canFavourite />
            ))}
          </Box>
        )}
      </SectionCard>
      <SectionCard title={t('favourites.title')} testId="favourite-opinions">
        {opinions.isPending ? (
          <LoadingBlock height={160} />
        ) : opinions.isError ? (
          <ErrorBlock error={opinions.error} onRetry={() => void opinions.refetch()} />
        ) : opinions.data.length === 0 ? (
          <EmptyBlock text={t('favourites.none')} />
        ) : (
          <Stack spacing={2}>
            {opinions.data.map((opinion) => (
              <OpinionCard key={opinion.id} opinion={opinion} canFavourite />
            ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}

export default OpinionFavourites;
