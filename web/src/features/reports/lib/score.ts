import { formatInteger, formatPercent, formatPrice } from '../../../lib/format';
import type { Factor, FactorView } from '../types';

/** A score held × 100 (0–10000) as 0–100 with two decimals: 8123 → "81.23". */
export function formatScore(scoreX100: number, language: string): string {
  return formatPrice(scoreX100 / 100, language, 2);
}

/** Where a value held × 100 stands on a 0–100 bar, clamped. */
export function barPercent(valueX100: number): number {
  return Math.min(100, Math.max(0, valueX100 / 100));
}

/** The factor measured in points of 0–100 rather than basis points. */
const pointFactors: readonly Factor[] = ['trend'];

/**
 * A factor's value as people read it: basis points as a percent (1250 bp → "12.50%"), the trend
 * as points ("65 / 100"); `pointsLabel` words the latter in the page's language.
 */
export function formatFactorValue(factor: FactorView, language: string, pointsLabel: (points: string) => string): string {
  if (pointFactors.includes(factor.factor)) return pointsLabel(formatInteger(factor.value, language));
  return formatPercent(factor.value / 100, language, 2);
}

/** What a factor adds to the score (held × 100), as score points with two decimals. */
export function formatContribution(contributionX100: number, language: string): string {
  return formatPrice(contributionX100 / 100, language, 2);
}
