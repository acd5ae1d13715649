import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ListCardGrid } from '../../../components/lists/ListCardGrid';
import { EmptyBlock, QuerySection } from '../../../components/QueryStates';
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
        <QuerySection query={lists} loadingHeight={160}>
          {(data) =>
            data.length === 0 ? (
              <EmptyBlock text={t('favourites.noLists')} />
            ) : (
              <ListCardGrid variant="section">
                {data.map((list) => (
                  <OpinionListCard key={list.id} list={list} canFavourite />
                ))}
              </ListCardGrid>
            )
          }
        </QuerySection>
      </SectionCard>
      <SectionCard title={t('favourites.title')} testId="favourite-opinions">
        <QuerySection query={opinions} loadingHeight={160}>
          {(data) =>
            data.length === 0 ? (
              <EmptyBlock text={t('favourites.none')} />
            ) : (
              <Stack spacing={2}>
                {data.map((opinion) => (
                  <OpinionCard key={opinion.id} opinion={opinion} canFavourite />
                ))}
              </Stack>
            )
          }
        </QuerySection>
      </SectionCard>
    </Stack>
  );
}

export default OpinionFavourites;
