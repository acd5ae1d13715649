import { useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { Graph, Performance, StockPerformance } from '../types';
import { RATINGS_KEY } from './keys';

/** GET /api/rating-list-performance: total return, drawdown, win rate and the benchmarks (public). */
export function usePerformance(listId: number) {
  return useQuery({
    queryKey: [RATINGS_KEY, 'performance', listId],
    queryFn: async ({ signal }) =>
      (await api.get<ApiEnvelope<Performance>>('/api/rating-list-performance', { query: { rating_list_id: listId }, signal })).data,
  });
}

/** GET /api/graph-data: the list's value at every close with its benchmarks (public). */
export function useGraph(listId: number) {
  return useQuery({
    queryKey: [RATINGS_KEY, 'graph', listId],
    queryFn: async ({ signal }) => (await api.get<ApiEnvelope<Graph>>('/api/graph-data', { query: { listId }, signal })).data,
  });
}

/** GET /api/rating-list-stock-performance: each stock's result (readers of the holdings only). */
export function useStockPerformance(listId: number, enabled: boolean) {
  return useQuery({
    queryKey: [RATINGS_KEY, 'stock-performance', listId],
    queryFn: async ({ signal }) =>
      (await api.get<ApiEnvelope<StockPerformance[]>>('/api/rating-list-stock-performance', { query: { rating_list_id: listId }, signal })).data,
    enabled,
  });
}
