import { useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { MARKET_STALE_MS, type MarketCode } from './types';

export interface Market {
  id: number;
  code: MarketCode;
  name: string;
  name_ar: string;
  name_en: string;
  currency: string;
  timezone: string;
}

export async function getMarkets(): Promise<Market[]> {
  const body = await api.get<ApiEnvelope<Market[]>>('/api/markets');
  return Array.isArray(body.data) ? body.data : [];
}

export function useMarkets() {
  return useQuery({ queryKey: ['market', 'markets'], queryFn: getMarkets, staleTime: 10 * MARKET_STALE_MS });
}
