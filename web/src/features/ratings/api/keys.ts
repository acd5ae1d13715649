/** Every ratings query lives under this key, so a change by the analyst refreshes them all. */
export const RATINGS_KEY = 'ratings';
