import { describe, expect, it } from 'vitest';
import { aStaffWorkshop } from '../testing/fixtures';
import { blankWorkshop, checkWorkshop, draftOf, isoToRiyadhLocal, riyadhLocalToIso, workshopFormOf } from './workshop-form';

const now = new Date('2026-11-26T09:00:00Z');

describe('the staff workshop form', () => {
  it('reads and writes times in Riyadh (UTC+3)', () => {
    expect(riyadhLocalToIso('2026-12-01T19:00')).toBe('2026-12-01T16:00:00.000Z');
    expect(riyadhLocalToIso('2026-12-01T01:30')).toBe('2026-11-30T22:30:00.000Z');
    expect(riyadhLocalToIso('tomorrow')).toBeNull();
    expect(isoToRiyadhLocal('2026-11-30T22:30:00Z')).toBe('2026-12-01T01:30');
  });

  it('asks for every text in both languages, a future start and sensible numbers', () => {
    expect(checkWorkshop(blankWorkshop, 0, now)).toEqual({
      title_ar: 'staff.workshops.required',
      title_en: 'staff.workshops.required',
      description_ar: 'staff.workshops.required',
      description_en: 'staff.workshops.required',
      location_ar: 'staff.workshops.required',
      location_en: 'staff.workshops.required',
      starts_at: 'staff.workshops.required',
    });
    const draft = draftOf(aStaffWorkshop());
    expect(checkWorkshop(draft, 18, now)).toEqual({});
    expect(checkWorkshop({ ...draft, starts_at: '2026-11-26T11:00' }, 0, now).starts_at).toBe('staff.workshops.future');
    expect(checkWorkshop({ ...draft, duration_minutes: '10' }, 0, now).duration_minutes).toBe('staff.workshops.durationRange');
    expect(checkWorkshop({ ...draft, seats: '0' }, 0, now).seats).toBe('staff.workshops.seatsRange');
    expect(checkWorkshop({ ...draft, seats: '10' }, 18, now).seats).toBe('staff.workshops.belowBooked');
  });

  it('sends numbers and the UTC start', () => {
    const form = workshopFormOf({ ...draftOf(aStaffWorkshop()), seats: '40', title_en: ' Reading statements ' });
    expect(form).toMatchObject({ seats: 40, duration_minutes: 90, starts_at: '2099-12-01T16:00:00.000Z', title_en: 'Reading statements' });
  });
});
