import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../generated/api-types';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/**
 * One account as staff open it (GET /api/staff/users/{id}), what they may do to it, and its
 * parts other modules serve (subscriptions, payments, KYC, consents). Shapes come from the
 * server's OpenAPI document (`src/generated/api-types.ts`): a server change breaks the build here.
 */
type Schemas = components['schemas'];
export type StaffAccount = Schemas['StaffAccountView'];
export type StaffAccountAction = Schemas['StaffActionView'];
export type StaffAccountSession = Schemas['StaffSessionView'];
export type AccountSubscription = Schemas['SubscriptionView'];
export type AccountPayment = Schemas['StaffPaymentView'];
export type AccountKycRow = Schemas['StaffKycRow'];
export type AccountConsents = Schemas['MyConsentsView'];

/** The roles staff give an account, in the order of the select. */
export const accountRoles = ['subscriber', 'analyst', 'staff'] as const;
export type AccountRole = (typeof accountRoles)[number];
export const isAccountRole = (role: string): role is AccountRole => (accountRoles as readonly string[]).includes(role);

/** Every account query (the users list's too) lives under this key. */
export const staffAccountsKey = ['accounts', 'staff-users'] as const;

export const staffAccountKeys = {
  account: (id: number) => ['accounts', 'staff-account', id] as const,
  part: (id: number, part: 'subscriptions' | 'payments' | 'kyc' | 'consents') => ['accounts', 'staff-account', id, part] as const,
};

const accountPath = (id: number) => `/api/staff/users/${id}`;

export async function getStaffAccount(id: number, signal?: AbortSignal): Promise<StaffAccount> {
  return (await api.get<ApiEnvelope<StaffAccount>>(accountPath(id), { signal })).data;
}

export function useStaffAccount(id: number) {
  return useQuery(queryOptions({ queryKey: staffAccountKeys.account(id), queryFn: ({ signal }) => getStaffAccount(id, signal) }));
}

/** How many of an account's payments and verifications the page shows (the newest). */
export const ACCOUNT_PART_SIZE = 20;

export interface AccountPage<T> {
  rows: T[];
  total: number;
}

async function getPage<T>(path: string, id: number, signal?: AbortSignal): Promise<AccountPage<T>> {
  const body = await api.get<ApiEnvelope<T[]>>(path, { query: { user_id: id, page: 1, per_page: ACCOUNT_PART_SIZE }, signal });
  const rows = Array.isArray(body.data) ? body.data : [];
  return { rows, total: body.meta?.total ?? rows.length };
}

/**
 * A part of the account another module serves. Its module may be switched off: it answers 404
 * (not retried, as no 4xx is), and the page leaves the part out.
 */
function usePart<T>(id: number, part: 'subscriptions' | 'payments' | 'kyc' | 'consents', load: (signal: AbortSignal) => Promise<T>) {
  return useQuery({ queryKey: staffAccountKeys.part(id, part), queryFn: ({ signal }) => load(signal) });
}

export const useAccountSubscriptions = (id: number) =>
  usePart(id, 'subscriptions', async (signal) => {
    const body = await api.get<ApiEnvelope<AccountSubscription[]>>(`${accountPath(id)}/subscriptions`, { signal });
    return Array.isArray(body.data) ? body.data : [];
  });

export const useAccountPayments = (id: number) => usePart(id, 'payments', (signal) => getPage<AccountPayment>('/api/staff/payments', id, signal));

export const useAccountKyc = (id: number) => usePart(id, 'kyc', (signal) => getPage<AccountKycRow>('/api/staff/kyc', id, signal));

export const useAccountConsents = (id: number) =>
  usePart(id, 'consents', async (signal) => (await api.get<ApiEnvelope<AccountConsents>>(`${accountPath(id)}/consents`, { signal })).data);

/** What staff do to an account; each answers the account as it is afterwards. */
export type AccountCommand =
  | { action: 'disable'; reason: string }
  | { action: 'enable' }
  | { action: 'resend_verification' }
  | { action: 'reset_password' }
  | { action: 'role'; role: AccountRole };

export async function runAccountCommand(id: number, command: AccountCommand): Promise<StaffAccount> {
  const path = accountPath(id);
  type Answer = ApiEnvelope<StaffAccount>;
  let body: Answer;
  switch (command.action) {
    case 'disable':
      body = await api.post<Answer>(`${path}/disable`, { reason: command.reason });
      break;
    case 'enable':
      body = await api.post<Answer>(`${path}/enable`);
      break;
    case 'resend_verification':
      body = await api.post<Answer>(`${path}/resend-verification`);
      break;
    case 'reset_password':
      body = await api.post<Answer>(`${path}/reset-password`);
      break;
    case 'role':
      body = await api.put<Answer>(`${path}/role`, { role: command.role });
      break;
  }
  return body.data;
}

/**
 * Runs a staff action on the account: the answer replaces the account on screen, and the users
 * list (its role and «disabled» columns) is fetched again. A 409 (someone else acted first)
 * fetches the account again too, so the page shows it as it is now.
 */
export function useAccountCommand(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: AccountCommand) => runAccountCommand(id, command),
    onSuccess: (account) => {
      queryClient.setQueryData(staffAccountKeys.account(id), account);
      return queryClient.invalidateQueries({ queryKey: staffAccountsKey });
    },
    onError: (error) =>
      isApiError(error) && error.status === 409 ? queryClient.invalidateQueries({ queryKey: staffAccountKeys.account(id), exact: true }) : undefined,
  });
}
