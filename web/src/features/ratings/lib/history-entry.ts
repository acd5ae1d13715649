import type { HistoryEntry } from '../types';

/** The history's detail phrases (keys under `history.detail`), filled by the page's formatters. */
export type DetailPart =
  | { key: 'shares'; shares: number }
  | { key: 'at'; price: number }
  | { key: 'limit'; price: number }
  | { key: 'profit'; profit: number }
  | { key: 'dividend'; perShare: number; amount: number }
  | { key: 'reason'; reason: string }
  | { key: 'partial' }
  | { key: 'text'; text: string };

export const historyActions = ['order_placed', 'filled', 'order_cancelled', 'order_edited', 'rating_edited', 'credited', 'commented'] as const;
export type HistoryAction = (typeof historyActions)[number];

/** The entry's action, when it is one the screens name (else the page shows its type). */
export function actionOf(entry: HistoryEntry): HistoryAction | null {
  return (historyActions as readonly string[]).includes(entry.action) ? (entry.action as HistoryAction) : null;
}

/**
 * What happened, in the order a reader wants it: how many shares, at what price (a fill's, a
 * sale's or a waiting limit), the result, a dividend's amounts, the reason, a comment's text.
 */
export function detailsOf(entry: HistoryEntry): DetailPart[] {
  const parts: DetailPart[] = [];
  if (entry.sell_status === 'partial') parts.push({ key: 'partial' });
  if (entry.shares != null && entry.dividend_per_share == null) parts.push({ key: 'shares', shares: entry.shares });
  const price = entry.fill_price ?? entry.exit_price ?? entry.entry_price;
  if (price != null) parts.push({ key: 'at', price });
  else if (entry.limit_price != null) parts.push({ key: 'limit', price: entry.limit_price });
  if (entry.profit != null) parts.push({ key: 'profit', profit: entry.profit });
  if (entry.dividend_per_share != null && entry.dividend_amount != null) {
    parts.push({ key: 'dividend', perShare: entry.dividend_per_share, amount: entry.dividend_amount });
  }
  if (entry.exit_reason) parts.push({ key: 'reason', reason: entry.exit_reason });
  if (entry.text) parts.push({ key: 'text', text: entry.text });
  return parts;
}
