import { describe, expect, it } from 'vitest';
import { formatMonth, isMonth, previousMonth, riyadhToday } from './payouts';

describe('payout dates', () => {
  it('counts days and months in Riyadh time (UTC+3)', () => {
    // 22:30 UTC on 30 November is already 1 December in Riyadh.
    const lateNovemberUtc = new Date('2026-11-30T22:30:00Z');
    expect(riyadhToday(lateNovemberUtc)).toBe('2026-12-01');
    expect(previousMonth(lateNovemberUtc)).toBe('2026-11');
    expect(riyadhToday(new Date('2026-11-30T20:59:00Z'))).toBe('2026-11-30');
    expect(previousMonth(new Date('2026-11-30T20:59:00Z'))).toBe('2026-10');
  });

  it('goes back over the new year', () => {
    expect(previousMonth(new Date('2027-01-15T12:00:00Z'))).toBe('2026-12');
  });

  it('shows a month as its name and year in the page’s language, Gregorian with Latin digits', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-01', 'en')).toBe('January 2026');
    expect(formatMonth('2026-11', 'ar').replace(/[\u200e\u200f\u061c]/g, '')).toBe('نوفمبر 2026');
    expect(formatMonth('bad', 'en')).toBe('bad');
  });

  it('accepts only YYYY-MM months', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth('')).toBe(false);
  });
});
