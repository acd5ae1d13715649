import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';
import type { ResearchLanguage } from '../types';
import { researchKeys } from './keys';

/**
 * GET /api/financial-research/{id}/read?language=: the PDF, for signed-in users only (401
 * otherwise), 404 when the document has no PDF in that language. Fetched with the token (the
 * reader cannot hand pdf.js a bare address) and kept as a Blob for drawing and downloading.
 */
export function getResearchPdf(id: number, language: ResearchLanguage): Promise<Blob> {
  return apiBlob(`/api/financial-research/${id}/read?language=${language}`);
}

export const researchPdfQueryOptions = (id: number, language: ResearchLanguage) =>
  queryOptions({
    queryKey: researchKeys.pdf(id, language),
    queryFn: () => getResearchPdf(id, language),
    // A PDF does not change once published; keep it while the reader is open, drop it soon after.
    staleTime: Infinity,
    gcTime: 60_000,
  });

export function useResearchPdf(id: number | null, language: ResearchLanguage | null) {
  return useQuery({ ...researchPdfQueryOptions(id ?? 0, language ?? 'ar'), enabled: id !== null && language !== null });
}
