/** Every alerts query lives under this key (the module's id). */
export const ALERTS_KEY = 'alerts';

export const alertKeys = {
  all: [ALERTS_KEY] as const,
  list: [ALERTS_KEY, 'list'] as const,
};
