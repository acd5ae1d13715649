import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { typeDay } from '../../../test/date-field';
import { renderScreen } from '../../../test/render-app';
import { anOpinion, anOpinionList, someStats } from '../testing/fixtures';
import type { Opinion, OpinionList } from '../types';

const won = anOpinion({
  id: 32,
  status: 'success',
  status_text: 'Opinion succeeded',
  resolution: { reason: 'target', price: 110, at: '2026-11-25T09:00:00Z', decided_on: 'stock', return_percent: 10 },
});

function listApi(list: OpinionList, opinions: Opinion[], extra: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    ...extra,
    handlers: {
      'GET /api/opinion-lists-single': () => ({ body: { data: list } }),
      'GET /api/opinion-lists-single-guest': () => ({ body: { data: list } }),
      'GET /api/opinion-lists': () => ({
        body: { data: [list, anOpinionList({ id: 6, name: 'Options desk', stats: someStats({ resolved: 0, succeeded: 0, success_rate_percent: null }) })] },
      }),
      'GET /api/opinion-lists-guest': () => ({ body: { data: [list] } }),
      'GET /api/opinions': () => ({ body: { data: opinions, meta: { page: 1, per_page: 20, total: opinions.length } } }),
      'GET /api/stocks/latest-price': () => ({
        body: {
          data: {
            price: 100,
            previous_close: 99,
            change: 1,
            change_percent: 1.01,
            open: 99,
            high: 101,
            low: 98,
            volume: 1000,
            quoted_at: '2026-11-24T12:00:00Z',
            delay_minutes: 15,
            source: 'csv',
          },
        },
      }),
      'POST /api/plans': () => ({ body: { data: { plans: [{ plan_type: 'monthly', checkout_path: '/payment/21' }] } } }),
      ...extra.handlers,
    },
  });
}

/** Opens a select of the form and picks an option. */
async function choose(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, field: string, option: string) {
  await user.click(within(within(form).getByTestId(`opinion-${field}`)).getByRole('combobox'));
  await user.click(await screen.findByTestId(`opinion-${field}-${option}`));
}

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an opinions list', () => {
  it('shows every rate with the number it rests on and its range, and a subscriber the opinions', async () => {
    listApi(anOpinionList(), [anOpinion(), won]);
    renderScreen('/opinions/5');
    const record = await screen.findByTestId('opinion-list-record');
    expect(within(record).getByTestId('opinion-success-rate')).toHaveTextContent('66.7% of 3 decided');
    expect(within(record).getByText(/95% range 20.8% – 93.8%/)).toBeInTheDocument();
    expect(within(record).getByText('Few decided opinions: the range is wide.')).toBeInTheDocument();
    const decided = await screen.findByTestId('opinion-32');
    expect(within(decided).getByTestId('opinion-status-32')).toHaveTextContent('Opinion succeeded');
    expect(within(decided).getByTestId('opinion-resolution-32')).toHaveTextContent('Target reached at 110.00');
    expect(within(screen.getByTestId('opinion-31')).getByText('Rebound from daily support')).toBeInTheDocument();
    expect(screen.getByTestId('suggested-opinion-lists')).toHaveTextContent('No opinion decided yet');
  });

  it('tells a reader of a list Eva’s staff withdrew the server’s word, not a generic not-found', async () => {
    listApi(anOpinionList(), [], {
      handlers: {
        'GET /api/opinion-lists-single': () => ({ status: 404, body: { message: 'Eva withdrew this list' } }),
      },
    });
    renderScreen('/opinions/5');
    const page = await screen.findByTestId('not-found');
    expect(within(page).getByRole('heading', { name: 'Eva withdrew this list' })).toBeInTheDocument();
    expect(page).not.toHaveTextContent('Page not found');
    expect(screen.queryByTestId('opinions-page')).toBeNull();
  });

  it('tells a reader of an opinion Eva’s staff withdrew the server’s word', async () => {
    listApi(anOpinionList(), [], { handlers: { 'GET /api/opinion': () => ({ status: 404, body: { message: 'Eva withdrew this opinion' } }) } });
    renderScreen('/opinion/31');
    expect(within(await screen.findByTestId('not-found')).getByRole('heading', { name: 'Eva withdrew this opinion' })).toBeInTheDocument();
  });

  it('shows a reader without a subscription the record and where to subscribe, never the opinions', async () => {
    const { calls } = listApi(anOpinionList({ subscribed: false }), [anOpinion()]);
    renderScreen('/opinions/5');
    const banner = await screen.findByTestId('opinion-list-subscribe');
    expect(await within(banner).findByRole('link', { name: 'Subscribe to read the opinions' })).toHaveAttribute('href', '/payment/21');
    expect(screen.queryByTestId('opinion-31')).toBeNull();
    expect(calls.some((c) => c.path === '/api/opinions')).toBe(false);
  });

  it('checks the analyst’s new opinion live against the current price and sends it whole', async () => {
    const { calls } = listApi(anOpinionList(), [], {
      user: aUser({ id: 40, is_analyst: true, role: 'analyst' }),
      handlers: {
        'GET /api/stocks': () => ({ body: { data: [{ id: 1120, symbol: '1120', name: 'Al Rajhi Bank' }] } }),
        'POST /api/opinion/create': ({ body }) => ({ status: 201, body: { data: anOpinion({ ...(body as object), id: 40 } as Partial<Opinion>) } }),
      },
    });
    const user = userEvent.setup();
    renderScreen('/opinions/5');
    await user.click(await screen.findByTestId('new-opinion'));
    const form = await screen.findByTestId('opinion-form');
    await user.click(within(form).getByTestId('opinion-submit'));
    expect(within(form).getAllByText('Please fill all fields').length).toBeGreaterThanOrEqual(5);

    await user.type(within(form).getByTestId('opinion-stock'), 'Rajhi');
    await user.click(await screen.findByTestId('stock-option-1120'));
    expect(await within(form).findByText('Current price: 100.00')).toBeInTheDocument();
    await choose(user, form, 'order_type', 'buy');
    await user.type(within(form).getByTestId('opinion-target_price'), '99');
    expect(within(form).getByText('Target price is less than current price')).toBeInTheDocument();
    await user.clear(within(form).getByTestId('opinion-target_price'));
    await user.type(within(form).getByTestId('opinion-target_price'), '102');
    expect(within(form).getByText('The change to target must be more than 2%')).toBeInTheDocument();
    await user.clear(within(form).getByTestId('opinion-target_price'));
    await user.type(within(form).getByTestId('opinion-target_price'), '110');
    await user.type(within(form).getByTestId('opinion-stop_loss'), '101');
    expect(within(form).getByText('Stop loss is greater than current price')).toBeInTheDocument();
    await user.clear(within(form).getByTestId('opinion-stop_loss'));
    await user.type(within(form).getByTestId('opinion-stop_loss'), '95');
    for (const [field, option] of [
      ['stop_type', 'day'],
      ['duration_type', 'short'],
      ['analysis_type', 'technical'],
    ] as const) {
      await choose(user, form, field, option);
    }
    await user.type(within(form).getByTestId('opinion-entry_price'), '100');
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await typeDay(user, await within(form).findByTestId('opinion-duration_date'), inTenDays);
    await user.click(within(form).getByTestId('opinion-submit'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/opinion/create')).toBe(true));
    expect(calls.find((c) => c.path === '/api/opinion/create')?.body).toMatchObject({
      opinion_list_id: 5,
      stock_id: 1120,
      operation_type: 'stocks',
      order_type: 'buy',
      target_price: '110',
      stop_loss: '95',
      duration_date: inTenDays,
      strike_price: null,
    });
  });
});
