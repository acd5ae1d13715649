import { describe, expect, it } from 'vitest';
import { decideStartupRedirect, type StartupFacts } from './decide-startup-redirect';

const facts = (overrides: Partial<StartupFacts> = {}): StartupFacts => ({
  pathname: '/',
  hasToken: true,
  intendedRoute: null,
  analysisPaymentFlag: false,
  phoneMissing: false,
  ...overrides,
});

describe('start-up redirect (spec §4)', () => {
  it('does nothing without a token', () => {
    expect(decideStartupRedirect(facts({ hasToken: false, phoneMissing: true })).navigateTo).toBeNull();
  });

  it.each(['/phone', '/payment/3', '/register_confirm', '/success', '/success/analysis'])('leaves %s alone', (pathname) => {
    const decision = decideStartupRedirect(facts({ pathname, intendedRoute: '/payment/9', analysisPaymentFlag: true, phoneMissing: true }));
    expect(decision).toEqual({ navigateTo: null, clearIntendedRoute: false, clearAnalysisPaymentFlag: false });
  });

  it('first resumes a payment that was interrupted, clearing the route and the analysis flag', () => {
    expect(decideStartupRedirect(facts({ intendedRoute: '/analysis-payment/4', analysisPaymentFlag: true, phoneMissing: true }))).toEqual({
      navigateTo: '/analysis-payment/4',
      clearIntendedRoute: true,
      clearAnalysisPaymentFlag: true,
    });
  });

  it('ignores an intended route that is not a payment', () => {
    expect(decideStartupRedirect(facts({ intendedRoute: '/ratings/1' })).navigateTo).toBeNull();
  });

  it('then sends a finished analysis payment to /success', () => {
    expect(decideStartupRedirect(facts({ analysisPaymentFlag: true, phoneMissing: true })).navigateTo).toBe('/success');
  });

  it('then asks for a missing phone, clearing the analysis flag', () => {
    expect(decideStartupRedirect(facts({ phoneMissing: true }))).toEqual({
      navigateTo: '/phone',
      clearIntendedRoute: false,
      clearAnalysisPaymentFlag: true,
    });
  });

  it('otherwise stays', () => {
    expect(decideStartupRedirect(facts()).navigateTo).toBeNull();
  });
});
