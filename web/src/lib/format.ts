/**
 * Number and date formatting, with Intl for the page's language. Arabic keeps
 * Latin digits (as the header ticker does) and always the Gregorian calendar: ar-SA alone may
 * pick Hijri dates and Arabic-Indic digits depending on the browser's ICU data.
 */

export type Trend = 'up' | 'down' | 'flat';

export function numberLocale(language: string): string {
  return language === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-US';
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

const DASH = '—';

/**
 * `value` as shown with `digits` decimals: one that rounds to zero is zero, never "-0.00" (a
 * list down 0.001% shows 0.00%, not «‎-0.00٪»).
 */
function shown(value: number, digits: number): number {
  return Math.abs(value) < 0.5 * 10 ** -digits ? 0 : value;
}

/** Up, down or flat: decides the colour and the arrow of a change. */
export function trendOf(value: number | null | undefined): Trend {
  if (!isNumber(value) || value === 0) return 'flat';
  return value > 0 ? 'up' : 'down';
}

/** A price with two decimals (or `digits`). */
export function formatPrice(value: number | null | undefined, language: string, digits = 2): string {
  if (!isNumber(value)) return DASH;
  return new Intl.NumberFormat(numberLocale(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(shown(value, digits));
}

/** A whole number with grouping (volume, counts). */
export function formatInteger(value: number | null | undefined, language: string): string {
  if (!isNumber(value)) return DASH;
  return new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 0 }).format(value);
}

/** A signed change: "+1.25", "-0.40", "0.00". */
export function formatChange(value: number | null | undefined, language: string, digits = 2): string {
  if (!isNumber(value)) return DASH;
  return new Intl.NumberFormat(numberLocale(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'exceptZero',
  }).format(shown(value, digits));
}

/** A signed percent given in percent units (1.5 → "+1.50%"). */
export function formatChangePercent(value: number | null | undefined, language: string, digits = 2): string {
  if (!isNumber(value)) return DASH;
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'exceptZero',
  }).format(shown(value, digits) / 100);
}

/** An unsigned percent given in percent units (57.8 → "57.8%"). */
export function formatPercent(value: number | null | undefined, language: string, digits = 1): string {
  if (!isNumber(value)) return DASH;
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(shown(value, digits) / 100);
}

/** Large amounts in words: "2.68B" / "2.68 مليار". */
export function formatCompact(value: number | null | undefined, language: string): string {
  if (!isNumber(value)) return DASH;
  return new Intl.NumberFormat(numberLocale(language), { notation: 'compact', maximumFractionDigits: 2 }).format(value);
}

/**
 * The zone of the days and times a Saudi user reads (ARCHITECTURE: Riyadh at the edge; US market
 * times are New York's, `marketZone`). From 21:00 UTC it is already tomorrow there.
 */
export const SAUDI_ZONE = 'Asia/Riyadh';

/** Where a market's times are read: New York for the US, Riyadh for the Saudi markets. */
export function marketZone(market: string | null | undefined): 'Asia/Riyadh' | 'America/New_York' {
  return market === 'US' ? 'America/New_York' : SAUDI_ZONE;
}

/**
 * A calendar day in the page's language ("19 Nov 2026"). "YYYY-MM-DD" is that day; a moment
 * (an ISO timestamp) is the day it falls on in Riyadh, not in UTC.
 */
export function formatDay(isoDate: string | null | undefined, language: string, style: 'short' | 'long' = 'short'): string {
  if (!isoDate) return DASH;
  const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(isoDate);
  const date = new Date(calendarDay ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(numberLocale(language), {
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    year: 'numeric',
    timeZone: calendarDay ? 'UTC' : SAUDI_ZONE,
  }).format(date);
}

/** A moment (ISO timestamp) with its time, in Riyadh unless another zone (a market's) is given. */
export function formatMoment(isoTimestamp: string | null | undefined, language: string, timeZone: string = SAUDI_ZONE): string {
  if (!isoTimestamp) return DASH;
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The name of month 1–12 in the page's language. */
export function monthName(month: number, language: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(numberLocale(language), { month: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2001, month - 1, 1)));
}

/**
 * Money held as integer halalas (1 SAR = 100 halalas) in riyals with two decimals:
 * "1,150.00 ر.س" in Arabic, "SAR 1,150.00" in English. The division by 100 happens here, at the
 * very end, and only for display: sums and differences stay in whole halalas.
 */
export function formatSar(halalas: number | null | undefined, language: string): string {
  if (!isNumber(halalas)) return DASH;
  const amount = new Intl.NumberFormat(numberLocale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(halalas / 100);
  // The amount is isolated: a minus sign (a discount) stays in front of its digits, and every
  // row of a table keeps the currency on the same side, wherever the text around it runs.
  return language === 'ar' ? `${isolateLtr(amount)} ر.س` : `SAR ${amount}`;
}

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Left-to-right text (a signed number, a Latin word) kept whole inside text of either direction,
 * for places that take a string (an aria-label, a sentence of the translations) and not a <bdi>.
 */
export function isolateLtr(text: string): string {
  return `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

const FIRST_STRONG_ISOLATE = '\u2068';

/**
 * A stock as a sentence names it, "Adobe Inc. (ADBE)": the name isolated in its own direction
 * (an English name keeps its final period at its end inside Arabic), the symbol left to right.
 */
export function stockLabel(stock: { name: string; symbol: string }): string {
  return `${FIRST_STRONG_ISOLATE}${stock.name}${POP_DIRECTIONAL_ISOLATE} (${isolateLtr(stock.symbol)})`;
}
