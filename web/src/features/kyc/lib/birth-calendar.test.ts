import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { birthYears, dayNumbers, daysInMonth, formatBirthDate, formatHijriDay, hijriYearOf, isBirthCalendar, monthNumbers } from './birth-calendar';

// Hijri dates are written with the kyc namespace's month names, in both languages.
beforeAll(async () => {
  for (const language of ['ar', 'en']) {
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces('kyc');
  }
});

const today = new Date('2026-11-26T12:00:00Z');

describe('birth calendar', () => {
  it('knows the Umm al-Qura year of a day', () => {
    // 26 Nov 2026 is in Jumada II 1448; 1 Muharram 1400 was 20 Nov 1979.
    expect(hijriYearOf(today)).toBe(1448);
    expect(hijriYearOf(new Date('1979-11-20T12:00:00Z'))).toBe(1400);
  });

  it('offers adults’ birth years, the most recent first, a century back', () => {
    const gregorian = birthYears('gregorian', today);
    expect(gregorian[0]).toBe(2008);
    expect(gregorian.at(-1)).toBe(1908);
    const hijri = birthYears('hijri', today);
    expect(hijri[0]).toBe(1430);
    // About 103 Hijri years make a century, but none before the published tables (1343 AH).
    expect(hijri.at(-1)).toBe(1343);
  });

  it('has the days of each month, leap years and 29-day Hijri months included', () => {
    expect(daysInMonth('gregorian', 2001, 2)).toBe(28);
    expect(daysInMonth('gregorian', 2000, 2)).toBe(29);
    expect(daysInMonth('gregorian', null, 2)).toBe(29);
    expect(daysInMonth('gregorian', 1990, 4)).toBe(30);
    expect(daysInMonth('gregorian', 1990, null)).toBe(31);
    expect(daysInMonth('hijri', 1410, null)).toBe(30);
    expect([29, 30]).toContain(daysInMonth('hijri', 1410, 2));
    expect(dayNumbers('gregorian', 1990, 4)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('names the twelve months of both calendars in both languages', () => {
    for (const tree of [ar, en]) {
      expect(Object.keys(tree.months.gregorian).map(Number)).toEqual([...monthNumbers]);
      expect(Object.keys(tree.months.hijri).map(Number)).toEqual([...monthNumbers]);
    }
    expect(en.months.hijri['1']).toBe('Muharram');
    expect(en.months.hijri['12']).toBe('Dhu al-Hijjah');
    expect(ar.months.hijri['1']).toBe('محرم');
    expect(ar.months.hijri['12']).toBe('ذو الحجة');
    expect(ar.months.gregorian['1']).toBe('يناير');
  });

  it('accepts only the two calendars', () => {
    expect(isBirthCalendar('hijri')).toBe(true);
    expect(isBirthCalendar('julian')).toBe(false);
  });

  it('shows staff the stored date, with its Hijri reading when given in Hijri', () => {
    expect(formatHijriDay('1979-11-20', 'en')).toBe('1 Muharram 1400 AH');
    expect(formatBirthDate('1979-11-20', 'hijri', 'en')).toBe('1 Muharram 1400 AH (November 20, 1979)');
    expect(formatBirthDate('1979-11-21', 'gregorian', 'en')).toBe('November 21, 1979');
    expect(formatBirthDate(null, 'gregorian', 'en')).toBe('—');
  });
});
