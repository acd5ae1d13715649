import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '../../../components/ChangeText';
import { KeyFigure } from '../../../components/KeyFigure';
import { formatPercent, formatPrice } from '../../../lib/format';
import { useFavouriteList } from '../api/rating-lists';
import type { RatingList } from '../types';
import { FavouriteButton } from '../../../components/FavouriteButton';
import { useMarketName } from '../../../components/use-market-name';

/** An Eva list as a card: its analyst, market, return since it started, value and cash. */
export function ListCard({ list, canFavourite }: { list: RatingList; canFavourite: boolean }) {
  const { t, i18n } = useTranslation('ratings');
  const favourite = useFavouriteList();
  const market = useMarketName('ratings');
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }} data-testid={`rating-list-${list.id}`}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: 18 }}>
            <bdi>{list.name}</bdi>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('directory.by', { name: list.analyst_name })}
          </Typography>
        </Box>
        {canFavourite && (
          <FavouriteButton favorite={list.favorite} disabled={favourite.isPending} onToggle={() => favourite.mutate(list.id)} testId={`favourite-list-${list.id}`} />
        )}
      </Box>
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
      {list.about && (
        <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {list.about}
        </Typography>
      )}
      <Box sx={{ mt: 'auto' }}>
        <Button variant="contained" size="small" component={RouterLink} to={`/ratings/${list.id}`} data-testid={`open-rating-list-${list.id}`}>
          {t('directory.open')}
        </Button>
      </Box>
    </Paper>
  );
}
