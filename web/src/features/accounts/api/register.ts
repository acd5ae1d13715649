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

/** What a sign-up answers, the same for every address: where the email went. */
export interface SignupStarted {
  email: string;
  message: string;
}

/**
 * 202: the sign-up waits for the code emailed to the address; nothing is signed in yet (an
 * address that has an account gets an email saying so, and the same answer).
 */
export async function register(input: RegisterInput): Promise<SignupStarted> {
  const body = await api.post<ApiEnvelope<SignupStarted>>('/api/register', input);
  return body.data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

export interface ConfirmSignupInput {
  email: string;
  code: string;
}

/** 201 with a token: the emailed code made the account, which is now signed in. */
export async function confirmSignup(input: ConfirmSignupInput): Promise<AuthResult> {
  const body = await api.post<ApiEnvelope<AuthResult>>('/api/register/confirm', input);
  return body.data;
}

export function useConfirmSignup() {
  return useMutation({ mutationFn: confirmSignup });
}
