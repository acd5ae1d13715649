import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys } from '../../../lib/storage-keys';
import { aUser, installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aGraph, aPerformance, aRating, aRatingList } from '../testing/fixtures';
import type { Rating, RatingList } from '../types';

const closed = aRating({ id: 90, symbol: '1120', company: 'Al Rajhi Bank', order_status: 'closed', exit_price: 90.1, share_count: 0 });

function listApi(list: RatingList, rows: Rating[], extra: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    ...extra,
    handlers: {
      'GET /api/rating-lists-single': () => ({ body: { data: list } }),
      'GET /api/rating-lists-single-guest': () => ({ body: { data: list } }),
      'GET /api/rating-lists': () => ({ body: { data: [list, aRatingList({ id: 8, name: 'Dividends first', subscribed: false })] } }),
      'GET /api/rating-list-performance': () => ({ body: { data: aPerformance() } }),
      'GET /api/graph-data': () => ({ body: { data: aGraph(0) } }),
      'GET /api/ratings': () => ({ body: { data: rows } }),
      'GET /api/ratings-guest': () => ({ body: { data: [closed] } }),
      'GET /api/rating-orders': () => ({ body: { data: [] } }),
      'GET /api/rating-list-stock-performance': () => ({ body: { data: [] } }),
      'POST /api/plans': () => ({ body: { data: { plans: [{ plan_type: 'monthly', checkout_path: '/payment/12' }] } } }),
      ...extra.handlers,
    },
  });
}

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an Eva list', () => {
  it('shows a subscriber every field of the row, the simple table, and marks a favourite', async () => {
    let favourite = false;
    const { calls } = listApi(aRatingList(), [aRating()], {
      handlers: {
        'POST /api/ratings/favorite': () => {
          favourite = !favourite;
          return { body: { data: { id: 101, favorite: favourite } } };
        },
      },
    });
    const user = userEvent.setup();
    renderScreen('/ratings/7');
    const row = await screen.findByTestId('rating-row-101');
    for (const text of ['Saudi Aramco', '27.50', '28.10', '+2.18%', '10.00%', 'Compliant', 'Breakout above the 50-day average', 'Held', '363', '726']) {
      expect(within(row).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Quantity (your capital)');
    expect(screen.getByText('Prices delayed 15 minutes')).toBeInTheDocument();
    expect(screen.getByTestId('performance-total-return')).toHaveTextContent('+18.42%');

    await user.click(screen.getByTestId('table-simple'));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Company size');

    await user.click(screen.getByTestId('favourite-rating-101'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/ratings/favorite')).toBe(true));
    expect(calls.find((c) => c.path === '/api/ratings/favorite')?.body).toEqual({ rating_id: 101 });
    expect(screen.queryByTestId('new-rating')).toBeNull();
  });

  it('tells a reader of a list Eva’s staff withdrew the server’s word, in Arabic too, not an error to retry', async () => {
    listApi(aRatingList(), [], {
      handlers: {
        // The server answers in the language the request announces.
        'GET /api/rating-lists-single': () => ({
          status: 404,
          body: { message: i18n.language === 'ar' ? 'سحب فريق إيفا هذه القائمة' : 'Eva withdrew this list' },
        }),
      },
    });
    const view = renderScreen('/ratings/7');
    const page = await screen.findByTestId('not-found');
    expect(within(page).getByRole('heading', { name: 'Eva withdrew this list' })).toBeInTheDocument();
    expect(screen.queryByTestId('query-error')).toBeNull();
    view.unmount();
    await i18n.changeLanguage('ar');
    renderScreen('/ratings/7', { language: 'ar' });
    expect(within(await screen.findByTestId('not-found')).getByRole('heading', { name: 'سحب فريق إيفا هذه القائمة' })).toBeInTheDocument();
  });

  it('shows a reader without a subscription the closed ratings and where to subscribe, never the holdings', async () => {
    const { calls } = listApi(aRatingList({ subscribed: false }), [aRating()]);
    renderScreen('/ratings/7');
    await screen.findByTestId('rating-row-90');
    expect(screen.queryByTestId('rating-row-101')).toBeNull();
    const banner = screen.getByTestId('rating-list-subscribe');
    expect(await within(banner).findByRole('link', { name: 'Subscribe to see the holdings' })).toHaveAttribute('href', '/payment/12');
    expect(calls.some((c) => c.path === '/api/ratings' || c.path === '/api/rating-orders')).toBe(false);
  });

  it('lets the analyst publish a rating, with the spec’s message when a field is missing', async () => {
    const { calls } = listApi(aRatingList(), [], {
      user: aUser({ id: 40, is_analyst: true, role: 'analyst' }),
      handlers: {
        'GET /api/stocks': () => ({ body: { data: [{ id: 2222, symbol: '2222', name: 'Saudi Aramco' }] } }),
        'POST /api/ratings-create': ({ body }) => ({ status: 201, body: { data: aRating({ ...(body as object), id: 102 }) } }),
      },
    });
    const user = userEvent.setup();
    renderScreen('/ratings/7');
    await user.click(await screen.findByTestId('new-rating'));
    const form = await screen.findByTestId('rating-form');
    await user.click(within(form).getByTestId('rating-submit'));
    expect(within(form).getAllByText('Please fill all fields').length).toBeGreaterThanOrEqual(3);
    expect(calls.some((c) => c.path === '/api/ratings-create')).toBe(false);

    await user.type(within(form).getByTestId('rating-stock'), 'Aramco');
    await user.click(await screen.findByTestId('stock-option-2222'));
    await user.type(within(form).getByTestId('rating-entry-percentage'), '40');
    await user.type(within(form).getByTestId('rating-additional-info'), 'Breakout');
    await user.click(within(form).getByTestId('rating-submit'));
    expect(await within(form).findByText(/more than the list's available cash/)).toBeInTheDocument();

    await user.clear(within(form).getByTestId('rating-entry-percentage'));
    await user.type(within(form).getByTestId('rating-entry-percentage'), '12.5');
    await user.click(within(form).getByTestId('rating-submit'));
    await screen.findByTestId('rating-saved');
    expect(calls.find((c) => c.path === '/api/ratings-create')?.body).toEqual({
      rating_list_id: 7,
      stock_id: 2222,
      order_type: 'market',
      entry_price: null,
      entry_percentage: '12.5',
      additional_info: 'Breakout',
    });
  });

  it('says a sale placed while the market has no current price waits for its next one', async () => {
    const waiting = aRating({ order_status: 'open', waiting_for: 'next_price', order_id: 9 });
    listApi(aRatingList(), [aRating()], {
      user: aUser({ id: 40, is_analyst: true, role: 'analyst' }),
      handlers: { 'POST /api/ratings-sell': () => ({ body: { data: waiting } }) },
    });
    const user = userEvent.setup();
    renderScreen('/ratings/7');
    await user.click(await screen.findByTestId('rating-actions-101'));
    await user.click(await screen.findByTestId('rating-action-sell'));
    const form = await screen.findByTestId('sell-form');
    await user.type(within(form).getByTestId('sell-exit-reason'), 'Outlook changed');
    await user.click(within(form).getByTestId('sell-submit'));
    expect(await screen.findByTestId('rating-saved')).toHaveTextContent('it fills at its next price');
  });

  it('keeps the analyst’s row menu in a sticky actions column of the full table', async () => {
    listApi(aRatingList(), [aRating()], { user: aUser({ id: 40, is_analyst: true, role: 'analyst' }) });
    const user = userEvent.setup();
    renderScreen('/ratings/7');
    await user.click(await screen.findByTestId('table-full'));
    const menu = await screen.findByTestId('rating-actions-101');
    // The wide table scrolls under the column at the row's end (issue 36: it sat off-screen at 1366 px).
    const cell = menu.closest('td');
    expect(cell).toHaveAttribute('data-sticky-actions');
    const row = screen.getByTestId('rating-row-101');
    expect(row.lastElementChild).toBe(cell);
    const heading = within(row.closest('table') as HTMLElement).getByRole('columnheader', { name: 'Actions' });
    expect(heading).toHaveAttribute('data-sticky-actions');
  });

  it('shows a market order that waits for the next price as such, not as a limit order', async () => {
    listApi(aRatingList(), [aRating({ order_status: 'ordered', waiting_for: 'next_price', share_count: 0, entry_price: null })], {
      user: aUser({ id: 40, is_analyst: true, role: 'analyst' }),
    });
    renderScreen('/ratings/7');
    expect(await screen.findByTestId('rating-status-101')).toHaveTextContent('Waiting for the market’s next price');
    expect(screen.getByTestId('rating-waiting-101')).toHaveTextContent('Waiting for the market’s next price');
  });

  it('lets the analyst sell part of a holding only with an exit reason', async () => {
    const { calls } = listApi(aRatingList(), [aRating()], {
      user: aUser({ id: 40, is_analyst: true, role: 'analyst' }),
      handlers: { 'POST /api/ratings-partial-sell': () => ({ body: { data: aRating({ share_count: 218 }) } }) },
    });
    const user = userEvent.setup();
    renderScreen('/ratings/7');
    await user.click(await screen.findByTestId('rating-actions-101'));
    await user.click(await screen.findByTestId('rating-action-partialSell'));
    const form = await screen.findByTestId('sell-form');
    await user.type(within(form).getByTestId('sell-percentage'), '40');
    await user.click(within(form).getByTestId('sell-submit'));
    expect(within(form).getByText('Please write the exit reason')).toBeInTheDocument();
    await user.type(within(form).getByTestId('sell-exit-reason'), 'Took profit');
    await user.click(within(form).getByTestId('sell-submit'));
    await screen.findByTestId('rating-saved');
    expect(calls.find((c) => c.path === '/api/ratings-partial-sell')?.body).toEqual({
      rating_id: 101,
      order_type: 'market',
      exit_price: null,
      sell_percentage: '40',
      exit_reason: 'Took profit',
    });
  });
});

describe('Eva lists', () => {
  it('finds lists by name and market, and opens one', async () => {
    const { calls } = installFakeApi({
      handlers: { 'GET /api/rating-lists': ({ url }) => ({ body: { data: url.searchParams.get('market_id') === '3' ? [] : [aRatingList()] } }) },
    });
    const user = userEvent.setup();
    renderScreen('/analyst_eva');
    const card = await screen.findByTestId('rating-list-7');
    expect(within(card).getByText('+18.42%')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open the list' })).toHaveAttribute('href', '/ratings/7');
    await user.click(within(screen.getByTestId('eva-lists-market')).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'US market' }));
    await screen.findByText('No lists match.');
    expect(calls.some((c) => c.path === '/api/rating-lists')).toBe(true);
  });
});
