/**
 * open = anyone; signedIn = guests go to /login; guestOnly = signed-in users go to / (spec §2);
 * staff = as signedIn, and signed-in users without the staff role see NotFound (the console's
 * existence is not advertised); analystOrStaff = the same for analysts and staff (the review
 * queue). The role part needs the user, so RouteGate applies it.
 */
export type RouteAccess = 'open' | 'signedIn' | 'guestOnly' | 'staff' | 'analystOrStaff';

/** Access rules that also need a role once the user is known. */
export function needsRole(access: RouteAccess): access is 'staff' | 'analystOrStaff' {
  return access === 'staff' || access === 'analystOrStaff';
}

export type AccessDecision = { kind: 'allow' } | { kind: 'toLogin' } | { kind: 'toHome' };

/** Signed-in status is judged only by the presence of a stored token. */
export function decideAccess(access: RouteAccess, hasToken: boolean): AccessDecision {
  if ((access === 'signedIn' || needsRole(access)) && !hasToken) return { kind: 'toLogin' };
  if (access === 'guestOnly' && hasToken) return { kind: 'toHome' };
  return { kind: 'allow' };
}
