import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { AuthResult } from '../types';

export interface LoginInput {
  email: string;
  password: string;
}

/** 422 'Invalid email or password' on bad credentials; 429 with Retry-After when throttled. */
export async function login(input: LoginInput): Promise<AuthResult> {
  const body = await api.post<ApiEnvelope<AuthResult>>('/api/login', input);
  return body.data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
