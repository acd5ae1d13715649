import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatChangePercent,
  formatCompact,
  formatDay,
  formatInteger,
  formatMoment,
  marketZone,
  stockLabel,
  formatPercent,
  formatPrice,
  formatSar,
  monthName,
  trendOf,
} from './format';
import { visible } from '../test/visible-text';

describe('number formatting', () => {
  it('tells up, down and flat', () => {
    expect(trendOf(0.01)).toBe('up');
    expect(trendOf(-2)).toBe('down');
    expect(trendOf(0)).toBe('flat');
    expect(trendOf(null)).toBe('flat');
    expect(trendOf(Number.NaN)).toBe('flat');
  });

  it('signs changes and percents, and leaves zero unsigned', () => {
    expect(formatChange(1.5, 'en')).toBe('+1.50');
    expect(formatChange(-0.432, 'en')).toBe('-0.43');
    expect(formatChange(0, 'en')).toBe('0.00');
    expect(formatChangePercent(1.234, 'en')).toBe('+1.23%');
    expect(formatChangePercent(-0.62, 'en')).toBe('-0.62%');
    expect(formatPercent(57.78, 'en')).toBe('57.8%');
  });

  it('shows a value that rounds to zero as zero, never «-0.00٪»', () => {
    expect(visible(formatChangePercent(-0.001, 'ar'))).toBe('0.00٪');
    expect(visible(formatChangePercent(-0, 'ar'))).toBe('0.00٪');
    expect(formatChange(-0.004, 'en')).toBe('0.00');
    expect(formatPercent(-0.01, 'en')).toBe('0.0%');
    expect(formatPrice(-0.001, 'en')).toBe('0.00');
    expect(formatChangePercent(-0.005, 'en')).toBe('-0.01%');
  });

  it('keeps Latin digits in Arabic with the Arabic percent sign', () => {
    expect(visible(formatChangePercent(-1.23, 'ar'))).toBe('-1.23٪');
    expect(visible(formatChange(2, 'ar'))).toBe('+2.00');
    expect(visible(formatPrice(13427.3, 'ar'))).toBe('13,427.30');
    expect(formatInteger(1436740, 'en')).toBe('1,436,740');
  });

  it('writes large amounts compactly in each language', () => {
    expect(formatCompact(2_678_965_668, 'en')).toBe('2.68B');
    expect(visible(formatCompact(2_678_965_668, 'ar'))).toBe('2.68 مليار');
  });

  it('shows a dash for missing values', () => {
    expect(formatPrice(null, 'en')).toBe('—');
    expect(formatChangePercent(undefined, 'ar')).toBe('—');
    expect(formatCompact(null, 'en')).toBe('—');
    expect(formatDay(null, 'en')).toBe('—');
  });

  it('writes days on the Gregorian calendar in both languages', () => {
    expect(formatDay('2026-11-19', 'en')).toBe('Nov 19, 2026');
    expect(visible(formatDay('2026-11-19', 'ar'))).toBe('19 نوفمبر 2026');
    expect(monthName(1, 'en')).toBe('Jan');
    expect(monthName(11, 'ar', 'long')).toBe('نوفمبر');
  });

  it('dates a moment by Riyadh’s day and clock, not UTC’s («بدأ في 26 نوفمبر» on the 27th)', () => {
    // 22:30 UTC on the 26th is 01:30 on the 27th in Riyadh.
    expect(visible(formatDay('2026-11-26T22:30:00Z', 'ar', 'long'))).toBe('27 نوفمبر 2026');
    expect(formatDay('2026-11-26T22:30:00Z', 'en')).toBe('Nov 27, 2026');
    expect(formatMoment('2026-11-26T22:30:00Z', 'en')).toBe('Nov 27, 2026, 1:30 AM');
    // A calendar day stays that day; a US market time is New York's.
    expect(formatDay('2026-11-26', 'en')).toBe('Nov 26, 2026');
    expect(formatMoment('2026-11-26T14:30:00Z', 'en', marketZone('US'))).toBe('Nov 26, 2026, 9:30 AM');
  });
});

describe('names in sentences', () => {
  it('keeps an English name whole inside Arabic («.Adobe Inc» once) and the symbol left to right', () => {
    expect(stockLabel({ name: 'Adobe Inc.', symbol: 'ADBE' })).toBe('\u2068Adobe Inc.\u2069 (\u2066ADBE\u2069)');
    expect(visible(stockLabel({ name: 'الراجحي', symbol: '1120' }))).toBe('الراجحي (1120)');
  });
});

describe('money', () => {
  it('shows integer halalas as riyals with two decimals, the currency in each language', () => {
    expect(formatSar(115_000, 'en')).toBe('SAR 1,150.00');
    expect(visible(formatSar(115_000, 'ar'))).toBe('1,150.00 ر.س');
    expect(formatSar(1, 'en')).toBe('SAR 0.01');
    expect(formatSar(99_999_999, 'en')).toBe('SAR 999,999.99');
    expect(formatSar(0, 'en')).toBe('SAR 0.00');
  });

  it('keeps the sign of a negative amount and shows a dash for a missing one', () => {
    expect(formatSar(-15_000, 'en')).toBe('SAR -150.00');
    // A discount and a price have one shape in Arabic: the isolated amount, then the currency.
    for (const halalas of [-1_990, 115_000]) expect(formatSar(halalas, 'ar')).toMatch(/^\u2066[^\u2066\u2069]+\u2069 ر\.س$/);
    expect(formatSar(null, 'ar')).toBe('—');
  });
});
