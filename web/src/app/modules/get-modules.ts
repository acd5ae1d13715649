import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../lib/api-client';
import type { ModuleId } from '../router/route-modules';

/** One enabled backend module as GET /api/modules lists it. */
export interface EnabledModule {
  id: string;
  manifest: Record<string, unknown>;
  /** The module runs on a built-in sandbox provider: nothing real is charged or checked. */
  sandbox?: boolean;
}

export async function getModules(): Promise<EnabledModule[]> {
  const body = await api.get<ApiEnvelope<EnabledModule[]>>('/api/modules');
  return Array.isArray(body.data) ? body.data : [];
}

export const modulesQueryKey = () => ['platform', 'modules'] as const;

/** How often an open page asks again, so that a module staff switch off leaves it within seconds. */
export const MODULES_POLL_MS = 10_000;

// No retries: every gated screen waits for this answer, and failing open is the fallback anyway.
// A page in a hidden tab does not poll; it asks again when it is looked at.
export const modulesQueryOptions = () =>
  queryOptions({ queryKey: modulesQueryKey(), queryFn: getModules, staleTime: MODULES_POLL_MS, refetchInterval: MODULES_POLL_MS, retry: false });

export interface ModuleAvailability {
  /** False until the list is known; gated screens wait instead of flashing NotFound. */
  isReady: boolean;
  isEnabled: (id: ModuleId | null) => boolean;
  /** Some enabled module runs on a sandbox provider (a staging or demo deployment). */
  isSandbox: boolean;
}

/**
 * Which backend modules this deployment runs. If the list cannot be fetched, everything is
 * treated as enabled: a disabled module's own endpoints still answer 404, so failing open only
 * shows a screen that then reports its error, while failing closed would blank the whole app.
 */
export function useModuleAvailability(): ModuleAvailability {
  const query = useQuery(modulesQueryOptions());
  const enabled = query.data ? new Set(query.data.map((module) => module.id)) : null;
  return {
    isReady: !query.isPending,
    isEnabled: (id) => id === null || enabled === null || enabled.has(id),
    isSandbox: query.data?.some((module) => module.sandbox === true) ?? false,
  };
}
