/**
 * Where a newly verified user goes. When the server asked for KYC (code "22"), the API client
 * remembered the route and set the need-KYC flag: they go back there (home without one). A user
 * who came to verify on their own stays on the "verified" screen.
 */
import { takeIntendedRoute } from '../../../lib/intended-route';
import { clearNeedKycFlag, hasNeedKycFlag } from '../../../lib/session-flags';

/** A KYC screen is no place to return to: it would only say "verified" again. */
const isKycRoute = (route: string) => /^\/kyc(?:[-/?#]|$)/.test(route);

export function returnRouteAfterVerified(needKyc: boolean, intended: string | null): string | null {
  if (!needKyc) return null;
  return intended && !isKycRoute(intended) ? intended : '/';
}

/** Reads the flag and, when set, clears it and takes the intended route: where to go now, or null to stay. */
export function takeReturnRoute(): string | null {
  if (!hasNeedKycFlag()) return null;
  clearNeedKycFlag();
  return returnRouteAfterVerified(true, takeIntendedRoute());
}
