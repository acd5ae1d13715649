import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { KycView } from '../types';
import { kycKeys } from './keys';

/** GET /api/kyc: where the signed-in user's verification stands, with the risk profile once assessed. */
export async function getMyKyc(signal?: AbortSignal): Promise<KycView> {
  return (await api.get<ApiEnvelope<KycView>>('/api/kyc', { signal })).data;
}

export const myKycQueryOptions = () =>
  // Always read afresh: staff may have decided since the last visit.
  queryOptions({ queryKey: kycKeys.mine, queryFn: ({ signal }) => getMyKyc(signal), staleTime: 0 });

export function useMyKyc() {
  return useQuery(myKycQueryOptions());
}
