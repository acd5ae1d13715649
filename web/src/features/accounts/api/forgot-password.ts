import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { ServerMessage } from '../types';

/** Always answers with the same message, whether or not the address has an account. */
export async function forgotPassword(email: string): Promise<ServerMessage> {
  const body = await api.post<ApiEnvelope<ServerMessage>>('/api/forgot-password', { email });
  return body.data;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
