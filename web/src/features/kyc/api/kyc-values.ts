import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { KycValues } from '../types';
import { kycKeys } from './keys';

/** GET /api/kycValues: the forms' choices in both languages, the acknowledgement and the nationalities. */
export async function getKycValues(signal?: AbortSignal): Promise<KycValues> {
  return (await api.get<ApiEnvelope<KycValues>>('/api/kycValues', { signal })).data;
}

export const kycValuesQueryOptions = () => queryOptions({ queryKey: kycKeys.values, queryFn: ({ signal }) => getKycValues(signal), staleTime: 60 * 60_000 });

export function useKycValues() {
  return useQuery(kycValuesQueryOptions());
}
