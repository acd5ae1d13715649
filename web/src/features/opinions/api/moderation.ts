import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { ModerationEntry, ModerationState, Opinion, StaffOpinion } from '../types';
import { OPINIONS_KEY } from './keys';

export interface StaffOpinionsQuery {
  /** null: every opinion, newest first. */
  state: ModerationState | null;
  page: number;
  perPage: number;
}

export interface StaffOpinionsPage {
  opinions: StaffOpinion[];
  page: number;
  perPage: number;
  total: number;
}

const staffKey = [OPINIONS_KEY, 'staff'] as const;

/** GET /api/staff/opinions: recent publications, or only the hidden ones. */
export async function getStaffOpinions({ state, page, perPage }: StaffOpinionsQuery, signal?: AbortSignal): Promise<StaffOpinionsPage> {
  const body = await api.get<ApiEnvelope<StaffOpinion[]>>('/api/staff/opinions', { query: { state, page, per_page: perPage }, signal });
  const opinions = Array.isArray(body.data) ? body.data : [];
  return { opinions, page: body.meta?.page ?? page, perPage: body.meta?.per_page ?? perPage, total: body.meta?.total ?? opinions.length };
}

export function useStaffOpinions(query: StaffOpinionsQuery) {
  return useQuery(
    queryOptions({ queryKey: [...staffKey, 'queue', query], queryFn: ({ signal }) => getStaffOpinions(query, signal), placeholderData: keepPreviousData }),
  );
}

const opinionPath = (id: number) => `/api/staff/opinions/${encodeURIComponent(String(id))}`;

/** GET /api/staff/opinions/{id}/moderation: every decision, newest first. */
export function useModerationLog(id: number | null) {
  return useQuery({
    queryKey: [...staffKey, 'log', id],
    queryFn: async () => (await api.get<ApiEnvelope<ModerationEntry[]>>(`${opinionPath(id ?? 0)}/moderation`)).data,
    enabled: id !== null,
    staleTime: 0,
  });
}

export type ModerationDecision = { kind: 'hide'; reason: string } | { kind: 'restore' };

/** POST …/hide {reason} or …/restore; 409 when another staff member decided first. */
export function useModerate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: ModerationDecision) =>
      (await api.post<ApiEnvelope<Opinion>>(`${opinionPath(id)}/${decision.kind}`, decision.kind === 'hide' ? { reason: decision.reason } : {})).data,
    // Readers' pages and the queue both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [OPINIONS_KEY] }),
  });
}
