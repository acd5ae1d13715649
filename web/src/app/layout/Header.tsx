import { lazy, Suspense } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isStaff } from '../../lib/current-user';
import { useSession } from '../../lib/session-context';
import { useModuleAvailability } from '../modules/get-modules';
import { links, paths } from '../router/paths';
import { routeModules } from '../router/route-modules';
import { UnreadDotRefresh } from '../session/UnreadDotRefresh';
import { BrandLogo } from './BrandLogo';
import { IndexTicker } from './IndexTicker';
import { LanguageToggle } from './LanguageToggle';
import { useJoinAnalystLink } from './use-join-analyst-link';

// Search (Autocomplete, text field, popper) is the heaviest header part: loaded after the shell.
const StockSearch = lazy(() => import('./StockSearch').then((m) => ({ default: m.StockSearch })));
// Signed-in items (avatar, notification bell) are not part of a guest's first page.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const NotificationButton = lazy(() => import('./NotificationButton').then((m) => ({ default: m.NotificationButton })));

/** Keeps the toolbar from shifting while a lazy 40 px icon button loads. */
const iconButtonPlaceholder = <Box sx={{ width: 40, height: 40, flexShrink: 0 }} />;

interface HeaderProps {
  isMobile: boolean;
  mobileMenuOpen: boolean;
  onOpenMobileMenu: () => void;
}

/** Top bar of spec §2: ticker, stock search, Eva Chat, join link, login or account, notifications. */
export function Header({ isMobile, mobileMenuOpen, onOpenMobileMenu }: HeaderProps) {
  const { t } = useTranslation();
  const session = useSession();
  const modules = useModuleAvailability();
  const marketEnabled = modules.isReady && modules.isEnabled('market');
  const isSubscriber = session.isSignedIn && !session.isAnalyst;
  // Until the user is loaded we do not know the role: hide role-specific items rather than flash them.
  const knowsRole = session.isLoaded && session.user !== null;
  // Staff and analysts do not apply (spec §6).
  const showJoinAsAnalyst = isSubscriber && knowsRole && !isStaff(session.user) && modules.isEnabled(routeModules.analystsJoin);
  const joinLink = useJoinAnalystLink();
  // Every signed-in role has a feed: analysts hear of their approval, sales and payouts there.
  const showNotifications = session.isSignedIn && knowsRole && modules.isEnabled(routeModules.notifications);
  const hasUnread = session.user?.has_notification === '1';

  // The items at the end of the bar. A phone has them in the first row, above the ticker and the
  // search; a desktop has them after the search. They are rendered in one of two places (and so
  // remount when the layout switches), so that the search itself never moves in the tree:
  // switching layouts (a rotated tablet, a resized window, a full-page screenshot) keeps the search
  // box, its focus, what was typed and the answer on its way.
  const endItems = (
    <>
      {modules.isEnabled(routeModules.chat) && (
        <Button
          component={RouterLink}
          to={links.chat}
          variant="contained"
          startIcon={isMobile ? undefined : <SmartToyOutlinedIcon />}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {t('header.evaChat')}
        </Button>
      )}
      {showJoinAsAnalyst && !isMobile && (
        <Button component={RouterLink} to={joinLink.to} color="secondary" variant="outlined" sx={{ whiteSpace: 'nowrap' }} data-testid={joinLink.testId}>
          {t(joinLink.labelKey)}
        </Button>
      )}
      <LanguageToggle compact={isMobile} />
      {showNotifications && (
        <Suspense fallback={iconButtonPlaceholder}>
          <NotificationButton hasUnread={hasUnread} />
          <UnreadDotRefresh />
        </Suspense>
      )}
      {session.isSignedIn ? (
        <Suspense fallback={iconButtonPlaceholder}>
          <UserMenu user={session.user} joinAsAnalystInMenu={showJoinAsAnalyst && isMobile} />
        </Suspense>
      ) : (
        modules.isEnabled(routeModules.login) && (
          <Button component={RouterLink} to={paths.login} variant="outlined" sx={{ whiteSpace: 'nowrap' }} data-testid="login-link">
            {t('header.login')}
          </Button>
        )
      )}
    </>
  );
  // On a phone, the ticker and the search wrap onto rows of their own under the bar's first row,
  // edge to edge less 16 px (the bar's own padding is 24 px from 600 px up).
  const ownRow = { flexBasis: '100%', flexGrow: 1, minWidth: 0, mx: { sm: -1 } };

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar
        sx={{
          gap: 1,
          minHeight: 64,
          ...(isMobile && { flexWrap: 'wrap', rowGap: 0, pb: marketEnabled ? 1.5 : 0 }),
        }}
      >
        {isMobile && (
          <IconButton
            edge="start"
            onClick={onOpenMobileMenu}
            aria-label={t('header.openMenu')}
            aria-controls="mobile-sidebar"
            aria-expanded={mobileMenuOpen}
            data-testid="open-sidebar"
          >
            <MenuIcon />
          </IconButton>
        )}
        {isMobile && (
          <Box sx={{ color: 'primary.dark', mx: -1 }}>
            <BrandLogo compact />
          </Box>
        )}
        {!isMobile && (
          <Box sx={{ flexShrink: 1, minWidth: 0, maxWidth: 420 }}>
            <IndexTicker enabled={marketEnabled} />
          </Box>
        )}
        {/* The space before the end items; on a phone it holds them, so that they shrink to fit
            the first row (64 px tall) rather than wrap under it. */}
        <Box
          sx={
            isMobile
              ? { flex: '1 1 0', minWidth: 0, minHeight: 64, display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }
              : { flexGrow: 1 }
          }
        >
          {isMobile && endItems}
        </Box>
        {isMobile && marketEnabled && (
          <Box sx={ownRow}>
            <IndexTicker enabled={marketEnabled} />
          </Box>
        )}
        {/* The one search box, in the same place of the tree in both layouts (see endItems). */}
        {marketEnabled && (
          <Box sx={isMobile ? { ...ownRow, mt: 1 } : { width: '100%', maxWidth: 360 }}>
            <Suspense fallback={null}>
              <StockSearch />
            </Suspense>
          </Box>
        )}
        {!isMobile && endItems}
      </Toolbar>
    </AppBar>
  );
}
