import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearIntendedRoute, peekIntendedRoute } from '../../lib/intended-route';
import { getToken } from '../../lib/session';
import { isPhoneMissing } from '../../lib/current-user';
import { clearAnalysisPaymentFlag, hasAnalysisPaymentFlag } from '../../lib/session-flags';
import { useSession } from '../../lib/session-context';
import { decideStartupRedirect } from './decide-startup-redirect';

/**
 * Runs the start-up checks of spec §4 once, for the session found at page load, as soon as its
 * user has been fetched (or the fetch failed). Sessions started later on this page (login,
 * register) route the user themselves: re-running here would race their own navigation.
 */
export function StartupFlow() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [startupToken] = useState(getToken);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || !startupToken || session.token !== startupToken || !session.isLoaded) return;
    handled.current = true;
    const decision = decideStartupRedirect({
      pathname: location.pathname,
      hasToken: true,
      intendedRoute: peekIntendedRoute(),
      analysisPaymentFlag: hasAnalysisPaymentFlag(),
      // A failed user fetch proves nothing about the phone: only a loaded user can lack one.
      phoneMissing: session.user !== null && isPhoneMissing(session.user.phone),
    });
    if (decision.clearIntendedRoute) clearIntendedRoute();
    if (decision.clearAnalysisPaymentFlag) clearAnalysisPaymentFlag();
    if (decision.navigateTo) navigate(decision.navigateTo, { replace: true });
  }, [startupToken, session.token, session.isLoaded, session.user, location.pathname, navigate]);

  return null;
}
