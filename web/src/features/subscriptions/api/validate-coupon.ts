import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { CouponInput, CouponResult } from '../types';

/** POST /api/coupon/valid: the plan's price with the coupon; a 422 names `errors.code`. */
export async function validateCoupon(input: CouponInput): Promise<CouponResult> {
  const body = await api.post<ApiEnvelope<CouponResult>>('/api/coupon/valid', input);
  return body.data;
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
