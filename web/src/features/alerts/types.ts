/**
 * Shapes of the alerts API, derived from the server's OpenAPI document
 * (`src/generated/api-types.ts`, regenerated with `npm run gen:api`): a server change breaks the
 * type check here rather than the screens at run time.
 */
import type { components } from '../../generated/api-types';

type Schemas = components['schemas'];

/** One of the user's alerts, with its stock and the stock's latest price. */
export type AlertView = Schemas['AlertView'];

/** GET /api/alerts: the user's alerts, newest first, and how many their plan allows. */
export type AlertsPage = Schemas['AlertsPage'];

/** POST /api/alerts and PUT /api/alerts/{id}: a new alert, or an alert's new terms. */
export type AlertBody = Schemas['AlertForm'];

/** What fires an alert: the price reaching a level, the day's move beyond a percent, a technical sign at the close, or an event. */
export type Condition = Schemas['Condition'];

/** How often an alert may fire. */
export type Repeat = Schemas['Repeat'];

/** Where an alert stands: watched, paused, fired once and ended, or past its expiry. */
export type AlertState = Schemas['ShownState'];

/** Every condition the form offers (grouped in lib/levels.ts), in the server's order. */
export const conditions = [
  'price_above',
  'price_below',
  'change_up',
  'change_down',
  'ma_cross_above',
  'ma_cross_below',
  'rsi_overbought',
  'rsi_oversold',
  'new_high52w',
  'new_low52w',
  'volume_spike',
  'dividend_near',
  'shariah_change',
  'analyst_publishes',
] as const satisfies readonly Condition[];
export const repeats = ['once', 'daily', 'every'] as const satisfies readonly Repeat[];
