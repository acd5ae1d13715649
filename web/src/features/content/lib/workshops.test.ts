import { describe, expect, it } from 'vitest';
import { aWorkshop } from '../testing/fixtures';
import { bookingState, formatWorkshopDay, formatWorkshopTime } from './workshops';

const now = new Date('2026-11-26T09:00:00Z');

describe('workshop cards', () => {
  it('offers a seat to the signed-in, sign-in to guests, and nothing once full, started or cancelled', () => {
    expect(bookingState(aWorkshop(), true, now)).toBe('book');
    expect(bookingState(aWorkshop(), false, now)).toBe('signIn');
    expect(bookingState(aWorkshop({ booked_by_me: true, seats_left: 0 }), true, now)).toBe('booked');
    expect(bookingState(aWorkshop({ seats_left: 0 }), true, now)).toBe('full');
    expect(bookingState(aWorkshop({ cancelled: true, booked_by_me: true }), true, now)).toBe('cancelled');
    expect(bookingState(aWorkshop({ starts_at: '2026-11-26T08:59:00Z' }), true, now)).toBe('started');
  });

  it('shows the time in Riyadh (UTC+3), whatever the viewer’s zone', () => {
    expect(formatWorkshopTime('2026-12-01T16:00:00Z', 'en')).toBe('7:00 PM');
    expect(formatWorkshopDay('2026-12-01T22:30:00Z', 'en')).toBe('Wednesday, December 2, 2026');
    expect(formatWorkshopDay('2026-12-01T16:00:00Z', 'ar')).toContain('2026');
  });
});
