import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hasAnalystSubmitted, setAnalystSubmitted, useAnalystSubmitted } from './analyst-submitted';
import { clearSession } from './session';

describe('analystSubmitted (DECISIONS 12)', () => {
  beforeEach(() => localStorage.clear());

  it('is kept under its spec name and re-renders who reads it', () => {
    const { result } = renderHook(() => useAnalystSubmitted());
    expect(result.current).toBe(false);
    act(() => setAnalystSubmitted(true));
    expect(result.current).toBe(true);
    expect(localStorage.getItem('analystSubmitted')).toBe('1');
    act(() => setAnalystSubmitted(false));
    expect(result.current).toBe(false);
    expect(localStorage.getItem('analystSubmitted')).toBeNull();
  });

  it('goes with the session', () => {
    setAnalystSubmitted(true);
    clearSession();
    expect(hasAnalystSubmitted()).toBe(false);
  });
});
