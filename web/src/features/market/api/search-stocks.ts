import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SEARCH_RESULT_LIMIT } from '../../../lib/constants';

/** A stock search result, shown as '(symbol) name'. */
export interface StockSearchResult {
  id: number | string;
  symbol: string;
  name: string;
}

/** The list is read from data.data (paginated) or from data itself (plain list). */
function resultsOf(body: unknown): StockSearchResult[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data as StockSearchResult[];
  const nested = (data as { data?: unknown } | null)?.data;
  return Array.isArray(nested) ? (nested as StockSearchResult[]) : [];
}

export async function searchStocks(query: string, signal?: AbortSignal): Promise<StockSearchResult[]> {
  const body = await api.get<unknown>('/api/stocks', { query: { query, limit: SEARCH_RESULT_LIMIT }, signal });
  return resultsOf(body);
}

export const stockSearchQueryKey = (text: string) => ['market', 'stock-search', text] as const;

/** `text` is the trimmed query. */
export const stockSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: stockSearchQueryKey(text),
    queryFn: ({ signal }) => searchStocks(text, signal),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });

export function useStockSearch(query: string, enabled: boolean) {
  const text = query.trim();
  return useQuery({ ...stockSearchQueryOptions(text), enabled: enabled && text.length > 0 });
}

export function formatStockOption(stock: StockSearchResult): string {
  return `(${stock.symbol}) ${stock.name}`;
}
