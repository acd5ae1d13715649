import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope, type PageMeta } from '../../../lib/api-client';
import type { AnalystProfile } from '../types';

export interface AnalystsPage {
  items: AnalystProfile[];
  total: number;
  perPage: number;
}

/** GET /api/analysts: approved analysts with their lists. */
export async function getAnalysts(page: number, signal?: AbortSignal): Promise<AnalystsPage> {
  const body = await api.get<ApiEnvelope<AnalystProfile[]> & { meta?: PageMeta }>('/api/analysts', { query: { page }, signal });
  return { items: body.data, total: body.meta?.total ?? body.data.length, perPage: body.meta?.per_page ?? body.data.length };
}

export function useAnalysts(page: number) {
  return useQuery({ queryKey: ['analysts', 'directory', page], queryFn: ({ signal }) => getAnalysts(page, signal), placeholderData: keepPreviousData });
}
