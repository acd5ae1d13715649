import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PasswordChangeInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export async function updatePassword(input: PasswordChangeInput): Promise<void> {
  await api.post<unknown>('/api/profile/password', input);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
