import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { StaffPackage, StaffPackageInput } from '../types';

export const staffPackagesQueryKey = () => ['subscriptions', 'staff', 'packages'] as const;

/** GET /api/staff/packages: every package, on sale or not, with every plan. */
export async function getStaffPackages(): Promise<StaffPackage[]> {
  return (await api.get<ApiEnvelope<StaffPackage[]>>('/api/staff/packages')).data;
}

export const staffPackagesQueryOptions = () => queryOptions({ queryKey: staffPackagesQueryKey(), queryFn: getStaffPackages });

export function useStaffPackages() {
  return useQuery(staffPackagesQueryOptions());
}

/** POST /api/staff/packages: 422 names the fields (`plans` for any plan's type or price). */
export async function createPackage(input: StaffPackageInput): Promise<StaffPackage> {
  return (await api.post<ApiEnvelope<StaffPackage>>('/api/staff/packages', input)).data;
}

/** PUT /api/staff/packages/{id}: the package and the durations sent; those left out keep their state. */
export async function updatePackage(id: number, input: StaffPackageInput): Promise<StaffPackage> {
  return (await api.put<ApiEnvelope<StaffPackage>>(`/api/staff/packages/${encodeURIComponent(String(id))}`, input)).data;
}

/** Creates (id null) or changes a package; the catalogue everyone sees changes with it. */
export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: StaffPackageInput }) => (id === null ? createPackage(input) : updatePackage(id, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['subscriptions'] }),
  });
}
