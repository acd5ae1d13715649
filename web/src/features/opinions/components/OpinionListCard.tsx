import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FavouriteButton } from '../../../components/FavouriteButton';
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
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }} data-testid={`opinion-list-${list.id}`}>
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
          <FavouriteButton favorite={list.favorite} disabled={favourite.isPending} onToggle={() => favourite.mutate(list.id)} testId={`favourite-opinion-list-${list.id}`} />
        )}
      </Box>
      <Box>
        <Chip size="small" label={marketName(list.market_id)} />
      </Box>
      <StatsSummary stats={list.stats} compact />
      {list.about && (
        <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {list.about}
        </Typography>
      )}
      <Box sx={{ mt: 'auto' }}>
        <Button variant="contained" size="small" component={RouterLink} to={`/opinions/${list.id}`} data-testid={`open-opinion-list-${list.id}`}>
          {t('directory.open')}
        </Button>
      </Box>
    </Paper>
  );
}
