import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

/** The signed-in user's standing with each legal document (GET /api/consents, served by content). */
export interface DocumentStanding {
  key: string;
  title: string;
  current_version: number;
  accepted_version: number | null;
  accepted_at: string | null;
  needs_acceptance: boolean;
}

export interface AcceptedVersion {
  document: string;
  title: string;
  version: number;
  accepted_at: string;
}

export interface MyAgreements {
  documents: DocumentStanding[];
  history: AcceptedVersion[];
}

export async function getMyAgreements(): Promise<MyAgreements> {
  return (await api.get<ApiEnvelope<MyAgreements>>('/api/consents')).data;
}

/** The same cache entry the document pages use, so accepting there refreshes the profile. */
export const myAgreementsQueryKey = () => ['content', 'consents'] as const;

export const myAgreementsQueryOptions = () => queryOptions({ queryKey: myAgreementsQueryKey(), queryFn: getMyAgreements });

export function useMyAgreements() {
  return useQuery({ ...myAgreementsQueryOptions(), retry: false });
}
