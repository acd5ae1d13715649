import type { Opinion, OpinionList, OpinionStats } from '../types';

export function someStats(overrides: Partial<OpinionStats> = {}): OpinionStats {
  return {
    resolved: 3,
    succeeded: 2,
    pending: 1,
    success_rate_percent: 66.67,
    interval_low_percent: 20.77,
    interval_high_percent: 93.85,
    average_return_percent: 3.33,
    average_hours_to_decision: 18,
    ...overrides,
  };
}

export function anOpinionList(overrides: Partial<OpinionList> = {}): OpinionList {
  return {
    id: 5,
    name: 'آراء السوق',
    about: 'Short calls on Saudi stocks',
    analyst_id: 40,
    analyst_name: 'سارة المحللة',
    market_id: 1,
    created_at: '2026-01-02T10:00:00Z',
    favorite: false,
    subscribed: true,
    min_change_to_target_percent: 2,
    stats: someStats(),
    ...overrides,
  };
}

export function anOpinion(overrides: Partial<Opinion> = {}): Opinion {
  return {
    id: 31,
    opinion_list_id: 5,
    analyst_id: 40,
    stock_id: 1120,
    symbol: '1120',
    company: 'Al Rajhi Bank',
    market_id: 1,
    operation_type: 'stocks',
    order_type: 'buy',
    duration_type: 'short',
    analysis_type: 'technical',
    stop_type: 'day',
    entry_price: 100,
    target_price: 110,
    stop_loss: 95,
    current_price: 100,
    current_price_at: '2026-11-24T12:00:00Z',
    change_to_target_percent: 10,
    duration_date: '2026-12-10',
    strike_price: null,
    expiration_date: null,
    option_price: null,
    additional_info: 'Rebound from daily support',
    image_count: 0,
    images: [],
    status: 'pending',
    status_text: null,
    resolution: null,
    version: 1,
    published_at: '2026-11-24T12:05:00Z',
    updated_at: '2026-11-24T12:05:00Z',
    favorite: false,
    hidden_at: null,
    hidden_reason: null,
    ...overrides,
  };
}
