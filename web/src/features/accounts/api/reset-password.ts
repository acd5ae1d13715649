import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { ServerMessage } from '../types';

export interface ResetPasswordInput {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

export async function resetPassword(input: ResetPasswordInput): Promise<ServerMessage | null> {
  const body = await api.post<ApiEnvelope<ServerMessage | null> | null>('/api/reset-password', input);
  return body?.data ?? null;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
