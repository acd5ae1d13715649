import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys } from '../../../lib/storage-keys';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aStockReport, anAssistance, someRankingRows } from '../testing/fixtures';

type Handlers = NonNullable<Parameters<typeof installFakeApi>[0]>['handlers'];

const location = () => screen.getByTestId('location').textContent;
const notInPlan = () => ({ body: { code: 999, message: 'Not in your plan' } });

function reportsApi(handlers: Handlers = {}) {
  return installFakeApi({
    handlers: {
      'GET /api/evareport/assistance/questions': () => ({ body: { data: anAssistance() } }),
      'GET /api/evareport/guest/stocks/rankings': () => ({ body: { data: someRankingRows(10) } }),
      ...handlers,
    },
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('/reports as a guest', () => {
  it('shows the top ten of the default strategy with a call to sign in, and asks with the filters', async () => {
    const api = reportsApi();
    renderScreen('/reports');
    const table = await screen.findByTestId('ranking-table');
    expect(screen.getByRole('heading', { level: 1, name: 'Financial research' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Stock 1')).toBeInTheDocument();
    expect(within(screen.getByTestId('ranking-101')).getByText('89.00')).toBeInTheDocument();
    expect(screen.getByTestId('rankings-sign-in')).toBeInTheDocument();
    expect(screen.getByTestId('reports-rankings-page')).toHaveAttribute('data-access', 'top-ten');
    expect(screen.getByTestId('strategy-description')).toHaveTextContent('grew the most');
    // Guests get no reports links and no questionnaire.
    expect(screen.queryByRole('link', { name: /Report on/ })).toBeNull();
    expect(screen.queryByTestId('find-strategy')).toBeNull();
    expect(api.calls.some((c) => c.path === '/api/evareport/stocks/rankings')).toBe(false);

    const user = userEvent.setup();
    await user.click(screen.getByTestId('strategy-tab-value'));
    await user.click(within(screen.getByTestId('ranking-shariah')).getByRole('switch'));
    await waitFor(() => expect(location()).toBe('/reports?strategy=value&shariah=1'));
    const urls = vi
      .mocked(fetch)
      .mock.calls.map(([url]) => String(url))
      .filter((url) => url.includes('guest/stocks/rankings'));
    expect(urls.at(-1)).toContain('strategy=value');
    expect(urls.at(-1)).toContain('market_id=1');
    expect(urls.at(-1)).toContain('shariah=1');
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    reportsApi();
    renderScreen('/reports', { language: 'ar' });
    await screen.findByTestId('ranking-table');
    expect(screen.getByText('الترتيب')).toBeInTheDocument();
    expect(screen.getByTestId('rankings-sign-in')).toHaveTextContent('أفضل عشرة أسهم');
  });
});

describe('Shariah verdicts in the ranking', () => {
  it('shows three states, never a stock nobody assessed as not compliant', async () => {
    const [compliant, notCompliant, unassessed] = someRankingRows(3);
    reportsApi({
      'GET /api/evareport/guest/stocks/rankings': () => ({
        body: {
          data: [
            { ...compliant, shariah_compliant: true },
            { ...notCompliant, shariah_compliant: false },
            { ...unassessed, shariah_compliant: null },
          ],
        },
      }),
    });
    renderScreen('/reports');
    await screen.findByTestId('ranking-table');
    const state = (row: { stock_id: number }) => within(screen.getByTestId(`ranking-${row.stock_id}`)).getByTestId('shariah-badge');
    expect(state(compliant!)).toHaveAttribute('data-state', 'compliant');
    expect(state(notCompliant!)).toHaveAttribute('data-state', 'not-compliant');
    expect(state(unassessed!)).toHaveAttribute('data-state', 'not-assessed');
    expect(state(unassessed!)).toHaveTextContent('Not assessed');
  });

  it('says why the Shariah filter shows nothing', async () => {
    await i18n.changeLanguage('ar');
    reportsApi({ 'GET /api/evareport/guest/stocks/rankings': () => ({ body: { data: [] } }) });
    renderScreen('/reports?shariah=1', { language: 'ar' });
    expect(await screen.findByText('لا سهم في هذا الترتيب مُقيَّم بأنه متوافق مع الشريعة')).toBeInTheDocument();
    expect(screen.getByText(/الأسهم التي لم تُقيَّم بعد لا تظهر فيه/)).toBeInTheDocument();
  });
});

describe('/reports signed in', () => {
  beforeEach(() => localStorage.setItem(localKeys.token, 'tok'));

  it('shows subscribers the whole ranking page by page, with each stock’s report', async () => {
    reportsApi({
      'GET /api/evareport/stocks/rankings': ({ url }) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        return { body: { data: someRankingRows(20, (page - 1) * 20 + 1), meta: { page, per_page: 20, total: 45 } } };
      },
    });
    renderScreen('/reports');
    const table = await screen.findByTestId('ranking-table');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByTestId('reports-rankings-page')).toHaveAttribute('data-access', 'full');
    expect(screen.queryByTestId('rankings-subscribe')).toBeNull();
    expect(within(screen.getByTestId('ranking-101')).getByRole('link', { name: 'Report on Stock 1' })).toHaveAttribute('href', '/reports/stock/101/growth');

    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('pager')).getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(within(screen.getByTestId('ranking-table')).getByText('Stock 21')).toBeInTheDocument());
    expect(location()).toBe('/reports?strategy=growth&page=2');
  });

  it('shows others the top ten in place, with a call to subscribe (no detour to /no-payment)', async () => {
    reportsApi({ 'GET /api/evareport/stocks/rankings': notInPlan });
    renderScreen('/reports');
    expect(await screen.findByTestId('rankings-subscribe')).toBeInTheDocument();
    await screen.findByTestId('ranking-table');
    expect(screen.getByTestId('reports-rankings-page')).toHaveAttribute('data-access', 'top-ten');
    expect(location()).toBe('/reports');
  });

  it('finds a strategy from the answers, shows the points, and saves another choice', async () => {
    const api = reportsApi({
      'GET /api/evareport/stocks/rankings': notInPlan,
      'POST /api/evareport/assistance/update-strategy': ({ body }) => {
        const choice = body as { strategy?: string; answers?: Record<string, string> };
        if (choice.answers)
          return {
            body: {
              data: {
                strategy: anAssistance().strategies[1],
                points: [
                  { strategy: 'growth', points: 3 },
                  { strategy: 'value', points: 6 },
                ],
              },
            },
          };
        return { body: { data: { strategy: anAssistance().strategies.find((s) => s.id === choice.strategy), points: [] } } };
      },
    });
    renderScreen('/reports');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('find-strategy'));
    const dialog = await screen.findByTestId('strategy-dialog');
    const suggest = within(dialog).getByTestId('strategy-suggest');
    expect(suggest).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Years' }));
    expect(suggest).toBeDisabled();
    expect(within(dialog).getByTestId('questionnaire-progress')).toHaveTextContent('1 of 2 answered');
    await user.click(within(dialog).getByRole('radio', { name: 'Very little' }));
    await user.click(suggest);

    expect(await within(dialog).findByTestId('strategy-suggested')).toHaveTextContent('We suggest Value');
    expect(within(dialog).getByTestId('strategy-points')).toHaveTextContent('6 points');
    expect(api.calls.find((c) => c.path === '/api/evareport/assistance/update-strategy')?.body).toEqual({ answers: { horizon: 'long', risk: 'low' } });
    await waitFor(() => expect(location()).toBe('/reports?strategy=value'));

    await user.click(within(dialog).getByRole('radio', { name: /Momentum/ }));
    await user.click(within(dialog).getByTestId('strategy-save'));
    expect(await within(dialog).findByTestId('strategy-saved')).toHaveTextContent('Your strategy is now Momentum.');
    expect(api.calls.filter((c) => c.path === '/api/evareport/assistance/update-strategy').at(-1)?.body).toEqual({ strategy: 'momentum' });
    await waitFor(() => expect(location()).toBe('/reports?strategy=momentum'));
  });
});

describe('/reports/stock/:stock/:strategy', () => {
  beforeEach(() => localStorage.setItem(localKeys.token, 'tok'));

  it('explains the score factor by factor', async () => {
    reportsApi({ 'GET /api/evareport/report/2222/growth': () => ({ body: { data: aStockReport() } }) });
    renderScreen('/reports/stock/2222/growth');
    await screen.findByTestId('stock-report');
    expect(screen.getByRole('heading', { level: 1, name: 'Saudi Aramco' })).toBeInTheDocument();
    expect(screen.getByTestId('report-score')).toHaveTextContent('81.23');
    expect(screen.getByTestId('report-rank')).toHaveTextContent('3 of 210');
    const year = screen.getByTestId('factor-return1y');
    expect(within(year).getByTestId('factor-value')).toHaveTextContent('12.50%');
    expect(within(year).getByTestId('factor-weight')).toHaveTextContent('40%');
    expect(within(year).getByTestId('factor-contribution')).toHaveTextContent('32.40');
    expect(year).toHaveTextContent('How much the price changed over the last year');
    expect(within(screen.getByTestId('factor-return6m')).getByTestId('factor-value')).toHaveTextContent('-4.50%');
    expect(within(screen.getByTestId('factor-trend')).getByTestId('factor-value')).toHaveTextContent('65 / 100');
    expect(screen.getByTestId('factor-volatility')).toHaveTextContent('Not weighed in this strategy');
  });

  it('offers the packages on 999 and says when a stock is not ranked', async () => {
    reportsApi({
      'GET /api/evareport/report/2222/growth': notInPlan,
      'GET /api/evareport/report/9999/growth': () => ({ status: 404, body: { message: 'This stock is not ranked' } }),
    });
    const { unmount } = renderScreen('/reports/stock/2222/growth');
    expect(await screen.findByTestId('report-subscribe')).toBeInTheDocument();
    expect(location()).toBe('/reports/stock/2222/growth');
    unmount();
    renderScreen('/reports/stock/9999/growth');
    expect(await screen.findByTestId('report-not-ranked')).toHaveTextContent('This stock is not ranked');
  });

  it('shows guests the stock and its place in the ranking, and asks them to sign in for the rest, in Arabic', async () => {
    localStorage.clear();
    await i18n.changeLanguage('ar');
    const api = reportsApi({
      'GET /api/evareport/guest/report/2222/growth': () => ({ body: { data: aStockReport({ name: 'أرامكو السعودية', rank: 3, ranked: 250, factors: [] }) } }),
    });
    renderScreen('/reports/stock/2222/growth', { language: 'ar' });
    expect(await screen.findByTestId('report-sign-in')).toHaveTextContent('سجّل الدخول بباقة تقارير');
    // DECISIONS 3: the stock's name and its guest ranking, never the factors.
    expect(await screen.findByRole('heading', { level: 1, name: 'أرامكو السعودية' })).toBeInTheDocument();
    expect(within(screen.getByTestId('report-summary')).getByTestId('report-rank')).toHaveTextContent('3');
    expect(screen.queryByTestId('stock-report')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/api/evareport/report'))).toBe(false);
  });
});
