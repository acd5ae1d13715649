import { useSyncExternalStore } from 'react';
import { localKeys } from './storage-keys';

/**
 * DECISIONS 12: `analystSubmitted` is set once an analyst application is sent, so the header shows
 * "request received" instead of the join link; it goes when the application is decided (a
 * rejected user may apply again) and with the session.
 */
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function hasAnalystSubmitted(): boolean {
  return localStorage.getItem(localKeys.analystSubmitted) !== null;
}

export function setAnalystSubmitted(submitted: boolean): void {
  if (submitted === hasAnalystSubmitted()) return;
  if (submitted) localStorage.setItem(localKeys.analystSubmitted, '1');
  else localStorage.removeItem(localKeys.analystSubmitted);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === localKeys.analystSubmitted) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether an application was sent, re-rendering when that changes. */
export function useAnalystSubmitted(): boolean {
  return useSyncExternalStore(subscribe, hasAnalystSubmitted, () => false);
}
