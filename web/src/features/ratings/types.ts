import type { components } from '../../generated/api-types';

type Schemas = components['schemas'];

/** An Eva list as investors find it, with its headline performance. */
export type RatingList = Schemas['RatingListView'];
/** One stock's position in a list, every field of the spec's rating row. */
export type Rating = Schemas['RatingView'];
export type RatingDetails = Schemas['RatingDetailsView'];
export type HistoryEntry = Schemas['HistoryEntryView'];
export type ListOrder = Schemas['OrderView'];
export type Performance = Schemas['PerformanceView'];
export type StockPerformance = Schemas['StockPerformanceView'];
export type Graph = Schemas['GraphView'];
export type Verification = Schemas['VerificationView'];
export type RatingComment = Schemas['CommentView'];
export type CustomList = Schemas['CustomListView'];
export type CustomListPerformance = Schemas['CustomListPerformanceView'];
export type NewRatingRequest = Schemas['NewRatingForm'];
export type UpdateRatingRequest = Schemas['UpdateRatingForm'];
export type SellRequest = Schemas['SellForm'];

/** Which ratings of a list: held or waiting (the default), sold out, or both. */
export const ratingStatuses = ['current', 'closed', 'all'] as const;
export type RatingStatus = (typeof ratingStatuses)[number];

/** The row orders the spec names: by date, by entry percentage and by change, both ways. */
export const ratingSorts = ['newest', 'oldest', 'entry_desc', 'entry_asc', 'change_desc', 'change_asc'] as const;
export type RatingSort = (typeof ratingSorts)[number];

/** The history's kinds of entry (`GET /api/rating/logs?type=`). */
export const historyTypes = ['buy', 'sell', 'edit', 'dividends', 'comments'] as const;
export type HistoryType = (typeof historyTypes)[number];

/** How an order is placed: at the current price, or at a price the analyst specifies. */
export const orderTypes = ['market', 'limit'] as const;
export type OrderType = (typeof orderTypes)[number];

/** The markets a list may follow, as the API's `market_id` (1 TASI, 2 NOMU, 3 US). */
export const marketIds = [1, 2, 3] as const;
export type MarketId = (typeof marketIds)[number];

/** The spec's limit on a rating's images. */
export const MAX_RATING_IMAGES = 3;

/** The spec's basis capital: quantities are shown for 100,000 of the list's currency. */
export const BASIS_CAPITAL = 100_000;

export function isOfList<T extends string>(values: readonly T[], value: string | null | undefined): value is T {
  return value != null && (values as readonly string[]).includes(value);
}
