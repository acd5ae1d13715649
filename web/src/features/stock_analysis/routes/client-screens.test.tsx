import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys, sessionKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aDocument, anAnalysisPackage, anAnalysisPlan, anUnpaidRequest, aRequest, somePackageTypes } from '../testing/fixtures';
import { visible } from '../../../test/visible-text';

const location = () => screen.getByTestId('location').textContent;

const aramco = { id: 2222, symbol: '2222', name: 'Saudi Aramco' };
const rajhi = { id: 1120, symbol: '1120', name: 'Al Rajhi Bank' };

// Object URLs are stood in for (setup.ts restores them after the file): the download makes one for its link.
const objectUrls: Blob[] = [];
URL.createObjectURL = (blob: Blob) => {
  objectUrls.push(blob);
  return `blob:test/${objectUrls.length}`;
};
URL.revokeObjectURL = () => undefined;

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('/stock-analyze', () => {
  it('explains the service and its three kinds, and offers each package with its price and its form', async () => {
    const discounted = anAnalysisPackage({
      id: 6,
      name: 'Five stocks',
      stocks_count: 5,
      plans: [
        anAnalysisPlan({
          id: 33,
          package_id: 6,
          price: {
            list_halalas: 200_000,
            discount_halalas: 25_000,
            credit_halalas: 0,
            total_halalas: 175_000,
            vat_halalas: 22_826,
            net_halalas: 152_174,
            vat_rate_percent: 15,
          },
        }),
      ],
    });
    installFakeApi({ handlers: { 'GET /api/stock-analysis/packages': () => ({ body: { data: [anAnalysisPackage(), discounted] } }) } });
    renderScreen('/stock-analyze');

    expect(await screen.findByRole('heading', { level: 1, name: 'Analyse a stock' })).toBeInTheDocument();
    expect(screen.getByText(/one PDF document per stock within 72 hours of payment/)).toBeInTheDocument();
    for (const kind of ['Financial analysis', 'Technical analysis', 'Comprehensive analysis'])
      expect(screen.getByRole('heading', { name: kind })).toBeInTheDocument();

    const two = await screen.findByTestId('analysis-package-5');
    expect(within(two).getByTestId('analysis-package-stocks')).toHaveTextContent('Stocks analysed: 2');
    expect(visible(within(two).getByTestId('analysis-package-price').textContent)).toBe('SAR 575.00');
    expect(within(two).getByRole('link', { name: 'Request an analysis with the Two stocks package' })).toHaveAttribute('href', '/stock-analyze-form/5');
    const five = screen.getByTestId('analysis-package-6');
    expect(visible(five.textContent)).toContain('SAR 1,750.00');
    expect(visible(five.textContent)).toContain('Was SAR 2,000.00');
    expect(screen.getByTestId('my-documents-link')).toHaveAttribute('href', '/analysis/my-documents');
  });

  it('sends guests to sign in first', async () => {
    localStorage.removeItem(localKeys.token);
    installFakeApi();
    renderScreen('/stock-analyze');
    await waitFor(() => expect(location()).toBe('/login'));
  });
});

describe('/stock-analyze-form', () => {
  const formApi = (handlers: NonNullable<Parameters<typeof installFakeApi>[0]>['handlers'] = {}) =>
    installFakeApi({
      handlers: {
        'GET /api/stock-analysis/packages': () => ({ body: { data: [anAnalysisPackage()] } }),
        'GET /api/stock-analysis/types/5': () => ({ body: { data: somePackageTypes() } }),
        'GET /api/stocks': ({ url }) => ({ body: { data: /raj/i.test(url.searchParams.get('query') ?? '') ? [rajhi] : [aramco] } }),
        ...handlers,
      },
    });

  /** Types a whole text at once (pasted): the form re-renders once, not once a character. */
  async function enter(user: ReturnType<typeof userEvent.setup>, testId: string, text: string) {
    await user.click(screen.getByTestId(testId));
    await user.paste(text);
  }

  /** Chooses the kind, both stocks (the first held) and the terms. */
  async function fillWholeForm(user: ReturnType<typeof userEvent.setup>) {
    await user.click(within(await screen.findByTestId('analysis-type-technical')).getByRole('radio'));
    await enter(user, 'stock-0-picker', 'Aramco');
    await user.click(await screen.findByTestId('stock-option-2222'));
    await user.click(within(screen.getByTestId('stock-entry-0')).getByRole('radio', { name: 'Yes' }));
    await enter(user, 'stock-0-average_price', '32.45');
    await enter(user, 'stock-0-quantity', '100');
    await enter(user, 'stock-0-portfolio_percentage', '12.5');
    await enter(user, 'stock-1-picker', 'Rajhi');
    await user.click(await screen.findByTestId('stock-option-1120'));
    await user.click(within(screen.getByTestId('stock-entry-1')).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByTestId('request-terms'));
  }

  it('asks for a package first when none is given', async () => {
    formApi();
    renderScreen('/stock-analyze-form');
    const choose = await screen.findByTestId('choose-package');
    expect(within(choose).getByRole('heading', { name: 'Choose a package' })).toBeInTheDocument();
    expect(await within(choose).findByRole('link', { name: 'Request an analysis with the Two stocks package' })).toHaveAttribute(
      'href',
      '/stock-analyze-form/5',
    );
  });

  it('says when the package does not exist', async () => {
    formApi({ 'GET /api/stock-analysis/types/99': () => ({ status: 404, body: { message: 'Not found' } }) });
    renderScreen('/stock-analyze-form/99');
    expect(await screen.findByTestId('package-not-found')).toHaveTextContent('This package was not found.');
  });

  it('prefills the account, shows each kind’s help and refuses with the spec’s words before sending anything', async () => {
    const { calls } = formApi();
    renderScreen('/stock-analyze-form/5');
    expect(await screen.findByTestId('request-full_name')).toHaveValue('Sara');
    expect(screen.getByTestId('request-email')).toHaveValue('sara@example.com');
    expect(screen.getByTestId('request-phone')).toHaveValue('+966500000000');
    expect(screen.getByTestId('analysis-type-technical')).toHaveTextContent('A reading of the price: trend, support and resistance levels.');
    expect(screen.getByText('Choose exactly 2 stocks, as your package allows.')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^stock-entry-\d$/)).toHaveLength(2);

    const user = userEvent.setup();
    await user.click(screen.getByTestId('request-submit'));
    const form = screen.getByTestId('analysis-request-form');
    expect(within(form).getByRole('alert')).toHaveTextContent('Please agree to terms and conditions and disclaimer');
    expect(within(form).getAllByText('Please agree to terms and conditions and disclaimer')).toHaveLength(2);
    expect(screen.getByTestId('request-stocks-error')).toHaveTextContent('Please choose stocks according to the selected package');
    expect(within(form).getByText('Please fill in all required fields')).toBeInTheDocument();

    await user.click(screen.getByTestId('request-terms'));
    await user.click(within(screen.getByTestId('analysis-type-financial')).getByRole('radio'));
    await user.click(screen.getByTestId('request-submit'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please choose stocks according to the selected package');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks a held stock for its position', async () => {
    formApi();
    renderScreen('/stock-analyze-form/5');
    const user = userEvent.setup();
    await screen.findByTestId('stock-0-picker');
    await enter(user, 'stock-0-picker', 'Aramco');
    await user.click(await screen.findByTestId('stock-option-2222'));
    expect(screen.queryByTestId('stock-0-average_price')).toBeNull();
    await user.click(within(screen.getByTestId('stock-entry-0')).getByRole('radio', { name: 'Yes' }));
    await enter(user, 'stock-0-quantity', '1.5');
    await user.click(screen.getByTestId('request-submit'));
    const entry = screen.getByTestId('stock-entry-0');
    // The average price and the portfolio share are missing; the quantity is not whole.
    expect(within(entry).getAllByText('Please fill in all required fields')).toHaveLength(2);
    expect(within(entry).getByText('The quantity is a whole number above zero')).toBeInTheDocument();
  }, 60_000);

  it('sends the request with the client’s positions, then starts paying it', async () => {
    const { calls } = formApi({ 'POST /api/stock-analysis/create': () => ({ status: 201, body: { data: anUnpaidRequest({ id: 12, plan_ids: [31] }) } }) });
    renderScreen('/stock-analyze-form/5');
    const user = userEvent.setup();
    await fillWholeForm(user);
    await user.click(screen.getByTestId('request-submit'));

    await waitFor(() => expect(location()).toBe('/analysis-payment/31?request=12'));
    expect(sessionStorage.getItem(sessionKeys.analysisPayment)).toBe('1');
    expect(calls.find((call) => call.path === '/api/stock-analysis/create')?.body).toEqual({
      full_name: 'Sara',
      email: 'sara@example.com',
      phone: '+966500000000',
      analysis_type: 'technical',
      package_id: 5,
      stocks: [
        { stock_id: 2222, owns_stock: true, average_price: '32.45', quantity: 100, portfolio_percentage: '12.5' },
        { stock_id: 1120, owns_stock: false },
      ],
      extra_info: '',
      terms: true,
    });
  }, 60_000);

  it('shows the server’s 422 answers on their fields', async () => {
    formApi({
      'POST /api/stock-analysis/create': () => ({
        status: 422,
        body: {
          message: 'Please choose a stock from the list',
          errors: { 'stocks[1].stock_id': ['Please choose a stock from the list'], phone: ['The phone number is not valid'] },
        },
      }),
    });
    renderScreen('/stock-analyze-form/5');
    const user = userEvent.setup();
    await fillWholeForm(user);
    await user.click(screen.getByTestId('request-submit'));
    expect(await within(screen.getByTestId('stock-entry-1')).findByText('Please choose a stock from the list')).toBeInTheDocument();
    expect(screen.getByText('The phone number is not valid')).toBeInTheDocument();
    expect(location()).toBe('/stock-analyze-form/5');
    expect(sessionStorage.getItem(sessionKeys.analysisPayment)).toBeNull();
  }, 60_000);

  it('speaks Arabic, with the server’s words', async () => {
    formApi();
    await i18n.changeLanguage('ar');
    renderScreen('/stock-analyze-form/5', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'طلب التحليل' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('request-submit'));
    expect(within(screen.getByTestId('analysis-request-form')).getByRole('alert')).toHaveTextContent('يرجى الموافقة على الشروط والأحكام وإخلاء المسؤولية');
    expect(screen.getByTestId('request-stocks-error')).toHaveTextContent('يرجى اختيار الأسهم حسب الباقة المختارة');
  });
});

describe('/analysis/my-documents', () => {
  beforeEach(() => {
    // Only the clock: 26 Nov 2026, 20:35 UTC, 13 h 25 min before the paid request is due.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T20:35:00Z'));
  });

  const delivered = aRequest({
    id: 5,
    status: 'delivered',
    created_at: '2026-11-01T09:00:00Z',
    delivered_at: '2026-11-03T08:00:00Z',
    sla: { state: 'delivered_on_time', hours_left: null, reminded_at: null, escalated_at: null },
    documents: [aDocument({ id: 51, status: 'approved' }), aDocument({ id: 52, symbol: '1120', name: 'Al Rajhi Bank', status: 'approved' })],
  });
  const inReview = aRequest({ id: 9, documents: [aDocument({ download_url: null }), aDocument({ id: 42, download_url: null })] });
  const unpaid = anUnpaidRequest({ id: 12, created_at: '2026-11-25T08:00:00Z' });

  it('lists the requests newest first with their status, clock, way to pay and documents', async () => {
    installFakeApi({ handlers: { 'GET /api/stock-analysis/documents': () => ({ body: { data: [delivered, unpaid, inReview] } }) } });
    renderScreen('/analysis/my-documents');
    await screen.findByTestId('my-request-12');
    expect(screen.getAllByRole('article').map((card) => card.dataset.testid)).toEqual(['my-request-12', 'my-request-9', 'my-request-5']);

    expect(screen.getByTestId('my-request-12-status')).toHaveTextContent('Awaiting payment');
    expect(screen.getByTestId('my-request-12-clock')).toHaveTextContent('The 72 hours start at payment');
    const pay = screen.getByTestId('pay-request-12');
    expect(pay).toHaveAttribute('href', '/analysis-payment/31?request=12');

    expect(screen.getByTestId('my-request-9-status')).toHaveTextContent('In review');
    expect(screen.getByTestId('my-request-9-clock')).toHaveTextContent('13 h 25 min left');
    expect(within(screen.getByTestId('my-request-9')).queryByRole('button', { name: /Download/ })).toBeNull();

    expect(screen.getByTestId('my-request-5-status')).toHaveTextContent('Delivered');
    expect(screen.getByTestId('my-request-5-clock')).toHaveTextContent('Delivered on time');
    expect(within(screen.getByTestId('my-request-5')).getByRole('button', { name: 'Download 1120 (PDF)' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(pay);
    await waitFor(() => expect(location()).toBe('/analysis-payment/31?request=12'));
    expect(sessionStorage.getItem(sessionKeys.analysisPayment)).toBe('1');
  });

  it('downloads a document with the token and saves it as a PDF', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    installFakeApi({
      handlers: {
        'GET /api/stock-analysis/documents': () => ({ body: { data: [delivered] } }),
        'GET /api/stock-analysis/documents/51/download': () => ({ response: new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }) }),
      },
    });
    renderScreen('/analysis/my-documents');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('download-document-51'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^eva-analysis-2222-51\.pdf blob:test\/\d+$/);
    expect(objectUrls.at(-1)?.type).toBe('application/pdf');
    const request = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/api/stock-analysis/documents/51/download'));
    expect((request?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('says so when a download fails', async () => {
    installFakeApi({
      handlers: {
        'GET /api/stock-analysis/documents': () => ({ body: { data: [delivered] } }),
        'GET /api/stock-analysis/documents/51/download': () => ({ status: 404, body: { message: 'Not found' } }),
      },
    });
    renderScreen('/analysis/my-documents');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('download-document-51'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The document could not be downloaded. Not found');
  });

  it('reads the list again while a request is being finalised, until it is delivered', async () => {
    vi.useRealTimers();
    let answers = 0;
    installFakeApi({
      handlers: {
        'GET /api/stock-analysis/documents': () => {
          answers += 1;
          return { body: { data: [answers === 1 ? aRequest({ status: 'approved' }) : delivered] } };
        },
      },
    });
    renderScreen('/analysis/my-documents');
    expect(await screen.findByText(/being finalised; they will be ready in a moment/)).toBeInTheDocument();
    expect(await screen.findByTestId('my-request-5', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(answers).toBe(2);
  }, 15_000);

  it('invites a client with no requests to order one', async () => {
    installFakeApi({ handlers: { 'GET /api/stock-analysis/documents': () => ({ body: { data: [] } }) } });
    renderScreen('/analysis/my-documents');
    const empty = await screen.findByTestId('my-documents-empty');
    expect(empty).toHaveTextContent('No analyses yet');
    expect(within(empty).getByRole('link', { name: 'Analyse a stock' })).toHaveAttribute('href', '/stock-analyze');
  });

  it('sends guests to sign in first', async () => {
    localStorage.removeItem(localKeys.token);
    installFakeApi({ user: aUser() });
    renderScreen('/analysis/my-documents');
    await waitFor(() => expect(location()).toBe('/login'));
  });
});
