import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './datetime-input';

describe('datetime-local fields', () => {
  it('read a wall-clock time in the viewer’s zone as the same moment the field shows again', () => {
    const iso = fromLocalInput('2026-12-01T09:30');
    expect(iso).toBe(new Date(2026, 11, 1, 9, 30).toISOString());
    expect(toLocalInput(iso as string)).toBe('2026-12-01T09:30');
  });

  it('leave an empty field open and refuse what is not a date and time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBe('invalid');
    expect(fromLocalInput('2026-02-30T10:00')).toBe('invalid');
    expect(toLocalInput(null)).toBe('');
  });
});
