import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

/** A user as GET /api/staff/users lists them. */
export interface StaffUser {
  id: number | string;
  name: string;
  email: string;
  role: string;
  email_verified: boolean;
  phone: string | null;
  created_at: string;
  /** Set while staff keep the account disabled. */
  disabled_at?: string | null;
}

export interface StaffUsersQuery {
  page: number;
  perPage: number;
  search: string;
}

export interface StaffUsersPage {
  users: StaffUser[];
  page: number;
  perPage: number;
  total: number;
}

export async function getStaffUsers({ page, perPage, search }: StaffUsersQuery, signal?: AbortSignal): Promise<StaffUsersPage> {
  const body = await api.get<ApiEnvelope<StaffUser[]>>('/api/staff/users', { query: { page, per_page: perPage, search }, signal });
  const users = Array.isArray(body.data) ? body.data : [];
  return { users, page: body.meta?.page ?? page, perPage: body.meta?.per_page ?? perPage, total: body.meta?.total ?? users.length };
}

export const staffUsersQueryKey = (query: StaffUsersQuery) => ['accounts', 'staff-users', query] as const;

export const staffUsersQueryOptions = (query: StaffUsersQuery) =>
  queryOptions({
    queryKey: staffUsersQueryKey(query),
    queryFn: ({ signal }) => getStaffUsers(query, signal),
    // Paging and typing keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useStaffUsers(query: StaffUsersQuery) {
  return useQuery(staffUsersQueryOptions(query));
}
