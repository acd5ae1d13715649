import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { StaffKycRow, StaffStatus } from '../types';
import { kycKeys } from './keys';

export interface StaffKycQuery {
  /** null: every status. */
  status: StaffStatus | null;
  page: number;
  perPage: number;
}

export interface StaffKycPage {
  rows: StaffKycRow[];
  page: number;
  perPage: number;
  total: number;
}

/** GET /api/staff/kyc?status=&page=: one page of verifications (in_review oldest first). */
export async function getStaffKyc({ status, page, perPage }: StaffKycQuery, signal?: AbortSignal): Promise<StaffKycPage> {
  const body = await api.get<ApiEnvelope<StaffKycRow[]>>('/api/staff/kyc', { query: { status, page, per_page: perPage }, signal });
  const rows = Array.isArray(body.data) ? body.data : [];
  return { rows, page: body.meta?.page ?? page, perPage: body.meta?.per_page ?? perPage, total: body.meta?.total ?? rows.length };
}

export const staffKycQueryOptions = (query: StaffKycQuery) =>
  queryOptions({ queryKey: kycKeys.staffList(query), queryFn: ({ signal }) => getStaffKyc(query, signal), placeholderData: keepPreviousData });

export function useStaffKyc(query: StaffKycQuery) {
  return useQuery(staffKycQueryOptions(query));
}
