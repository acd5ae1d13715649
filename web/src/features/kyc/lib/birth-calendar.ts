/**
 * The date of birth as written on a Saudi ID card: Gregorian, or Hijri (Umm al-Qura). The server
 * converts and checks the day (age 18 or more, a real day of that calendar); these lists only
 * keep the selects to plausible values.
 */
import i18n from '../../../i18n';
import { formatDay, SAUDI_ZONE } from '../../../lib/format';
import type { BirthCalendar } from '../types';
import { gregorianToHijri, HIJRI_FIRST_YEAR, hijriMonthLength } from './umm-al-qura';

export const birthCalendars: readonly BirthCalendar[] = ['gregorian', 'hijri'];

export function isBirthCalendar(value: string): value is BirthCalendar {
  return (birthCalendars as readonly string[]).includes(value);
}

/** Month numbers; their names are in the translations (`birth.months.<calendar>.<n>`). */
export const monthNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type MonthNumber = (typeof monthNumbers)[number];

/** The server refuses anyone younger (birth_date.rs MIN_AGE). */
export const MIN_AGE = 18;
/** Years offered back from the youngest possible (the server accepts up to 120). */
const YEARS_OFFERED = 100;

/** A Hijri year is 11 days shorter: 100 Gregorian years are about 103 Hijri ones. */
const HIJRI_YEARS_PER_GREGORIAN = 33 / 32;

/** The Umm al-Qura year of a moment in Riyadh, by the published tables (arithmetic outside them). */
export function hijriYearOf(date: Date): number {
  const riyadhDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: SAUDI_ZONE }).format(date);
  const hijri = gregorianToHijri(riyadhDay);
  if (hijri) return hijri.year;
  const gregorianYears = date.getUTCFullYear() + date.getUTCMonth() / 12;
  return Math.floor((gregorianYears - 622) * HIJRI_YEARS_PER_GREGORIAN);
}

/**
 * The birth years to choose from, the most recent first: adults only, a century back; Hijri
 * years no earlier than the published tables (1343 AH), which the server converts with.
 */
export function birthYears(calendar: BirthCalendar, today: Date): number[] {
  const newest = calendar === 'gregorian' ? today.getUTCFullYear() - MIN_AGE : hijriYearOf(today) - MIN_AGE;
  const count = calendar === 'gregorian' ? YEARS_OFFERED : Math.min(Math.ceil(YEARS_OFFERED * HIJRI_YEARS_PER_GREGORIAN), newest - HIJRI_FIRST_YEAR);
  return Array.from({ length: count + 1 }, (_, i) => newest - i);
}

/**
 * Days a month can have, exact once the year and month are chosen: a Hijri month has 29 or 30
 * days by the published tables (30 until then).
 */
export function daysInMonth(calendar: BirthCalendar, year: number | null, month: number | null): number {
  if (calendar === 'hijri') return (year !== null && month !== null ? hijriMonthLength(year, month) : null) ?? 30;
  if (month === null) return 31;
  // Day 0 of the next month is the last of this one; a leap year when the year is known.
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

export function dayNumbers(calendar: BirthCalendar, year: number | null, month: number | null): number[] {
  return Array.from({ length: daysInMonth(calendar, year, month) }, (_, i) => i + 1);
}

/** A Gregorian day ("YYYY-MM-DD") in the Umm al-Qura calendar, in the page's language ("12 Jumada al-Ula 1410 AH"). */
export function formatHijriDay(isoDate: string, language: string): string | null {
  const hijri = gregorianToHijri(isoDate);
  if (!hijri) return null;
  const t = i18n.getFixedT(language, 'kyc');
  return t('months.hijriDate', { day: hijri.day, month: t(`months.hijri.${hijri.month}` as 'months.hijri.1'), year: hijri.year });
}

/** The stored (Gregorian) birth date for staff, with its Hijri reading when the user gave it in Hijri. */
export function formatBirthDate(isoDate: string | null | undefined, calendar: string | null | undefined, language: string): string {
  if (!isoDate) return formatDay(isoDate, language);
  const gregorian = formatDay(isoDate, language, 'long');
  const hijri = calendar === 'hijri' ? formatHijriDay(isoDate, language) : null;
  return hijri ? `${hijri} (${gregorian})` : gregorian;
}
