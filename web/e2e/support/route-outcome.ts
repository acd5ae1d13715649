import type { PoolPage } from './page-pool.ts';
import { pathOf, settle } from './browser.ts';
import type { specRoutes } from './spec-routes.ts';

export type SpecRoute = (typeof specRoutes)[number];

/** Modules whose every route has its real screen. */
const builtModules = new Set(['market', 'ratings', 'opinions', 'chat']);

/**
 * Waits for the redirect a route's access rule asks for (a guest on a signed-in route to /login, a
 * signed-in user on a guest-only one home), then for that screen: the app redirects once the
 * route has rendered, which a busy page can take its time over. Gives up after `timeoutMs`, and
 * routeProblems says the route stayed.
 */
export async function awaitLanding(
  { page }: PoolPage,
  route: SpecRoute,
  role: 'guest' | 'subscriber',
  modules: Set<string>,
  timeoutMs = 10_000,
): Promise<void> {
  if (route.module !== null && !modules.has(route.module)) return;
  const landing =
    role === 'guest' && route.access === 'signedIn'
      ? (url: URL) => url.pathname.startsWith('/login')
      : role === 'subscriber' && route.access === 'guestOnly'
        ? (url: URL) => url.pathname === '/'
        : null;
  if (!landing) return;
  await page.waitForURL(landing, { timeout: timeoutMs, waitUntil: 'commit' }).catch(() => undefined);
  await settle(page);
}

/**
 * What is wrong with the screen a route has just shown (the page is settled on it): a route of a
 * disabled module must show NotFound; otherwise its access rule decides where the user lands; a
 * built module's screen is neither the placeholder nor a load error; and the visit logged no
 * console error or uncaught exception.
 */
export async function routeProblems({ page, errors }: PoolPage, route: SpecRoute, role: 'guest' | 'subscriber', modules: Set<string>): Promise<string[]> {
  const problems: string[] = [];
  const landed = pathOf(page);
  const notFound = await page.getByTestId('not-found').isVisible();
  const builtProblem =
    route.module !== null && builtModules.has(route.module) && !landed.startsWith('/login') && modules.has(route.module)
      ? (await page.getByTestId('coming-soon').isVisible())
        ? 'still shows the coming-soon placeholder'
        : (await page.getByTestId('query-error').first().isVisible())
          ? 'shows a load error'
          : null
      : null;
  if (builtProblem) problems.push(`${route.path}: ${builtProblem}`);
  if (route.module !== null && !modules.has(route.module)) {
    if (!notFound) problems.push(`${route.path}: module ${route.module} is disabled, NotFound expected`);
  } else if (notFound) {
    problems.push(`${route.path}: shows NotFound although module ${route.module} is enabled`);
  } else if (role === 'guest' && route.access === 'signedIn' && !landed.startsWith('/login')) {
    problems.push(`${route.path}: a guest should be sent to /login, landed on ${landed}`);
  } else if (role === 'subscriber' && route.access === 'guestOnly' && landed !== '/') {
    problems.push(`${route.path}: a signed-in user should be sent to /, landed on ${landed}`);
  } else if (role === 'subscriber' && route.access === 'signedIn' && landed.startsWith('/login')) {
    problems.push(`${route.path}: a signed-in user was sent to /login`);
  }
  // Someone else's notice (id 1 is the demo investor's) answers 404 by design, and the screen says
  // so; the browser still logs the request.
  const expected = (error: string) =>
    route.path.startsWith('/notification-details/') && error.includes('status of 404') && error.includes('/api/notifications/');
  for (const error of errors) if (!expected(error)) problems.push(`${route.path}: ${error}`);
  return problems;
}
