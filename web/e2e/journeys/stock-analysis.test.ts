import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { newSubscriber, signIn } from '../support/accounts.ts';
import { backendIsUp, callApi, enabledModules } from '../support/backend.ts';
import { verifyIdentity } from '../support/kyc.ts';
import { newContext, openBrowser, openInApp, phone, screenshot, settle, watchErrors } from '../support/browser.ts';
import { mailboxDir } from '../support/config.ts';
import { downloadFrom, isPdf } from '../support/downloads.ts';
import { readableText, waitForEmail } from '../support/mailbox.ts';
import { skipOrFail } from '../support/skip.ts';

/** The demo analyst, who reviews analyses (`eva seed --demo`). */
const analyst = { email: 'analyst@eva.demo', password: 'analyst-demo-1' };
/** The company analysed, and its symbol in the demo market. */
const COMPANY = 'Aramco';
const SYMBOL = '2222';
const VIEW = 'نرى الاحتفاظ بالسهم مع متابعة مستوى الدعم';
/** Drafting and delivering are jobs; the workers poll every 50 ms in with-server.sh. */
const JOB_TIMEOUT_MS = 60_000;

interface AnalysisPackage {
  id: number;
  stocks_count: number | null;
}
interface AnalysisRequest {
  id: number;
  status: string;
  documents: { id: number; download_url: string | null }[];
}

async function waitForStatus(token: string, id: number, status: string): Promise<AnalysisRequest> {
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  for (;;) {
    const mine = await callApi<{ data: AnalysisRequest[] }>('GET', '/api/stock-analysis/documents', undefined, token);
    const found = mine.data.find((r) => r.id === id);
    if (found?.status === status) return found;
    if (Date.now() > deadline) throw new Error(`request ${id} never became ${status}: ${JSON.stringify(found)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `no horizontal scrolling at 390 px (${overflow} px over)`);
}

/** On the checkout: mada, the payment terms, pay; then the sandbox's card page, paid. */
async function payOnSandbox(page: Page): Promise<void> {
  await page.getByTestId('checkout-form').waitFor();
  await page.getByTestId('method-mada').locator('input[type="radio"]').check();
  await page.locator('input[name="accept_terms"]').check();
  await page.getByTestId('pay-button').click();
  await page.waitForURL(/\/api\/payments\/sandbox\/[^/?]+$/);
  await page.getByTestId('sandbox-card').fill('4111111111111111');
  await page.getByTestId('sandbox-pay').click();
}

/**
 * Stock analysis on request, through the real server: a client on a phone, in Arabic, chooses the
 * one-stock package, fills the request for a stock they hold and pays on the sandbox; a worker
 * drafts the PDF; the demo analyst takes the request from the review queue, adds their view and
 * approves; a worker writes the final document; the client is emailed, downloads it from My
 * Documents, and its first page renders (pdftoppm) with the analyst's view in its text.
 */
describe('stock analysis journey', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('a client requests and pays an analysis, the analyst approves it, the client downloads the PDF', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    const modules = await enabledModules();
    if (!modules.has('stock_analysis')) return t.skip('the stock_analysis module is off in this deployment');

    const packages = await callApi<{ data: AnalysisPackage[] }>('GET', '/api/stock-analysis/packages');
    const one = packages.data.find((p) => p.stocks_count === 1);
    assert.ok(one, 'the demo catalogue sells a one-stock analysis');
    const client = await newSubscriber('analysis', 'عميلة التحليل');
    // Paying for advice needs KYC (the KYC journey takes that path on screen).
    if (modules.has('kyc')) await verifyIdentity(client.token);

    // The client, on a phone, in Arabic: the service, then the package's form.
    const context = await newContext(browser, { viewport: phone });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, client, '/stock-analyze');
    await page.getByTestId('analysis-packages').waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await settle(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'stock-analyze-ar');
    await page.getByTestId(`analysis-package-${one.id}`).getByRole('link').first().click();
    await page.waitForURL(`**/stock-analyze-form/${one.id}`);
    await page.getByTestId('analysis-request-form').waitFor();

    // Sending it empty shows the spec's message; then the whole form.
    await page.getByTestId('request-submit').click();
    await page.getByText('يرجى الموافقة على الشروط والأحكام وإخلاء المسؤولية').first().waitFor();
    await page.getByTestId('analysis-type-comprehensive').getByRole('radio').check();
    const picker = page.getByTestId('stock-0-picker');
    await picker.fill(COMPANY);
    await page.getByTestId(`stock-option-${SYMBOL}`).click();
    await page.getByTestId('stock-0-owns-yes').check();
    await page.getByTestId('stock-0-average_price').fill('27.40');
    await page.getByTestId('stock-0-quantity').fill('300');
    await page.getByTestId('stock-0-portfolio_percentage').fill('20');
    await page.getByTestId('request-terms').check();
    await settle(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'stock-analyze-form-ar');
    await page.getByTestId('request-submit').click();

    // The analysis checkout for this request, paid on the sandbox: the success page links to My Documents.
    await page.waitForURL(/\/analysis-payment\/\d+\?request=\d+$/);
    const requestId = Number(new URL(page.url()).searchParams.get('request'));
    await payOnSandbox(page);
    await page.waitForURL(/\/success\/analysis/);
    await page.getByTestId('payment-paid').waitFor({ timeout: JOB_TIMEOUT_MS });
    const drafted = await waitForStatus(client.token, requestId, 'in_review');
    assert.equal(drafted.documents.length, 1, 'one document a stock');
    assert.equal(drafted.documents[0]?.download_url, null, 'nothing to download before the review');
    await openInApp(page, '/analysis/my-documents');
    await page.getByTestId(`my-request-${requestId}`).waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'my-documents-in-review-ar');

    // My Subscriptions lists the analysis as a purchase: bought once, with its invoice and the way
    // to its documents, never as a subscription with days left and a renewal.
    await openInApp(page, '/my_subscriptions');
    const purchases = page.getByTestId('subscriptions-purchases');
    await purchases.waitFor();
    const purchase = purchases.locator('[data-testid^="purchase-"][aria-labelledby]').first();
    assert.match(await purchase.innerText(), /اشتُري في/u, 'the purchase says when it was bought');
    const name = (await purchase.getByRole('heading').innerText()).trim();
    assert.ok(!(await page.getByTestId('subscriptions-active').innerText()).includes(name), `«${name}» is not an active subscription`);
    assert.equal(await purchase.getByText(/تجديد/u).count(), 0, 'a purchase has no renewal');
    await noSidewaysScroll(page);
    await screenshot(page, 'my-subscriptions-purchase-ar');
    const invoice = await downloadFrom(page, purchase.getByTestId('purchase-invoice'));
    assert.match(invoice.name, /^INV-[\w-]+\.pdf$/);
    assert.ok(isPdf(invoice.bytes), `the purchase's invoice is a PDF, not ${invoice.bytes.subarray(0, 40).toString()}`);
    await purchase.getByTestId('purchase-documents').click();
    await page.waitForURL('**/analysis/my-documents');
    await page.getByTestId(`my-request-${requestId}`).waitFor();

    // The analyst takes it from the queue, adds a view and approves.
    const desk = await newContext(browser);
    const review = await desk.newPage();
    const reviewErrors = watchErrors(review);
    await signIn(review, analyst, '/analysis/reviews');
    const card = review.getByTestId(`review-${requestId}`);
    await card.waitFor();
    await review.getByTestId(`take-${requestId}`).click();
    const documentId = drafted.documents[0]?.id ?? 0;
    const commentary = review.getByTestId(`commentary-${documentId}`);
    await commentary.waitFor();
    await commentary.fill(VIEW);
    await settle(review);
    await screenshot(review, 'analysis-review-ar');
    const approvedAt = Date.now();
    // Delivery may be done before the page reads the queue again: the answer to approving is what counts.
    const [approved] = await Promise.all([
      review.waitForResponse((r) => r.url().endsWith(`/api/stock-analysis/reviews/${requestId}/approve`) && r.request().method() === 'POST'),
      review.getByTestId(`approve-${requestId}`).click(),
    ]);
    assert.equal(approved.status(), 200, 'the review is approved');
    assert.deepEqual(reviewErrors, [], 'no page errors for the analyst');

    // Delivered: the client downloads the PDF from My Documents, and it reads and renders.
    const delivered = await waitForStatus(client.token, requestId, 'delivered');
    assert.ok(delivered.documents[0]?.download_url, 'the client may download it now');
    await page.reload();
    const button = page.getByTestId(`download-document-${documentId}`);
    await button.waitFor();
    await screenshot(page, 'my-documents-delivered-ar');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    assert.match(download.suggestedFilename(), /\.pdf$/);
    const folder = mkdtempSync(join(tmpdir(), 'eva-analysis-'));
    const file = join(folder, 'analysis.pdf');
    await download.saveAs(file);
    assert.equal(readFileSync(file).subarray(0, 5).toString(), '%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    assert.ok(text.includes('نرى الاحتفاظ بالسهم'), `the analyst's view is in the document:\n${text.slice(0, 2000)}`);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, join(folder, 'page-1')]);
    const png = join(folder, 'page-1.png');
    assert.ok(statSync(png).size > 10_000, 'the first page renders to a picture with content');
    assert.deepEqual(errors, [], 'no page errors for the client');

    // The client was told by email, in Arabic.
    if (mailboxDir) {
      const mail = readableText(await waitForEmail(mailboxDir, client.email, approvedAt));
      assert.ok(mail.includes('/analysis/my-documents'), 'the delivery email links to My Documents');
    }
    await desk.close();
    await context.close();
  });
});
