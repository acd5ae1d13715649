import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AuthResult } from '../types';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}

/** 201 with a token: the new user is signed in and asked for the emailed code next. */
export async function register(input: RegisterInput): Promise<AuthResult> {
  const body = await api.post<ApiEnvelope<AuthResult>>('/api/register', input);
  return body.data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
