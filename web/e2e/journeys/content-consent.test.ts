import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { signIn } from '../support/accounts.ts';
import { backendIsUp, callApi } from '../support/backend.ts';
import { newContext, openBrowser, screenshot, settle, watchErrors } from '../support/browser.ts';
import { baseUrl } from '../support/config.ts';
import { skipOrFail } from '../support/skip.ts';

const staff = { email: 'staff@eva.demo', password: 'staff-demo-1' };
const subscriber = { email: 'subscriber@eva.demo', password: 'subscriber-demo-1' };

async function tokenOf(who: { email: string; password: string }): Promise<string> {
  const body = await callApi<{ data: { token: string } }>('POST', '/api/login', who);
  return body.data.token;
}

interface Standing {
  key: string;
  current_version: number;
  accepted_version: number | null;
  needs_acceptance: boolean;
}

async function termsStanding(token: string): Promise<Standing> {
  const body = await callApi<{ data: { documents: Standing[] } }>('GET', '/api/consents', undefined, token);
  const terms = body.data.documents.find((d) => d.key === 'terms');
  assert.ok(terms, 'the terms are among the documents');
  return terms;
}

/**
 * Legal documents, versioned: staff change the terms in the staff console and mark the change
 * material; a signed-in subscriber is then asked (profile → the terms page) to accept the new
 * version, accepts it, and the acceptance is recorded with that version. The payment terms are
 * asked again at checkout: after a material change, the checkout says the terms changed, and
 * ticking its box records the new version.
 */
describe('content and consents journey', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('staff edit the terms with a material change; a subscriber accepts the new version; it is recorded', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    const marker = `Clause ${Date.now()}`;

    // Staff: the staff console's editor, Arabic and English side by side, previewed by the server.
    const staffContext = await newContext(browser);
    const staffPage = await staffContext.newPage();
    const staffErrors = watchErrors(staffPage);
    await signIn(staffPage, staff, '/staff/contents');
    await staffPage.getByTestId('staff-content-terms').click();
    const editor = staffPage.getByTestId('content-editor');
    await editor.waitFor();
    const before = await callApi<{ data: { version: number } }>('GET', '/api/contents/terms');
    // Formatted text, not HTML: each body is typed into its rich editor, its first line made a
    // heading with the toolbar, then a paragraph under it.
    const write = async (name: 'body_ar' | 'body_en', paragraph: string) => {
      const field = editor.getByTestId(`rich-editor-${name}`);
      const editable = field.getByTestId(`rich-${name}`);
      await editable.click();
      await staffPage.keyboard.press('ControlOrMeta+A');
      await staffPage.keyboard.type(marker);
      await field.getByTestId('rich-h2').click();
      await editable.locator('h2', { hasText: marker }).waitFor();
      await editable.press('End');
      await editable.press('Enter');
      await staffPage.keyboard.type(paragraph);
    };
    await write('body_en', 'New fees apply.');
    await write('body_ar', 'رسوم جديدة.');
    assert.equal(await editor.getByTestId('rich-body_ar').getAttribute('dir'), 'rtl', 'Arabic is edited right to left');
    assert.equal(await editor.getByTestId('rich-body_en').getAttribute('dir'), 'ltr');
    // The preview shows the server's cleaned text, right to left for Arabic, and that saving removes nothing.
    await editor.getByTestId('content-preview-open').click();
    const preview = staffPage.getByTestId('content-preview');
    const previewEn = preview.getByTestId('content-preview-en');
    await previewEn.locator('h2', { hasText: marker }).waitFor();
    await previewEn.getByText('New fees apply.').waitFor();
    assert.equal(await preview.getByTestId('content-preview-ar').getAttribute('dir'), 'rtl');
    await preview.getByTestId('preview-nothing-removed').waitFor();
    await staffPage.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await editor.locator('input[name="material"]').check();
    await editor.getByTestId('content-save').click();
    await staffPage.getByTestId('content-saved').waitFor();
    const saved = await callApi<{ data: { version: number; body: string } }>('GET', '/api/contents/terms');
    assert.equal(saved.data.version, before.data.version + 1, 'the save is a new version');
    assert.ok(saved.data.body.includes(`<h2>${marker}</h2>`), saved.data.body);
    await staffPage.getByTestId(`content-version-${saved.data.version}`).waitFor();
    await settle(staffPage);
    await screenshot(staffPage, 'staff-content-editor-ar');
    assert.deepEqual(staffErrors, []);
    await staffContext.close();

    // Subscriber: the profile says the terms changed; the terms page asks for the new version.
    const token = await tokenOf(subscriber);
    assert.equal((await termsStanding(token)).needs_acceptance, true, 'a material change asks again');
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, subscriber, '/my_profile');
    await page.getByTestId('profile-agreements').waitFor();
    await page.getByTestId('agreement-review-terms').click();
    await page.waitForURL('**/terms');
    await page.getByTestId('content-terms').getByText(marker).waitFor();
    const prompt = page.getByTestId('consent-prompt');
    await prompt.waitFor();
    assert.ok((await prompt.textContent())?.includes(String(saved.data.version)), 'the prompt names the new version');
    await page.getByTestId('consent-accept').click();
    await prompt.getByRole('alert').waitFor();
    await page.getByTestId('consent-checkbox').locator('input').check();
    await page.getByTestId('consent-accept').click();
    await page.getByTestId('consent-accepted').waitFor();
    await settle(page);
    await screenshot(page, 'terms-accepted-ar');

    // Recorded with that version: in the API, the profile, and the staff export.
    const standing = await termsStanding(token);
    assert.equal(standing.accepted_version, saved.data.version);
    assert.equal(standing.needs_acceptance, false);
    await page.goto('/my_profile');
    await page.getByTestId(`accepted-terms-${saved.data.version}`).waitFor();
    // Days in Riyadh time: a range around today's UTC day holds the acceptance just made.
    const dayOf = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const staffToken = await tokenOf(staff);
    const csv = await fetch(`${baseUrl}/api/staff/consents/export?document=terms&from=${dayOf(-1)}&to=${dayOf(1)}`, {
      headers: { Authorization: `Bearer ${staffToken}`, 'Accept-Language': 'en' },
    });
    assert.equal(csv.status, 200);
    const rows = (await csv.text()).split('\n').filter((line) => line.includes(subscriber.email));
    assert.ok(
      rows.some((line) => line.includes(`,terms,${saved.data.version},`)),
      rows.join('\n'),
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('after a material change of the payment terms, the checkout asks again and records the new version', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    const token = await tokenOf(subscriber);
    await callApi('POST', '/api/consents', { document: 'payment-terms', accepted: true }, token);
    const standing = async () => {
      const body = await callApi<{ data: { documents: Standing[] } }>('GET', '/api/consents', undefined, token);
      const found = body.data.documents.find((d) => d.key === 'payment-terms');
      assert.ok(found, 'the payment terms are among the documents');
      return found;
    };
    assert.equal((await standing()).needs_acceptance, false);

    // Staff change the payment terms materially.
    const staffToken = await tokenOf(staff);
    const current = await callApi<{ data: { version: number; title_ar: string; title_en: string; body_ar: string; body_en: string } }>(
      'GET',
      '/api/staff/contents/payment-terms',
      undefined,
      staffToken,
    );
    const marker = `Refunds ${Date.now()}`;
    await callApi(
      'PUT',
      '/api/staff/contents/payment-terms',
      { ...current.data, body_en: `<p>${marker}</p>`, body_ar: `<p>${marker}</p>`, material: true, base_version: current.data.version },
      staffToken,
    );
    const changed = await standing();
    assert.equal(changed.needs_acceptance, true, 'a material change asks again');

    // At checkout: the notice names the new version; ticking the box and paying records it.
    const plans = await callApi<{ data: { name: string; plans: { id: number; plan_type: string }[] }[] }>('GET', '/api/all-packages');
    const plan = plans.data.find((p) => p.plans.length > 0)?.plans[0];
    assert.ok(plan, 'a plan on sale');
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, subscriber, `/payment/${plan.id}`);
    const notice = page.getByTestId('payment-terms-changed');
    await notice.waitFor();
    assert.ok((await notice.textContent())?.includes(String(changed.current_version)), 'the notice names the new version');
    await page.getByTestId('method-mada').locator('input[type="radio"]').check();
    await page.locator('input[name="accept_terms"]').check();
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/api\/payments\/sandbox\/[^/?]+$/);
    await page.getByTestId('sandbox-page').waitFor();
    // The buyer leaves the gateway without paying: the acceptance stands, nothing was bought.
    await page.getByTestId('sandbox-cancel').click();
    // Back on the product's own checkout route (e.g. /chat-payment/{id}), told nothing was paid.
    await page.waitForURL((url) => url.pathname.endsWith(`payment/${plan.id}`) && url.searchParams.has('payment'));
    const after = await standing();
    assert.equal(after.accepted_version, changed.current_version);
    assert.equal(after.needs_acceptance, false);
    await screenshot(page, 'checkout-after-terms-change-ar');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
