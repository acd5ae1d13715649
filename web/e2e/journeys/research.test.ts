import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { newSubscriber, signIn } from '../support/accounts.ts';
import { backendIsUp, callApi, enabledModules } from '../support/backend.ts';
import { newContext, openBrowser, phone, screenshot, settle, watchErrors } from '../support/browser.ts';
import { baseUrl } from '../support/config.ts';
import { samplePdf } from '../support/pdf.ts';
import { skipOrFail } from '../support/skip.ts';

const staff = { email: 'staff@eva.demo', password: 'staff-demo-1' };
/** pdf.js draws the first page once the PDF has arrived and its worker started. */
const DRAW_TIMEOUT_MS = 20_000;

interface Research {
  id: number;
  title_en: string;
  languages: string[];
  pages_ar: number | null;
}

/** The words of a text, as both readers give them: no bidi marks, Arabic presentation forms as letters. */
function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '')
      // Readers differ only in where a comma or a full stop lands beside an Arabic word.
      .replace(/[،؛.,:;!?«»()]/g, ' ')
      .split(/\s+/)
      .filter((word) => word.length > 1)
  );
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `no horizontal scrolling at 390 px (${overflow} px over)`);
}

/** In the page: how many sampled pixels of the reader's canvas are not white (drawn). */
function drawnPixels(): number {
  const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="pdf-canvas"]');
  const context = canvas?.getContext('2d');
  if (!canvas || !context || canvas.width === 0) return 0;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let drawn = 0;
  for (let i = 0; i < data.length; i += 4 * 97) if (data[i + 3]! > 0 && (data[i]! < 240 || data[i + 1]! < 240 || data[i + 2]! < 240)) drawn += 1;
  return drawn;
}

/**
 * News and research through the real server. A guest reads the demo's news on a phone, right to
 * left. Staff upload a research PDF (made here, two pages) in the staff console. A subscriber
 * finds it in the research library and reads it: pdf.js, bundled with the app and its worker
 * served from the same origin, draws page 1 on a canvas, and the reader counts two pages.
 */
describe('research journey', () => {
  let browser: Browser;
  before(async () => {
    browser = await openBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('a guest reads the news, right to left, on a phone', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    if (!(await enabledModules()).has('research')) return t.skip('the research module is off in this deployment');

    const context = await newContext(browser, { viewport: phone });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/news');
    const list = page.getByTestId('news-list');
    await list.waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'الأخبار');
    const articles = list.getByRole('article');
    assert.ok((await articles.count()) >= 1, 'the demo has news');
    const first = articles.first();
    assert.ok(((await first.getByTestId('news-time').textContent()) ?? '').includes('بتوقيت الرياض'));
    // The demo's articles name demo stocks: each chip leads to its stock's page.
    const chip = list.locator('[data-testid^="news-stock-"]').first();
    if (await chip.count()) assert.match((await chip.getAttribute('href')) ?? '', /^\/stock\/\d+$/);
    await settle(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'research-news-ar');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('staff upload a research PDF, and a subscriber reads it in the reader', async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    if (!(await enabledModules()).has('research')) return t.skip('the research module is off in this deployment');
    const titleEn = `Journey research ${Date.now()}`;
    const titleAr = `بحث الرحلة ${Date.now()}`;

    // Staff publish it through the console's upload form.
    const staffContext = await newContext(browser);
    const staffPage = await staffContext.newPage();
    const staffErrors = watchErrors(staffPage);
    await signIn(staffPage, staff, '/staff/research');
    await staffPage.getByTestId('staff-research-add').click();
    const dialog = staffPage.getByRole('dialog');
    await dialog.getByTestId('research-form-title_ar').fill(titleAr);
    await dialog.getByTestId('research-form-title_en').fill(titleEn);
    await dialog.getByTestId('research-form-summary_ar').fill('ملخص البحث للرحلة.');
    await dialog.getByTestId('research-form-file_ar-input').setInputFiles({ name: 'journey-ar.pdf', mimeType: 'application/pdf', buffer: samplePdf(2) });
    await dialog.getByText('journey-ar.pdf').waitFor();
    await settle(staffPage);
    await screenshot(staffPage, 'research-staff-upload-ar', { fullPage: false });
    await dialog.getByTestId('research-form-save').click();
    assert.equal(await staffPage.getByTestId('staff-research-notice').textContent(), 'نُشر البحث.');
    const published = await callApi<{ data: Research[] }>('GET', '/api/financial-research');
    const research = published.data.find((row) => row.title_en === titleEn);
    assert.ok(research, 'the research is listed');
    assert.deepEqual([research.languages, research.pages_ar], [['ar'], 2]);
    await staffPage.getByTestId(`staff-research-${research.id}`).waitFor();
    assert.deepEqual(staffErrors, []);
    await staffContext.close();

    // A subscriber finds it in the library and opens the reader.
    const reader = await newSubscriber('research', 'قارئ الأبحاث');
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const offsite: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith('blob:') && !request.url().startsWith('data:')) offsite.push(request.url());
    });
    const worker = page.waitForEvent('worker', { predicate: (w) => w.url().includes('pdf.worker'), timeout: DRAW_TIMEOUT_MS * 2 });
    await signIn(page, reader, '/financial-research');
    const card = page.getByTestId(`research-${research.id}`);
    await card.waitFor();
    assert.ok(((await card.textContent()) ?? '').includes(titleAr), 'the card shows the Arabic title on the Arabic page');
    await card.getByTestId(`research-read-${research.id}-ar`).click();
    await page.waitForURL((url) => url.pathname === `/financial-research/${research.id}/ar`);

    await page.locator('[data-testid="pdf-reader"][data-rendered-page="1"]').waitFor({ timeout: DRAW_TIMEOUT_MS });
    assert.equal(await page.getByTestId('reader-page-count').textContent(), 'الصفحة 1 من 2');
    assert.ok((await page.evaluate(drawnPixels)) > 20, 'page 1 is drawn on the canvas');
    assert.match((await worker).url(), new RegExp(`^${baseUrl}/assets/pdf\\.worker[^/]*\\.mjs$`), 'pdf.js runs its worker from the app’s own files');
    assert.deepEqual(offsite, [], 'pdf.js and its worker come from the app itself, no CDN');

    // Right to left: "previous" sits at the start (right), "next" after it.
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    const [previous, next] = await Promise.all([page.getByTestId('reader-previous').boundingBox(), page.getByTestId('reader-next').boundingBox()]);
    assert.ok(previous && next && previous.x > next.x, 'previous is on the right of next in Arabic');
    await settle(page);
    await screenshot(page, 'research-reader-ar', { fullPage: false });

    // The next page is drawn too.
    await page.getByTestId('reader-next').click();
    await page.locator('[data-testid="pdf-reader"][data-rendered-page="2"]').waitFor({ timeout: DRAW_TIMEOUT_MS });
    assert.equal(await page.getByTestId('reader-page-count').textContent(), 'الصفحة 2 من 2');
    assert.ok(await page.getByTestId('reader-next').isDisabled());
    assert.deepEqual(errors, []);
    await context.close();
  });
  it("shows what an Arabic research PDF says: the reader's text is poppler's, in Arabic and at 390 px", async (t) => {
    if (!(await backendIsUp())) return skipOrFail(t, 'the API is not reachable at EVA_E2E_BASE_URL (GET /api/modules)');
    if (!(await enabledModules()).has('research')) return t.skip('the research module is off in this deployment');
    // The demo's banking outlook, drawn in Arabic by the server (modules/research/src/demo.rs).
    const listed = await callApi<{ data: (Research & { title_ar: string })[] }>('GET', '/api/financial-research');
    const research = listed.data.find((row) => row.title_ar === 'توقعات القطاع المصرفي السعودي 2027');
    if (!research) return skipOrFail(t, 'the demo research is not seeded');
    const reader = await newSubscriber('research-text', 'قارئ النص');
    const pdf = await fetch(`${baseUrl}/api/financial-research/${research.id}/read?language=ar`, { headers: { Authorization: `Bearer ${reader.token}` } });
    assert.equal(pdf.status, 200);
    const poppler = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: Buffer.from(await pdf.arrayBuffer()), encoding: 'utf8' });
    const expected = wordsOf(poppler);
    assert.ok(expected.includes('المصرفي'), `poppler reads the Arabic: ${poppler.slice(0, 300)}`);

    for (const viewport of [undefined, phone]) {
      const context = await newContext(browser, viewport ? { viewport } : {});
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signIn(page, reader, `/financial-research/${research.id}/ar`);
      await page.locator('[data-testid="pdf-reader"][data-rendered-page="1"]').waitFor({ timeout: DRAW_TIMEOUT_MS });
      assert.equal(await page.getByTestId('pdf-page').getAttribute('dir'), 'ltr');
      const layer = page.getByTestId('pdf-text-layer');
      const shown = wordsOf((await layer.evaluate((element) => Array.from(element.querySelectorAll('span'), (span) => span.textContent).join(' '))) ?? '');
      // Every word poppler reads is in the reader, joined and in order within the word.
      const missing = expected.filter((word) => !shown.includes(word));
      assert.deepEqual(missing, [], `the reader's text:\n${shown.join(' ')}\npoppler's:\n${expected.join(' ')}`);
      await settle(page);
      await screenshot(page, `research-reader-text-${viewport ? 'phone' : 'desktop'}-ar`, { fullPage: false });
      // Text alone leaves most of a page white: every 5th pixel is looked at.
      const drawn = await page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="pdf-canvas"]');
        const data = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
        let dark = 0;
        for (let i = 0; i < data.length; i += 4 * 5) if (data[i + 3]! > 0 && data[i]! < 200) dark += 1;
        return dark;
      });
      assert.ok(drawn > 100, `the page's text is drawn (${drawn} sampled pixels dark)`);
      if (viewport) {
        const wide = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('body *'))
            .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1 || element.getBoundingClientRect().left < -1)
            .slice(0, 5)
            .map((element) => `${element.tagName}.${element.className} ${element.dataset.testid ?? ''} ${JSON.stringify(element.getBoundingClientRect())}`),
        );
        assert.deepEqual(wide, [], "nothing reaches past the phone's edges");
        await noSidewaysScroll(page);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});
