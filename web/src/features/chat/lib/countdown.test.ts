import { describe, expect, it } from 'vitest';
import { formatCountdown, minutesToWait, msUntil } from './countdown';

describe('the countdown', () => {
  it('reads HH:MM:SS, rounding up to the whole second and never below zero', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(59_000)).toBe('00:00:59');
    expect(formatCountdown(3_600_000 + 2 * 60_000 + 3_000)).toBe('01:02:03');
    expect(formatCountdown(23 * 3_600_000 + 59 * 60_000 + 59_500)).toBe('24:00:00');
  });

  it('counts to an ISO time', () => {
    const now = Date.parse('2026-11-25T20:00:00Z');
    expect(msUntil('2026-11-25T21:00:00Z', now)).toBe(3_600_000);
    expect(msUntil('2026-11-25T19:00:00Z', now)).toBe(0);
    expect(msUntil('not a time', now)).toBe(0);
    expect(msUntil(null, now)).toBe(0);
  });

  it('says a wait in whole minutes, at least one', () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(60)).toBe(1);
    expect(minutesToWait(61)).toBe(2);
    expect(minutesToWait(0)).toBe(1);
  });
});
