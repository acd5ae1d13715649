import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Client errors (4xx) and body codes will not change on retry; network and 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 200 && error.status < 500 && error.status !== 0) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
