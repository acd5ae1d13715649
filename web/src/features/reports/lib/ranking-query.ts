import type { Strategy } from '../types';

/** The ranking's filters as the address keeps them (`/reports?strategy=&market=&shariah=1&page=`). */
export interface RankingQuery {
  strategy: Strategy;
  /** 1 TASI (default), 2 NOMU, 3 US. */
  marketId: number;
  shariah: boolean;
  page: number;
}

export const strategies: readonly Strategy[] = ['growth', 'value', 'dividend_income', 'momentum', 'low_volatility'];
export const rankingMarketIds = [1, 2, 3] as const;

/** Each market's name in the reports texts. */
export const marketNameKeys = { 1: 'markets.tasi', 2: 'markets.nomu', 3: 'markets.us' } as const;

export function isStrategy(value: string | null | undefined): value is Strategy {
  return strategies.includes(value as Strategy);
}

/** The filters from the address; `fallback` is the user's strategy (or the default) when none is named. */
export function readRankingQuery(params: URLSearchParams, fallback: Strategy): RankingQuery {
  const strategy = params.get('strategy');
  const market = Number(params.get('market'));
  const page = Number(params.get('page'));
  return {
    strategy: isStrategy(strategy) ? strategy : fallback,
    marketId: (rankingMarketIds as readonly number[]).includes(market) ? market : 1,
    shariah: params.get('shariah') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's search for these filters, defaults left out; any change of filter goes back to page 1. */
export function rankingSearch(query: RankingQuery): string {
  const params = new URLSearchParams();
  params.set('strategy', query.strategy);
  if (query.marketId !== 1) params.set('market', String(query.marketId));
  if (query.shariah) params.set('shariah', '1');
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** A stock's report, in the strategy of the ranking it was opened from. */
export function reportPath(stock: number | string, strategy: Strategy): string {
  return `/reports/stock/${encodeURIComponent(String(stock))}/${strategy}`;
}
