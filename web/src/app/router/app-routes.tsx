import { useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../../components/NotFoundPage';
import { RootLayout } from '../layout/RootLayout';
import { paths } from './paths';
import { routeModules } from './route-modules';
import { appRouteDefinitions, routeAliases } from './route-table';
import { RouteGate } from './RouteGate';

/** The route tree: the layout, every screen behind its gate, and NotFound for anything else. */
export function buildAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...appRouteDefinitions.map(({ name, access, element }) => ({
          path: paths[name],
          element: (
            <RouteGate key={name} access={access} module={routeModules[name]}>
              {element}
            </RouteGate>
          ),
        })),
        ...routeAliases.map(({ path, target, element }) => {
          const access = appRouteDefinitions.find((route) => route.name === target)?.access ?? 'open';
          return {
            path,
            element: (
              <RouteGate key={path} access={access} module={routeModules[target]}>
                {element}
              </RouteGate>
            ),
          };
        }),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

const appRoutes = buildAppRoutes();

/**
 * Declarative routing (a <BrowserRouter> around useRoutes) rather than the data router: the app
 * fetches with TanStack Query, not loaders, and this keeps about half of react-router out of the
 * home route's JavaScript.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
