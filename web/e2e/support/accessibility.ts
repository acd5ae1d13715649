import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { describeViolations, seriousViolations } from './axe.ts';
import { backendIsUp, callApi, enabledModules } from './backend.ts';
import { newContext, openBrowser, openInApp, pathOf } from './browser.ts';
import { onPagePool } from './page-pool.ts';
import { awaitLanding, routeProblems, type SpecRoute } from './route-outcome.ts';
import { skipOrFail } from './skip.ts';
import { marketVariantRoutes, specRoutes } from './spec-routes.ts';

export type Role = 'guest' | 'subscriber' | 'staff';
type Language = 'ar' | 'en';

/** The staff console's pages (the demo's staff user sees them all). */
const staffPaths = [
  '/staff/modules',
  '/staff/jobs',
  '/staff/users',
  '/staff/analyst-applications',
  '/staff/analyst-payouts',
  '/staff/lists-moderation',
  '/staff/opinions-moderation',
  '/staff/contents',
  '/staff/faq',
  '/staff/consents',
  '/staff/workshops',
  '/staff/advisors',
  '/staff/feedback',
  '/staff/kyc',
  '/staff/news',
  '/staff/research',
  '/staff/stock-analysis-sla',
  '/staff/plans',
  '/staff/coupons',
  '/staff/payments',
  '/analysis/reviews',
];

/**
 * What each role is shown: a guest every route open to guests (a signed-in route only sends them to
 * the login form, visited already), a subscriber every route open to them (a guest-only route only
 * sends them home), staff the console.
 */
function pathsOf(role: Role): string[] {
  if (role === 'staff') return staffPaths;
  const skipped = role === 'guest' ? 'signedIn' : 'guestOnly';
  return specRoutes.filter((route) => route.access !== skipped).map((route) => route.path);
}

const demo = {
  subscriber: { email: 'subscriber@eva.demo', password: 'subscriber-demo-1' },
  staff: { email: 'staff@eva.demo', password: 'staff-demo-1' },
};

async function tokenOf(role: Exclude<Role, 'guest'>): Promise<string> {
  const body = await callApi<{ data: { token: string } }>('POST', '/api/login', demo[role]);
  return body.data.token;
}

/** Pages checked at once: on the journeys' 2 cores, a third page is no faster. */
const pages = 2;

/**
 * The role and language in which the visits also check every route of spec §2 (and the market
 * screens' other addresses) for where it lands and for console errors: one visit of a route serves
 * both checks (see route-outcome.ts).
 */
const outcomeChecked: Partial<Record<Role, Language>> = { guest: 'ar', subscriber: 'en' };

/**
 * Spec's hardening point 6: axe-core on every route, in Arabic and English, as a guest, a signed-in
 * subscriber and staff; no serious or critical WCAG 2.2 A/AA violation. The same visits check
 * that every route lands where its access rule says, with no console error (outcomeChecked). One
 * journey file per role, so that the roles' visits can run side by side.
 */
export function describeAccessibility(role: Role): void {
  describe(`accessibility (axe-core, WCAG 2.2 A and AA) for a ${role}`, () => {
    let browser: Browser;
    before(async () => {
      browser = await openBrowser();
    });
    after(async () => {
      await browser.close();
    });

    for (const language of ['ar', 'en'] as const) {
      const outcome = outcomeChecked[role] === language ? '; every route lands where its access rule says, with no console error' : '';
      it(`has no serious or critical violations for a ${role} in ${language === 'ar' ? 'Arabic' : 'English'}${outcome}`, async (t) => {
        if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
        const problems = await checkRoutes(browser, role, language);
        assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
      });
    }
  });
}

/** A route to visit; axe runs on it when the role is shown it (pathsOf). */
interface Visit {
  path: string;
  route: SpecRoute | null;
  axe: boolean;
}

function visitsOf(role: Role, language: Language): Visit[] {
  const shown = new Set(pathsOf(role));
  if (role === 'staff' || outcomeChecked[role] !== language) return [...shown].map((path) => ({ path, route: null, axe: true }));
  return [...specRoutes, ...marketVariantRoutes].map((route) => ({ path: route.path, route, axe: shown.has(route.path) }));
}

async function checkRoutes(browser: Browser, role: Role, language: Language): Promise<string[]> {
  // Still pages: the ticker holds its index and pages do not fade in, so colours are measured as
  // they are at rest, never halfway through a fade.
  const context = await newContext(browser, { language, reducedMotion: 'reduce' });
  if (role !== 'guest') await context.addInitScript((value) => localStorage.setItem('token', value), await tokenOf(role));
  const modules = await enabledModules();
  try {
    const found = await onPagePool(context, pages, visitsOf(role, language), async (tab, { path, route, axe }) => {
      try {
        await openInApp(tab.page, path);
        if (route && role !== 'staff') await awaitLanding(tab, route, role, modules);
        const landed = pathOf(tab.page);
        const where = `${path}${landed === path ? '' : ` (→ ${landed})`} [${language}, ${role}]`;
        const outcome = route && role !== 'staff' ? await routeProblems(tab, route, role, modules) : [];
        const violations = axe ? describeViolations(where, await seriousViolations(tab.page)) : [];
        return [...outcome.map((problem) => `${problem} [${language}, ${role}]`), ...violations];
      } catch (error) {
        throw new Error(`${path} (${role}, ${language}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    });
    return found.flat();
  } finally {
    await context.close();
  }
}
