/** Every opinions query lives under this key, so a change by the analyst refreshes them all. */
export const OPINIONS_KEY = 'opinions';
