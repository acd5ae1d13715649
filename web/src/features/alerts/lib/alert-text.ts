import type { TFunction } from 'i18next';
import { formatPrice, isolateLtr, numberLocale } from '../../../lib/format';
import { conditions, type AlertView, type Condition } from '../types';
import { DEFAULT_MA_PERIOD, DEFAULT_VOLUME_MULTIPLE, DIVIDEND_DAYS, RSI_OVERBOUGHT, RSI_OVERSOLD, isPriceCondition } from './levels';

/** A percent given in percent units with as many decimals as it has, at most two: 3 → "3%", 2.5 → "2.5%". */
export function formatLevelPercent(value: number, language: string): string {
  return new Intl.NumberFormat(numberLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/**
 * An alert's level as shown: a price with two decimals for a price condition (more when it has
 * them, up to four), a percent for a day's move; "—" when the server sent none.
 */
export function levelText(alert: Pick<AlertView, 'condition' | 'price' | 'percent'>, language: string): string {
  if (isPriceCondition(alert.condition)) {
    const price = alert.price;
    if (typeof price !== 'number') return formatPrice(null, language);
    const decimals = Math.min(4, Math.max(2, (String(price).split('.')[1] ?? '').length));
    return formatPrice(price, language, decimals);
  }
  return typeof alert.percent === 'number' ? formatLevelPercent(alert.percent, language) : formatPrice(null, language);
}

/** One of the conditions this app sets and words (the server may know more, newer kinds). */
export function isKnownCondition(condition: string): condition is Condition {
  return (conditions as readonly string[]).includes(condition);
}

/**
 * The i18n key of a price or change condition as a card states it ("Price at or above", then the
 * level); a kind this app does not know yet (a newer server's) is named generally.
 */
export function conditionKey(condition: Condition): `condition.${Condition}` | 'condition.other' {
  return isKnownCondition(condition) ? `condition.${condition}` : 'condition.other';
}

/** A number with up to two decimals in the page's digits: 2.5 → "2.5", 70 → "70". */
function plainNumber(value: number, language: string): string {
  return new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 2 }).format(value);
}

/**
 * A condition in words: for a price or a day's move its words and then its level apart (a card
 * shows the level left to right, in bold); for the others one sentence with its threshold inside
 * ("Closes above its 50-day moving average", "RSI(14) reaches 70 or more"), the server's default
 * when it sent none. A kind this app does not know is named generally, without a level.
 */
export function conditionText(
  alert: Pick<AlertView, 'condition' | 'price' | 'percent' | 'threshold'>,
  t: TFunction<'alerts'>,
  language: string,
): { words: string; level: string | null } {
  const { condition } = alert;
  if (!isKnownCondition(condition)) return { words: t('condition.other'), level: null };
  const threshold = typeof alert.threshold === 'number' && Number.isFinite(alert.threshold) ? alert.threshold : null;
  switch (condition) {
    case 'price_above':
    case 'price_below':
    case 'change_up':
    case 'change_down':
      return { words: t(`condition.${condition}`), level: levelText(alert, language) };
    case 'ma_cross_above':
    case 'ma_cross_below':
      return { words: t(`condition.${condition}`, { count: threshold ?? Number(DEFAULT_MA_PERIOD) }), level: null };
    case 'rsi_overbought':
    case 'rsi_oversold': {
      const level = threshold ?? (condition === 'rsi_oversold' ? RSI_OVERSOLD : RSI_OVERBOUGHT).default;
      return { words: t(`condition.${condition}`, { level: plainNumber(level, language) }), level: null };
    }
    case 'volume_spike':
      return { words: t('condition.volume_spike', { level: plainNumber(threshold ?? Number(DEFAULT_VOLUME_MULTIPLE), language) }), level: null };
    case 'dividend_near':
      return { words: t('condition.dividend_near', { count: threshold ?? DIVIDEND_DAYS.default }), level: null };
    case 'new_high52w':
    case 'new_low52w':
    case 'shariah_change':
    case 'analyst_publishes':
      return { words: t(`condition.${condition}`), level: null };
  }
}

/** A condition as one line of text (a level kept left to right inside it), for a sentence or a label. */
export function conditionLine(alert: Pick<AlertView, 'condition' | 'price' | 'percent' | 'threshold'>, t: TFunction<'alerts'>, language: string): string {
  const { words, level } = conditionText(alert, t, language);
  return level === null ? words : `${words} ${isolateLtr(level)}`;
}

/** Editing sets a condition of the form's kinds again: an alert of a kind it does not offer (a newer server's) is paused, resumed or deleted only. */
export function canEdit(alert: Pick<AlertView, 'condition'>): boolean {
  return isKnownCondition(alert.condition);
}

/** Pause and resume belong to alerts still watching; an alert that ended or expired can only be set again (edited) or deleted. */
export function canSwitch(alert: Pick<AlertView, 'state'>): boolean {
  return alert.state === 'active' || alert.state === 'paused';
}
