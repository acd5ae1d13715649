import { normalizeDigits } from './sar-input';

/**
 * A price or percentage as typed ("32.45", "٣٢٫٤٥", "1,250"), as the exact decimal text the API
 * reads, or null when it is not a plain non-negative number. The API takes these as strings, so
 * nothing here passes through a binary fraction.
 */
export function readDecimal(input: string): string | null {
  const text = normalizeDigits(input).trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole = '0', fraction] = text.split('.');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  const fractionDigits = fraction?.replace(/0+$/, '') ?? '';
  return fractionDigits ? `${wholeDigits}.${fractionDigits}` : wholeDigits;
}

/** Whether a read decimal is above zero. */
export function isPositive(decimal: string): boolean {
  return /[1-9]/.test(decimal);
}

/**
 * A percentage in hundredths of a percent ("12.5" → 1250), for exact comparisons; null when it
 * has more than two decimals (the API's precision for entry percentages).
 */
export function hundredthsOf(decimal: string): number | null {
  const [whole = '0', fraction = ''] = decimal.split('.');
  if (fraction.length > 2) return null;
  return Number.parseInt(whole, 10) * 100 + Number.parseInt(fraction.padEnd(2, '0'), 10);
}
