import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope, type PageMeta } from '../../../lib/api-client';
import { isApiError, type ApiError } from '../../../lib/api-error';
import type { ContentFormat } from '../../../shared-api/content';

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
  /**
   * Sent once staff saw in the preview what cleaning takes out and saved anyway; without it such
   * a body is refused (422, on body_ar/body_en) and nothing is saved.
   */
  accept_removed?: boolean;
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

/** The bodies to preview (POST /api/staff/content-preview). */
export interface PreviewBodies {
  body_ar: string;
  body_en: string;
}

/** The bodies exactly as the server would store them, and what cleaning takes out of each ("<script>", "onclick", "javascript:"). */
export interface Preview extends PreviewBodies {
  removed_ar: string[];
  removed_en: string[];
}

/** Nothing is saved: the server cleans the bodies and says what cleaning took out. */
export async function previewBodies(bodies: PreviewBodies): Promise<Preview> {
  const data = (await api.post<ApiEnvelope<Partial<Preview> & PreviewBodies>>('/api/staff/content-preview', bodies)).data;
  return { ...data, removed_ar: data.removed_ar ?? [], removed_en: data.removed_en ?? [] };
}

export const previewQueryOptions = (bodies: PreviewBodies) =>
  queryOptions({
    queryKey: ['content', 'staff', 'preview', bodies.body_ar, bodies.body_en] as const,
    queryFn: () => previewBodies(bodies),
    staleTime: Infinity,
  });

export function usePreview(bodies: PreviewBodies, enabled = true) {
  return useQuery({ ...previewQueryOptions(bodies), enabled });
}

/** Whether a preview says saving would take something out of either body. */
export const removesSomething = (preview: Preview | undefined): boolean => Boolean(preview && (preview.removed_ar.length > 0 || preview.removed_en.length > 0));

/**
 * A save the server refused because the text is the current one (422 with no field named): an
 * answer to tell, not a failure. (Every other 422 of these saves names its fields.)
 */
export function isUnchanged(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 422 && Object.keys(error.errors).length === 0;
}
