import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys, sessionKeys } from '../../../lib/storage-keys';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { openPdf, renderTextLayer } from '../lib/pdf-document';
import { anArabicResearch, aPageOf, aResearch } from '../testing/fixtures';

/** pdf.js stands in here (the test DOM draws nothing): a document of 3 pages, 600 × 800 at scale 1. */
vi.mock('../lib/pdf-document', () => ({ openPdf: vi.fn(), renderTextLayer: vi.fn(() => ({ promise: Promise.resolve(), cancel: () => undefined })) }));

const location = () => screen.getByTestId('location').textContent;
const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n% a research document\n%%EOF\n');

interface Drawn {
  page: number;
  width: number;
}

function fakePdf(pageCount = 3) {
  const drawn: Drawn[] = [];
  const opened: Blob[] = [];
  const destroyed = vi.fn(async () => undefined);
  vi.mocked(openPdf).mockImplementation(async (blob: Blob) => {
    opened.push(blob);
    const document = {
      numPages: pageCount,
      getPage: async (page: number) => ({
        getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
        render: ({ viewport }: { viewport: { width: number } }) => {
          drawn.push({ page, width: viewport.width });
          return { promise: Promise.resolve(), cancel: vi.fn() };
        },
      }),
    };
    return { promise: Promise.resolve(document), destroy: destroyed } as unknown as Awaited<ReturnType<typeof openPdf>>;
  });
  return { drawn, opened, destroyed };
}

function readerApi(
  research = aResearch(),
  pdf: () => { status?: number; body?: unknown; response?: Response } = () => ({
    response: new Response(PDF_BYTES, { headers: { 'Content-Type': 'application/pdf' } }),
  }),
) {
  return installFakeApi({
    handlers: {
      'GET /api/financial-research': ({ url }) => ({ body: aPageOf(Number(url.searchParams.get('id')) === research.id ? [research] : []) }),
      [`GET /api/financial-research/${research.id}/read`]: pdf,
    },
  });
}

// The test DOM lays nothing out: the reading area is 932 px wide (900 px inside its padding).
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'reader-area' ? 932 : 0;
    },
  });
});

afterEach(async () => {
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('/financial-research/:id/:language', () => {
  it('fetches the PDF with the token and draws its first page to fit the width', async () => {
    const pdf = fakePdf();
    readerApi();
    renderScreen('/financial-research/5/en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saudi banks: 2027 outlook' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('pdf-reader')).toHaveAttribute('data-rendered-page', '1'));
    expect(screen.getByTestId('reader-page-count')).toHaveTextContent('Page 1 of 3');
    // 900 px wide for a 600 px page: 150 %.
    expect(screen.getByTestId('reader-zoom')).toHaveTextContent('150%');
    expect(pdf.drawn.at(-1)).toEqual({ page: 1, width: 900 });
    expect(screen.getByRole('img', { name: 'Page 1 of “Saudi banks: 2027 outlook”' })).toBeInTheDocument();

    const request = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/api/financial-research/5/read'));
    expect(String(request?.[0])).toContain('/api/financial-research/5/read?language=en');
    expect((request?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(pdf.opened[0]?.size).toBe(PDF_BYTES.length);
  });

  it('turns the pages, by button or by number, and keeps the page in the address', async () => {
    const pdf = fakePdf();
    readerApi();
    renderScreen('/financial-research/5/en');
    await waitFor(() => expect(screen.getByTestId('pdf-reader')).toHaveAttribute('data-rendered-page', '1'));
    expect(screen.getByTestId('reader-previous')).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByTestId('reader-next'));
    await waitFor(() => expect(screen.getByTestId('pdf-reader')).toHaveAttribute('data-rendered-page', '2'));
    expect(location()).toBe('/financial-research/5/en?page=2');
    expect(screen.getByTestId('reader-page-count')).toHaveTextContent('Page 2 of 3');

    const number = screen.getByLabelText('Page number');
    await user.clear(number);
    await user.type(number, '3{Enter}');
    await waitFor(() => expect(screen.getByTestId('pdf-reader')).toHaveAttribute('data-rendered-page', '3'));
    expect(screen.getByTestId('reader-next')).toBeDisabled();

    // A page the document does not have is not followed.
    await user.clear(number);
    await user.type(number, '9{Enter}');
    expect(number).toHaveValue('3');
    await user.click(screen.getByTestId('reader-previous'));
    await waitFor(() => expect(location()).toBe('/financial-research/5/en?page=2'));
    expect(pdf.drawn.map((d) => d.page)).toEqual(expect.arrayContaining([1, 2, 3]));
  });

  it('zooms in and out from what is shown, and back to the width', async () => {
    const pdf = fakePdf();
    readerApi();
    renderScreen('/financial-research/5/en');
    await waitFor(() => expect(screen.getByTestId('reader-zoom')).toHaveTextContent('150%'));
    expect(screen.getByTestId('reader-fit')).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('reader-zoom-in'));
    expect(screen.getByTestId('reader-zoom')).toHaveTextContent('200%');
    await waitFor(() => expect(pdf.drawn.at(-1)).toEqual({ page: 1, width: 1200 }));
    await user.click(screen.getByTestId('reader-zoom-out'));
    await user.click(screen.getByTestId('reader-zoom-out'));
    expect(screen.getByTestId('reader-zoom')).toHaveTextContent('125%');
    await user.click(screen.getByTestId('reader-fit'));
    expect(screen.getByTestId('reader-zoom')).toHaveTextContent('150%');
    await waitFor(() => expect(pdf.drawn.at(-1)).toEqual({ page: 1, width: 900 }));
  });

  it('downloads the PDF it shows, and switches to the other language', async () => {
    fakePdf();
    readerApi();
    const names: string[] = [];
    URL.createObjectURL = () => 'blob:test/1';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderScreen('/financial-research/5/en');
    await waitFor(() => expect(screen.getByTestId('pdf-reader')).toHaveAttribute('data-rendered-page', '1'));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('reader-download'));
    expect(names).toEqual(['eva-research-5-en.pdf']);

    const languages = screen.getByTestId('reader-languages');
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(languages).getByRole('link', { name: 'Arabic' }));
    await waitFor(() => expect(location()).toBe('/financial-research/5/ar'));
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/read?language=ar'))).toBe(true));
  });

  it('offers no language switch for a document in one language', async () => {
    fakePdf(1);
    readerApi(anArabicResearch());
    renderScreen('/financial-research/6/ar');
    await waitFor(() => expect(screen.getByTestId('pdf-reader')).toHaveAttribute('data-rendered-page', '1'));
    expect(screen.queryByTestId('reader-languages')).toBeNull();
    expect(screen.getByTestId('reader-page-count')).toHaveTextContent('Page 1 of 1');
  });

  it('says so when the research or its language is not there', async () => {
    fakePdf();
    readerApi(anArabicResearch(), () => ({ status: 404, body: { message: 'This research is not available in this language' } }));
    const view = renderScreen('/financial-research/6/en');
    expect(await screen.findByTestId('reader-not-found')).toHaveTextContent('This research is not available');
    expect(within(screen.getByTestId('reader-not-found')).getByRole('link', { name: 'All research' })).toHaveAttribute('href', '/financial-research');
    view.unmount();

    renderScreen('/financial-research/6/fr');
    expect(await screen.findByTestId('reader-not-found')).toBeInTheDocument();
  });

  it('asks to sign in again when the session has ended', async () => {
    fakePdf();
    readerApi(aResearch(), () => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    renderScreen('/financial-research/5/en?page=2');
    const message = await screen.findByTestId('reader-sign-in');
    expect(message).toHaveTextContent('Your session has ended');
    const user = userEvent.setup();
    await user.click(within(message).getByRole('link', { name: 'Sign in' }));
    expect(sessionStorage.getItem(sessionKeys.intendedRoute)).toBe('/financial-research/5/en?page=2');
  });

  it('sends a guest to sign in first', async () => {
    localStorage.removeItem(localKeys.token);
    fakePdf();
    readerApi();
    renderScreen('/financial-research/5/ar');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(sessionStorage.getItem(sessionKeys.intendedRoute)).toBe('/financial-research/5/ar');
  });

  it('speaks Arabic, its arrows pointing the way an Arabic page turns', async () => {
    fakePdf();
    // The server answers in the request's language.
    readerApi(aResearch({ title: 'البنوك السعودية: نظرة على 2027', summary: 'الهوامش صامدة.' }));
    await i18n.changeLanguage('ar');
    renderScreen('/financial-research/5/ar', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'البنوك السعودية: نظرة على 2027' })).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(screen.getByTestId('reader-page-count')).toHaveTextContent('الصفحة 1 من 3'));
    expect(within(screen.getByTestId('reader-previous')).getByTestId('ChevronRightIcon')).toBeInTheDocument();
    expect(within(screen.getByTestId('reader-next')).getByTestId('ChevronLeftIcon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الصفحة التالية' })).toBeInTheDocument();
    expect(screen.getByTestId('reader-download')).toHaveTextContent('تنزيل PDF');
    expect(within(screen.getByTestId('reader-languages')).getByRole('link', { name: 'عربية' })).toHaveAttribute('aria-current', 'page');
  });

  it('draws the page and lays its text over it left to right inside the Arabic page', async () => {
    fakePdf();
    readerApi(anArabicResearch());
    await i18n.changeLanguage('ar');
    renderScreen('/financial-research/6/ar', { language: 'ar' });
    await waitFor(() => expect(screen.getByTestId('pdf-reader')).toHaveAttribute('data-rendered-page', '1'));
    // The page's dir="rtl" reached pdf.js' canvas and text once: Arabic came out apart and reversed.
    const page = screen.getByTestId('pdf-page');
    expect(page).toHaveAttribute('dir', 'ltr');
    expect(page.closest('[dir="rtl"]')).not.toBeNull();
    const layer = within(page).getByTestId('pdf-text-layer');
    // The text layer, at the scale the canvas is shown at (900 px for a 600 px page).
    expect(vi.mocked(renderTextLayer)).toHaveBeenLastCalledWith(expect.anything(), 1.5, layer);
  });
});
