import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../lib/constants';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { directoryMarketIds } from './DirectoryFilters';

/**
 * A directory's filters (DirectoryFilters): the search text as typed (first read from `?search=`)
 * and once it settles, and the market kept in the address (`?market=`, one of the directory's).
 */
export function useDirectoryParams() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const marketParam = Number(params.get('market'));
  const marketId = (directoryMarketIds as readonly number[]).includes(marketParam) ? marketParam : null;
  const setMarket = (id: number | null) => setParams(id === null ? {} : { market: String(id) });
  return { search, setSearch, debounced, marketId, setMarket };
}
