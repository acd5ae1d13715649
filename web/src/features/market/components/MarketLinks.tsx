import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tradingWeekOf } from '../lib/iso-week';
import { marketPaths } from '../paths';

type Screen = 'indexPerformance' | 'weeklyHighLowStocks' | 'historicalHighLowStocks' | 'technicalAnalysis' | 'stockSignals' | 'marketReader';

function targetOf(screen: Screen): string {
  const week = tradingWeekOf(new Date());
  switch (screen) {
    case 'indexPerformance':
      return marketPaths.indexPerformance;
    case 'weeklyHighLowStocks':
      return marketPaths.weeklyHighLow(week);
    case 'historicalHighLowStocks':
      return marketPaths.historicalHighLow(week);
    case 'technicalAnalysis':
      return marketPaths.technicalAnalysis;
    case 'stockSignals':
      return marketPaths.stockSignals;
    case 'marketReader':
      return marketPaths.marketReader;
  }
}

const allScreens: Screen[] = ['indexPerformance', 'weeklyHighLowStocks', 'historicalHighLowStocks', 'technicalAnalysis', 'stockSignals', 'marketReader'];

/** Links to the other market screens. The arrow points forward in the reading direction. */
export function MarketLinks({ except }: { except?: Screen }) {
  const { t } = useTranslation('market');
  const theme = useTheme();
  return (
    <Box component="nav" aria-label={t('overview.more')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="market-links">
      {allScreens
        .filter((screen) => screen !== except)
        .map((screen) => (
          <Button
            key={screen}
            component={RouterLink}
            to={targetOf(screen)}
            variant="outlined"
            size="small"
            endIcon={<ArrowForwardIcon sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' }} />}
          >
            {t(`screens.${screen}`)}
          </Button>
        ))}
    </Box>
  );
}
