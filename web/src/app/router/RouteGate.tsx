import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageLoader } from '../../components/PageLoader';
import { isAnalystOrStaff, isStaff, type CurrentUser } from '../../lib/current-user';
import { rememberIntendedRoute } from '../../lib/intended-route';
import type { LoginReason } from '../../lib/login-reason';
import { useSession } from '../../lib/session-context';
import { getToken } from '../../lib/session';
import { useModuleAvailability } from '../modules/get-modules';
import { decideAccess, needsRole, type RouteAccess } from './access';
import type { ModuleId } from './route-modules';

/** Sends a guest to /login, remembering where they were going so login can return them there. */
function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberIntendedRoute(`${location.pathname}${location.search}`);
    const why: LoginReason = { reason: 'signedIn' };
    navigate('/login', { replace: true, state: why });
  }, [location.pathname, location.search, navigate]);
  return null;
}

/** Who passes each role rule once the user is known. */
const roleChecks: Record<'staff' | 'analystOrStaff', (user: CurrentUser | null) => boolean> = {
  staff: isStaff,
  analystOrStaff: isAnalystOrStaff,
};

/** The route's role, once the user is known; anyone else is told the page does not exist. */
function RoleOnly({ allows, children }: { allows: (user: CurrentUser | null) => boolean; children: ReactNode }) {
  const session = useSession();
  if (!session.isLoaded) return <PageLoader />;
  if (!allows(session.user)) return <NotFoundPage />;
  return children;
}

/**
 * Applies a route's module and access rule. Access is judged when the user arrives: a screen
 * that signs the user in or out (login, logout, register) moves on by itself, and must not be
 * overtaken by its own guard reacting to the token change.
 */
export function RouteGate({ access, module, children }: { access: RouteAccess; module: ModuleId | null; children: ReactNode }) {
  const [decision] = useState(() => decideAccess(access, getToken() !== null));
  const modules = useModuleAvailability();

  if (module !== null && !modules.isReady) return <PageLoader />;
  if (!modules.isEnabled(module)) return <NotFoundPage />;
  if (decision.kind === 'toLogin') return <RedirectToLogin />;
  if (decision.kind === 'toHome') return <Navigate to="/" replace />;
  if (needsRole(access)) return <RoleOnly allows={roleChecks[access]}>{children}</RoleOnly>;
  return children;
}
