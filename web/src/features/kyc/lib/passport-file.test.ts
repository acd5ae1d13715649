import { describe, expect, it } from 'vitest';
import { PASSPORT_MAX_BYTES, passportProblem } from './passport-file';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('the passport photo', () => {
  it('is required', () => {
    expect(passportProblem(null)).toBe('passportRequired');
  });

  it('is a PNG or a JPEG, by type or (without one) by name', () => {
    expect(passportProblem(file('p.png', 'image/png', 20_000))).toBeNull();
    expect(passportProblem(file('p.jpg', 'image/jpeg', 20_000))).toBeNull();
    expect(passportProblem(file('P.JPEG', '', 20_000))).toBeNull();
    expect(passportProblem(file('p.pdf', 'application/pdf', 20_000))).toBe('passportType');
    expect(passportProblem(file('p.png', 'image/gif', 20_000))).toBe('passportType');
    expect(passportProblem(file('p.heic', '', 20_000))).toBe('passportType');
  });

  it('is at most 5 MB and large enough to read', () => {
    expect(passportProblem(file('p.png', 'image/png', PASSPORT_MAX_BYTES))).toBeNull();
    expect(passportProblem(file('p.png', 'image/png', PASSPORT_MAX_BYTES + 1))).toBe('passportTooLarge');
    expect(passportProblem(file('p.png', 'image/png', 2_000))).toBe('passportTooSmall');
  });
});
