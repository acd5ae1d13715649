import { numberLocale } from '../../../lib/format';

/** Articles and research are dated in Saudi time (ARCHITECTURE: the market's zone at the edge). */
export const RIYADH = 'Asia/Riyadh';

/** A moment as date and time in Riyadh ("26 Nov 2026, 12:00 PM"); null when unreadable. */
export function formatRiyadhMoment(iso: string, language: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: RIYADH }).format(date);
}

/** A moment's day in Riyadh ("26 Nov 2026"); null when unreadable. */
export function formatRiyadhDay(iso: string, language: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeZone: RIYADH }).format(date);
}

/** The day it is in Riyadh at `now`, YYYY-MM-DD (the latest day worth filtering the news by). */
export function riyadhDayOf(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: RIYADH }).format(now);
}
