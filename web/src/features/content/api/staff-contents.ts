import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope, type PageMeta } from '../../../lib/api-client';
import type { ContentFormat } from './get-content';

export interface Actor {
  id: number;
  name: string;
}

/** A site text as staff edit it (GET /api/staff/contents/{key}). */
export interface StaffContent {
  key: string;
  format: ContentFormat;
  /** A legal document users accept: its changes may be marked material. */
  document: boolean;
  title_ar: string;
  title_en: string;
  body_ar: string;
  body_en: string;
  version: number;
  updated_at: string;
  updated_by: Actor | null;
}

export interface ContentEdit {
  title_ar: string;
  title_en: string;
  body_ar: string;
  body_en: string;
  material: boolean;
  /** The version the editor started from: a newer save by someone else answers 409. */
  base_version: number;
}

export interface VersionSummary {
  version: number;
  title_ar: string;
  title_en: string;
  material: boolean;
  created_at: string;
  created_by: Actor | null;
  restored_from: number | null;
  changed: string[];
}

export interface ContentVersion extends Omit<StaffContent, 'document' | 'updated_at' | 'updated_by'> {
  material: boolean;
  created_at: string;
  created_by: Actor | null;
  restored_from: number | null;
}

export const staffContentsQueryKey = () => ['content', 'staff', 'contents'] as const;
export const staffContentQueryKey = (key: string) => ['content', 'staff', 'contents', key] as const;
export const versionsQueryKey = (key: string, page: number) => ['content', 'staff', 'versions', key, page] as const;
export const versionQueryKey = (key: string, version: number) => ['content', 'staff', 'version', key, version] as const;

export async function getStaffContents(): Promise<StaffContent[]> {
  return (await api.get<ApiEnvelope<StaffContent[]>>('/api/staff/contents')).data;
}

export async function getStaffContent(key: string): Promise<StaffContent> {
  return (await api.get<ApiEnvelope<StaffContent>>(`/api/staff/contents/${encodeURIComponent(key)}`)).data;
}

export async function getVersions(key: string, page: number): Promise<{ versions: VersionSummary[]; meta: PageMeta | undefined }> {
  const body = await api.get<ApiEnvelope<VersionSummary[]>>(`/api/staff/contents/${encodeURIComponent(key)}/versions`, { query: { page, per_page: 10 } });
  return { versions: body.data, meta: body.meta };
}

export async function getVersion(key: string, version: number): Promise<ContentVersion> {
  return (await api.get<ApiEnvelope<ContentVersion>>(`/api/staff/contents/${encodeURIComponent(key)}/versions/${version}`)).data;
}

export const staffContentsQueryOptions = () => queryOptions({ queryKey: staffContentsQueryKey(), queryFn: getStaffContents });
export const staffContentQueryOptions = (key: string) => queryOptions({ queryKey: staffContentQueryKey(key), queryFn: () => getStaffContent(key) });

export function useStaffContents() {
  return useQuery(staffContentsQueryOptions());
}

export function useStaffContent(key: string) {
  return useQuery(staffContentQueryOptions(key));
}

export function useVersions(key: string, page: number) {
  return useQuery({ queryKey: versionsQueryKey(key, page), queryFn: () => getVersions(key, page) });
}

export function useVersion(key: string, version: number | null) {
  return useQuery({ queryKey: versionQueryKey(key, version ?? 0), queryFn: () => getVersion(key, version ?? 0), enabled: version !== null });
}

/** Saves a new version; 409 when someone saved first, 422 with per-field messages. */
export async function updateContent(key: string, edit: ContentEdit): Promise<StaffContent> {
  return (await api.put<ApiEnvelope<StaffContent>>(`/api/staff/contents/${encodeURIComponent(key)}`, edit)).data;
}

export async function restoreVersion(key: string, version: number, material: boolean, baseVersion: number): Promise<StaffContent> {
  const path = `/api/staff/contents/${encodeURIComponent(key)}/versions/${version}/restore`;
  return (await api.post<ApiEnvelope<StaffContent>>(path, { material, base_version: baseVersion })).data;
}

function useRefreshContent() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['content'] });
}

export function useUpdateContent(key: string) {
  const refresh = useRefreshContent();
  return useMutation({ mutationFn: (edit: ContentEdit) => updateContent(key, edit), onSuccess: refresh });
}

export function useRestoreVersion(key: string) {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: ({ version, material, baseVersion }: { version: number; material: boolean; baseVersion: number }) =>
      restoreVersion(key, version, material, baseVersion),
    onSuccess: refresh,
  });
}

export interface Preview {
  body_ar: string;
  body_en: string;
}

/** The bodies exactly as the server would store and serve them (nothing is saved). */
export async function previewBodies(bodies: Preview): Promise<Preview> {
  return (await api.post<ApiEnvelope<Preview>>('/api/staff/content-preview', bodies)).data;
}

export function usePreview(bodies: Preview, enabled: boolean) {
  return useQuery({
    queryKey: ['content', 'staff', 'preview', bodies.body_ar, bodies.body_en] as const,
    queryFn: () => previewBodies(bodies),
    enabled,
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
}
