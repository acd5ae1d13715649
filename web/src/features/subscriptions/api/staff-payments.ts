import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { PaymentStatus, StaffPayment, StaffPaymentDetail } from '../types';

export interface StaffPaymentsQuery {
  /** null: every status. */
  status: PaymentStatus | null;
  page: number;
  perPage: number;
}

export interface StaffPaymentsPage {
  payments: StaffPayment[];
  page: number;
  perPage: number;
  total: number;
}

export const staffPaymentsQueryKey = (query: StaffPaymentsQuery) => ['subscriptions', 'staff', 'payments', query] as const;
export const staffPaymentQueryKey = (id: number) => ['subscriptions', 'staff', 'payment', id] as const;

/** GET /api/staff/payments: newest first, one page, optionally of one status. */
export async function getStaffPayments({ status, page, perPage }: StaffPaymentsQuery, signal?: AbortSignal): Promise<StaffPaymentsPage> {
  const body = await api.get<ApiEnvelope<StaffPayment[]>>('/api/staff/payments', { query: { status, page, per_page: perPage }, signal });
  const payments = Array.isArray(body.data) ? body.data : [];
  return { payments, page: body.meta?.page ?? page, perPage: body.meta?.per_page ?? perPage, total: body.meta?.total ?? payments.length };
}

export const staffPaymentsQueryOptions = (query: StaffPaymentsQuery) =>
  queryOptions({
    queryKey: staffPaymentsQueryKey(query),
    queryFn: ({ signal }) => getStaffPayments(query, signal),
    // Paging and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useStaffPayments(query: StaffPaymentsQuery) {
  return useQuery(staffPaymentsQueryOptions(query));
}

/** GET /api/staff/payments/{id}: the payment with every move it made. */
export async function getStaffPayment(id: number): Promise<StaffPaymentDetail> {
  return (await api.get<ApiEnvelope<StaffPaymentDetail>>(`/api/staff/payments/${encodeURIComponent(String(id))}`)).data;
}

export function useStaffPayment(id: number | null) {
  return useQuery({ queryKey: staffPaymentQueryKey(id ?? 0), queryFn: () => getStaffPayment(id ?? 0), enabled: id !== null, staleTime: 0 });
}

/**
 * POST /api/staff/payments/{id}/refund: refunds a paid payment through its provider, once, in
 * whole or in part, with a reason, and answers the payment as it is now. 422 for a missing reason
 * or an amount out of range, 409 (with the reason) when it cannot be refunded, 503 when the
 * provider cannot be reached.
 */
export interface RefundRequest {
  id: number;
  /** Part of the total, VAT included; the whole total when absent. */
  amountHalalas?: number;
  /** Kept with the payment; required (422 on `reason` without it). */
  reason: string;
}

export async function refundPayment({ id, amountHalalas, reason }: RefundRequest): Promise<StaffPaymentDetail> {
  const body = amountHalalas === undefined ? { reason } : { reason, amount_halalas: amountHalalas };
  return (await api.post<ApiEnvelope<StaffPaymentDetail>>(`/api/staff/payments/${encodeURIComponent(String(id))}/refund`, body)).data;
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: (detail) => {
      queryClient.setQueryData(staffPaymentQueryKey(detail.payment.id), detail);
      return queryClient.invalidateQueries({ queryKey: ['subscriptions', 'staff', 'payments'] });
    },
  });
}
