import { readDecimal } from '../../../lib/decimal-text';

/** Price units per currency unit: the API's prices are integers of 1/10,000. */
const UNITS = 10_000;

/**
 * A typed price ("32.45", "٣٢٫٤٥") in exact units of 1/10,000, or null when it is not a plain
 * number with at most four decimals.
 */
export function priceUnits(input: string): number | null {
  const decimal = readDecimal(input);
  if (decimal === null) return null;
  const [whole = '0', fraction = ''] = decimal.split('.');
  if (fraction.length > 4) return null;
  return Number.parseInt(whole, 10) * UNITS + Number.parseInt(fraction.padEnd(4, '0'), 10);
}

/** A price the API sent (a number with at most four decimals) in units. */
export function unitsOf(price: number): number {
  return Math.round(price * UNITS);
}

/** The change from `current` to `target` in hundredths of a percent (floor), as the server counts it. */
export function changeHundredths(current: number, target: number): number {
  if (current <= 0) return 0;
  return Math.floor((Math.abs(target - current) * 10_000) / current);
}
