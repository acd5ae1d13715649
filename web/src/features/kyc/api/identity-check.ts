import { useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { isStillWaiting, POLL_INTERVAL_MS } from '../lib/identity-check';
import type { IdentityCheck } from '../types';
import { kycKeys } from './keys';

/** GET /api/kyc/identity-check: the newest Nafath check (404 when there is none). */
export async function getIdentityCheck(signal?: AbortSignal): Promise<IdentityCheck> {
  return (await api.get<ApiEnvelope<IdentityCheck>>('/api/kyc/identity-check', { signal })).data;
}

/** Asked every 2 s while the check waits for the user in the Nafath app, and not after it expires. */
export function useIdentityCheck(enabled: boolean) {
  return useQuery({
    queryKey: kycKeys.identityCheck,
    queryFn: ({ signal }) => getIdentityCheck(signal),
    enabled,
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => (enabled && isStillWaiting(query.state.data, Date.now()) ? POLL_INTERVAL_MS : false),
    refetchIntervalInBackground: true,
  });
}
