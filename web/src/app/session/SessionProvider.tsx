import { useMemo, type ReactNode } from 'react';
import { useCurrentUserQuery } from '../../features/accounts/api/get-current-user';
import { SessionContext, type Session } from '../../lib/session-context';
import { useSessionToken } from '../../lib/session';

/** Fetches the user for the stored token; a failed fetch leaves no user but a loaded session. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSessionToken();
  const userQuery = useCurrentUserQuery(token);
  const user = token ? (userQuery.data ?? null) : null;
  const isLoaded = token === null || userQuery.isFetched;

  const session = useMemo<Session>(
    () => ({ token, user, isLoaded, isSignedIn: token !== null, isAnalyst: user?.is_analyst === true }),
    [token, user, isLoaded],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
