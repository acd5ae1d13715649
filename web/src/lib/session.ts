import { useSyncExternalStore } from 'react';
import type { CurrentUser } from './current-user';
import { localKeys, sessionLocalKeys } from './storage-keys';

/**
 * The stored session. Signed-in status is judged only by the presence of a stored token
 * (spec §2), so the token in localStorage is the single source of truth; React subscribes to it.
 */
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return localStorage.getItem(localKeys.token);
}

export function isSignedIn(): boolean {
  return getToken() !== null;
}

export function saveSession(session: { token: string; user: CurrentUser }): void {
  localStorage.setItem(localKeys.token, session.token);
  rememberUser(session.user);
  notify();
}

/** Keeps the copies of user fields that other screens read from storage up to date. */
export function rememberUser(user: CurrentUser): void {
  localStorage.setItem(localKeys.user, JSON.stringify(user));
  localStorage.setItem(localKeys.email, user.email);
  if (user.phone) localStorage.setItem(localKeys.phone, user.phone);
  else localStorage.removeItem(localKeys.phone);
}

export function clearSession(): void {
  for (const key of sessionLocalKeys) localStorage.removeItem(key);
  notify();
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes what this tab may show.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === localKeys.token) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token, re-rendering when it changes. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeToSession, getToken, () => null);
}
