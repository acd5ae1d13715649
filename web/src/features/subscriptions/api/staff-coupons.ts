import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { StaffCoupon, StaffCouponInput } from '../types';

export const staffCouponsQueryKey = () => ['subscriptions', 'staff', 'coupons'] as const;

/** GET /api/staff/coupons: every coupon, newest first. */
export async function getStaffCoupons(): Promise<StaffCoupon[]> {
  return (await api.get<ApiEnvelope<StaffCoupon[]>>('/api/staff/coupons')).data;
}

export const staffCouponsQueryOptions = () => queryOptions({ queryKey: staffCouponsQueryKey(), queryFn: getStaffCoupons });

export function useStaffCoupons() {
  return useQuery(staffCouponsQueryOptions());
}

/** POST /api/staff/coupons: 422 names the fields (`code` when another coupon has it). */
export async function createCoupon(input: StaffCouponInput): Promise<StaffCoupon> {
  return (await api.post<ApiEnvelope<StaffCoupon>>('/api/staff/coupons', input)).data;
}

/** PUT /api/staff/coupons/{id}: its redemptions so far stay. */
export async function updateCoupon(id: number, input: StaffCouponInput): Promise<StaffCoupon> {
  return (await api.put<ApiEnvelope<StaffCoupon>>(`/api/staff/coupons/${encodeURIComponent(String(id))}`, input)).data;
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: StaffCouponInput }) => (id === null ? createCoupon(input) : updateCoupon(id, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffCouponsQueryKey() }),
  });
}
