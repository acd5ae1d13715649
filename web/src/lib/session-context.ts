import { createContext, useContext } from 'react';
import type { CurrentUser } from './current-user';

/** What every screen may know about who is using the app (spec §4 "Session"). */
export interface Session {
  token: string | null;
  user: CurrentUser | null;
  /** True once the user was fetched, the fetch failed, or there is no token to fetch with. */
  isLoaded: boolean;
  isSignedIn: boolean;
  isAnalyst: boolean;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
