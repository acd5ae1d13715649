import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { clearSession } from '../../../lib/session';
import { runSignOutSteps } from '../../../lib/sign-out-steps';
import { logout } from '../api/logout';

/**
 * No screen of its own: lets the features finish what needs the session (this browser stops
 * receiving the user's notifications), ends the session on the server, forgets it here, goes to
 * /login.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void runSignOutSteps()
      .then(() => logout())
      // Even if the server call fails, the user asked to leave: the local session goes.
      .catch(() => undefined)
      .finally(() => {
        clearSession();
        queryClient.clear();
        navigate('/login', { replace: true });
      });
  }, [navigate, queryClient]);

  return <PageLoader />;
}
