import type { NewsQuery } from '../lib/news-query';
import type { ResearchLanguage } from '../types';

/** Every research query lives under this key (the module's id). */
export const RESEARCH_KEY = 'research';

/** Which list of research: all of it, or this week's and last week's (DECISIONS 15). */
export type ResearchScope = 'all' | 'weekly';

export const researchKeys = {
  news: [RESEARCH_KEY, 'news'] as const,
  newsPage: (query: NewsQuery) => [RESEARCH_KEY, 'news', query] as const,
  stockNews: (stockId: number, page: number) => [RESEARCH_KEY, 'news', 'stock', stockId, page] as const,
  documents: [RESEARCH_KEY, 'documents'] as const,
  documentPage: (scope: ResearchScope, page: number) => [RESEARCH_KEY, 'documents', scope, page] as const,
  document: (id: number) => [RESEARCH_KEY, 'documents', 'one', id] as const,
  pdf: (id: number, language: ResearchLanguage) => [RESEARCH_KEY, 'pdf', id, language] as const,
};
