/**
 * open = anyone; signedIn = guests go to /login; guestOnly = signed-in users go to / (spec §2);
 * staff = as signedIn, and signed-in users without the staff role see NotFound (the console's
 * existence is not advertised). The role part needs the user, so RouteGate applies it.
 */
export type RouteAccess = 'open' | 'signedIn' | 'guestOnly' | 'staff';

export type AccessDecision = { kind: 'allow' } | { kind: 'toLogin' } | { kind: 'toHome' };

/** Signed-in status is judged only by the presence of a stored token. */
export function decideAccess(access: RouteAccess, hasToken: boolean): AccessDecision {
  if ((access === 'signedIn' || access === 'staff') && !hasToken) return { kind: 'toLogin' };
  if (access === 'guestOnly' && hasToken) return { kind: 'toHome' };
  return { kind: 'allow' };
}
