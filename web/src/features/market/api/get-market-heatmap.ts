import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { MARKET_STALE_MS } from '../../../shared-api/market';

export interface HeatmapStock {
  id: number;
  symbol: string;
  name: string;
  price: number | null;
  change_percent: number | null;
  market_cap: number | null;
}

export interface HeatmapSector {
  id: number | null;
  name: string;
  change_percent: number | null;
  market_cap: number | null;
  stocks: HeatmapStock[];
}

export interface MarketHeatmap {
  market_id: number;
  demo: boolean;
  sectors: HeatmapSector[];
}

export async function getMarketHeatmap(marketId: number, signal?: AbortSignal): Promise<MarketHeatmap> {
  const body = await api.get<ApiEnvelope<MarketHeatmap>>(`/api/market-heatmap/${marketId}`, { signal });
  return { ...body.data, sectors: Array.isArray(body.data.sectors) ? body.data.sectors : [] };
}

export const heatmapQueryKey = (marketId: number) => ['market', 'heatmap', marketId] as const;

export const heatmapQueryOptions = (marketId: number) =>
  queryOptions({
    queryKey: heatmapQueryKey(marketId),
    queryFn: ({ signal }) => getMarketHeatmap(marketId, signal),
    staleTime: MARKET_STALE_MS,
  });

export function useMarketHeatmap(marketId: number) {
  return useQuery(heatmapQueryOptions(marketId));
}

/**
 * Whether a market's prices are generated demo data. Only the heatmap and the stock endpoint
 * carry the flag, so screens built on other endpoints read it here (the same cached request).
 */
export function useMarketIsDemo(marketId: number): boolean {
  const query = useQuery({ ...heatmapQueryOptions(marketId), select: (map: MarketHeatmap) => map.demo });
  return query.data === true;
}
