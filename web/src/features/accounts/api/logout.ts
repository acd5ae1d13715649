import { api } from '../../../lib/api-client';

/** Ends the session on the server; the caller clears the local session whatever the outcome. */
export async function logout(): Promise<void> {
  await api.post<unknown>('/api/logout');
}
