import type { Trend } from '../lib/format';

/** The theme colour (an `sx` palette path) of a change going up, down or nowhere. */
export const trendColor: Record<Trend, string> = {
  up: 'gain.main',
  down: 'loss.main',
  flat: 'text.secondary',
};
