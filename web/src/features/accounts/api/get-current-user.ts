import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { currentUserQueryPrefix, type CurrentUser } from '../../../lib/current-user';
import { rememberUser } from '../../../lib/session';

export async function getCurrentUser(): Promise<CurrentUser> {
  const body = await api.get<ApiEnvelope<CurrentUser>>('/api/user');
  rememberUser(body.data);
  return body.data;
}

/** Keyed by token: signing in or out switches to a fresh entry, never showing the previous user. */
export const currentUserQueryKey = (token: string | null) => [...currentUserQueryPrefix, token] as const;

export const currentUserQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: currentUserQueryKey(token),
    queryFn: getCurrentUser,
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
  });

export function useCurrentUserQuery(token: string | null) {
  return useQuery(currentUserQueryOptions(token));
}
