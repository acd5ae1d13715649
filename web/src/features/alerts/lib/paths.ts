import { stockPath } from '../../../lib/stock-path';

/**
 * Addresses the alerts screens link to. Features do not import the app's router, so the patterns
 * it declares are repeated here as link builders.
 */
export const alertsPaths = {
  alerts: '/alerts',
  login: '/login',
  stock: stockPath,
} as const;
