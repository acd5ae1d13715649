import { formatPrice, numberLocale } from '../../../lib/format';
import { conditions, type AlertView, type Condition } from '../types';
import { isPriceCondition } from './levels';

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
 * The i18n key of a condition as a card states it ("Price at or above", then the level); a kind
 * this app does not know yet is named generally.
 */
export function conditionKey(condition: Condition): `condition.${Condition}` | 'condition.other' {
  return isKnownCondition(condition) ? `condition.${condition}` : 'condition.other';
}

/** Editing sets a condition of the form's kinds again: an alert of a kind it does not offer is paused, resumed or deleted only. */
export function canEdit(alert: Pick<AlertView, 'condition'>): boolean {
  return isKnownCondition(alert.condition);
}

/** Pause and resume belong to alerts still watching; an alert that ended or expired can only be set again (edited) or deleted. */
export function canSwitch(alert: Pick<AlertView, 'state'>): boolean {
  return alert.state === 'active' || alert.state === 'paused';
}
