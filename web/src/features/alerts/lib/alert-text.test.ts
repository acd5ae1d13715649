import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { anAlert } from '../testing/fixtures';
import { canEdit, canSwitch, conditionKey, formatLevelPercent, levelText } from './alert-text';
import { cooldownParts } from './levels';
import type { Condition } from '../types';

describe('an alert in words', () => {
  it('shows a price level with its decimals, at least two', () => {
    expect(levelText(anAlert({ price: 29.5 }), 'en')).toBe('29.50');
    expect(levelText(anAlert({ price: 1234.5 }), 'en')).toBe('1,234.50');
    expect(levelText(anAlert({ price: 0.1234 }), 'en')).toBe('0.1234');
    // Arabic keeps Latin digits, as every price of the app does.
    expect(levelText(anAlert({ price: 29.5 }), 'ar')).toBe('29.50');
    expect(levelText(anAlert({ price: null }), 'en')).toBe('—');
  });

  it('shows a day’s move as a percent without needless decimals', () => {
    expect(levelText(anAlert({ condition: 'change_up', price: null, percent: 3 }), 'en')).toBe('3%');
    expect(levelText(anAlert({ condition: 'change_down', price: null, percent: 2.5 }), 'en')).toBe('2.5%');
    expect(formatLevelPercent(0.75, 'en')).toBe('0.75%');
    expect(levelText(anAlert({ condition: 'change_up', price: null, percent: 3 }), 'ar')).toMatch(/^3\s?٪$/);
  });

  it('says each condition in both languages', async () => {
    await i18n.reloadResources(['ar', 'en'], ['alerts']);
    const en = i18n.getFixedT('en', 'alerts');
    const ar = i18n.getFixedT('ar', 'alerts');
    expect(en(conditionKey('price_above'))).toBe('Price at or above');
    expect(en(conditionKey('change_down'))).toBe('Down in a day by at least');
    expect(ar(conditionKey('price_below'))).toBe('السعر عند أو دون');
    expect(ar(conditionKey('change_up'))).toBe('ارتفاع يومي لا يقل عن');
  });

  it('says a quiet time with Arabic’s numbers agreeing', async () => {
    await i18n.reloadResources(['ar', 'en'], ['alerts']);
    const ar = i18n.getFixedT('ar', 'alerts');
    const quiet = (minutes: number) => {
      const { unit, count } = cooldownParts(minutes);
      return ar(`cooldown.${unit}`, { count });
    };
    expect([5, 11, 60, 120, 180, 1440, 2880, 10_080].map(quiet)).toEqual([
      '5 دقائق',
      '11 دقيقة',
      'ساعة واحدة',
      'ساعتين',
      '3 ساعات',
      'يوم واحد',
      'يومين',
      '7 أيام',
    ]);
    expect(i18n.getFixedT('en', 'alerts')('repeat.every', { quiet: i18n.getFixedT('en', 'alerts')('cooldown.hours', { count: 1 }) })).toBe(
      'Every time, at least 1 hour apart',
    );
  });

  it('names a kind of condition it does not know generally, and does not edit it', () => {
    const newer = anAlert({ condition: 'rsi_oversold' as Condition, price: null, percent: null });
    expect(conditionKey(newer.condition)).toBe('condition.other');
    expect(canEdit(newer)).toBe(false);
    expect(canEdit(anAlert())).toBe(true);
  });

  it('offers pause and resume only while the alert still watches', () => {
    expect(canSwitch({ state: 'active' })).toBe(true);
    expect(canSwitch({ state: 'paused' })).toBe(true);
    expect(canSwitch({ state: 'done' })).toBe(false);
    expect(canSwitch({ state: 'expired' })).toBe(false);
  });
});
