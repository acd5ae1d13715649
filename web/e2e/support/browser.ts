import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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
  options: { language?: 'ar' | 'en'; viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: options.viewport ?? desktop });
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

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });
}

/** The app has settled: no request in flight and the page's loader gone. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
