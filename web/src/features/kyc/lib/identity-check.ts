/** Following a Nafath check while the user answers it in the Nafath app. */
import type { IdentityCheck } from '../types';

/** How often the check is asked about while it waits (the server asks Nafath at most that often). */
export const POLL_INTERVAL_MS = 2000;

export type CheckOutcome = 'waiting' | 'completed' | 'rejected' | 'expired';

/** Where a check stands for the screen: a waiting check past its expiry has expired. */
export function checkOutcome(check: Pick<IdentityCheck, 'status' | 'expires_at'>, now: number): CheckOutcome {
  switch (check.status) {
    case 'completed':
    case 'rejected':
    case 'expired':
      return check.status;
    case 'waiting':
      return Date.parse(check.expires_at) > now ? 'waiting' : 'expired';
    default:
      // A status this screen does not know cannot be waited on.
      return 'rejected';
  }
}

/** Still worth asking about: waiting, and not expired yet. */
export function isStillWaiting(check: Pick<IdentityCheck, 'status' | 'expires_at'> | undefined, now: number): boolean {
  return check !== undefined && checkOutcome(check, now) === 'waiting';
}

/** Whole seconds until `expiresAt`, never below 0. */
export function secondsLeft(expiresAt: string, now: number): number {
  const ms = Date.parse(expiresAt) - now;
  return Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
}

/** "1:05": minutes and seconds of a countdown. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
