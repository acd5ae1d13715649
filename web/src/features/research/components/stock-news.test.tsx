import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { allModules, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { anArticle, aPageOf } from '../testing/fixtures';

afterEach(async () => {
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

/** The market module's answer for a stock page (no bars: the chart is not what is tested here). */
const aStock = () => ({
  id: 8,
  symbol: '1120',
  name: 'Al Rajhi Bank',
  name_ar: 'مصرف الراجحي',
  name_en: 'Al Rajhi Bank',
  market: {
    id: 1,
    code: 'TASI',
    name: 'Main Market (TASI)',
    name_ar: 'السوق الرئيسية',
    name_en: 'Main Market (TASI)',
    currency: 'SAR',
    timezone: 'Asia/Riyadh',
  },
  sector: null,
  shariah_compliant: null,
  shares_outstanding: null,
  market_cap: null,
  quote: null,
  range_52w: null,
  demo: false,
  interval: 'daily',
  history: [],
});

function stockApi(modules = allModules) {
  const asked: URLSearchParams[] = [];
  installFakeApi({
    modules,
    handlers: {
      'GET /api/stock/1120': () => ({ body: { data: aStock() } }),
      'GET /api/news': ({ url }) => {
        asked.push(url.searchParams);
        const page = Number(url.searchParams.get('page'));
        return { body: aPageOf([anArticle({ id: page * 10, title: `Rajhi news, page ${page}` })], page, 20, 25) };
      },
    },
  });
  return asked;
}

describe('a stock’s news, on its page', () => {
  it('lists the articles that name the stock, a page at a time', async () => {
    const asked = stockApi();
    renderScreen('/stock/1120');
    const section = await screen.findByTestId('stock-news');
    expect(within(section).getByRole('heading', { level: 2, name: 'News' })).toBeInTheDocument();
    expect(await within(section).findByRole('heading', { level: 3, name: 'Rajhi news, page 1' })).toBeInTheDocument();
    // By the stock's id, whatever the address named it by.
    expect(asked[0]?.get('stock_id')).toBe('8');
    expect(within(section).getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');

    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Go to page 2' }));
    expect(await within(section).findByText('Rajhi news, page 2')).toBeInTheDocument();
    expect(asked.at(-1)?.toString()).toBe('page=2&per_page=20&stock_id=8');
  });

  it('is absent while the research module is off', async () => {
    const asked = stockApi(allModules.filter((id) => id !== 'research'));
    renderScreen('/stock/1120');
    await screen.findByTestId('stock-page');
    expect(screen.queryByTestId('stock-news')).toBeNull();
    expect(asked).toHaveLength(0);
  });

  it('speaks Arabic', async () => {
    stockApi();
    await i18n.changeLanguage('ar');
    renderScreen('/stock/1120', { language: 'ar' });
    const section = await screen.findByTestId('stock-news');
    expect(within(section).getByRole('heading', { level: 2, name: 'الأخبار' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'كل الأخبار' })).toBeInTheDocument();
  });
});
