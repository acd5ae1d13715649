import { Suspense } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import CandlestickChartIcon from '@mui/icons-material/CandlestickChart';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../lib/session-context';
import { useModuleAvailability } from '../modules/get-modules';
import { isVisibleTo, navRoleOf, shownEntries, type NavAudience } from '../layout/navigation-items';
import { lazyPage } from '../router/lazy-page';
import { links, paths, type RouteName } from '../router/paths';
import { routeModules } from '../router/route-modules';

/** The market section (movers, breadth, heatmap) loads after the page: it is not in the shell. */
const MarketOverview = lazyPage(() => import('../../features/market/components/MarketOverview'), 'MarketOverview');

interface Offer {
  id: 'evaLists' | 'evaOpinions' | 'evaChat' | 'analyseStock' | 'research' | 'researchLibrary' | 'signals';
  icon: SvgIconComponent;
  to: string;
  route: RouteName;
  audience: NavAudience;
}

/** What the product offers (spec §1), each leading to its screen. */
const offers: Offer[] = [
  { id: 'evaLists', icon: FormatListNumberedIcon, to: paths.analystEva, route: 'analystEva', audience: 'notAnalyst' },
  { id: 'evaOpinions', icon: ForumOutlinedIcon, to: links.evaOpinions, route: 'analystOpinionLists', audience: 'notAnalyst' },
  { id: 'evaChat', icon: SmartToyOutlinedIcon, to: links.chat, route: 'chat', audience: 'everyone' },
  { id: 'analyseStock', icon: QueryStatsIcon, to: paths.stockAnalyze, route: 'stockAnalyze', audience: 'notAnalyst' },
  { id: 'research', icon: DescriptionOutlinedIcon, to: paths.reportsRankings, route: 'reportsRankings', audience: 'everyone' },
  { id: 'researchLibrary', icon: LibraryBooksOutlinedIcon, to: paths.financialResearch, route: 'financialResearch', audience: 'everyone' },
  { id: 'signals', icon: CandlestickChartIcon, to: paths.stockSignals, route: 'stockSignals', audience: 'everyone' },
];

export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const modules = useModuleAvailability();
  const role = navRoleOf(session);
  useDocumentTitle(null);

  const visibleOffers = shownEntries(offers, modules.isEnabled).filter((offer) => isVisibleTo(offer.audience, role));

  return (
    <Stack spacing={4} data-testid="home-page">
      <Box
        sx={{
          borderRadius: 4,
          p: { xs: 3, md: 6 },
          color: 'common.white',
          background: 'linear-gradient(135deg, #063d33 0%, #0b5c4d 55%, #2f8f7b 100%)',
        }}
      >
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 28, md: 42 }, mb: 2 }}>
          {t('home.title')}
        </Typography>
        <Typography sx={{ maxWidth: 640, opacity: 0.9, mb: 3, fontSize: { md: 18 } }}>{t('home.subtitle')}</Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {!session.isSignedIn && modules.isEnabled(routeModules.register) && (
            <Button component={RouterLink} to={paths.register} variant="contained" color="secondary" size="large">
              {t('home.createAccount')}
            </Button>
          )}
          {!session.isSignedIn && modules.isEnabled(routeModules.login) && (
            <Button component={RouterLink} to={paths.login} variant="outlined" color="inherit" size="large">
              {t('header.login')}
            </Button>
          )}
          {session.isSignedIn && modules.isEnabled(routeModules.chat) && (
            <Button component={RouterLink} to={links.chat} variant="contained" color="secondary" size="large">
              {t('home.askEva')}
            </Button>
          )}
        </Stack>
      </Box>

      {modules.isReady && modules.isEnabled('market') && (
        <Suspense fallback={<Box sx={{ minHeight: 640 }} aria-busy="true" />}>
          <MarketOverview />
        </Suspense>
      )}

      {visibleOffers.length > 0 && (
        <Box component="section" aria-labelledby="home-offers">
          <Typography id="home-offers" variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('home.offersTitle')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
            {visibleOffers.map(({ id, icon: Icon, to }) => (
              <Card key={id} variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
                  <CardContent>
                    <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} />
                    <Typography variant="h6" component="h3">
                      {t(`home.offers.${id}.title`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`home.offers.${id}.description`)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </Box>
      )}

      <Typography variant="caption" color="text.secondary">
        {t('home.delayedPrices')}
      </Typography>
    </Stack>
  );
}
