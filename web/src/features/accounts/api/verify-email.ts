import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { CurrentUser } from '../../../lib/current-user';

export interface VerifyEmailInput {
  email: string;
  code: string;
}

/** The confirmed user: the API answers `{data: user}`; `{data: {user}}` is read as well. */
export async function verifyEmail(input: VerifyEmailInput): Promise<CurrentUser> {
  const body = await api.post<ApiEnvelope<CurrentUser | { user: CurrentUser }>>('/api/verify-email', input);
  return 'user' in body.data ? body.data.user : body.data;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
