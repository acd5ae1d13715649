import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiBlob, type ApiEnvelope } from '../../../lib/api-client';
import type { HistoryEntry, HistoryType, Verification } from '../types';
import { RATINGS_KEY } from './keys';

export interface HistoryFilter {
  type: HistoryType | null;
  search: string;
}

const queryOf = (listId: number, filter: HistoryFilter) => ({ listingId: listId, type: filter.type, search: filter.search.trim() });

/** GET /api/rating/logs: the list's record, newest first, each entry with its place in the hash chain. */
export function useHistory(listId: number, filter: HistoryFilter) {
  return useQuery({
    queryKey: [RATINGS_KEY, 'history', listId, filter.type, filter.search.trim()],
    queryFn: async ({ signal }) => (await api.get<ApiEnvelope<HistoryEntry[]>>('/api/rating/logs', { query: queryOf(listId, filter), signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/rating/logs.csv with the same filter: the record as a spreadsheet, hashes included. */
export function downloadHistory(listId: number, filter: HistoryFilter): Promise<Blob> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(queryOf(listId, filter))) if (value !== null && value !== '') params.set(key, String(value));
  return apiBlob(`/api/rating/logs.csv?${params.toString()}`);
}

/** GET /api/rating-lists/{id}/verify: whether the published record still hashes to its head. */
export function useVerification(listId: number) {
  return useQuery({
    queryKey: [RATINGS_KEY, 'verify', listId],
    queryFn: async ({ signal }) => (await api.get<ApiEnvelope<Verification>>(`/api/rating-lists/${listId}/verify`, { signal })).data,
  });
}
