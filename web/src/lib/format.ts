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
  }).format(value);
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
  }).format(value);
}

/** A signed percent given in percent units (1.5 → "+1.50%"). */
export function formatChangePercent(value: number | null | undefined, language: string, digits = 2): string {
  if (!isNumber(value)) return DASH;
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'exceptZero',
  }).format(value / 100);
}

/** An unsigned percent given in percent units (57.8 → "57.8%"). */
export function formatPercent(value: number | null | undefined, language: string, digits = 1): string {
  if (!isNumber(value)) return DASH;
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value / 100);
}

/** Large amounts in words: "2.68B" / "2.68 مليار". */
export function formatCompact(value: number | null | undefined, language: string): string {
  if (!isNumber(value)) return DASH;
  return new Intl.NumberFormat(numberLocale(language), { notation: 'compact', maximumFractionDigits: 2 }).format(value);
}

/** "YYYY-MM-DD" as a calendar day in the page's language ("19 Nov 2026"). */
export function formatDay(isoDate: string | null | undefined, language: string, style: 'short' | 'long' = 'short'): string {
  if (!isoDate) return DASH;
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(numberLocale(language), {
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A moment (ISO timestamp) with its time, in the viewer's time zone. */
export function formatMoment(isoTimestamp: string | null | undefined, language: string): string {
  if (!isoTimestamp) return DASH;
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The name of month 1–12 in the page's language. */
export function monthName(month: number, language: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(numberLocale(language), { month: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2001, month - 1, 1)),
  );
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
  return language === 'ar' ? `${amount} ر.س` : `SAR ${amount}`;
}
