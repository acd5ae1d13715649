import { useQuery } from '@tanstack/react-query';
import { api, apiUrl, type ApiEnvelope, type PageMeta } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { getActiveLanguage } from '../../../lib/language';
import { getToken } from '../../../lib/session';
import type { Actor } from './staff-contents';

export interface AuditEntry {
  id: number;
  actor: Actor | null;
  action: string;
  target: string;
  details: Record<string, unknown>;
  created_at: string;
}

export async function getAudit(page: number): Promise<{ entries: AuditEntry[]; meta: PageMeta | undefined }> {
  const body = await api.get<ApiEnvelope<AuditEntry[]>>('/api/staff/content-audit', { query: { page, per_page: 20 } });
  return { entries: body.data, meta: body.meta };
}

export function useAudit(page: number) {
  return useQuery({ queryKey: ['content', 'staff', 'audit', page] as const, queryFn: () => getAudit(page) });
}

export interface ExportRange {
  document: string;
  from: string;
  to: string;
}

/**
 * The acceptances of one document in a date range as a CSV file. The answer is a file, not the
 * JSON envelope, so this call reads it itself; errors (422) are JSON as usual.
 */
export async function downloadConsents(range: ExportRange): Promise<{ name: string; blob: Blob }> {
  const headers: Record<string, string> = { Accept: 'text/csv, application/json', 'Accept-Language': getActiveLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(apiUrl('/api/staff/consents/export', { ...range }), { headers, credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null;
    throw new ApiError({ status: response.status, message: body?.message ?? response.statusText, errors: body?.errors ?? {} });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'consents.csv';
  return { name, blob: await response.blob() };
}
