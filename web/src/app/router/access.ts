/** open = anyone; signedIn = guests go to /login; guestOnly = signed-in users go to / (spec §2). */
export type RouteAccess = 'open' | 'signedIn' | 'guestOnly';

export type AccessDecision = { kind: 'allow' } | { kind: 'toLogin' } | { kind: 'toHome' };

/** Signed-in status is judged only by the presence of a stored token. */
export function decideAccess(access: RouteAccess, hasToken: boolean): AccessDecision {
  if (access === 'signedIn' && !hasToken) return { kind: 'toLogin' };
  if (access === 'guestOnly' && hasToken) return { kind: 'toHome' };
  return { kind: 'allow' };
}
