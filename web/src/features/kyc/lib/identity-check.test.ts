import { describe, expect, it } from 'vitest';
import { checkOutcome, formatCountdown, isStillWaiting, secondsLeft } from './identity-check';

const now = Date.parse('2026-11-26T10:00:00Z');
const check = (status: string, expiresAt = '2026-11-26T10:03:00Z') => ({ status, expires_at: expiresAt });

describe('following a Nafath check', () => {
  it('waits only while the check waits and has not expired', () => {
    expect(checkOutcome(check('waiting'), now)).toBe('waiting');
    expect(isStillWaiting(check('waiting'), now)).toBe(true);
    expect(checkOutcome(check('waiting', '2026-11-26T10:00:00Z'), now)).toBe('expired');
    expect(isStillWaiting(check('waiting', '2026-11-26T09:59:59Z'), now)).toBe(false);
    expect(isStillWaiting(undefined, now)).toBe(false);
  });

  it('stops on any other status', () => {
    for (const status of ['completed', 'rejected', 'expired'] as const) {
      expect(checkOutcome(check(status), now)).toBe(status);
      expect(isStillWaiting(check(status), now)).toBe(false);
    }
    expect(checkOutcome(check('cancelled'), now)).toBe('rejected');
  });

  it('counts down to the expiry in minutes and seconds', () => {
    expect(secondsLeft('2026-11-26T10:03:00Z', now)).toBe(180);
    expect(secondsLeft('2026-11-26T10:00:00.200Z', now)).toBe(1);
    expect(secondsLeft('2026-11-26T09:00:00Z', now)).toBe(0);
    expect(secondsLeft('not a date', now)).toBe(0);
    expect(formatCountdown(180)).toBe('3:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
