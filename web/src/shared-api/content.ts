import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../lib/api-client';
import type { Language } from '../lib/language';

/**
 * The content module's site texts, read by its own screens and by other features (the KYC
 * agreement), under the content module's query key.
 */

/** Keys of site content the server holds (legal pages, about us, contact numbers). */
export type ContentKey =
  'privacy-policy' | 'terms' | 'terms-analyst' | 'disclaimer' | 'payment-terms' | 'risk-disclosure' | 'about-us' | 'whatsapp' | 'contact_us';

/** The legal documents a user accepts (their acceptance is recorded by version). */
export const documentKeys: readonly ContentKey[] = ['terms', 'privacy-policy', 'payment-terms', 'terms-analyst', 'disclaimer', 'risk-disclosure'];

/** `html`: a body the server sanitised, rendered as is; `text`: a bare value (a phone number). */
export type ContentFormat = 'html' | 'text';

export interface ContentItem {
  key: string;
  title: string;
  body: string;
  format: ContentFormat;
  version: number;
  updated_at: string;
}

export async function getContent(key: ContentKey, language?: Language): Promise<ContentItem> {
  const body = await api.get<ApiEnvelope<ContentItem>>(`/api/contents/${encodeURIComponent(key)}`, { language });
  return body.data;
}

/** Without `language`, the entry in the page's language (the API reads it from the request). */
export const contentQueryKey = (key: ContentKey, language?: Language) => ['content', 'item', key, language ?? 'page'] as const;

export const contentQueryOptions = (key: ContentKey, language?: Language) =>
  queryOptions({
    queryKey: contentQueryKey(key, language),
    queryFn: () => getContent(key, language),
    staleTime: 10 * 60_000,
  });

export function useContent(key: ContentKey, options: { language?: Language; enabled?: boolean } = {}) {
  return useQuery({ ...contentQueryOptions(key, options.language), enabled: options.enabled ?? true });
}
