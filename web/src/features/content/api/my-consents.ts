import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

/** Where the signed-in user stands with one legal document (GET /api/consents). */
export interface DocumentConsent {
  key: string;
  title: string;
  current_version: number;
  accepted_version: number | null;
  accepted_at: string | null;
  needs_acceptance: boolean;
}

export interface Acceptance {
  document: string;
  title: string;
  version: number;
  accepted_at: string;
}

export interface MyConsents {
  documents: DocumentConsent[];
  history: Acceptance[];
}

export async function getMyConsents(): Promise<MyConsents> {
  const body = await api.get<ApiEnvelope<MyConsents>>('/api/consents');
  return body.data;
}

export const myConsentsQueryKey = () => ['content', 'consents'] as const;

export const myConsentsQueryOptions = () => queryOptions({ queryKey: myConsentsQueryKey(), queryFn: getMyConsents });

export function useMyConsents(enabled = true) {
  return useQuery({ ...myConsentsQueryOptions(), enabled });
}

/** Records "I agree" to the current version of `document`; a 422 carries the server's message. */
export async function acceptDocument(document: string): Promise<Acceptance> {
  const body = await api.post<ApiEnvelope<Acceptance>>('/api/consents', { document, accepted: true });
  return body.data;
}

export function useAcceptDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myConsentsQueryKey() }),
  });
}
