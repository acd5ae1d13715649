/**
 * Shapes of the reports API, derived from the server's OpenAPI document
 * (`src/generated/api-types.ts`, regenerated with `npm run gen:api`): a server change breaks the
 * type check here rather than the screens at run time.
 */
import type { components } from '../../generated/api-types';
import type { PageMeta } from '../../lib/api-client';

type Schemas = components['schemas'];

/** One stock of a strategy's ranking; `score_x100` is 0–10000 (a score of 0–100, two decimals). */
export type RankingRow = Schemas['RankingRow'];

/** GET /api/evareport/stocks/rankings: one page of the whole ranking (subscribers). */
export interface RankingPage {
  data: RankingRow[];
  meta: PageMeta;
}

/** growth, value, dividend_income, momentum or low_volatility. */
export type Strategy = Schemas['Strategy'];
export type StrategyView = Schemas['StrategyView'];

/** One of the eight factors a score is made of. */
export type Factor = Schemas['Factor'];
export type FactorView = Schemas['FactorView'];

/** GET /api/evareport/report/{stock}/{strategy}: the stock's score explained factor by factor. */
export type StockReport = Schemas['StockReport'];

/** GET /api/evareport/assistance/questions: the questionnaire, the strategies and the user's choice. */
export type AssistanceView = Schemas['AssistanceView'];
export type AssistanceQuestion = Schemas['AssistanceQuestion'];

/** POST /api/evareport/assistance/update-strategy: a strategy, or the answers to suggest one. */
export type StrategyChoice = Schemas['StrategyChoice'];
/** What was chosen, with the points each strategy got from the answers. */
export type StrategyChosen = Schemas['StrategyChosen'];
export type StrategyPoints = Schemas['StrategyPoints'];
