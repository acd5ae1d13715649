import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { MARKET_STALE_MS } from '../../../shared-api/market';
import type { StockRef } from './types';

export interface MarketBreadth {
  date: string;
  advancers: number;
  decliners: number;
  unchanged: number;
  above_sma50: number;
  above_sma200: number;
  new_highs: number;
  new_lows: number;
  total: number;
}

export interface Mover {
  stock: StockRef;
  price: number;
  change_percent: number | null;
  volume: number | null;
  value: number | null;
}

export type MoversTab = 'gainers' | 'losers' | 'by_value' | 'by_volume';
export const MOVERS_TABS: MoversTab[] = ['gainers', 'losers', 'by_value', 'by_volume'];

export interface MarketIndicators {
  market_id: number;
  breadth: MarketBreadth | null;
  movers: Record<MoversTab, Mover[]>;
}

export async function getMarketIndicators(marketId: number, signal?: AbortSignal): Promise<MarketIndicators> {
  const body = await api.get<ApiEnvelope<MarketIndicators>>('/api/market-indicators', { query: { market_id: marketId }, signal });
  const movers = body.data.movers ?? {};
  return {
    ...body.data,
    breadth: body.data.breadth ?? null,
    movers: {
      gainers: movers.gainers ?? [],
      losers: movers.losers ?? [],
      by_value: movers.by_value ?? [],
      by_volume: movers.by_volume ?? [],
    },
  };
}

export const marketIndicatorsQueryKey = (marketId: number) => ['market', 'indicators', marketId] as const;

export const marketIndicatorsQueryOptions = (marketId: number) =>
  queryOptions({
    queryKey: marketIndicatorsQueryKey(marketId),
    queryFn: ({ signal }) => getMarketIndicators(marketId, signal),
    staleTime: MARKET_STALE_MS,
  });

export function useMarketIndicators(marketId: number) {
  return useQuery(marketIndicatorsQueryOptions(marketId));
}
