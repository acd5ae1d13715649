import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

export interface StaffFaq {
  id: number;
  position: number;
  question_ar: string;
  question_en: string;
  answer_ar: string;
  answer_en: string;
  hidden: boolean;
}

export type FaqEdit = Omit<StaffFaq, 'id' | 'position'> & {
  /** Sent once staff saw in the preview what cleaning takes out of the answers and saved anyway. */
  accept_removed?: boolean;
};

export const staffFaqQueryKey = () => ['content', 'staff', 'faq'] as const;

export async function getStaffFaq(): Promise<StaffFaq[]> {
  return (await api.get<ApiEnvelope<StaffFaq[]>>('/api/staff/faq')).data;
}

export const staffFaqQueryOptions = () => queryOptions({ queryKey: staffFaqQueryKey(), queryFn: getStaffFaq });

export function useStaffFaq() {
  return useQuery(staffFaqQueryOptions());
}

export async function createFaq(edit: FaqEdit): Promise<StaffFaq> {
  return (await api.post<ApiEnvelope<StaffFaq>>('/api/staff/faq', edit)).data;
}

export async function updateFaq(id: number, edit: FaqEdit): Promise<StaffFaq> {
  return (await api.put<ApiEnvelope<StaffFaq>>(`/api/staff/faq/${id}`, edit)).data;
}

export async function reorderFaq(ids: number[]): Promise<StaffFaq[]> {
  return (await api.put<ApiEnvelope<StaffFaq[]>>('/api/staff/faq-order', { ids })).data;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['content'] });
}

/** Creates (no id) or edits (id) an item. */
export function useSaveFaq() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, edit }: { id: number | null; edit: FaqEdit }) => (id === null ? createFaq(edit) : updateFaq(id, edit)),
    onSuccess: refresh,
  });
}

export function useReorderFaq() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: reorderFaq, onSuccess: refresh });
}
