import { describe, expect, it } from 'vitest';
import { paramFromChoice, statusFromParam } from './staff-filter';

describe('the staff list’s status filter', () => {
  it('opens on the requests in review, and says "all" explicitly', () => {
    expect(statusFromParam('')).toBe('in_review');
    expect(statusFromParam('all')).toBeNull();
    expect(statusFromParam('verified')).toBe('verified');
    expect(statusFromParam('erased')).toBe('erased');
    expect(statusFromParam('nonsense')).toBe('in_review');
  });

  it('keeps the default out of the address', () => {
    expect(paramFromChoice('in_review')).toBe('');
    expect(paramFromChoice('')).toBe('all');
    expect(paramFromChoice('rejected')).toBe('rejected');
  });
});
