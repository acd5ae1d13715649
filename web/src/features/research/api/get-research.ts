import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { Paged, ResearchView } from '../types';
import { researchKeys, type ResearchScope } from './keys';

/** How many documents a page holds (the server's default). */
export const RESEARCH_PAGE_SIZE = 12;

const listPaths: Record<ResearchScope, string> = {
  all: '/api/financial-research',
  weekly: '/api/financial-research-weekly',
};

/**
 * GET /api/financial-research?page= (every document) or /api/financial-research-weekly?page=
 * (this ISO week and the one before, Riyadh time): one page, newest first.
 */
export async function getResearch(scope: ResearchScope, page: number, signal?: AbortSignal): Promise<Paged<ResearchView>> {
  const body = await api.get<ApiEnvelope<ResearchView[]>>(listPaths[scope], { query: { page, per_page: RESEARCH_PAGE_SIZE }, signal });
  const rows = Array.isArray(body.data) ? body.data : [];
  return { rows, meta: body.meta ?? { page, per_page: RESEARCH_PAGE_SIZE, total: rows.length } };
}

export const researchQueryOptions = (scope: ResearchScope, page: number) =>
  queryOptions({
    queryKey: researchKeys.documentPage(scope, page),
    queryFn: ({ signal }) => getResearch(scope, page, signal),
    placeholderData: keepPreviousData,
  });

export function useResearch(scope: ResearchScope, page: number) {
  return useQuery(researchQueryOptions(scope, page));
}
