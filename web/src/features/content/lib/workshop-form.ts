import type { StaffWorkshopView, WorkshopForm } from '../types';

/** Riyadh keeps UTC+3 all year (no daylight saving): staff type workshop times in Riyadh time. */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** "2026-12-01T19:00" typed in Riyadh time → "2026-12-01T16:00:00.000Z"; null when unreadable. */
export function riyadhLocalToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi) - RIYADH_OFFSET_MS).toISOString();
}

/** The reverse, for the form's datetime-local field. */
export function isoToRiyadhLocal(iso: string): string {
  const date = new Date(new Date(iso).getTime() + RIYADH_OFFSET_MS);
  return date.toISOString().slice(0, 16);
}

/** The form as staff type it: every field a string. */
export interface WorkshopDraft {
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  location_ar: string;
  location_en: string;
  starts_at: string;
  duration_minutes: string;
  seats: string;
}

export const blankWorkshop: WorkshopDraft = {
  title_ar: '',
  title_en: '',
  description_ar: '',
  description_en: '',
  location_ar: '',
  location_en: '',
  starts_at: '',
  duration_minutes: '90',
  seats: '30',
};

export function draftOf(workshop: StaffWorkshopView): WorkshopDraft {
  return {
    title_ar: workshop.title_ar,
    title_en: workshop.title_en,
    description_ar: workshop.description_ar,
    description_en: workshop.description_en,
    location_ar: workshop.location_ar,
    location_en: workshop.location_en,
    starts_at: isoToRiyadhLocal(workshop.starts_at),
    duration_minutes: String(workshop.duration_minutes),
    seats: String(workshop.seats),
  };
}

export type WorkshopCheckKey =
  'staff.workshops.required' | 'staff.workshops.future' | 'staff.workshops.durationRange' | 'staff.workshops.seatsRange' | 'staff.workshops.belowBooked';

/**
 * The server's rules, checked first: every text in both languages, a start in the future, 15 to
 * 1,440 minutes, 1 to 10,000 seats and never fewer than those already booked.
 */
export function checkWorkshop(draft: WorkshopDraft, booked: number, now: Date = new Date()): Partial<Record<keyof WorkshopDraft, WorkshopCheckKey>> {
  const errors: Partial<Record<keyof WorkshopDraft, WorkshopCheckKey>> = {};
  for (const key of ['title_ar', 'title_en', 'description_ar', 'description_en', 'location_ar', 'location_en'] as const) {
    if (!draft[key].trim()) errors[key] = 'staff.workshops.required';
  }
  const startsAt = riyadhLocalToIso(draft.starts_at);
  if (!startsAt) errors.starts_at = 'staff.workshops.required';
  else if (new Date(startsAt).getTime() <= now.getTime()) errors.starts_at = 'staff.workshops.future';
  const duration = Number(draft.duration_minutes);
  if (!Number.isInteger(duration) || duration < 15 || duration > 1440) errors.duration_minutes = 'staff.workshops.durationRange';
  const seats = Number(draft.seats);
  if (!Number.isInteger(seats) || seats < 1 || seats > 10000) errors.seats = 'staff.workshops.seatsRange';
  else if (seats < booked) errors.seats = 'staff.workshops.belowBooked';
  return errors;
}

/** The request body of a checked draft. */
export function workshopFormOf(draft: WorkshopDraft): WorkshopForm {
  return {
    title_ar: draft.title_ar.trim(),
    title_en: draft.title_en.trim(),
    description_ar: draft.description_ar.trim(),
    description_en: draft.description_en.trim(),
    location_ar: draft.location_ar.trim(),
    location_en: draft.location_en.trim(),
    starts_at: riyadhLocalToIso(draft.starts_at),
    duration_minutes: Number(draft.duration_minutes),
    seats: Number(draft.seats),
  };
}
