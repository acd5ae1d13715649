import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/providers/AppProviders';
import { AppRoutes } from '../app/router/app-routes';
import { NavigatorBridge } from '../app/router/NavigatorBridge';
import { directionOf, type Language } from '../lib/language';
import { createQueryClient } from '../lib/query-client';

/** Shows where the router is, so tests can assert on redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The whole app (providers, layout, every route) at one address, in English unless `language`
 * says otherwise (the test then switches i18next to it first: `await i18n.changeLanguage('ar')`).
 */
export function renderApp(path: string, { language = 'en' }: { language?: Language } = {}) {
  // What start-up does (applyLanguage) to <html>, without changing the language requests announce.
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  const queryClient = createQueryClient();
  // On top of the app's own defaults (no refetch on window focus…): setDefaultOptions replaces them all.
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false, staleTime: Infinity } });
  return render(
    <AppProviders language={language} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <NavigatorBridge />
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
