import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { NEWS_PAGE_SIZE, newsApiQuery, type NewsQuery } from '../lib/news-query';
import type { NewsView, Paged } from '../types';
import { researchKeys } from './keys';

/** GET /api/news?page=&search=&date=&stock_id=: one page of articles, newest first. 422 on a bad date. */
export async function getNews(query: NewsQuery, stockId?: number, signal?: AbortSignal): Promise<Paged<NewsView>> {
  const body = await api.get<ApiEnvelope<NewsView[]>>('/api/news', { query: newsApiQuery(query, stockId), signal });
  const rows = Array.isArray(body.data) ? body.data : [];
  return { rows, meta: body.meta ?? { page: query.page, per_page: NEWS_PAGE_SIZE, total: rows.length } };
}

export const newsQueryOptions = (query: NewsQuery) =>
  queryOptions({
    queryKey: researchKeys.newsPage(query),
    queryFn: ({ signal }) => getNews(query, undefined, signal),
    // A new page or search keeps the articles on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useNews(query: NewsQuery) {
  return useQuery(newsQueryOptions(query));
}

/** The articles that name one stock (its page's news section). */
export const stockNewsQueryOptions = (stockId: number, page: number) =>
  queryOptions({
    queryKey: researchKeys.stockNews(stockId, page),
    queryFn: ({ signal }) => getNews({ page, search: '', date: '' }, stockId, signal),
    placeholderData: keepPreviousData,
  });

export function useStockNews(stockId: number, page: number) {
  return useQuery(stockNewsQueryOptions(stockId, page));
}
