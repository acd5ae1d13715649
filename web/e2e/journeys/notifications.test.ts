import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { newSubscriber, signIn } from '../support/accounts.ts';
import { backendIsUp, callApi, enabledModules, eventually } from '../support/backend.ts';
import { newContext, openBrowser, phone, screenshot, settle, watchErrors } from '../support/browser.ts';
import { verifyIdentity } from '../support/kyc.ts';
import { skipOrFail } from '../support/skip.ts';

/** The notice is written by a background job after the KYC event: give it time to arrive. */
const NOTICE_TIMEOUT_MS = 30_000;

interface Notice {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
}

interface Preference {
  kind: string;
  in_app: boolean;
  email: boolean;
  email_always: boolean;
  push: boolean;
}

/** The header bell's dot is showing (MUI hides it with a class, not by removing it). */
const unreadDot = (page: Page) => page.getByTestId('notification-badge').locator('.MuiBadge-badge:not(.MuiBadge-invisible)');
const hiddenDot = (page: Page) => page.getByTestId('notification-badge').locator('.MuiBadge-badge.MuiBadge-invisible');

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `no horizontal scrolling at 390 px (${overflow} px over)`);
}

/**
 * Notifications through the real server: a new client (notification language Arabic) verifies
 * their identity with the sandbox; the KycDecided event becomes the notice "تم التحقق من هويتك"
 * by a background job. The bell gets its dot, the feed lists the notice unread, its details show
 * it in full and mark it read, and back on the feed the dot is gone. Then the profile's settings
 * save a switch as it moves, with the analysis-delivered email shown as always on.
 */
describe('notifications journey', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('a verified identity arrives as a notice: the dot, the feed, the details, and the dot is gone', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    const modules = await enabledModules();
    if (!modules.has('notifications') || !modules.has('kyc')) return t.skip('the notifications or kyc module is off in this deployment');

    const client = await newSubscriber('notifications', 'عميلة الإشعارات');
    // The setup calls speak English; the client's notification language is Arabic, the app's default.
    await callApi('POST', '/api/update-language', { language: 'ar' }, client.token);
    // This client hears of their own affairs only: a research the research journey publishes meanwhile
    // is announced to every investor, and would be a second unread notice.
    await callApi('PUT', '/api/notification-preferences', { preferences: [{ kind: 'research_published', in_app: false, email: false }] }, client.token);
    const context = await newContext(browser, { viewport: phone });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, client);
    await hiddenDot(page).waitFor({ state: 'attached' });
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');

    // A real event: the sandbox confirms the identity, the client agrees to the risks.
    await verifyIdentity(client.token);
    const notice = await eventually(
      'the verification becomes a notice',
      async () => (await callApi<{ data: Notice[] }>('GET', '/api/notifications', undefined, client.token)).data.find((n) => n.kind === 'kyc_decided'),
      NOTICE_TIMEOUT_MS,
    );
    // The app reads the user (whose flag the dot shows) when it starts: the bell has its dot.
    await page.reload();
    await unreadDot(page).waitFor();
    assert.deepEqual([notice.title, notice.read, notice.link], ['تم التحقق من هويتك', false, '/kyc']);

    // The feed, from the bell: the notice on top, unread.
    await page.getByTestId('notification-badge').click();
    await page.waitForURL((url) => url.pathname === '/notification');
    const item = page.getByTestId(`notification-${notice.id}`);
    await item.waitFor();
    assert.equal(await item.getAttribute('data-read'), 'false');
    assert.ok(((await item.textContent()) ?? '').includes('تم التحقق من هويتك'));
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'الإشعارات');
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    // Right to left: the unread dot sits at the start (right) of the row, the text after it.
    const [dotBox, titleBox] = await Promise.all([item.getByTestId('unread-dot').boundingBox(), item.getByText('تم التحقق من هويتك').boundingBox()]);
    assert.ok(dotBox && titleBox && dotBox.x > titleBox.x, 'the dot is on the right of the title in Arabic');
    await settle(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'notifications-feed-ar');

    // Its details: title and body in the client's language; opening it marks it read.
    await item.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/notification-details/${notice.id}`);
    await page.getByTestId('notification-details').waitFor();
    assert.equal(await page.getByTestId('notification-title').textContent(), 'تم التحقق من هويتك');
    assert.ok(((await page.getByTestId('notification-body').textContent()) ?? '').includes('اكتمل التحقق من هويتك'));
    assert.equal(await page.getByTestId('notification-link').getAttribute('href'), '/kyc');
    await settle(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'notification-details-ar');

    // Back to the feed: read, and the bell has no dot.
    await page.getByTestId('back-to-notifications').click();
    await page.waitForURL((url) => url.pathname === '/notification');
    await hiddenDot(page).waitFor({ state: 'attached' });
    assert.equal(await unreadDot(page).count(), 0);
    await page.waitForFunction((id) => document.querySelector(`[data-testid="notification-${id}"]`)?.getAttribute('data-read') === 'true', notice.id);
    const me = await callApi<{ data: { has_notification: string } }>('GET', '/api/user', undefined, client.token);
    assert.equal(me.data.has_notification, '0');

    // The settings the emails link to: a switch saves as it moves.
    await page.getByTestId('notification-settings-link').click();
    await page.waitForURL((url) => url.pathname === '/my_profile' && url.hash === '#notifications');
    const settings = page.getByTestId('notification-preferences');
    await settings.getByTestId('notification-preferences-table').waitFor();
    const before = await callApi<{ data: Preference[] }>('GET', '/api/notification-preferences', undefined, client.token);
    const always = before.data.find((p) => p.email_always);
    assert.ok(always, 'some email is part of the service');
    assert.ok(await settings.getByTestId(`preference-${always.kind}-email`).locator('input').isDisabled());
    const changeable = before.data.find((p) => !p.email_always && p.in_app);
    assert.ok(changeable, 'some kind can be turned off in the app');
    await settings.getByTestId(`preference-${changeable.kind}-in-app`).locator('input').click();
    await settings.getByTestId('notification-preferences-status').getByText('تم الحفظ.').waitFor();
    const after = await callApi<{ data: Preference[] }>('GET', '/api/notification-preferences', undefined, client.token);
    assert.equal(after.data.find((p) => p.kind === changeable.kind)?.in_app, false);
    await settle(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'notification-settings-ar', { fullPage: false });

    // Web Push (this deployment has a VAPID key): the device block, and a push switch per kind;
    // the user's own alerts are pushed until they say otherwise.
    await settings.getByTestId('push-this-device').waitFor();
    assert.equal(before.data.find((p) => p.kind === 'alert_fired')?.push, true);
    assert.ok(await settings.getByTestId('preference-alert_fired-push').locator('input').isChecked());
    await settings.getByTestId('preference-kyc_decided-push').locator('input').click();
    await eventually('the push choice is saved', async () => {
      const pushed = await callApi<{ data: Preference[] }>('GET', '/api/notification-preferences', undefined, client.token);
      return pushed.data.find((p) => p.kind === 'kyc_decided')?.push === true;
    });
    await settle(page);
    await noSidewaysScroll(page);
    await settings.getByTestId('push-this-device').scrollIntoViewIfNeeded();
    await screenshot(page, 'notification-push-phone-ar', { fullPage: false });
    await page.setViewportSize({ width: 1366, height: 900 });
    await settle(page);
    await settings.getByTestId('push-this-device').scrollIntoViewIfNeeded();
    await screenshot(page, 'notification-push-desktop-ar', { fullPage: false });

    assert.deepEqual(errors, [], 'no page errors');
    await context.close();
  });
});
