import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { anAlert } from '../testing/fixtures';
import { canEdit, canSwitch, conditionKey, conditionLine, conditionText, formatLevelPercent, levelText } from './alert-text';
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

  it('says every other condition in one sentence, its threshold inside, in both languages', async () => {
    await i18n.reloadResources(['ar', 'en'], ['alerts']);
    const say = (language: 'ar' | 'en', condition: Condition, threshold: number | null) =>
      conditionText(anAlert({ condition, price: null, percent: null, threshold }), i18n.getFixedT(language, 'alerts'), language);
    const cases: [Condition, number | null, string, string][] = [
      ['ma_cross_above', 50, 'يغلق فوق متوسط 50 يوماً', 'Closes above its 50-day moving average'],
      ['ma_cross_below', 200, 'يغلق دون متوسط 200 يوم', 'Closes below its 200-day moving average'],
      ['ma_cross_above', 20, 'يغلق فوق متوسط 20 يوماً', 'Closes above its 20-day moving average'],
      ['rsi_overbought', 70, 'مؤشر القوة النسبية يبلغ 70 أو أكثر', 'RSI (14) reaches 70 or more'],
      ['rsi_oversold', 30, 'مؤشر القوة النسبية ينزل إلى 30 أو أقل', 'RSI (14) falls to 30 or less'],
      ['new_high52w', null, 'أعلى سعر في 52 أسبوعاً', 'A new 52-week high'],
      ['new_low52w', null, 'أدنى سعر في 52 أسبوعاً', 'A new 52-week low'],
      ['volume_spike', 2.5, 'حجم التداول 2.5 ضعف متوسط 20 جلسة', 'Volume at 2.5 times its 20-session average'],
      ['dividend_near', 3, 'توزيع نقدي خلال 3 أيام', 'A cash dividend’s ex-date within 3 days'],
      ['dividend_near', 1, 'توزيع نقدي خلال يوم واحد', 'A cash dividend’s ex-date within 1 day'],
      ['shariah_change', null, 'تغيّر التصنيف الشرعي', 'The Shariah status changes'],
      ['analyst_publishes', null, 'نشر محلل من إيفا على السهم أو شراؤه أو بيعه في قائمة', 'An Eva analyst publishes on the stock or a list buys or sells it'],
    ];
    for (const [condition, threshold, ar, en] of cases) {
      expect(say('ar', condition, threshold)).toEqual({ words: ar, level: null });
      expect(say('en', condition, threshold)).toEqual({ words: en, level: null });
    }
    // Without its threshold (an older answer), the server's default.
    expect(say('en', 'rsi_oversold', null).words).toBe('RSI (14) falls to 30 or less');
    expect(say('ar', 'volume_spike', null).words).toBe('حجم التداول 2 ضعف متوسط 20 جلسة');
    // A price keeps its level apart, left to right inside a sentence.
    const en = i18n.getFixedT('en', 'alerts');
    expect(conditionText(anAlert(), en, 'en')).toEqual({ words: 'Price at or above', level: '29.50' });
    expect(conditionLine(anAlert(), en, 'en')).toBe('Price at or above \u206629.50\u2069');
    expect(conditionLine(anAlert({ condition: 'new_high52w', price: null }), en, 'en')).toBe('A new 52-week high');
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

  it('names a kind of condition it does not know generally, and does not edit it', async () => {
    await i18n.reloadResources(['en'], ['alerts']);
    const newer = anAlert({ condition: 'gap_up' as Condition, price: null, percent: null });
    expect(conditionKey(newer.condition)).toBe('condition.other');
    expect(conditionText(newer, i18n.getFixedT('en', 'alerts'), 'en')).toEqual({ words: 'A condition of another kind', level: null });
    expect(canEdit(anAlert({ condition: 'analyst_publishes', price: null }))).toBe(true);
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
