import { readPage } from '../../../components/Pager';

/** The languages articles are written in; '' for every language. */
export type NewsLanguage = '' | 'ar' | 'en';

/** What the news screen shows, as its address says (`/news?page=&search=&date=&language=`). */
export interface NewsQuery {
  page: number;
  /** Words to find ('' for none), as typed: the server normalises Arabic spellings itself. */
  search: string;
  /** One day in Riyadh time, YYYY-MM-DD ('' for any day). */
  date: string;
  /** Only articles written in this language ('' for every language). */
  language?: NewsLanguage;
}

/** How many articles a page holds (the server's default, said here so tests and the screen agree). */
export const NEWS_PAGE_SIZE = 20;

/** The longest search the screen sends: a few words, not a paragraph pasted by mistake. */
export const SEARCH_MAX_LENGTH = 100;

/** The screen's view from the address; a date that is not a day is kept so the server can say why. */
export function newsQueryOf(params: URLSearchParams): NewsQuery {
  return {
    page: readPage(params.get('page')),
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    date: (params.get('date') ?? '').trim(),
    language: languageOf(params.get('language')),
  };
}

function languageOf(value: string | null): NewsLanguage {
  return value === 'ar' || value === 'en' ? value : '';
}

/** A change of the view: a new search, day or language starts again at page 1. */
export type NewsQueryChange = { page: number } | { search: string } | { date: string } | { language: NewsLanguage };

/** The address's parameters after a change; empty values and page 1 are left out. */
export function withNewsChange(params: URLSearchParams, change: NewsQueryChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  if ('page' in change) {
    set('page', change.page > 1 ? String(change.page) : '');
    return next;
  }
  next.delete('page');
  if ('search' in change) set('search', change.search.trim().slice(0, SEARCH_MAX_LENGTH));
  else if ('language' in change) set('language', change.language);
  else set('date', change.date);
  return next;
}

/** GET /api/news's parameters for a view (and, on a stock's page, for that stock only). */
export function newsApiQuery(query: NewsQuery, stockId?: number): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, per_page: NEWS_PAGE_SIZE };
  if (query.search) params.search = query.search;
  if (query.date) params.date = query.date;
  if (query.language) params.language = query.language;
  if (stockId !== undefined) params.stock_id = stockId;
  return params;
}

/** Whether the view narrows the news (the empty state then says nothing matched). */
export function isFiltered(query: NewsQuery): boolean {
  return query.search !== '' || query.date !== '' || Boolean(query.language);
}
