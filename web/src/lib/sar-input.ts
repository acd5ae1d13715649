/**
 * What people type into price and amount fields, read exactly. An amount in riyals ("49.9",
 * "1,150.50", Arabic digits too) becomes whole halalas by reading its digits: the riyals and
 * the (at most two) halala digits are parsed as integers and put together, so no binary
 * fraction ever rounds a price ("0.29" × 100 is 28.999… in floating point).
 */

export type SarInputError = 'empty' | 'invalid' | 'precision' | 'tooLarge';

export type SarParse = { ok: true; halalas: number } | { ok: false; error: SarInputError };

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits, and the Arabic decimal and thousands marks, as Latin. */
export function normalizeDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/[\u066c\u060c]/g, ',');
}

/** More riyal digits than this could not be held exactly (and no price comes near it). */
const MAX_RIYAL_DIGITS = 12;

/**
 * "49.9" → 4990 halalas, "1,150.50" → 115050, "12" → 1200. Refused: an empty field, a sign, more
 * than two decimals ("12.345"), thousands separators out of place ("1,15.0"), anything else.
 */
export function parseSar(input: string): SarParse {
  const text = normalizeDigits(input).trim();
  if (text === '') return { ok: false, error: 'empty' };
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/.exec(text);
  if (!match) return { ok: false, error: 'invalid' };
  const riyals = (match[1] ?? '').replace(/,/g, '');
  const fraction = match[2] ?? '';
  // "." alone, or "12." with nothing at all before it, is not an amount.
  if (riyals === '' && fraction === '') return { ok: false, error: 'invalid' };
  if (fraction.length > 2) return { ok: false, error: 'precision' };
  const wholeDigits = riyals.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > MAX_RIYAL_DIGITS) return { ok: false, error: 'tooLarge' };
  const halalas = Number.parseInt(wholeDigits || '0', 10) * 100 + Number.parseInt(fraction.padEnd(2, '0'), 10);
  return { ok: true, halalas };
}

/** Halalas as the field shows them for editing: 4990 → "49.90", 115050 → "1150.50". */
export function halalasToSarInput(halalas: number): string {
  const whole = Math.trunc(halalas / 100);
  const rest = Math.abs(halalas % 100);
  return `${whole}.${String(rest).padStart(2, '0')}`;
}

/** A whole number typed by staff (an order, a percent, a limit); null when it is not one. */
export function parseWholeNumber(input: string): number | null {
  const text = normalizeDigits(input).trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  return Number.parseInt(text, 10);
}
