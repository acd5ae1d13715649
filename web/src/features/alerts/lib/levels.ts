import type { Condition } from '../types';

/**
 * An alert's level: a price for the price conditions, a percent of the day's move for the
 * change conditions (the server's rules, repeated here to help before sending).
 */
export function isPriceCondition(condition: Condition): condition is 'price_above' | 'price_below' {
  return condition === 'price_above' || condition === 'price_below';
}

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
 * right side of the price. Empty for a price condition without a price.
 */
export function defaultLevel(condition: Condition, price: number | null | undefined): string {
  if (!isPriceCondition(condition)) return DEFAULT_CHANGE_PERCENT;
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
