import { stockPath } from '../../lib/stock-path';
import type { IsoWeek } from './lib/iso-week';

/**
 * Addresses of the market screens (spec §2). Features do not import the app's router, so the
 * patterns it declares are repeated here as link builders.
 */
export const marketPaths = {
  home: '/',
  login: '/login',
  stock: stockPath,
  indexPerformance: '/index-performance',
  weeklyHighLow: ({ year, week }: IsoWeek) => `/weekly-high-low/${year}/${week}`,
  historicalHighLow: ({ year, week }: IsoWeek) => `/high-low-stocks/${year}/${week}`,
  technicalAnalysis: '/techinal-analysis',
  stockSignals: '/stock-signals',
  subscription: '/subscription',
  marketReader: '/market-reader',
} as const;
