import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { ServerMessage } from '../types';

export async function resendEmail(email: string): Promise<ServerMessage> {
  const body = await api.post<ApiEnvelope<ServerMessage>>('/api/resend-email', { email });
  return body.data;
}

export function useResendEmail() {
  return useMutation({ mutationFn: resendEmail });
}
