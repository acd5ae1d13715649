import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { StockReport } from '../types';
import { reportKeys } from './keys';

/**
 * GET /api/evareport/report/{stock}/{strategy}: the stock's score explained (subscribers; code 999
 * otherwise, 404 when the stock is not ranked). `stock` is an id or a symbol.
 */
export async function getStockReport(stock: string, strategy: string, signal?: AbortSignal): Promise<StockReport> {
  const path = `/api/evareport/report/${encodeURIComponent(stock)}/${encodeURIComponent(strategy)}`;
  return (await api.get<ApiEnvelope<StockReport>>(path, { signal })).data;
}

export const stockReportQueryOptions = (stock: string, strategy: string) =>
  queryOptions({
    queryKey: reportKeys.report(stock, strategy),
    queryFn: ({ signal }) => getStockReport(stock, strategy, signal),
  });

export function useStockReport(stock: string, strategy: string | null) {
  return useQuery({ ...stockReportQueryOptions(stock, strategy ?? ''), enabled: strategy !== null });
}

/**
 * GET /api/evareport/guest/report/{stock}/{strategy}: what everyone sees of the report (DECISIONS
 * 3): the stock, its score and rank, no factors.
 */
export async function getGuestStockReport(stock: string, strategy: string, signal?: AbortSignal): Promise<StockReport> {
  const path = `/api/evareport/guest/report/${encodeURIComponent(stock)}/${encodeURIComponent(strategy)}`;
  return (await api.get<ApiEnvelope<StockReport>>(path, { signal })).data;
}

export function useGuestStockReport(stock: string, strategy: string, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.guestReport(stock, strategy),
    queryFn: ({ signal }) => getGuestStockReport(stock, strategy, signal),
    enabled,
  });
}
