import { useQuery } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';
import { kycKeys } from './keys';
import { staffKycPath } from './staff-detail';

/** GET /api/staff/kyc/{id}/passport: the photo, with the bearer token (a plain <img> could not send it). */
export function getStaffPassport(id: number): Promise<Blob> {
  return apiBlob(`${staffKycPath(id)}/passport`);
}

/** Personal data: never kept once the dialog closes (gcTime 0). */
export function useStaffPassport(id: number, enabled: boolean) {
  return useQuery({ queryKey: kycKeys.staffPassport(id), queryFn: () => getStaffPassport(id), enabled, staleTime: Infinity, gcTime: 0 });
}
