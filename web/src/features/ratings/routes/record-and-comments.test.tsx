import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aRating, aRatingList } from '../testing/fixtures';
import type { HistoryEntry, RatingComment } from '../types';

const hash = (c: string) => c.repeat(64);
const sale: HistoryEntry = {
  seq: 4,
  type: 'sell',
  action: 'filled',
  time: '2026-11-24T09:00:00Z',
  rating_id: 101,
  symbol: '2222',
  company: 'Saudi Aramco',
  shares: 180,
  fill_price: 28.1,
  profit: 108,
  sell_status: 'partial',
  exit_reason: 'Took profit',
  cash: 45_000,
  prev_hash: hash('c'),
  hash: hash('d'),
};
const buy: HistoryEntry = {
  seq: 3,
  type: 'buy',
  action: 'filled',
  time: '2026-11-20T09:00:00Z',
  rating_id: 101,
  symbol: '2222',
  company: 'Saudi Aramco',
  shares: 363,
  fill_price: 27.5,
  cash: 40_000,
  prev_hash: hash('b'),
  hash: hash('c'),
};
const aComment = (id: number, comment: string, byAnalyst = false): RatingComment => ({
  id,
  comment,
  author_name: byAnalyst ? 'سارة المحللة' : 'Reader',
  by_analyst: byAnalyst,
  created_at: '2026-11-24T10:00:00Z',
  rating_id: 101,
});

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a list’s record', () => {
  it('lists the entries, filters them by kind, and shows that the record verifies', async () => {
    const { calls } = installFakeApi({
      handlers: {
        'GET /api/rating-lists-single': () => ({ body: { data: aRatingList() } }),
        'GET /api/rating/logs': ({ url }) => ({ body: { data: url.searchParams.get('type') === 'sell' ? [sale] : [sale, buy] } }),
        'GET /api/rating-lists/7/verify': () => ({
          body: { data: { rating_list_id: 7, entries: 4, head_hash: hash('d'), checked_at: '2026-11-24T10:00:00Z', broken_at: null } },
        }),
      },
    });
    const user = userEvent.setup();
    renderScreen('/rating-list-history/7');
    const entry = await screen.findByTestId('history-entry-4');
    expect(entry).toHaveTextContent('partial sale · 180 shares · at 28.10 · result +108.00 · Reason: Took profit');
    expect(screen.getByTestId('history-entry-3')).toHaveTextContent('363 shares · at 27.50');
    expect(await screen.findByTestId('history-verified')).toHaveAttribute('data-state', 'ok');
    expect(screen.getByTestId('history-verified')).toHaveTextContent('Record verified: 4 entries');

    await user.click(within(screen.getByTestId('history-type')).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Sales' }));
    await waitFor(() => expect(screen.queryByTestId('history-entry-3')).toBeNull());
    expect(calls.some((c) => c.path === '/api/rating/logs')).toBe(true);
  });

  it('names the entry where a changed record breaks', async () => {
    installFakeApi({
      handlers: {
        'GET /api/rating-lists-single': () => ({ body: { data: aRatingList() } }),
        'GET /api/rating/logs': () => ({ body: { data: [buy] } }),
        'GET /api/rating-lists/7/verify': () => ({
          body: { data: { rating_list_id: 7, entries: 4, head_hash: hash('d'), checked_at: '2026-11-24T10:00:00Z', broken_at: 2, reason: 'hash' } },
        }),
      },
    });
    renderScreen('/rating-list-history/7');
    await waitFor(() => expect(screen.getByTestId('history-verified')).toHaveAttribute('data-state', 'broken'));
    expect(screen.getByTestId('history-verified')).toHaveTextContent('Record changed at entry 2');
  });
});

describe('market state posts', () => {
  it('refuses an empty post without sending it, then posts and clears the field', async () => {
    let posts = [aComment(1, 'The market is range-bound', true)];
    const { calls } = installFakeApi({
      handlers: {
        'GET /api/rating-lists-single': () => ({ body: { data: aRatingList() } }),
        'GET /api/rating-state-comment': () => ({ body: { data: posts, meta: { page: 1, per_page: 20, total: posts.length } } }),
        'POST /api/rating-state-comment': ({ body }) => {
          posts = [aComment(2, (body as { comment: string }).comment), ...posts];
          return { status: 201, body: { message: 'ok' } };
        },
      },
    });
    const user = userEvent.setup();
    renderScreen('/rating-state-comments/7');
    expect(await screen.findByTestId('state-post-1')).toHaveTextContent('Analyst');
    await user.click(screen.getByTestId('state-comment-send'));
    expect(screen.getByText('Please enter all details')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByTestId('state-comment-input'), 'Liquidity is improving');
    await user.click(screen.getByTestId('state-comment-send'));
    await screen.findByTestId('state-post-2');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ rating_list_id: 7, comment: 'Liquidity is improving' });
    expect(screen.getByTestId('state-comment-input')).toHaveValue('');
  });
});

describe('a rating’s details', () => {
  it('shows the rating, its own history and comments, and posts a comment on it', async () => {
    const { calls } = installFakeApi({
      handlers: {
        'GET /api/rating-details/101': () => ({
          body: { data: { rating: aRating(), list_name: 'نمو السعودية', analyst_id: 40, comments_count: 1, history: [sale, buy] } },
        }),
        'GET /api/rating-details-comments/7/101': () => ({ body: { data: [aComment(5, 'Why now?')], meta: { page: 1, per_page: 20, total: 1 } } }),
        'POST /api/rating-comment': () => ({ status: 201, body: { message: 'ok' } }),
      },
    });
    const user = userEvent.setup();
    renderScreen('/rating-details/101');
    const page = await screen.findByTestId('rating-details-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('2222 in نمو السعودية');
    expect(page).toHaveTextContent('Breakout above the 50-day average');
    expect(screen.getByTestId('rating-history-entry-4')).toBeInTheDocument();
    expect(await screen.findByTestId('rating-comment-5')).toHaveTextContent('Why now?');

    await user.click(screen.getByTestId('rating-comment-send'));
    expect(screen.getByText('Please write your comment')).toBeInTheDocument();
    await user.type(screen.getByTestId('rating-comment-input'), 'Target 32');
    await user.click(screen.getByTestId('rating-comment-send'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/rating-comment')?.body).toEqual({ rating_id: 101, comment: 'Target 32' }));
  });
});

describe('my favourites', () => {
  it('shows the favourite lists and ratings, and takes a rating off', async () => {
    const { calls } = installFakeApi({
      handlers: {
        'GET /api/favorite/rating-lists': () => ({ body: { data: [aRatingList({ favorite: true })] } }),
        'GET /api/favorite/ratings': () => ({ body: { data: [aRating({ favorite: true })] } }),
        'POST /api/ratings/favorite': () => ({ body: { data: { id: 101, favorite: false } } }),
      },
    });
    const user = userEvent.setup();
    renderScreen('/my_favourites');
    expect(await screen.findByTestId('rating-list-7')).toBeInTheDocument();
    const star = await screen.findByTestId('favourite-rating-101');
    expect(star).toHaveAttribute('data-state', 'on');
    await user.click(star);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/ratings/favorite')?.body).toEqual({ rating_id: 101 }));
  });
});
