import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { desktop } from './browser.ts';
import { chromiumArgs, chromiumExecutable } from './chromium.ts';
import { baseUrl } from './config.ts';

/**
 * A browser with an ordinary, on-disk profile. `browser.newContext()` profiles are incognito, and
 * Chromium never offers to install an app from an incognito window ("in-incognito"); the shared
 * browser run.mjs starts only makes those. So the one journey that asks Chromium whether the app
 * can be installed starts this Chromium of its own. `close()` ends it and removes the profile.
 */
export async function launchProfileContext(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'eva-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable,
    args: chromiumArgs,
    baseURL: baseUrl,
    viewport: desktop,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** Waits until a service worker controls the page (installed, activated, clients claimed). */
export async function waitForServiceWorkerControl(page: Page, timeoutMs = 60_000): Promise<string> {
  try {
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: timeoutMs });
  } catch (error) {
    // Say where the worker got stuck: never registered, still installing, failed (redundant)…
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker?.getRegistration();
      return {
        registered: Boolean(registration),
        installing: registration?.installing?.state ?? null,
        waiting: registration?.waiting?.state ?? null,
        active: registration?.active?.state ?? null,
      };
    });
    throw new Error(`no service worker controls ${page.url()}: ${JSON.stringify(state)}`, { cause: error });
  }
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** Every URL the page's origin keeps in Cache Storage, whatever the cache's name. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

/** Asks the browser to fetch /sw.js again now (it would otherwise on navigations, or hourly). */
export async function checkForServiceWorkerUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

/** Width and height of a PNG, read from its IHDR chunk (which must come first). */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.ok(bytes.subarray(0, 8).equals(signature), 'not a PNG file');
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR', 'a PNG starts with its IHDR chunk');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
