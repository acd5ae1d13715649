import { Suspense, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { PageTransition } from '../app/layout/PageTransition';
import { AppProviders } from '../app/providers/AppProviders';
import { AppRoutes, buildAppRoutes } from '../app/router/app-routes';
import { NavigatorBridge } from '../app/router/NavigatorBridge';
import { screens } from '../app/router/screens';
import { OneTimeMessageToast } from '../app/startup/OneTimeMessageToast';
import { StartupFlow } from '../app/startup/StartupFlow';
import { PageLoader } from '../components/PageLoader';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { directionOf, type Language } from '../lib/language';
import { createQueryClient } from '../lib/query-client';

// What the app loads on demand (every screen, the layout's lazy parts) is loaded here, before
// any test, and not while one runs: a test that ends while React.lazy still waits for a module
// would leave it loading into the next file's environment (a worker's files share modules,
// vitest.config.ts), where it fails as torn down.
await Promise.all([
  ...Object.values(screens).map((load) => load()),
  import('../app/layout/AccountMenu'),
  import('../app/layout/AnalystUploadMenu'),
  import('../app/layout/Footer'),
  import('../app/layout/MobileSidebar'),
  import('../app/layout/NotificationButton'),
  import('../app/layout/StockSearch'),
  import('../app/layout/UserMenu'),
  import('../app/startup/MessageSnackbar'),
  import('../components/DatePickerField'),
  import('../features/content/components/RichTextEditor'),
]);

/** Shows where the router is, so tests can assert on redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * RootLayout without its sidebar, header and footer: the start-up checks, the one-time message
 * and the screen in its error boundary, Suspense and transition, as the layout has them.
 */
function ScreenFrame() {
  const location = useLocation();
  return (
    <>
      <StartupFlow />
      <OneTimeMessageToast />
      <main id="main">
        <RouteErrorBoundary key={location.pathname}>
          <Suspense fallback={<PageLoader />}>
            <PageTransition>
              <div>
                <Outlet />
              </div>
            </PageTransition>
          </Suspense>
        </RouteErrorBoundary>
      </main>
    </>
  );
}

/** The app's route table, each route behind its own gate, with ScreenFrame for RootLayout. */
const screenRoutes: RouteObject[] = buildAppRoutes().map((route) => ({ ...route, element: <ScreenFrame /> }));

function ScreenRoutes() {
  return useRoutes(screenRoutes);
}

function renderAt(path: string, language: Language, routes: ReactNode) {
  // What start-up does (applyLanguage) to <html>, without changing the language requests announce.
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  const queryClient = createQueryClient();
  // On top of the app's own defaults (no refetch on window focus…): setDefaultOptions replaces them all.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, staleTime: Infinity },
  });
  return render(
    <AppProviders language={language} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <NavigatorBridge />
        {routes}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

/**
 * The whole app (providers, layout, every route) at one address, in English unless `language`
 * says otherwise (the test then switches i18next to it first: `await i18n.changeLanguage('ar')`).
 * For tests of the layout itself: the header, its menus and bell, the sidebar and the footer.
 */
export function renderApp(path: string, { language = 'en' }: { language?: Language } = {}) {
  return renderAt(path, language, <AppRoutes />);
}

/**
 * Like renderApp, the same providers and every route behind its gate (access, module, redirects,
 * start-up flow), but without the layout's sidebar, header and footer: a screen's tests render
 * (and every role query searches) half the elements. Use renderApp when the test is about them.
 */
export function renderScreen(path: string, { language = 'en' }: { language?: Language } = {}) {
  return renderAt(path, language, <ScreenRoutes />);
}
