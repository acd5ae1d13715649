import { useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { Profile } from '../types';

export async function getProfile(): Promise<Profile> {
  const body = await api.get<ApiEnvelope<Profile>>('/api/profile');
  return body.data;
}

export const profileQueryKey = ['accounts', 'profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}
