import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '../../../components/ChangeText';
import { KeyFigure } from '../../../components/KeyFigure';
import { AnalystListCard } from '../../../components/lists/AnalystListCard';
import { useMarketName } from '../../../components/use-market-name';
import { formatPercent, formatPrice } from '../../../lib/format';
import { useFavouriteList } from '../api/rating-lists';
import type { RatingList } from '../types';

/** An Eva list as a card: its analyst, market, return since it started, value and cash. */
export function ListCard({ list, canFavourite }: { list: RatingList; canFavourite: boolean }) {
  const { t, i18n } = useTranslation('ratings');
  const favourite = useFavouriteList();
  const market = useMarketName('ratings');
  return (
    <AnalystListCard
      testId={`rating-list-${list.id}`}
      name={list.name}
      byline={t('directory.by', { name: list.analyst_name })}
      favourite={
        canFavourite
          ? { favorite: list.favorite, disabled: favourite.isPending, onToggle: () => favourite.mutate(list.id), testId: `favourite-list-${list.id}` }
          : undefined
      }
      about={list.about}
      open={{ to: `/ratings/${list.id}`, label: t('directory.open'), testId: `open-rating-list-${list.id}` }}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip size="small" label={market(list.market_id)} />
        <Chip size="small" variant="outlined" label={t('directory.holdings', { count: list.holdings_count })} />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <KeyFigure label={t('performance.totalReturn')}>
          <ChangeText percent={list.total_return_percent} variant="subtitle1" />
        </KeyFigure>
        <KeyFigure label={t('directory.value')}>
          <bdi dir="ltr">{formatPrice(list.value, i18n.language)}</bdi>
        </KeyFigure>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('list.cash', { percent: formatPercent(list.available_cash_percentage, i18n.language) })}
      </Typography>
    </AnalystListCard>
  );
}
