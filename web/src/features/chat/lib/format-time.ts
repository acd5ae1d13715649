import { numberLocale } from '../../../lib/format';
import type { Market } from '../types';

/**
 * Times are shown in the market's own zone (ARCHITECTURE: Riyadh for the Saudi markets, New York
 * for the US), with the zone named so nobody reads it as their own.
 */
export function zoneOf(market: Market | null | undefined): 'Asia/Riyadh' | 'America/New_York' {
  return market === 'US' ? 'America/New_York' : 'Asia/Riyadh';
}

/** An ISO moment as date and time in a zone ("25 Nov 2026, 3:10 PM"); null when absent or unreadable. */
export function formatMomentIn(iso: string | null | undefined, language: string, timeZone: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}
