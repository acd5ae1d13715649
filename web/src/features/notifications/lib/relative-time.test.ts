import { describe, expect, it } from 'vitest';
import { formatMoment } from '../../../lib/format';
import { formatSince } from './relative-time';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;

describe('when a notice arrived', () => {
  it('says how long ago in English', () => {
    expect(formatSince(ago(20_000), now, 'en')).toBe('now');
    // A server clock a little ahead still reads as now.
    expect(formatSince(ago(-5_000), now, 'en')).toBe('now');
    expect(formatSince(ago(5 * MINUTE), now, 'en')).toBe('5 minutes ago');
    expect(formatSince(ago(3 * 60 * MINUTE + 59 * MINUTE), now, 'en')).toBe('3 hours ago');
    expect(formatSince(ago(30 * 60 * MINUTE), now, 'en')).toBe('yesterday');
    expect(formatSince(ago(4 * 24 * 60 * MINUTE), now, 'en')).toBe('4 days ago');
  });

  it('says it in Arabic with Latin digits', () => {
    expect(formatSince(ago(5 * MINUTE), now, 'ar')).toBe('قبل 5 دقائق');
    expect(formatSince(ago(30 * 60 * MINUTE), now, 'ar')).toBe('أمس');
  });

  it('gives the date and time from a week on', () => {
    const old = ago(8 * 24 * 60 * MINUTE);
    expect(formatSince(old, now, 'en')).toBe(formatMoment(old, 'en'));
    expect(formatSince('not a time', now, 'en')).toBe('not a time');
  });
});
