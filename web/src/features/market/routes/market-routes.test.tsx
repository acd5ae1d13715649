import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { tradingWeekOf } from '../lib/iso-week';

// The chart library draws on a canvas, which the test DOM does not draw; the page around it is tested.
vi.mock('../../../components/charts/PriceChart', () => ({ default: () => <div data-testid="price-chart" /> }));

const location = () => screen.getByTestId('location').textContent;

afterEach(async () => {
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

const quote = {
  price: 68.84,
  previous_close: 69.27,
  change: -0.43,
  change_percent: -0.62,
  open: 69.26,
  high: 69.28,
  low: 68.25,
  volume: 1436740,
  quoted_at: '2026-11-19T12:00:00Z',
  delay_minutes: 15,
  source: 'demo',
};

function aStock(overrides: Record<string, unknown> = {}) {
  return {
    id: 8,
    symbol: '1120',
    name: 'Al Rajhi Bank',
    name_ar: 'الراجحي',
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
    sector: { id: 1, name: 'Banks' },
    shariah_compliant: null,
    shares_outstanding: 38915829,
    market_cap: 2678965668,
    quote,
    demo: true,
    interval: 'daily',
    // The server's range over a year of daily bars: wider than the two bars drawn here.
    range_52w: { low: 61.5, high: 74.2 },
    fundamentals: null,
    history: [
      { date: '2026-11-18', open: 69, high: 70, low: 68, close: 69.27, volume: 1000 },
      { date: '2026-11-19', open: 69.26, high: 69.28, low: 68.25, close: 68.84, volume: 1436740 },
    ],
    ...overrides,
  };
}

describe('market routes', () => {
  it('sends /weekly-high-low without a week to the current trading week', async () => {
    installFakeApi();
    renderScreen('/weekly-high-low');
    const { year, week } = tradingWeekOf(new Date());
    await waitFor(() => expect(location()).toBe(`/weekly-high-low/${year}/${week}`));
  });

  it('clamps a week past the year’s last and keeps the market filter', async () => {
    installFakeApi();
    renderScreen('/high-low-stocks/2025/60?market=2');
    await waitFor(() => expect(location()).toBe('/high-low-stocks/2025/52?market=2'));
  });

  it('shows a stock’s quote, key figures, Shariah status, delay note and demo badge', async () => {
    installFakeApi({
      handlers: {
        'GET /api/stock/8': () => ({ body: { data: aStock() } }),
        'GET /api/stocks/latest-price': () => ({ body: { data: quote } }),
      },
    });
    renderScreen('/stock/8');
    const page = await screen.findByTestId('stock-page');
    expect(within(page).getByRole('heading', { name: 'Al Rajhi Bank' })).toBeInTheDocument();
    expect(screen.getByTestId('demo-badge')).toHaveTextContent('Demo data');
    expect(screen.getByTestId('shariah-badge')).toHaveTextContent('Shariah: not assessed');
    expect(screen.getByTestId('delay-note')).toHaveTextContent('Prices are delayed by 15 minutes.');
    expect(screen.getByTestId('market-cap')).toHaveTextContent('2.68B SAR');
    // The range the server computed (the PDF's and chat's), not one drawn from the chart's bars.
    expect(screen.getByTestId('range-52w')).toHaveTextContent('61.50');
    expect(screen.getByTestId('range-52w')).toHaveTextContent('74.20');
    expect(await screen.findByTestId('price-chart')).toBeInTheDocument();
  });

  it('shows the newest year’s ratios with their year, and says when they are demo figures', async () => {
    const fundamentals = {
      period_end: '2025-12-31',
      months: 12,
      demo: true,
      revenue_growth: 14.06,
      earnings_growth: -3.5,
      net_margin: 57.53,
      pe: 13.11,
      pb: null,
      dividend_yield: 3.2,
      payout: 41.9,
    };
    installFakeApi({
      handlers: {
        'GET /api/stock/8': () => ({ body: { data: aStock({ fundamentals }) } }),
        'GET /api/stocks/latest-price': () => ({ body: { data: quote } }),
      },
    });
    renderScreen('/stock/8');
    const card = await screen.findByTestId('fundamentals');
    expect(card).toHaveTextContent('From the year to');
    expect(card).toHaveTextContent('2025');
    expect(within(card).getByTestId('fundamentals-demo')).toHaveTextContent('Demo figures');
    expect(within(card).getByTestId('fundamental-revenue-growth')).toHaveTextContent('+14.06%');
    expect(within(card).getByTestId('fundamental-earnings-growth')).toHaveTextContent('-3.50%');
    expect(within(card).getByTestId('fundamental-pe')).toHaveTextContent('13.11×');
    expect(within(card).getByTestId('fundamental-pb')).toHaveTextContent('—');
    expect(within(card).getByTestId('fundamental-payout')).toHaveTextContent('41.90%');
  });

  it('has no ratios card for a company without a reported year', async () => {
    installFakeApi({
      handlers: {
        'GET /api/stock/8': () => ({ body: { data: aStock() } }),
        'GET /api/stocks/latest-price': () => ({ body: { data: quote } }),
      },
    });
    renderScreen('/stock/8');
    await screen.findByTestId('key-figures');
    expect(screen.queryByTestId('fundamentals')).toBeNull();
  });

  it('keeps the English name whole under an Arabic title («.Saudi Arabian Oil Co» once)', async () => {
    installFakeApi({
      handlers: {
        'GET /api/stock/8': () => ({ body: { data: aStock({ name: 'أرامكو السعودية', name_ar: 'أرامكو السعودية', name_en: 'Saudi Arabian Oil Co.' }) } }),
        'GET /api/stocks/latest-price': () => ({ body: { data: quote } }),
      },
    });
    await i18n.changeLanguage('ar');
    renderScreen('/stock/8', { language: 'ar' });
    const other = await screen.findByTestId('stock-other-name');
    expect(other.tagName).toBe('BDI');
    expect(other).toHaveTextContent('Saudi Arabian Oil Co.');
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('أرامكو السعودية').tagName).toBe('BDI');
  });

  it('says so when the stock does not exist', async () => {
    installFakeApi();
    renderScreen('/stock/99999');
    expect(await screen.findByTestId('stock-not-found')).toHaveTextContent('This stock does not exist');
  });

  it('hides the demo badge for real prices and shows a compliant stock as such', async () => {
    installFakeApi({
      handlers: {
        'GET /api/stock/8': () => ({ body: { data: aStock({ demo: false, shariah_compliant: true, quote: { ...quote, source: 'http' } }) } }),
        'GET /api/stocks/latest-price': () => ({ body: { data: { ...quote, source: 'http' } } }),
      },
    });
    renderScreen('/stock/8');
    await screen.findByTestId('stock-page');
    expect(screen.getByTestId('shariah-badge')).toHaveTextContent('Shariah compliant');
    expect(screen.queryByTestId('demo-badge')).toBeNull();
  });
});
