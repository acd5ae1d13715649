import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Language } from '../../lib/language';
import { AppThemeProvider } from '../../theme/AppThemeProvider';
import { SessionProvider } from '../session/SessionProvider';

/** Everything a screen relies on: server cache, theme with direction, and the session. */
export function AppProviders({ language, queryClient, children }: { language: Language; queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider language={language}>
        <SessionProvider>{children}</SessionProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
