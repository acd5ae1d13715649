import { numberLocale } from '../../../lib/format';
import type { WorkshopView } from '../types';

/** Workshops are held in Saudi Arabia: their times are shown in Riyadh time whatever the viewer's zone. */
export const WORKSHOP_ZONE = 'Asia/Riyadh';

/** "Tuesday, 1 December 2026" in Riyadh. */
export function formatWorkshopDay(startsAt: string, language: string): string {
  return new Intl.DateTimeFormat(numberLocale(language), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: WORKSHOP_ZONE }).format(
    new Date(startsAt),
  );
}

/** "7:00 PM" in Riyadh. */
export function formatWorkshopTime(startsAt: string, language: string): string {
  return new Intl.DateTimeFormat(numberLocale(language), { hour: 'numeric', minute: '2-digit', timeZone: WORKSHOP_ZONE }).format(new Date(startsAt));
}

/**
 * What a workshop's card offers: a cancelled or started workshop nothing; the user's own seat a
 * cancel button; a full one nothing; otherwise a seat, for guests after signing in.
 */
export type BookingState = 'cancelled' | 'started' | 'booked' | 'full' | 'signIn' | 'book';

export function bookingState(workshop: WorkshopView, signedIn: boolean, now: Date = new Date()): BookingState {
  if (workshop.cancelled) return 'cancelled';
  if (new Date(workshop.starts_at).getTime() <= now.getTime()) return 'started';
  if (workshop.booked_by_me) return 'booked';
  if (workshop.seats_left <= 0) return 'full';
  return signedIn ? 'book' : 'signIn';
}
