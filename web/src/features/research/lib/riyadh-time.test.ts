import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from '../../../lib/format';
import { riyadhDayOf } from './riyadh-time';
import { riyadhInputToRfc3339, rfc3339ToRiyadhInput } from './riyadh-input';

describe('Riyadh time', () => {
  it('shows a moment as Riyadh sees it, whatever the viewer’s zone', () => {
    // 21:30 UTC is 00:30 the next day in Riyadh.
    expect(formatMoment('2026-11-25T21:30:00Z', 'en')).toBe('Nov 26, 2026, 12:30 AM');
    expect(formatDay('2026-11-25T21:30:00Z', 'en')).toBe('Nov 26, 2026');
    expect(formatMoment('2026-11-25T21:30:00Z', 'ar')).toContain('2026');
    expect(formatMoment('not a time', 'en')).toBe('not a time');
  });

  it('knows which day it is in Riyadh', () => {
    expect(riyadhDayOf(new Date('2026-11-25T20:59:00Z'))).toBe('2026-11-25');
    expect(riyadhDayOf(new Date('2026-11-25T21:00:00Z'))).toBe('2026-11-26');
  });

  it('reads and writes the staff forms’ times in Riyadh (UTC+3 all year)', () => {
    expect(riyadhInputToRfc3339('2026-11-26T10:00')).toBe('2026-11-26T10:00:00+03:00');
    expect(riyadhInputToRfc3339('2026-11-26')).toBeNull();
    expect(riyadhInputToRfc3339('2026-13-40T10:00')).toBeNull();
    expect(rfc3339ToRiyadhInput('2026-11-26T07:00:00Z')).toBe('2026-11-26T10:00');
    expect(rfc3339ToRiyadhInput('2026-11-25T21:30:00Z')).toBe('2026-11-26T00:30');
    expect(rfc3339ToRiyadhInput('nope')).toBe('');
  });
});
