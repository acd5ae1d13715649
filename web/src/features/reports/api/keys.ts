import type { RankingQuery } from '../lib/ranking-query';

/** Every reports query lives under this key (the module's id). */
export const REPORTS_KEY = 'reports';

export const reportKeys = {
  guestRankings: (query: Omit<RankingQuery, 'page'>) => [REPORTS_KEY, 'rankings', 'guest', query] as const,
  rankings: (query: RankingQuery) => [REPORTS_KEY, 'rankings', 'full', query] as const,
  report: (stock: string, strategy: string) => [REPORTS_KEY, 'report', stock, strategy] as const,
  guestReport: (stock: string, strategy: string) => [REPORTS_KEY, 'report', 'guest', stock, strategy] as const,
  assistance: [REPORTS_KEY, 'assistance'] as const,
};
