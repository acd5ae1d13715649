import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { useContactNumbers } from '../../features/content/api/use-contact-numbers';
import { useModuleAvailability } from '../modules/get-modules';
import { prefetchScreens } from '../router/lazy-page';
import { OneTimeMessageToast } from '../startup/OneTimeMessageToast';
import { StartupFlow } from '../startup/StartupFlow';
import { DesktopSidebar, SIDEBAR_COLLAPSED_WIDTH } from './DesktopSidebar';
import { Header } from './Header';
import { PageTransition } from './PageTransition';
import { SandboxBanner } from './SandboxBanner';
import { ScrollToTop } from './ScrollToTop';
import { useMobileLayout } from './use-mobile-layout';

// Loaded on demand to keep the home route small: the overlay sidebar when first opened, the
// footer right after the first paint (it sits below the fold).
const MobileSidebar = lazy(() => import('./MobileSidebar').then((m) => ({ default: m.MobileSidebar })));
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/** The frame around every screen: sidebar, header, the screen itself, footer. */
export function RootLayout() {
  const isMobile = useMobileLayout();
  const location = useLocation();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [mobileMenuUsed, setMobileMenuUsed] = useState(false);
  const modules = useModuleAvailability();
  const contacts = useContactNumbers(modules.isReady && modules.isEnabled('content'));

  // Fetch the overlay's code early on phones, so the first tap on the menu opens it at once.
  useEffect(() => {
    if (isMobile) void import('./MobileSidebar');
  }, [isMobile]);

  // The list of screens (how to load each) once the first screen has painted, so the first
  // navigation fetches only the screen itself.
  useEffect(prefetchScreens, []);

  // Navigating closes the overlay sidebar; so does growing past the mobile width.
  useEffect(() => setMobileMenuOpen(false), [location.key, isMobile]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <StartupFlow />
      <OneTimeMessageToast />
      {!isMobile && <DesktopSidebar whatsappNumber={contacts.whatsapp} />}
      {isMobile && mobileMenuUsed && (
        <Suspense fallback={null}>
          <MobileSidebar open={mobileMenuOpen} onClose={() => setMobileMenuOpen(false)} whatsappNumber={contacts.whatsapp} />
        </Suspense>
      )}
      <Box
        sx={{
          ml: isMobile ? 0 : `${SIDEBAR_COLLAPSED_WIDTH}px`,
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          minWidth: 0,
        }}
      >
        {modules.isSandbox && <SandboxBanner />}
        <Header
          isMobile={isMobile}
          mobileMenuOpen={mobileMenuOpen}
          onOpenMobileMenu={() => {
            setMobileMenuUsed(true);
            setMobileMenuOpen(true);
          }}
        />
        <Box component="main" id="main" sx={{ flexGrow: 1, px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 } }}>
          <RouteErrorBoundary key={location.pathname}>
            <Suspense fallback={<PageLoader />}>
              <PageTransition>
                <Box>
                  <Outlet />
                </Box>
              </PageTransition>
            </Suspense>
          </RouteErrorBoundary>
        </Box>
        <Suspense fallback={null}>
          <Footer whatsappNumber={contacts.whatsapp} phoneNumber={contacts.phone} />
        </Suspense>
      </Box>
    </Box>
  );
}
