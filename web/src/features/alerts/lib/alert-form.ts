import { hundredthsOf, isPositive, readDecimal } from '../../../lib/decimal-text';
import { normalizeDigits } from '../../../lib/sar-input';
import type { AlertBody, AlertView, Condition, Repeat } from '../types';
import {
  DIVIDEND_DAYS,
  MA_PERIODS,
  MAX_VOLUME_HUNDREDTHS,
  MIN_VOLUME_HUNDREDTHS,
  RSI_OVERBOUGHT,
  RSI_OVERSOLD,
  DEFAULT_COOLDOWN_MINUTES,
  DEFAULT_EXPIRY_DAYS,
  MAX_CHANGE_HUNDREDTHS,
  MAX_COOLDOWN_MINUTES,
  MAX_EXPIRY_DAYS,
  MIN_CHANGE_HUNDREDTHS,
  MIN_COOLDOWN_MINUTES,
  MIN_EXPIRY_DAYS,
  PRICE_REACH,
  defaultLevel,
  levelKind,
} from './levels';

/** What the user chooses and types (numbers as text, as typed). */
export interface AlertFormValues {
  condition: Condition;
  /** The level as typed; null until typed, when the default from the current price shows. */
  level: string | null;
  repeat: Repeat;
  cooldownMinutes: string;
  expiresInDays: string;
}

/** The form's fields under the API's names, so the server's field errors land on them. */
export const alertFormFields = ['stock_id', 'condition', 'level', 'repeat', 'cooldown_minutes', 'expires_in_days'] as const;
export type AlertFormField = (typeof alertFormFields)[number];

export type AlertFormError =
  | 'stockRequired'
  | 'levelRequired'
  | 'levelInvalid'
  | 'notAbove'
  | 'notBelow'
  | 'tooFar'
  | 'changeRange'
  | 'maPeriod'
  | 'rsiHighRange'
  | 'rsiLowRange'
  | 'volumeRange'
  | 'dividendRange'
  | 'cooldownRange'
  | 'expiryRange';

/** A new alert: "rises to" 5 % above the price, once, for 90 days. */
export function newAlertForm(condition: Condition = 'price_above'): AlertFormValues {
  return { condition, level: null, repeat: 'once', cooldownMinutes: String(DEFAULT_COOLDOWN_MINUTES), expiresInDays: String(DEFAULT_EXPIRY_DAYS) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An alert's terms to edit. Saving starts its life again from now: it keeps the days it has left
 * (part of a day counts as a day); one that ended or expired gets the default again.
 */
export function alertFormOf(alert: AlertView, now: Date = new Date()): AlertFormValues {
  const kind = levelKind(alert.condition);
  const level = kind === 'price' ? alert.price : kind === 'percent' ? alert.percent : kind === 'none' ? null : alert.threshold;
  const left = Math.ceil((Date.parse(alert.expires_at) - now.getTime()) / DAY_MS);
  const ended = alert.state === 'done' || alert.state === 'expired' || !Number.isFinite(left) || left < MIN_EXPIRY_DAYS;
  return {
    condition: alert.condition,
    level: typeof level === 'number' && Number.isFinite(level) ? String(level) : null,
    repeat: alert.repeat,
    cooldownMinutes: String(alert.cooldown_minutes),
    expiresInDays: String(ended ? DEFAULT_EXPIRY_DAYS : Math.min(left, MAX_EXPIRY_DAYS)),
  };
}

/** The level the form shows and sends: what was typed, else the default (from the current price for a price). */
export function levelOf(values: AlertFormValues, price: number | null | undefined): string {
  return values.level ?? defaultLevel(values.condition, price);
}

/** A whole number as typed (Arabic digits too), or null. */
export function readWhole(input: string): number | null {
  const text = normalizeDigits(input).trim();
  return /^\d{1,9}$/.test(text) ? Number.parseInt(text, 10) : null;
}

function inRange(value: number | null, range: { min: number; max: number }): boolean {
  return value !== null && value >= range.min && value <= range.max;
}

function checkLevel(condition: Condition, typed: string, price: number | null | undefined): AlertFormError | null {
  const kind = levelKind(condition);
  if (kind === 'none') return null;
  if (typed.trim() === '') return 'levelRequired';
  switch (kind) {
    case 'maDays':
      return (MA_PERIODS as readonly string[]).includes(String(readWhole(typed))) ? null : 'maPeriod';
    case 'rsi':
      return condition === 'rsi_oversold'
        ? inRange(readWhole(typed), RSI_OVERSOLD)
          ? null
          : 'rsiLowRange'
        : inRange(readWhole(typed), RSI_OVERBOUGHT)
          ? null
          : 'rsiHighRange';
    case 'days':
      return inRange(readWhole(typed), DIVIDEND_DAYS) ? null : 'dividendRange';
    default:
      break;
  }
  const level = readDecimal(typed);
  if (level === null || !isPositive(level)) return 'levelInvalid';
  if (kind === 'multiple') {
    return inRange(hundredthsOf(level), { min: MIN_VOLUME_HUNDREDTHS, max: MAX_VOLUME_HUNDREDTHS }) ? null : 'volumeRange';
  }
  if (kind === 'percent') {
    const hundredths = hundredthsOf(level);
    return hundredths === null || hundredths < MIN_CHANGE_HUNDREDTHS || hundredths > MAX_CHANGE_HUNDREDTHS ? 'changeRange' : null;
  }
  // Without a price the server judges the level alone (and says when the stock has none).
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null;
  const value = Number(level);
  if (condition === 'price_above' && value <= price) return 'notAbove';
  if (condition === 'price_below' && value >= price) return 'notBelow';
  return Math.abs(value - price) > price * PRICE_REACH ? 'tooFar' : null;
}

/**
 * The server's rules, checked before sending so the user hears of a slip at once: a stock, a
 * level on the right side of the current price and within 50 % of it (or a day's move of 0.5 %
 * to 50 %; a 20-, 50- or 200-day average; RSI 50 to 95 or 5 to 50; 1.5 to 20 times the volume;
 * 1 to 30 days before a dividend; no level for the rest), a cool-down of 5 minutes to 7 days for an every-time alert, 1 to 365 days of life.
 * The server checks all of it again against the price of the moment.
 */
export function checkAlertForm(
  values: AlertFormValues,
  context: { price: number | null | undefined; needsStock: boolean; hasStock: boolean },
): Record<AlertFormField, AlertFormError | null> {
  const cooldown = readWhole(values.cooldownMinutes);
  const days = readWhole(values.expiresInDays);
  return {
    stock_id: context.needsStock && !context.hasStock ? 'stockRequired' : null,
    condition: null,
    level: checkLevel(values.condition, levelOf(values, context.price), context.price),
    repeat: null,
    cooldown_minutes:
      values.repeat === 'every' && (cooldown === null || cooldown < MIN_COOLDOWN_MINUTES || cooldown > MAX_COOLDOWN_MINUTES) ? 'cooldownRange' : null,
    expires_in_days: days === null || days < MIN_EXPIRY_DAYS || days > MAX_EXPIRY_DAYS ? 'expiryRange' : null,
  };
}

/**
 * The body of POST /api/alerts (with the stock) or PUT /api/alerts/{id} (without) from checked
 * values: the level as exact decimal text (none for a condition without one), the cool-down only
 * where it counts.
 */
export function toAlertBody(values: AlertFormValues, price: number | null | undefined, stockId?: number): AlertBody {
  return {
    ...(stockId === undefined ? {} : { stock_id: stockId }),
    condition: values.condition,
    ...(levelKind(values.condition) === 'none' ? {} : { level: readDecimal(levelOf(values, price)) }),
    repeat: values.repeat,
    ...(values.repeat === 'every' ? { cooldown_minutes: readWhole(values.cooldownMinutes) } : {}),
    expires_in_days: readWhole(values.expiresInDays),
  };
}
