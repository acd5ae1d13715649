import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { AnalystListCard } from '../../../components/lists/AnalystListCard';
import { useMarketName } from '../../../components/use-market-name';
import { useFavouriteOpinionList } from '../api/lists';
import type { OpinionList } from '../types';
import { StatsSummary } from './StatsSummary';

/** An opinions list as a card: its analyst, market and record. */
export function OpinionListCard({ list, canFavourite }: { list: OpinionList; canFavourite: boolean }) {
  const { t } = useTranslation('opinions');
  const favourite = useFavouriteOpinionList();
  const marketName = useMarketName('opinions');
  return (
    <AnalystListCard
      testId={`opinion-list-${list.id}`}
      name={list.name}
      byline={t('directory.by', { name: list.analyst_name })}
      favourite={
        canFavourite
          ? { favorite: list.favorite, disabled: favourite.isPending, onToggle: () => favourite.mutate(list.id), testId: `favourite-opinion-list-${list.id}` }
          : undefined
      }
      about={list.about}
      open={{ to: `/opinions/${list.id}`, label: t('directory.open'), testId: `open-opinion-list-${list.id}` }}
    >
      <Box>
        <Chip size="small" label={marketName(list.market_id)} />
      </Box>
      <StatsSummary stats={list.stats} compact />
    </AnalystListCard>
  );
}
