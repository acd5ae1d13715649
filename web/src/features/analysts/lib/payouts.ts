import { numberLocale } from '../../../lib/format';

/** Riyadh is UTC+3 all year (no daylight saving): payout months and transfer days are Riyadh's. */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in Riyadh as `YYYY-MM-DD`. */
export function riyadhToday(now: Date = new Date()): string {
  const riyadh = new Date(now.getTime() + RIYADH_OFFSET_MS);
  return `${riyadh.getUTCFullYear()}-${pad(riyadh.getUTCMonth() + 1)}-${pad(riyadh.getUTCDate())}`;
}

/** The last finished Riyadh month as `YYYY-MM`: the one staff usually close. */
export function previousMonth(now: Date = new Date()): string {
  const riyadh = new Date(now.getTime() + RIYADH_OFFSET_MS);
  const first = new Date(Date.UTC(riyadh.getUTCFullYear(), riyadh.getUTCMonth() - 1, 1));
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}`;
}

export function isMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** `YYYY-MM` as a month and year in the page's language ("November 2026", "نوفمبر 2026"). */
export function formatMonth(month: string, language: string): string {
  if (!isMonth(month)) return month;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // numberLocale: Gregorian months and Latin digits in Arabic, as every other date on the site.
  return new Intl.DateTimeFormat(numberLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}

export function payoutStatusColour(status: string): 'warning' | 'success' | 'default' {
  return status === 'pending' ? 'warning' : status === 'transferred' ? 'success' : 'default';
}
