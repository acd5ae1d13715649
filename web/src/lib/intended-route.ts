import { sessionKeys } from './storage-keys';

/** Remembers where a user was going before being sent to sign in, verify a phone or do KYC. */
export function rememberIntendedRoute(route: string): void {
  sessionStorage.setItem(sessionKeys.intendedRoute, route);
}

export function peekIntendedRoute(): string | null {
  return sessionStorage.getItem(sessionKeys.intendedRoute);
}

export function clearIntendedRoute(): void {
  sessionStorage.removeItem(sessionKeys.intendedRoute);
}

/** Reads and forgets the intended route; never returns an off-site address. */
export function takeIntendedRoute(): string | null {
  const route = peekIntendedRoute();
  clearIntendedRoute();
  return route && route.startsWith('/') && !route.startsWith('//') ? route : null;
}
