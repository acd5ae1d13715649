import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { backendIsUp } from '../support/backend.ts';
import { newContext, openBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { baseUrl } from '../support/config.ts';
import { cachedUrls, checkForServiceWorkerUpdate, launchProfileContext, pngSize, waitForServiceWorkerControl } from '../support/service-worker.ts';

/** The built app these journeys are served (with-server.sh and `vite preview` serve web/dist). */
const distDir = process.env.EVA_E2E_WEB_DIST ?? join(process.cwd(), 'dist');
const arabicLetters = /[\u0600-\u06FF]/;

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** The installable app (issue 21 point 5): manifest, icons, service worker, offline start, updates. */
describe('installable app', () => {
  let browser: Browser;
  let servedByEva = false;
  before(async () => {
    browser = await openBrowser();
    // Header checks need eva's static file server; `vite preview` (no backend) sets its own.
    servedByEva = await backendIsUp();
  });
  after(async () => {
    await browser.close();
  });

  it('links a valid manifest: Arabic, right to left, standalone, theme colours, icons that load', async () => {
    // A profile on disk: Chromium offers no install in incognito contexts.
    const { context, close } = await launchProfileContext();
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    assert.equal(href, '/manifest.webmanifest');
    const response = await context.request.get(href);
    assert.equal(response.status(), 200);
    assert.match(response.headers()['content-type'] ?? '', /^application\/manifest\+json/);
    if (servedByEva) assert.equal(response.headers()['cache-control'], 'no-cache');
    const manifest = (await response.json()) as Manifest;

    assert.match(manifest.name, arabicLetters);
    assert.match(manifest.short_name, arabicLetters);
    assert.equal(manifest.lang, 'ar');
    assert.equal(manifest.dir, 'rtl');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, '/');
    assert.equal(manifest.scope, '/');
    // The page's theme colour is the manifest's (both come from the MUI theme at build time).
    const metaThemeColour = await page.locator('meta[name="theme-color"]').getAttribute('content');
    assert.equal(manifest.theme_color, metaThemeColour);
    assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);

    const purposes = new Set<string>();
    for (const icon of manifest.icons) {
      const image = await context.request.get(icon.src);
      assert.equal(image.status(), 200, icon.src);
      assert.equal(image.headers()['content-type'], 'image/png', icon.src);
      const { width, height } = pngSize(await image.body());
      assert.equal(`${width}x${height}`, icon.sizes, `${icon.src} is the size it claims`);
      purposes.add(`${icon.purpose ?? 'any'} ${icon.sizes}`);
    }
    for (const wanted of ['any 192x192', 'any 512x512', 'maskable 512x512']) {
      assert.ok(purposes.has(wanted), `an icon "${wanted}"`);
    }

    // Chromium's own verdict: the manifest parses without errors and the app can be installed.
    const cdp = await context.newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    assert.equal(new URL(parsed.url).pathname, '/manifest.webmanifest');
    assert.deepEqual(parsed.errors, []);
    await waitForServiceWorkerControl(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    assert.deepEqual(
      installabilityErrors.map((error) => error.errorId),
      [],
    );
    await close();
  });

  it('registers a service worker that controls the page and never stores API answers', async () => {
    const context = await newContext(browser, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    // How each API answer was routed (Chromium reports its service worker static routing).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const apiRouting: string[] = [];
    cdp.on('Network.responseReceived', (event) => {
      const { url, serviceWorkerRouterInfo } = event.response as { url: string; serviceWorkerRouterInfo?: { matchedSourceType?: string } };
      if (new URL(url).pathname.startsWith('/api/')) apiRouting.push(serviceWorkerRouterInfo?.matchedSourceType ?? 'through the worker');
    });
    const scriptUrl = await waitForServiceWorkerControl(page);
    assert.equal(scriptUrl, `${baseUrl}/sw.js`);
    apiRouting.length = 0;
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    assert.equal(scope, `${baseUrl}/`);

    const worker = await context.request.get('/sw.js');
    assert.match(worker.headers()['content-type'] ?? '', /^(text|application)\/javascript/);
    if (servedByEva) assert.equal(worker.headers()['cache-control'], 'no-cache');

    // Browse a little while controlled (API calls included), then look into Cache Storage.
    await page.goto('/faq');
    await page.waitForLoadState('networkidle');
    const modules = await page.evaluate(() => fetch('/api/modules').then((response) => response.status));
    if (servedByEva) assert.equal(modules, 200);
    // The worker is never involved in an API call: they go straight to the network.
    assert.ok(apiRouting.length > 0, 'API calls were seen');
    assert.deepEqual([...new Set(apiRouting)], ['network']);
    const urls = await cachedUrls(page);
    assert.ok(
      urls.some((url) => url === `${baseUrl}/index.html` || url.startsWith(`${baseUrl}/index.html?`)),
      'the shell is cached',
    );
    assert.ok(
      urls.some((url) => url.startsWith(`${baseUrl}/assets/`)),
      'the build assets are cached',
    );
    const apiAnswers = urls.filter((url) => new URL(url).pathname.startsWith('/api') || new URL(url).pathname.startsWith('/sanctum'));
    assert.deepEqual(apiAnswers, [], 'no API answer is cached');
    assert.ok(
      urls.every((url) => new URL(url).origin === baseUrl),
      'nothing from another origin',
    );
    assert.deepEqual(
      errors.filter((error) => /service ?worker|sw\.js/i.test(error)),
      [],
    );
    await context.close();
  });

  it('starts from the cache with the server unreachable: the shell renders, in Arabic', async () => {
    const context = await newContext(browser, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    try {
      // The network is gone for the page: API calls fail…
      const apiReachable = await page.evaluate(() =>
        fetch('/api/modules').then(
          () => true,
          () => false,
        ),
      );
      assert.equal(apiReachable, false, 'offline for real');

      // …and yet a reload, and a cold start on another screen, come up from the worker's cache.
      const reloaded = await page.reload();
      assert.ok(reloaded?.fromServiceWorker(), 'the page came from the service worker');
      await page.getByTestId('home-page').waitFor();
      await page.getByTestId('language-toggle').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      await screenshot(page, 'offline-home-ar');

      const faq = await page.goto('/faq');
      assert.ok(faq?.fromServiceWorker(), 'an app route is answered with the cached shell');
      await page.getByTestId('language-toggle').waitFor();
      await screenshot(page, 'offline-faq-ar');

      // A server path is never answered with the app: offline it simply fails.
      await assert.rejects(page.goto('/api/modules'));
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  it('offers a new deployment and switches to it when the user agrees', async (t) => {
    const workerFile = join(distDir, 'sw.js');
    const served = await fetch(`${baseUrl}/sw.js`).then((response) => response.text());
    if (!existsSync(workerFile) || readFileSync(workerFile, 'utf8') !== served) {
      // Only a local build can be "deployed again"; a remote EVA_E2E_BASE_URL cannot.
      t.skip(`${baseUrl} does not serve ${distDir}`);
      return;
    }
    const context: BrowserContext = await newContext(browser, { serviceWorkers: 'allow' });
    const page: Page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    await waitForServiceWorkerControl(page);
    const before = await page.evaluate(() => performance.timeOrigin);

    // A new build is deployed: the worker's script changes (as each build's asset list does).
    writeFileSync(workerFile, `${served}\n// e2e: deployment ${Date.now()}\n`);
    try {
      await checkForServiceWorkerUpdate(page);
      const prompt = page.getByTestId('update-prompt');
      await prompt.waitFor({ timeout: 60_000 });
      assert.match(await prompt.innerText(), arabicLetters);
      await screenshot(page, 'update-prompt-ar');

      // The new worker waits: the open page keeps its build until the user says yes.
      assert.equal(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), true);
      await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), page.getByTestId('update-now').click()]);
      await page.getByTestId('home-page').waitFor();
      assert.notEqual(await page.evaluate(() => performance.timeOrigin), before, 'the page reloaded');
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
      });
      assert.deepEqual(state, { waiting: false, controlled: true });
      assert.equal(await page.getByTestId('update-prompt').count(), 0);
    } finally {
      writeFileSync(workerFile, served);
      await context.close();
    }
  });
});
