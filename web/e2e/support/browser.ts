import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { chromiumArgs, chromiumExecutable, sharedBrowserEndpoint } from './chromium.ts';
import { baseUrl, screenshotDir } from './config.ts';

export { chromiumArgs } from './chromium.ts';

/**
 * The journeys' browser: the one Chromium run.mjs shares between all journey files (each file
 * connects to it), or, when a file runs on its own, a Chromium of its own. Closing it closes this
 * file's connection (and its contexts), not the shared browser.
 */
export function openBrowser(): Promise<Browser> {
  if (sharedBrowserEndpoint) return chromium.connect(sharedBrowserEndpoint);
  return chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
}

export const desktop = { width: 1366, height: 900 };
export const phone = { width: 390, height: 844 };

/**
 * A fresh browser profile, optionally with the language chosen through the toggle before. Service
 * workers are blocked unless asked for: a worker precaches the whole build (some 300 files) in
 * every new profile, and the installable-app journey, which is about it, allows them.
 */
export async function newContext(
  browser: Browser,
  options: {
    language?: 'ar' | 'en';
    viewport?: { width: number; height: number };
    reducedMotion?: 'reduce';
    serviceWorkers?: 'allow' | 'block';
    /** Another server than the journeys' (a journey's own copy of it). */
    baseUrl?: string;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: options.baseUrl ?? baseUrl,
    viewport: options.viewport ?? desktop,
    reducedMotion: options.reducedMotion,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  context.on('page', (page) => void activityOf(page));
  if (options.language === 'en') {
    await context.addInitScript(() => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
    });
  }
  return context;
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url ?? ''}`.trim());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** Saves a screenshot for the record: the whole page, or `{ fullPage: false }` the viewport. */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage });
}

/** A page's requests in flight, and when one last started or ended. */
interface Activity {
  inFlight: Set<Request>;
  lastChange: number;
  /** Called on every start and end of a request. */
  listeners: Set<() => void>;
}

const activities = new WeakMap<Page, Activity>();

/**
 * The page's network activity, watched from the page's creation when it belongs to a context of
 * newContext() (else from the first call).
 */
function activityOf(page: Page): Activity {
  let activity = activities.get(page);
  if (activity) return activity;
  const created: Activity = { inFlight: new Set(), lastChange: Date.now(), listeners: new Set() };
  const changed = () => {
    created.lastChange = Date.now();
    for (const listener of created.listeners) listener();
  };
  page.on('request', (request) => {
    created.inFlight.add(request);
    changed();
  });
  const ended = (request: Request) => {
    created.inFlight.delete(request);
    changed();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  activities.set(page, created);
  activity = created;
  return activity;
}

/**
 * Resolves once the page has had no request in flight for `quietMs` (counted from `since` at the
 * earliest), or at `deadline`. Driven by the page's request events, not by polling.
 */
function networkQuiet(page: Page, quietMs: number, since: number, deadline: number): Promise<void> {
  const activity = activityOf(page);
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(timer);
      activity.listeners.delete(check);
      resolve();
    };
    function check() {
      clearTimeout(timer);
      const now = Date.now();
      if (now >= deadline) return finish();
      if (activity.inFlight.size > 0) {
        timer = setTimeout(check, deadline - now);
        return;
      }
      const quietAt = Math.max(activity.lastChange, since) + quietMs;
      if (now >= quietAt) return finish();
      timer = setTimeout(check, Math.min(quietAt, deadline) - now);
    }
    activity.listeners.add(check);
    check();
  });
}

/** In the page: the app has rendered, and no spinner (indeterminate progress) or busy region shows. */
function screenIsReady(): boolean {
  const root = document.getElementById('root');
  if (!root || root.childElementCount === 0) return false;
  const loaders = document.querySelectorAll('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]');
  return !Array.from(loaders).some((loader) => loader.checkVisibility());
}

/** In the page: resolves after the next frame, when what the last event changed is rendered. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * Waits until the screen is done: what the last action changed is rendered, no request has been in
 * flight for `quietMs` (counted from `since` at the earliest) and the app shows no loader (a
 * spinner or a busy block). A screen still loading after `timeoutMs` is taken as it is. Network
 * idleness alone is not enough when several pages load at once: the app can still be starting,
 * or waiting for a screen's code, with no request in flight.
 */
export async function settle(
  page: Page,
  { quietMs = 300, since = 0, timeoutMs = 15_000, rendered = false }: { quietMs?: number; since?: number; timeoutMs?: number; rendered?: boolean } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // `rendered`: the caller has seen the screen change already.
  if (!rendered) await page.evaluate(nextFrame).catch(() => undefined);
  while (Date.now() < deadline) {
    await networkQuiet(page, quietMs, since, deadline);
    if (await page.evaluate(screenIsReady).catch(() => false)) return;
    // A loader shows: wait for it to go (then for the network to be quiet again).
    await page.waitForFunction(screenIsReady, null, { polling: 50, timeout: Math.max(1, deadline - Date.now()) }).catch(() => undefined);
  }
}

/** Opens `path` (a page load) and waits until the screen is done (settle). */
export async function openSettled(page: Page, path: string, timeoutMs = 15_000): Promise<void> {
  activityOf(page);
  await page.goto(path);
  await settle(page, { timeoutMs });
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * Goes to `path` inside the running app, the way its own links do (history.pushState and a
 * popstate event the router follows), then waits as openSettled does, the network quiet for
 * 300 ms after the navigation at the earliest (the screen's code and first requests start in
 * that time). Much quicker than a page load when many routes are visited one after another: the
 * app, its code and its cached answers stay. The first visit of a page (not yet on the app) is a
 * page load.
 */
export async function openInApp(page: Page, path: string, timeoutMs = 15_000): Promise<void> {
  if (!page.url().startsWith(baseUrl)) return openSettled(page, path, timeoutMs);
  activityOf(page);
  const since = Date.now();
  const newScreen = new URL(path, baseUrl).pathname !== new URL(page.url()).pathname;
  await page.evaluate((target) => {
    // The screen shown now: the app gives each address (pathname) a screen of its own.
    (window as { e2eLeftScreen?: Element | null }).e2eLeftScreen = document.getElementById('main')?.firstElementChild ?? null;
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The router renders a new address in a transition, which a busy page can take its time over
  // (the old screen stays until then): wait for the new screen to replace it.
  // Polled on a timer: a busy page draws few frames.
  const rendered =
    newScreen &&
    (await page
      .waitForFunction(
        () => {
          const shown = document.getElementById('main')?.firstElementChild ?? null;
          return shown !== null && shown !== (window as { e2eLeftScreen?: Element | null }).e2eLeftScreen;
        },
        null,
        { polling: 50, timeout: timeoutMs },
      )
      .then(
        () => true,
        () => false,
      ));
  await settle(page, { since, timeoutMs, rendered });
}

/**
 * Waits until `element` (and what is inside it) has ended every finite animation or transition it
 * is running, e.g. a drawer sliding in.
 */
export async function stillness(element: Locator): Promise<void> {
  await element.evaluate((root) =>
    Promise.all(
      root
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
