import { localKeys } from '../../../lib/storage-keys';

/**
 * The push endpoint this browser registered with the server, kept so the page can tell a
 * subscription the browser replaced on its own (the worker's `pushsubscriptionchange`, which
 * cannot call the API) from one the user removed from another device. Signing out forgets it
 * (it is one of the session's keys), so the next user of this browser is never registered silently.
 */
export function registeredEndpoint(): string | null {
  return localStorage.getItem(localKeys.pushEndpoint);
}

export function rememberEndpoint(endpoint: string): void {
  localStorage.setItem(localKeys.pushEndpoint, endpoint);
}

export function forgetEndpoint(): void {
  localStorage.removeItem(localKeys.pushEndpoint);
}
