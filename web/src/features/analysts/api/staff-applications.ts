import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, type ApiEnvelope } from '../../../lib/api-client';
import type { ApplicationState, StaffApplicationDetail, StaffApplicationRow } from '../types';

export interface StaffApplicationsQuery {
  /** null: every state. */
  state: ApplicationState | null;
  page: number;
  perPage: number;
}

export interface StaffApplicationsPage {
  applications: StaffApplicationRow[];
  page: number;
  perPage: number;
  total: number;
}

const staffKey = ['analysts', 'staff'] as const;
export const staffApplicationsQueryKey = (query: StaffApplicationsQuery) => [...staffKey, 'applications', query] as const;
export const staffApplicationQueryKey = (id: number) => [...staffKey, 'application', id] as const;

/** GET /api/staff/analyst-applications: one page, optionally of one state. */
export async function getStaffApplications({ state, page, perPage }: StaffApplicationsQuery, signal?: AbortSignal): Promise<StaffApplicationsPage> {
  const body = await api.get<ApiEnvelope<StaffApplicationRow[]>>('/api/staff/analyst-applications', {
    query: { state, page, per_page: perPage },
    signal,
  });
  const applications = Array.isArray(body.data) ? body.data : [];
  return { applications, page: body.meta?.page ?? page, perPage: body.meta?.per_page ?? perPage, total: body.meta?.total ?? applications.length };
}

export function useStaffApplications(query: StaffApplicationsQuery) {
  return useQuery(
    queryOptions({
      queryKey: staffApplicationsQueryKey(query),
      queryFn: ({ signal }) => getStaffApplications(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

const applicationPath = (id: number) => `/api/staff/analyst-applications/${encodeURIComponent(String(id))}`;

/** GET /api/staff/analyst-applications/{id}: the application, its certificate and every move. */
export async function getStaffApplication(id: number): Promise<StaffApplicationDetail> {
  return (await api.get<ApiEnvelope<StaffApplicationDetail>>(applicationPath(id))).data;
}

export function useStaffApplication(id: number | null) {
  return useQuery({ queryKey: staffApplicationQueryKey(id ?? 0), queryFn: () => getStaffApplication(id ?? 0), enabled: id !== null, staleTime: 0 });
}

/** The certificate file (staff only, so fetched with the token rather than linked). */
export function getCertificate(detail: StaffApplicationDetail): Promise<Blob> {
  return apiBlob(detail.certificate.url);
}

export type StaffDecision = { kind: 'review' } | { kind: 'approve' } | { kind: 'reject'; reason: string };

/** POST …/review, …/approve or …/reject {reason}; 409 when another staff member decided first. */
export async function decideApplication(id: number, decision: StaffDecision): Promise<StaffApplicationDetail> {
  const body = decision.kind === 'reject' ? { reason: decision.reason } : {};
  return (await api.post<ApiEnvelope<StaffApplicationDetail>>(`${applicationPath(id)}/${decision.kind}`, body)).data;
}

export function useDecideApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: StaffDecision) => decideApplication(id, decision),
    onSuccess: (detail) => {
      queryClient.setQueryData(staffApplicationQueryKey(id), detail);
      return queryClient.invalidateQueries({ queryKey: [...staffKey, 'applications'] });
    },
    // Someone else may have moved it: show it as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: staffApplicationQueryKey(id) }),
  });
}
