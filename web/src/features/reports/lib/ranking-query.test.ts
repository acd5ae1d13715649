import { describe, expect, it } from 'vitest';
import { rankingSearch, readRankingQuery, reportPath } from './ranking-query';

describe('the ranking in the address', () => {
  it('reads the filters, falling back to the user strategy, TASI and page 1', () => {
    expect(readRankingQuery(new URLSearchParams(''), 'value')).toEqual({ strategy: 'value', marketId: 1, shariah: false, page: 1 });
    expect(readRankingQuery(new URLSearchParams('strategy=momentum&market=3&shariah=1&page=2'), 'value')).toEqual({
      strategy: 'momentum',
      marketId: 3,
      shariah: true,
      page: 2,
    });
    expect(readRankingQuery(new URLSearchParams('strategy=nope&market=9&page=-1'), 'growth')).toEqual({
      strategy: 'growth',
      marketId: 1,
      shariah: false,
      page: 1,
    });
  });

  it('writes them back without the defaults', () => {
    expect(rankingSearch({ strategy: 'growth', marketId: 1, shariah: false, page: 1 })).toBe('strategy=growth');
    expect(rankingSearch({ strategy: 'value', marketId: 2, shariah: true, page: 3 })).toBe('strategy=value&market=2&shariah=1&page=3');
  });

  it('links a stock to its report in a strategy', () => {
    expect(reportPath(7, 'dividend_income')).toBe('/reports/stock/7/dividend_income');
  });
});
