/**
 * Where start-up sends a signed-in user (spec §4), as a pure decision so it can be tested alone.
 * Screens that are themselves steps of these flows are left alone.
 */
export interface StartupFacts {
  pathname: string;
  hasToken: boolean;
  intendedRoute: string | null;
  analysisPaymentFlag: boolean;
  phoneMissing: boolean;
}

export interface StartupDecision {
  navigateTo: string | null;
  clearIntendedRoute: boolean;
  clearAnalysisPaymentFlag: boolean;
}

const stay: StartupDecision = { navigateTo: null, clearIntendedRoute: false, clearAnalysisPaymentFlag: false };

/** PhoneForm, Payment, SignupConfirm and Success. */
export function isStartupExempt(pathname: string): boolean {
  return (
    pathname === '/phone' || pathname.startsWith('/payment/') || pathname === '/register_confirm' || pathname === '/success' || pathname.startsWith('/success/')
  );
}

export function decideStartupRedirect(facts: StartupFacts): StartupDecision {
  if (!facts.hasToken || isStartupExempt(facts.pathname)) return stay;
  if (facts.intendedRoute?.includes('payment/')) {
    return { navigateTo: facts.intendedRoute, clearIntendedRoute: true, clearAnalysisPaymentFlag: true };
  }
  if (facts.analysisPaymentFlag) {
    return { ...stay, navigateTo: '/success' };
  }
  if (facts.phoneMissing) {
    return { navigateTo: '/phone', clearIntendedRoute: false, clearAnalysisPaymentFlag: true };
  }
  return stay;
}
