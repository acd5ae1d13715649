import { formatMoment, numberLocale } from '../../../lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notice arrived, as the feed says it: "just now", "5 minutes ago", "3 hours ago",
 * "yesterday", "4 days ago"; from a week on, the date and time (`formatMoment`). Latin digits in
 * Arabic, like every number of the app.
 */
export function formatSince(isoTimestamp: string, now: Date, language: string): string {
  const at = new Date(isoTimestamp);
  if (Number.isNaN(at.getTime())) return isoTimestamp;
  const elapsed = now.getTime() - at.getTime();
  // A clock a little ahead of the browser's still reads as "just now".
  if (elapsed < MINUTE) return new Intl.RelativeTimeFormat(numberLocale(language), { numeric: 'auto' }).format(0, 'second');
  if (elapsed >= 7 * DAY) return formatMoment(isoTimestamp, language);
  const relative = new Intl.RelativeTimeFormat(numberLocale(language), { numeric: 'auto' });
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  return relative.format(-Math.floor(elapsed / DAY), 'day');
}
