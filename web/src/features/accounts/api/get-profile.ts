import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { Profile } from '../types';

export async function getProfile(): Promise<Profile> {
  const body = await api.get<ApiEnvelope<Profile>>('/api/profile');
  return body.data;
}

export const profileQueryKey = () => ['accounts', 'profile'] as const;

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey(), queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
