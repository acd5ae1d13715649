import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, type ApiEnvelope } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import type { ClosedMonth, PayoutStatus, StaffPayout } from '../types';

export interface StaffPayoutsQuery {
  /** `YYYY-MM`; null: every month. */
  month: string | null;
  /** null: every status. */
  status: PayoutStatus | null;
  page: number;
  perPage: number;
}

export interface StaffPayoutsPage {
  payouts: StaffPayout[];
  page: number;
  perPage: number;
  total: number;
}

const payoutsKey = ['analysts', 'staff', 'payouts'] as const;
export const staffPayoutsQueryKey = (query: StaffPayoutsQuery) => [...payoutsKey, query] as const;

/** GET /api/staff/analyst-payouts: one page of payouts, optionally of one month and one status. */
export async function getStaffPayouts({ month, status, page, perPage }: StaffPayoutsQuery, signal?: AbortSignal): Promise<StaffPayoutsPage> {
  const body = await api.get<ApiEnvelope<StaffPayout[]>>('/api/staff/analyst-payouts', {
    query: { month, status, page, per_page: perPage },
    signal,
  });
  const payouts = Array.isArray(body.data) ? body.data : [];
  return { payouts, page: body.meta?.page ?? page, perPage: body.meta?.per_page ?? perPage, total: body.meta?.total ?? payouts.length };
}

export function useStaffPayouts(query: StaffPayoutsQuery) {
  return useQuery(
    queryOptions({
      queryKey: staffPayoutsQueryKey(query),
      queryFn: ({ signal }) => getStaffPayouts(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /api/staff/analyst-payouts/close {month}: a payout for every analyst for a finished Riyadh month. */
export async function closePayoutMonth(month: string): Promise<ClosedMonth> {
  return (await api.post<ApiEnvelope<ClosedMonth>>('/api/staff/analyst-payouts/close', { month })).data;
}

export function useClosePayoutMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closePayoutMonth,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutsKey }),
  });
}

/** POST /api/staff/analyst-payouts/{id}/transferred {transferred_on}: the payout, now transferred. */
export async function markPayoutTransferred(id: number, transferredOn: string): Promise<StaffPayout> {
  const path = `/api/staff/analyst-payouts/${encodeURIComponent(String(id))}/transferred`;
  return (await api.post<ApiEnvelope<StaffPayout>>(path, { transferred_on: transferredOn })).data;
}

export function useMarkPayoutTransferred() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, transferredOn }: { id: number; transferredOn: string }) => markPayoutTransferred(id, transferredOn),
    onSuccess: (payout) => {
      // Show it at once in every page that holds it, then reload (the status filter may drop it).
      queryClient.setQueriesData<StaffPayoutsPage>({ queryKey: payoutsKey }, (page) =>
        page ? { ...page, payouts: page.payouts.map((p) => (p.id === payout.id ? payout : p)) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: payoutsKey });
    },
  });
}

/** GET /api/staff/analyst-payouts.csv?month=: one month's payouts per analyst and list (CSV, staff only). */
export function getStaffPayoutsCsv(month: string): Promise<Blob> {
  // apiBlob takes a path without a query option: the query goes on the path.
  return apiBlob(`/api/staff/analyst-payouts.csv?${new URLSearchParams({ month }).toString()}`);
}

export function useDownloadStaffPayoutsCsv() {
  return useMutation({ mutationFn: async (month: string) => saveBlob(await getStaffPayoutsCsv(month), `analyst-payouts-${month}.csv`) });
}
