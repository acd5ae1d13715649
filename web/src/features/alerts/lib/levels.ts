import type { Condition } from '../types';

/**
 * An alert's level: a price for the price conditions, a percent of the day's move for the
 * change conditions (the server's rules, repeated here to help before sending).
 */
export function isPriceCondition(condition: Condition): condition is 'price_above' | 'price_below' {
  return condition === 'price_above' || condition === 'price_below';
}

/**
 * What a condition's level is: a price, a percent of the day's move, a moving average's days
 * (20, 50 or 200), an RSI level, a multiple of the 20-session average volume, days before a
 * dividend's ex-date, or none (a 52-week high or low, a Shariah change, an analyst's publication).
 */
export type LevelKind = 'price' | 'percent' | 'maDays' | 'rsi' | 'multiple' | 'days' | 'none';

const levelKinds: Record<Condition, LevelKind> = {
  price_above: 'price',
  price_below: 'price',
  change_up: 'percent',
  change_down: 'percent',
  ma_cross_above: 'maDays',
  ma_cross_below: 'maDays',
  rsi_overbought: 'rsi',
  rsi_oversold: 'rsi',
  new_high52w: 'none',
  new_low52w: 'none',
  volume_spike: 'multiple',
  dividend_near: 'days',
  shariah_change: 'none',
  analyst_publishes: 'none',
};

/** A condition's kind of level ("none" for a kind this app does not know). */
export function levelKind(condition: Condition): LevelKind {
  return levelKinds[condition] ?? 'none';
}

/** The form's conditions in groups: the price (watched live), technical ones at the close, events. */
export const conditionGroups = [
  { group: 'price', conditions: ['price_above', 'price_below', 'change_up', 'change_down'] },
  {
    group: 'technical',
    conditions: ['ma_cross_above', 'ma_cross_below', 'rsi_overbought', 'rsi_oversold', 'new_high52w', 'new_low52w', 'volume_spike'],
  },
  { group: 'events', conditions: ['dividend_near', 'shariah_change', 'analyst_publishes'] },
] as const satisfies readonly { group: string; conditions: readonly Condition[] }[];

/** Conditions read once a day, after the stock's market closes, not live. */
export function isCloseCondition(condition: Condition): boolean {
  const kind = levelKind(condition);
  return kind === 'maDays' || kind === 'rsi' || kind === 'multiple' || kind === 'days' || condition === 'new_high52w' || condition === 'new_low52w';
}

/** The moving averages a close can cross, in days. */
export const MA_PERIODS = ['20', '50', '200'] as const;
export const DEFAULT_MA_PERIOD = '50';
/** RSI(14) levels: "rises to" 50 to 95 (70 by default), "falls to" 5 to 50 (30 by default), whole. */
export const RSI_OVERBOUGHT = { min: 50, max: 95, default: 70 } as const;
export const RSI_OVERSOLD = { min: 5, max: 50, default: 30 } as const;
/** A volume spike: 1.5 to 20 times the 20-session average (2 by default), in hundredths. */
export const MIN_VOLUME_HUNDREDTHS = 150;
export const MAX_VOLUME_HUNDREDTHS = 2_000;
export const DEFAULT_VOLUME_MULTIPLE = '2';
/** A dividend's ex-date within 1 to 30 days (3 by default). */
export const DIVIDEND_DAYS = { min: 1, max: 30, default: 3 } as const;

/** How far from the current price a new price alert starts, in percent. */
export const DEFAULT_PRICE_STEP_PERCENT = 5;
/** The day's move a new change alert watches for, in percent. */
export const DEFAULT_CHANGE_PERCENT = '3';

/** A price level may lie at most this share of the current price away from it (50 %). */
export const PRICE_REACH = 0.5;
/** A change alert watches for a day's move of 0.5 % to 50 %, in hundredths of a percent. */
export const MIN_CHANGE_HUNDREDTHS = 50;
export const MAX_CHANGE_HUNDREDTHS = 5_000;
/** An every-time alert waits 5 minutes to 7 days after it fired; an alert lasts 1 to 365 days. */
export const MIN_COOLDOWN_MINUTES = 5;
export const MAX_COOLDOWN_MINUTES = 7 * 24 * 60;
export const DEFAULT_COOLDOWN_MINUTES = 60;
export const MIN_EXPIRY_DAYS = 1;
export const MAX_EXPIRY_DAYS = 365;
export const DEFAULT_EXPIRY_DAYS = 90;

/**
 * The level a new alert offers, so that it can be saved at once: 5 % above the current price
 * (rounded up to the cent) for "rises to", 5 % below (rounded down) for "falls to", 3 % for a
 * day's move. Worked in whole cents, so no binary fraction rounds it the wrong way; always on the
 * right side of the price. Empty for a price condition without a price. The other conditions
 * offer the server's defaults: a 50-day average, RSI 70 or 30, twice the volume, 3 days; none
 * for a condition without a level.
 */
export function defaultLevel(condition: Condition, price: number | null | undefined): string {
  switch (levelKind(condition)) {
    case 'percent':
      return DEFAULT_CHANGE_PERCENT;
    case 'maDays':
      return DEFAULT_MA_PERIOD;
    case 'rsi':
      return String(condition === 'rsi_oversold' ? RSI_OVERSOLD.default : RSI_OVERBOUGHT.default);
    case 'multiple':
      return DEFAULT_VOLUME_MULTIPLE;
    case 'days':
      return String(DIVIDEND_DAYS.default);
    case 'none':
      return '';
    case 'price':
      break;
  }
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return '';
  const cents = Math.round(price * 100);
  if (condition === 'price_above') {
    const above = Math.ceil((cents * (100 + DEFAULT_PRICE_STEP_PERCENT)) / 100);
    return centsText(Math.max(above, Math.floor(price * 100) + 1));
  }
  const below = Math.min(Math.floor((cents * (100 - DEFAULT_PRICE_STEP_PERCENT)) / 100), Math.ceil(price * 100) - 1);
  return below > 0 ? centsText(below) : '';
}

function centsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A cool-down in the largest whole unit it fills: 60 → 1 hour, 1440 → 1 day, 90 → 90 minutes. */
export function cooldownParts(minutes: number): { unit: 'days' | 'hours' | 'minutes'; count: number } {
  if (minutes > 0 && minutes % 1440 === 0) return { unit: 'days', count: minutes / 1440 };
  if (minutes > 0 && minutes % 60 === 0) return { unit: 'hours', count: minutes / 60 };
  return { unit: 'minutes', count: minutes };
}
