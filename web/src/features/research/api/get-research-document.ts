import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { ResearchView } from '../types';
import { researchKeys } from './keys';

/** GET /api/financial-research?id=: one document (the reader's title and languages); 404 when it is gone. */
export async function getResearchDocument(id: number, signal?: AbortSignal): Promise<ResearchView> {
  const body = await api.get<ApiEnvelope<ResearchView[]>>('/api/financial-research', { query: { id }, signal });
  const found = Array.isArray(body.data) ? body.data.find((row) => row.id === id) : undefined;
  // The list answers an empty page for an id it does not have: to the reader, that is a 404.
  if (!found) throw new ApiError({ status: 404, message: 'Not found' });
  return found;
}

export const researchDocumentQueryOptions = (id: number) =>
  queryOptions({ queryKey: researchKeys.document(id), queryFn: ({ signal }) => getResearchDocument(id, signal) });

export function useResearchDocument(id: number | null) {
  return useQuery({ ...researchDocumentQueryOptions(id ?? 0), enabled: id !== null });
}
