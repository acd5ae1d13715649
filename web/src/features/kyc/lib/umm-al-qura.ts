/**
 * The Umm al-Qura calendar as Saudi Arabia publishes it (KACST's tables, 1343–1500 AH), from the
 * same file the server converts with (templates/calendars/umm-al-qura.json). The browser's own
 * islamic-umalqura calendar (ICU) differs from the published tables before 1420 AH.
 */
import table from '../../../../../templates/calendars/umm-al-qura.json';

const DAY_MS = 86_400_000;
/** Reduced Julian Day 0. */
const RJD_EPOCH = Date.UTC(1858, 10, 16);

export const HIJRI_FIRST_YEAR: number = table.first_year;
export const HIJRI_LAST_YEAR: number = table.last_year;
const starts: readonly number[] = table.month_starts_rjd;

export interface HijriDay {
  year: number;
  month: number;
  day: number;
}

function monthIndex(year: number, month: number): number | null {
  if (!Number.isInteger(year) || year < HIJRI_FIRST_YEAR || year > HIJRI_LAST_YEAR || !Number.isInteger(month) || month < 1 || month > 12) return null;
  return (year - HIJRI_FIRST_YEAR) * 12 + month - 1;
}

/** Days in a Hijri month (29 or 30; 28 to 31 in a few of the first printed calendars, before 1365 AH), null outside the tables. */
export function hijriMonthLength(year: number, month: number): number | null {
  const index = monthIndex(year, month);
  return index === null ? null : starts[index + 1]! - starts[index]!;
}

/** The Gregorian day ("YYYY-MM-DD") of a Hijri date; null outside the tables or the month. */
export function hijriToGregorian({ year, month, day }: HijriDay): string | null {
  const index = monthIndex(year, month);
  const length = hijriMonthLength(year, month);
  if (index === null || length === null || !Number.isInteger(day) || day < 1 || day > length) return null;
  return new Date(RJD_EPOCH + (starts[index]! + day - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** The Hijri date of a Gregorian day ("YYYY-MM-DD"); null outside the tables. */
export function gregorianToHijri(isoDate: string): HijriDay | null {
  const time = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(time)) return null;
  const rjd = Math.round((time - RJD_EPOCH) / DAY_MS);
  if (rjd < starts[0]! || rjd >= starts[starts.length - 1]!) return null;
  // The last month start at or before the day.
  let low = 0;
  let high = starts.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (starts[middle]! <= rjd) low = middle;
    else high = middle;
  }
  return { year: HIJRI_FIRST_YEAR + Math.floor(low / 12), month: (low % 12) + 1, day: rjd - starts[low]! + 1 };
}
