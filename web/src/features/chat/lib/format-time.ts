import { formatMoment, marketZone } from '../../../lib/format';

/**
 * Times are shown in the market's own zone (ARCHITECTURE: Riyadh for the Saudi markets, New York
 * for the US), with the zone named so nobody reads it as their own.
 */
export const zoneOf = marketZone;

/** An ISO moment as date and time in a zone ("25 Nov 2026, 3:10 PM"); null when absent or unreadable. */
export function formatMomentIn(iso: string | null | undefined, language: string, timeZone: string): string | null {
  if (!iso || Number.isNaN(Date.parse(iso))) return null;
  return formatMoment(iso, language, timeZone);
}
