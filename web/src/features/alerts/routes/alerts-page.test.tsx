import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys } from '../../../lib/storage-keys';
import { allModules, installFakeApi } from '../../../test/fake-api';
import { renderApp, renderScreen } from '../../../test/render-app';
import { anAlert, aPage } from '../testing/fixtures';
import type { AlertBody, AlertView } from '../types';

type Handlers = NonNullable<Parameters<typeof installFakeApi>[0]>['handlers'];

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

const aQuote = (price: number) => ({
  price,
  previous_close: price,
  change: 0,
  change_percent: 0,
  open: price,
  high: price,
  low: price,
  volume: 1000,
  quoted_at: '2026-11-26T09:00:00Z',
  delay_minutes: 15,
  source: 'demo',
});

/** The server's alerts: the list it keeps, changed by each call as the server would. */
function alertsApi(alerts: AlertView[], handlers: Handlers = {}, modules = allModules) {
  let nextId = 100;
  const sent: AlertBody[] = [];
  const page = () => aPage(alerts);
  const switchTo =
    (state: 'active' | 'paused') =>
    ({ url }: { url: URL }) => {
      const id = Number(url.pathname.split('/')[3]);
      const alert = alerts.find((a) => a.id === id)!;
      alert.state = state;
      return { body: { data: alert } };
    };
  const api = installFakeApi({
    modules,
    handlers: {
      'GET /api/alerts': () => ({ body: { data: page() } }),
      'POST /api/alerts/7/pause': switchTo('paused'),
      'POST /api/alerts/7/resume': switchTo('active'),
      'DELETE /api/alerts/7': () => {
        alerts.splice(
          alerts.findIndex((a) => a.id === 7),
          1,
        );
        return { status: 204 };
      },
      'POST /api/alerts': ({ body }) => {
        const form = body as AlertBody;
        sent.push(form);
        const made = anAlert({ id: nextId++, stock: { id: 8, symbol: '1120', name: 'Al Rajhi Bank', market: 'TASI' }, price: Number(form.level) });
        alerts.unshift(made);
        return { status: 201, body: { data: made } };
      },
      'GET /api/stocks': () => ({ body: { data: [{ id: 8, symbol: '1120', name: 'Al Rajhi Bank' }] } }),
      'GET /api/stocks/latest-price': () => ({ body: { data: aQuote(68.84) } }),
      ...handlers,
    },
  });
  return { ...api, sent };
}

describe('/alerts', () => {
  it('lists each alert with its stock, condition, state and dates, and the quota in use', async () => {
    alertsApi([
      anAlert(),
      anAlert({
        id: 6,
        condition: 'change_down',
        price: null,
        percent: 2.5,
        repeat: 'every',
        cooldown_minutes: 120,
        state: 'done',
        fired_count: 3,
        last_fired_at: '2026-11-25T08:35:00Z',
      }),
    ]);
    renderScreen('/alerts');
    const list = await screen.findByTestId('alerts-list');
    expect(screen.getByRole('heading', { level: 1, name: 'My alerts' })).toBeInTheDocument();
    // The numbers are isolated left to right inside the sentence.
    expect(screen.getByTestId('alerts-quota')).toHaveTextContent('Alerts in use: \u20661\u2069 of \u20665\u2069');
    expect(screen.getByTestId('alerts-quota')).toHaveAttribute('data-quota', '5');

    const first = within(list).getByTestId('alert-7');
    expect(within(first).getByRole('link', { name: 'Saudi Aramco' })).toHaveAttribute('href', '/stock/8');
    expect(within(first).getByTestId('alert-condition')).toHaveTextContent('Price at or above 29.50');
    expect(within(first).getByTestId('alert-level')).toHaveAttribute('dir', 'ltr');
    expect(within(first).getByTestId('alert-state')).toHaveTextContent('Active');
    expect(within(first).getByTestId('alert-current-price')).toHaveTextContent('28.10');
    expect(within(first).getByTestId('alert-repeat')).toHaveTextContent('Once');
    expect(within(first).getByTestId('alert-expires')).toHaveTextContent('February 24, 2027');
    expect(within(first).getByTestId('alert-last-fired')).toHaveTextContent('Not yet');
    expect(within(first).getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    const done = within(list).getByTestId('alert-6');
    expect(within(done).getByTestId('alert-condition')).toHaveTextContent('Down in a day by at least 2.5%');
    expect(within(done).getByTestId('alert-state')).toHaveTextContent('Done');
    expect(within(done).getByTestId('alert-repeat')).toHaveTextContent('Every time, at least 2 hours apart');
    expect(within(done).getByTestId('alert-fired')).toHaveTextContent('3');
    // An ended alert is not paused or resumed: it can be set again or deleted.
    expect(within(done).queryByTestId('alert-pause')).toBeNull();
    expect(within(done).queryByTestId('alert-resume')).toBeNull();
    expect(within(done).getByTestId('alert-edit')).toBeInTheDocument();
  });

  it('pauses and resumes an alert', async () => {
    const api = alertsApi([anAlert()]);
    renderScreen('/alerts');
    const card = await screen.findByTestId('alert-7');
    const user = userEvent.setup();
    await user.click(within(card).getByTestId('alert-pause'));
    await waitFor(() => expect(within(card).getByTestId('alert-state')).toHaveTextContent('Paused'));
    expect(screen.getByTestId('alert-notice')).toHaveTextContent('The alert is paused.');
    await user.click(within(card).getByTestId('alert-resume'));
    await waitFor(() => expect(within(card).getByTestId('alert-state')).toHaveTextContent('Active'));
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/alerts/7/pause', '/api/alerts/7/resume']);
  });

  it('deletes an alert after asking', async () => {
    const api = alertsApi([anAlert()]);
    renderScreen('/alerts');
    const card = await screen.findByTestId('alert-7');
    const user = userEvent.setup();
    await user.click(within(card).getByTestId('alert-delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the alert?' });
    expect(dialog).toHaveTextContent('Saudi Aramco');
    expect(dialog).toHaveTextContent('Price at or above');
    await user.click(within(dialog).getByTestId('alert-delete-confirm'));
    expect(await screen.findByTestId('alerts-empty')).toHaveTextContent('You have no alerts yet');
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/alerts/7')).toBe(true);
  });

  it('adds an alert on a stock picked in the form, its level offered from the price', async () => {
    const api = alertsApi([]);
    renderScreen('/alerts');
    const user = userEvent.setup();
    await user.click(await within(await screen.findByTestId('alerts-empty')).findByTestId('alert-add'));
    const form = await screen.findByTestId('alert-form');
    // Sent without a stock: the form asks for one.
    await user.click(within(form).getByTestId('alert-submit'));
    expect(await within(form).findByText('Please choose a stock')).toBeInTheDocument();

    await user.type(within(form).getByTestId('alert-stock'), '1120');
    await user.click(await screen.findByTestId('stock-option-1120'));
    expect(await within(form).findByText('68.84')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByTestId('alert-level')).toHaveValue('72.29'));

    // "falls to" offers a level below the price; a level above it is refused before sending.
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Alert me when' }), 'The price falls to');
    expect(within(form).getByTestId('alert-level')).toHaveValue('65.39');
    await user.clear(within(form).getByTestId('alert-level'));
    await user.type(within(form).getByTestId('alert-level'), '70');
    await user.click(within(form).getByTestId('alert-submit'));
    expect(await within(form).findByText('Choose a level below the current price')).toBeInTheDocument();

    await user.clear(within(form).getByTestId('alert-level'));
    await user.type(within(form).getByTestId('alert-level'), '65');
    await user.click(within(form).getByLabelText('Every time'));
    await user.clear(within(form).getByTestId('alert-cooldown'));
    await user.type(within(form).getByTestId('alert-cooldown'), '30');
    await user.click(within(form).getByTestId('alert-submit'));
    await waitFor(() => expect(screen.queryByTestId('alert-form')).toBeNull());
    expect(api.sent).toEqual([{ stock_id: 8, condition: 'price_below', level: '65', repeat: 'every', cooldown_minutes: 30, expires_in_days: 90 }]);
    expect(await screen.findByTestId('alert-100')).toBeInTheDocument();
    expect(screen.getByTestId('alert-notice')).toHaveTextContent('The alert is saved.');
  });

  it('offers the technical and event conditions in groups, each with its own level', async () => {
    const api = alertsApi([]);
    renderScreen('/alerts');
    const user = userEvent.setup();
    await user.click(await within(await screen.findByTestId('alerts-empty')).findByTestId('alert-add'));
    const form = await screen.findByTestId('alert-form');
    await user.type(within(form).getByTestId('alert-stock'), '1120');
    await user.click(await screen.findByTestId('stock-option-1120'));
    await waitFor(() => expect(within(form).getByTestId('alert-level')).toHaveValue('72.29'));
    const select = within(form).getByRole('combobox', { name: 'Alert me when' });
    expect(within(select).getAllByRole('option')).toHaveLength(14);
    expect(within(select).getByRole('group', { name: 'Technical, at the close' })).toBeInTheDocument();
    const choose = (name: string) => user.selectOptions(select, name);

    // A moving average: a choice of 20, 50 or 200 days, read at the close.
    await choose('It closes above a moving average');
    expect(within(form).queryByTestId('alert-level')).toBeNull();
    expect(within(form).getByLabelText('50 days')).toBeChecked();
    expect(within(form).getByText('Checked once a day, after the market closes, not live.')).toBeInTheDocument();
    await user.click(within(form).getByLabelText('200 days'));

    // RSI: its default prefilled, its range checked before sending.
    await choose('RSI (14) falls to a level');
    expect(within(form).getByTestId('alert-level')).toHaveValue('30');
    await user.clear(within(form).getByTestId('alert-level'));
    await user.type(within(form).getByTestId('alert-level'), '70');
    await user.click(within(form).getByTestId('alert-submit'));
    expect(await within(form).findByText('The RSI level must be a whole number from 5 to 50')).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    // No level at all for an analyst's publication, and no close note.
    await choose('An Eva analyst publishes on it, or a list buys or sells it');
    expect(within(form).queryByTestId('alert-level')).toBeNull();
    expect(within(form).queryByText('Checked once a day, after the market closes, not live.')).toBeNull();
    await user.click(within(form).getByTestId('alert-submit'));
    await waitFor(() => expect(screen.queryByTestId('alert-form')).toBeNull());
    expect(api.sent).toEqual([{ stock_id: 8, condition: 'analyst_publishes', repeat: 'once', expires_in_days: 90 }]);
  });

  it('says the technical and event conditions in words on their cards', async () => {
    await i18n.changeLanguage('ar');
    alertsApi([
      anAlert({ id: 1, condition: 'ma_cross_above', price: null, threshold: 50 }),
      anAlert({ id: 2, condition: 'rsi_overbought', price: null, threshold: 70 }),
      anAlert({ id: 3, condition: 'new_high52w', price: null }),
      anAlert({ id: 4, condition: 'volume_spike', price: null, threshold: 2.5 }),
      anAlert({ id: 5, condition: 'dividend_near', price: null, threshold: 3 }),
      anAlert({ id: 6, condition: 'shariah_change', price: null }),
      anAlert({ id: 7, condition: 'analyst_publishes', price: null }),
    ]);
    renderScreen('/alerts', { language: 'ar' });
    const list = await screen.findByTestId('alerts-list');
    const said = (id: number) => within(within(list).getByTestId(`alert-${id}`)).getByTestId('alert-condition');
    expect(said(1)).toHaveTextContent('يغلق فوق متوسط 50 يوماً');
    expect(said(2)).toHaveTextContent('مؤشر القوة النسبية يبلغ 70 أو أكثر');
    expect(said(3)).toHaveTextContent('أعلى سعر في 52 أسبوعاً');
    expect(said(4)).toHaveTextContent('حجم التداول 2.5 ضعف متوسط 20 جلسة');
    expect(said(5)).toHaveTextContent('توزيع نقدي خلال 3 أيام');
    expect(said(6)).toHaveTextContent('تغيّر التصنيف الشرعي');
    expect(said(7)).toHaveTextContent('نشر محلل من إيفا على السهم');
    expect(within(said(3)).queryByTestId('alert-level')).toBeNull();
  });

  it('shows the server’s word when the plan’s alerts are used up', async () => {
    alertsApi([], {
      'POST /api/alerts': () => ({
        status: 422,
        body: { code: 'ALERT_QUOTA_REACHED', message: 'You have reached your plan’s number of alerts: delete one, or subscribe to a plan' },
      }),
    });
    renderScreen('/alerts');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('alert-add'));
    const form = await screen.findByTestId('alert-form');
    await user.type(within(form).getByTestId('alert-stock'), '1120');
    await user.click(await screen.findByTestId('stock-option-1120'));
    await waitFor(() => expect(within(form).getByTestId('alert-level')).toHaveValue('72.29'));
    await user.click(within(form).getByTestId('alert-submit'));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You have reached your plan’s number of alerts');
  });

  it('edits an alert in the same form, and puts the server’s field message under its field', async () => {
    const api = alertsApi([anAlert()], {
      'GET /api/stocks/latest-price': () => ({ body: { data: aQuote(28.1) } }),
      'PUT /api/alerts/7': () => ({
        status: 422,
        body: { message: 'The data is not valid', errors: { level: ['The price is already at or above this level: choose a level above the current price'] } },
      }),
    });
    renderScreen('/alerts');
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('alert-7')).getByTestId('alert-edit'));
    const form = await screen.findByTestId('alert-form');
    expect(within(form).getByTestId('alert-form-stock')).toHaveTextContent('Saudi Aramco (2222)');
    expect(within(form).getByTestId('alert-level')).toHaveValue('29.5');
    await user.click(within(form).getByTestId('alert-submit'));
    expect(await within(form).findByText(/choose a level above the current price/)).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ condition: 'price_above', level: '29.5', repeat: 'once' });
    expect(put?.body).not.toHaveProperty('stock_id');
  });

  it('is in Arabic, right to left', async () => {
    await i18n.changeLanguage('ar');
    alertsApi([anAlert()]);
    renderScreen('/alerts', { language: 'ar' });
    const card = await screen.findByTestId('alert-7');
    expect(screen.getByRole('heading', { level: 1, name: 'تنبيهاتي' })).toBeInTheDocument();
    expect(within(card).getByTestId('alert-condition')).toHaveTextContent('السعر عند أو فوق 29.50');
    expect(within(card).getByTestId('alert-state')).toHaveTextContent('يعمل');
    expect(document.documentElement.dir).toBe('rtl');
  });
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
  quote: aQuote(68.84),
  range_52w: null,
  demo: true,
  interval: 'daily',
  history: [],
});

describe('the stock page’s alert button', () => {
  const withoutResearch = allModules.filter((id) => id !== 'research');

  it('opens the form on the stock with a level 5% above its price, ready to save', async () => {
    const api = alertsApi([], { 'GET /api/stock/8': () => ({ body: { data: aStock() } }) }, withoutResearch);
    renderScreen('/stock/8');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('stock-alert-button'));
    const form = await screen.findByTestId('alert-form');
    expect(within(form).getByTestId('alert-form-stock')).toHaveTextContent('Al Rajhi Bank (1120)');
    expect(within(form).queryByTestId('alert-stock')).toBeNull();
    expect(within(form).getByTestId('alert-level')).toHaveValue('72.29');
    await user.click(within(form).getByTestId('alert-submit'));
    expect(await screen.findByTestId('stock-alert-saved')).toHaveTextContent('Alert saved');
    expect(api.sent).toEqual([{ stock_id: 8, condition: 'price_above', level: '72.29', repeat: 'once', expires_in_days: 90 }]);
    expect(screen.getByTestId('stock-alert-view')).toHaveAttribute('href', '/alerts');
  });

  it('sends a guest to sign in', async () => {
    localStorage.clear();
    alertsApi([], { 'GET /api/stock/8': () => ({ body: { data: aStock() } }) }, withoutResearch);
    renderScreen('/stock/8');
    await userEvent.setup().click(await screen.findByTestId('stock-alert-button'));
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('is absent while the alerts module is off', async () => {
    alertsApi(
      [],
      { 'GET /api/stock/8': () => ({ body: { data: aStock() } }) },
      withoutResearch.filter((id) => id !== 'alerts'),
    );
    renderScreen('/stock/8');
    await screen.findByTestId('stock-page');
    expect(screen.queryByTestId('stock-alert-button')).toBeNull();
  });
});

describe('my alerts in the account menu', () => {
  it('leads to /alerts while the alerts module runs', async () => {
    alertsApi([anAlert()]);
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('account-menu-button'));
    const link = await screen.findByTestId('my-alerts-link');
    expect(link).toHaveTextContent('My alerts');
    await user.click(link);
    await waitFor(() => expect(location()).toBe('/alerts'));
    expect(await screen.findByTestId('alert-7')).toBeInTheDocument();
  });

  it('is not there while the module is off, and its page is NotFound', async () => {
    alertsApi(
      [],
      {},
      allModules.filter((id) => id !== 'alerts'),
    );
    renderApp('/alerts');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByTestId('account-menu-button'));
    expect(await screen.findByTestId('logout-link')).toBeInTheDocument();
    expect(screen.queryByTestId('my-alerts-link')).toBeNull();
  });
});
