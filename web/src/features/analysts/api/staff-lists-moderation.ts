import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AnalystList, ListModerationEntry, ListModerationState, StaffAnalystList } from '../types';

export interface StaffListsQuery {
  /** null: every list, newest first. */
  state: ListModerationState | null;
  page: number;
  perPage: number;
}

export interface StaffListsPage {
  lists: StaffAnalystList[];
  page: number;
  perPage: number;
  total: number;
}

const staffListsKey = ['analysts', 'staff', 'lists'] as const;
export const staffListsQueryKey = (query: StaffListsQuery) => [...staffListsKey, 'queue', query] as const;

/** GET /api/staff/lists: analysts' lists of both kinds, newest first, or only the hidden ones. */
export async function getStaffLists({ state, page, perPage }: StaffListsQuery, signal?: AbortSignal): Promise<StaffListsPage> {
  const body = await api.get<ApiEnvelope<StaffAnalystList[]>>('/api/staff/lists', { query: { state, page, per_page: perPage }, signal });
  const lists = Array.isArray(body.data) ? body.data : [];
  return { lists, page: body.meta?.page ?? page, perPage: body.meta?.per_page ?? perPage, total: body.meta?.total ?? lists.length };
}

export function useStaffLists(query: StaffListsQuery) {
  return useQuery(
    queryOptions({ queryKey: staffListsQueryKey(query), queryFn: ({ signal }) => getStaffLists(query, signal), placeholderData: keepPreviousData }),
  );
}

const listPath = (id: number) => `/api/staff/lists/${encodeURIComponent(String(id))}`;

/** GET /api/staff/lists/{id}/moderation: every decision on a list, newest first. */
export function useListModerationLog(id: number | null) {
  return useQuery({
    queryKey: [...staffListsKey, 'log', id],
    queryFn: async () => (await api.get<ApiEnvelope<ListModerationEntry[]>>(`${listPath(id ?? 0)}/moderation`)).data,
    enabled: id !== null,
    staleTime: 0,
  });
}

export type ListModerationDecision = { kind: 'hide'; reason: string } | { kind: 'restore' };

/** POST …/hide {reason} (422 without one) or …/restore; 409 when another staff member decided first. */
export function useModerateList(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: ListModerationDecision) =>
      (await api.post<ApiEnvelope<AnalystList>>(`${listPath(id)}/${decision.kind}`, decision.kind === 'hide' ? { reason: decision.reason } : {})).data,
    // The queue, the analyst's own lists and the public directory all change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffListsKey }),
        queryClient.invalidateQueries({ queryKey: ['analysts', 'my-lists'] }),
        queryClient.invalidateQueries({ queryKey: ['analysts', 'directory'] }),
      ]),
  });
}
