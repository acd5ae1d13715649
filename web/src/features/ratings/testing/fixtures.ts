import type { Graph, Performance, Rating, RatingList } from '../types';

export function aRatingList(overrides: Partial<RatingList> = {}): RatingList {
  return {
    id: 7,
    name: 'نمو السعودية',
    about: 'Growth stocks of the Saudi market',
    analyst_id: 40,
    analyst_name: 'سارة المحللة',
    market_id: 1,
    available_cash_percentage: 35.5,
    created_at: '2024-01-02T10:00:00Z',
    favorite: false,
    holdings_count: 4,
    stocks_count: 12,
    subscribed: true,
    total_return_percent: 18.42,
    value: 118_420.5,
    ...overrides,
  };
}

export function aRating(overrides: Partial<Rating> = {}): Rating {
  return {
    id: 101,
    rating_list_id: 7,
    listing_id: 2222,
    market_id: 1,
    symbol: '2222',
    company: 'Saudi Aramco',
    date_added: '2026-11-20T08:00:00Z',
    entry_price: 27.5,
    specified_entry_price: null,
    today_price: 28.1,
    price_at: '2026-11-24T12:00:00Z',
    price_delay_minutes: 15,
    change_percent: 2.18,
    market_cap: 6_800_000_000_000,
    entry_percentage: 10,
    shariah: 'compliant',
    additional_info: 'Breakout above the 50-day average',
    order_status: 'open',
    order_id: null,
    waiting_for: null,
    average_cost: 27.5,
    current_percentage: 10.3,
    share_count: 363,
    quantity_basis: 363,
    quantity_for_capital: 726,
    favorite: false,
    available_cash_percentage: 35.5,
    dividends: 0,
    realized: 0,
    images: [],
    exit_price: null,
    exit_reason: null,
    closed_at: null,
    ...overrides,
  };
}

export function aPerformance(overrides: Partial<Performance> = {}): Performance {
  return {
    rating_list_id: 7,
    start_date: '2024-01-02',
    start_value: 100_000,
    value: 118_420.5,
    total_return_percent: 18.42,
    max_drawdown_percent: 9.1,
    win_rate_percent: 62.5,
    closed_count: 8,
    benchmarks: [{ code: 'TASI', return_percent: 7.3 }],
    ...overrides,
  };
}

export const aGraph = (points = 0): Graph => ({
  rating_list_id: 7,
  benchmarks: ['TASI'],
  points: Array.from({ length: points }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    value: 100_000 + i * 100,
    benchmarks: [100_000 + i * 50],
  })),
});
