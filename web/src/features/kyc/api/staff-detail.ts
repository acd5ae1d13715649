import { useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { StaffKycDetail } from '../types';
import { kycKeys } from './keys';

export const staffKycPath = (id: number) => `/api/staff/kyc/${encodeURIComponent(String(id))}`;

/** GET /api/staff/kyc/{id}: one verification, personal data opened (the server logs each reading). */
export async function getStaffKycDetail(id: number, signal?: AbortSignal): Promise<StaffKycDetail> {
  return (await api.get<ApiEnvelope<StaffKycDetail>>(staffKycPath(id), { signal })).data;
}

export function useStaffKycDetail(id: number) {
  return useQuery({ queryKey: kycKeys.staffDetail(id), queryFn: ({ signal }) => getStaffKycDetail(id, signal), staleTime: 0, gcTime: 0 });
}
