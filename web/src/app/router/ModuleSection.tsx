import { Suspense, type ReactNode } from 'react';
import { useModuleAvailability } from '../modules/get-modules';
import type { ModuleId } from './route-modules';

/**
 * A module's part of a page another module owns (DECISIONS 10: each module adds its favourites
 * to `/my_favourites`): shown only while the module is on, loaded with it.
 */
export function ModuleSection({ module, children }: { module: ModuleId; children: ReactNode }) {
  const modules = useModuleAvailability();
  if (!modules.isEnabled(module)) return null;
  // No placeholder: the route table sits in the home bundle, which the loading block would join.
  return <Suspense fallback={null}>{children}</Suspense>;
}
