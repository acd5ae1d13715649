import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { baseUrl, screenshotDir } from './config.ts';

/** Debian's Chromium: Playwright cannot download its own browser on these machines. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.EVA_E2E_CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs });
}

export const desktop = { width: 1366, height: 900 };
export const phone = { width: 390, height: 844 };

/** A fresh browser profile, optionally with the language chosen through the toggle before. */
export async function newContext(
  browser: Browser,
  options: { language?: 'ar' | 'en'; viewport?: { width: number; height: number }; reducedMotion?: 'reduce' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: options.viewport ?? desktop, reducedMotion: options.reducedMotion });
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

/**
 * Saves a screenshot for the record: the whole page, or `{ fullPage: false }` the viewport. What
 * is open over the page (a search's options, a menu) takes the viewport: for a full-page shot
 * Chromium resizes the page, its breakpoint media query flips for a moment, the header swaps its
 * desktop search for the phone one and back, and the open search closes empty.
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage });
}

/** The app has settled: no request in flight and the page's loader gone. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/**
 * Opens `path` and waits until the screen is done: settle(), and then until the app has rendered,
 * shows no loader (a spinner or a loading block) and has had no request in flight for 500 ms.
 * settle() alone is not enough when several pages load at once: the app can still be starting, or
 * waiting for a screen's code, when the network has been idle for 500 ms (Playwright's
 * `networkidle` is reached once per page load, not again when the app asks for more). A screen
 * still loading after `timeoutMs` is taken as it is.
 */
export async function openSettled(page: Page, path: string, timeoutMs = 15_000): Promise<void> {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(path);
    await settle(page);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (inFlight.size === 0 && Date.now() - lastActivity >= 500 && (await page.evaluate(screenIsReady).catch(() => false))) return;
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** In the page: the app has rendered, and no spinner (indeterminate progress) or busy region shows. */
function screenIsReady(): boolean {
  const root = document.getElementById('root');
  if (!root || root.childElementCount === 0) return false;
  const loaders = document.querySelectorAll('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]');
  return !Array.from(loaders).some((loader) => loader.checkVisibility());
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * Goes to `path` inside the running app, the way its own links do (history.pushState and a
 * popstate event the router follows), then waits as openSettled does. Much quicker than a page
 * load when many routes are visited one after another: the app, its code and its cached answers
 * stay. The first visit of a page (not yet on the app) is a page load.
 */
export async function openInApp(page: Page, path: string, timeoutMs = 15_000): Promise<void> {
  if (!page.url().startsWith(baseUrl)) return openSettled(page, path, timeoutMs);
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // Long enough for the screen's code and first requests to start, and its fade-in (250 ms) to end.
    await page.waitForTimeout(300);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (inFlight.size === 0 && Date.now() - lastActivity >= 300 && (await page.evaluate(screenIsReady).catch(() => false))) return;
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
