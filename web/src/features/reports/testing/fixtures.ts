/** API answers for the reports screens' tests, shaped as the server sends them. */
import type { AssistanceQuestion, AssistanceView, FactorView, RankingRow, StockReport, StrategyView } from '../types';

export function aRankingRow(overrides: Partial<RankingRow> = {}): RankingRow {
  return { rank: 1, stock_id: 101, symbol: '2222', name: 'Saudi Aramco', score_x100: 8123, shariah_compliant: true, as_of: '2026-11-25', ...overrides };
}

/** `count` rows from `firstRank` down, each a point less than the one before. */
export function someRankingRows(count: number, firstRank = 1): RankingRow[] {
  return Array.from({ length: count }, (_, i) =>
    aRankingRow({
      rank: firstRank + i,
      stock_id: 100 + firstRank + i,
      symbol: String(1000 + firstRank + i),
      name: `Stock ${firstRank + i}`,
      score_x100: 9000 - (firstRank + i) * 100,
    }),
  );
}

export function someStrategies(): StrategyView[] {
  return [
    { id: 'growth', name: 'Growth', description: 'Stocks whose price grew the most over six months and a year' },
    { id: 'value', name: 'Value', description: 'Stocks far from their high that pay dividends and move calmly' },
    { id: 'dividend_income', name: 'Dividend income', description: 'Stocks with the highest dividend yield' },
    { id: 'momentum', name: 'Momentum', description: 'Stocks rising the most recently' },
    { id: 'low_volatility', name: 'Low volatility', description: 'Stocks that move the least' },
  ];
}

export function someQuestions(): AssistanceQuestion[] {
  return [
    {
      id: 'horizon',
      text: 'How long do you plan to hold?',
      options: [
        { id: 'short', text: 'Months' },
        { id: 'long', text: 'Years' },
      ],
    },
    {
      id: 'risk',
      text: 'How much can you see your investment fall?',
      options: [
        { id: 'low', text: 'Very little' },
        { id: 'high', text: 'A lot' },
      ],
    },
  ];
}

export function anAssistance(overrides: Partial<AssistanceView> = {}): AssistanceView {
  return { questions: someQuestions(), strategies: someStrategies(), current: 'growth', chosen: false, ...overrides };
}

export function aFactor(overrides: Partial<FactorView> = {}): FactorView {
  return {
    factor: 'return1y',
    name: '1-year return',
    explanation: 'How much the price changed over the last year',
    value: 1250,
    percentile_x100: 8100,
    weight: 40,
    contribution_x100: 3240,
    ...overrides,
  };
}

export function aStockReport(overrides: Partial<StockReport> = {}): StockReport {
  return {
    stock_id: 101,
    symbol: '2222',
    name: 'Saudi Aramco',
    strategy: { id: 'growth', name: 'Growth', description: 'Stocks whose price grew the most over six months and a year' },
    score_x100: 8123,
    rank: 3,
    ranked: 210,
    shariah_compliant: true,
    as_of: '2026-11-25',
    factors: [
      aFactor(),
      aFactor({
        factor: 'return6m',
        name: '6-month return',
        value: -450,
        percentile_x100: 4000,
        weight: 30,
        contribution_x100: 1200,
        explanation: 'The price change over six months',
      }),
      aFactor({
        factor: 'trend',
        name: 'Trend',
        value: 65,
        percentile_x100: 9000,
        weight: 30,
        contribution_x100: 2700,
        explanation: 'Above its averages, RSI in a healthy band',
      }),
      aFactor({
        factor: 'volatility',
        name: 'Volatility',
        value: 2200,
        percentile_x100: 5000,
        weight: 0,
        contribution_x100: 0,
        explanation: 'How much the price moves in a year',
      }),
    ],
    ...overrides,
  };
}
