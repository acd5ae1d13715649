import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope, type PageMeta } from '../../../lib/api-client';
import { MARKET_STALE_MS } from '../../../shared-api/market';
import { toPaged, type Paged, type StockRef } from './types';

/** Event kinds the analytics job finds (the API's codes). */
export const TECHNICAL_EVENT_KINDS = [
  'golden_cross',
  'death_cross',
  'price_above_sma50',
  'price_below_sma50',
  'macd_bullish_cross',
  'macd_bearish_cross',
  'rsi_oversold',
  'rsi_overbought',
  'bollinger_upper_break',
  'bollinger_lower_break',
  'high_52w',
  'low_52w',
  'all_time_high',
  'all_time_low',
] as const;

export type TechnicalEventKind = (typeof TECHNICAL_EVENT_KINDS)[number];

export interface TechnicalEvent {
  id: number;
  stock: StockRef;
  date: string;
  kind: TechnicalEventKind | string;
  /** Localized by Accept-Language. */
  title: string;
  direction: 'bullish' | 'bearish';
  close: number;
}

export interface TechnicalEventsQuery {
  page: number;
  perPage: number;
  marketId: number | null;
  kind: TechnicalEventKind | null;
}

export async function getTechnicalEvents(query: TechnicalEventsQuery, signal?: AbortSignal): Promise<Paged<TechnicalEvent>> {
  const body = await api.get<ApiEnvelope<TechnicalEvent[]> & { meta?: PageMeta }>('/api/technical-events', {
    query: { page: query.page, per_page: query.perPage, market_id: query.marketId, kind: query.kind },
    signal,
  });
  return toPaged(body);
}

export const technicalEventsQueryKey = (query: TechnicalEventsQuery) => ['market', 'technical-events', query] as const;

export const technicalEventsQueryOptions = (query: TechnicalEventsQuery) =>
  queryOptions({
    queryKey: technicalEventsQueryKey(query),
    queryFn: ({ signal }) => getTechnicalEvents(query, signal),
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useTechnicalEvents(query: TechnicalEventsQuery) {
  return useQuery(technicalEventsQueryOptions(query));
}
