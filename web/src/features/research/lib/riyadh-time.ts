import { SAUDI_ZONE } from '../../../lib/format';

/** Articles and research are dated in Saudi time (ARCHITECTURE: the market's zone at the edge). */
export const RIYADH = SAUDI_ZONE;

/** The day it is in Riyadh at `now`, YYYY-MM-DD (the latest day worth filtering the news by). */
export function riyadhDayOf(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: RIYADH }).format(now);
}
