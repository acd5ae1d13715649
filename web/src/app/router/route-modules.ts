import manifests from '../../generated/module-manifests.json';
import { paths, type RouteName } from './paths';

/** A backend module id as the server names it (config, GET /api/modules, feature folders). */
export type ModuleId = string;

/** What the server's module manifests say about the web app: which addresses each module serves. */
export interface ModuleManifest {
  id: ModuleId;
  name_ar?: string;
  name_en?: string;
  /** Route patterns as in paths.ts ("/faq", "/stock/:stock") or prefixes of them ("/stock"). */
  routes: string[];
}

/**
 * Written from the server's `Manifest.routes` (src/generated/module-manifests.json, one entry per
 * module the server has, enabled or not): the source of which module serves which screen.
 */
export const moduleManifests: readonly ModuleManifest[] = manifests;

/** Modules the server does not have yet; each id moves into the manifests when it is built (none now). */
export type PlannedModuleId = never;

/**
 * Routes of modules not built yet, so their placeholders already hide when the module is off.
 * Must not name a route a manifest owns (route-modules.test.ts).
 */
export const plannedRouteModules: Partial<Record<RouteName, PlannedModuleId>> = {};

/**
 * Routes of the platform itself, served whichever modules are on: home, and the staff console
 * (its pages are gated one by one by the module that contributes them).
 */
export const platformRoutes: readonly RouteName[] = ['home', 'staff'];

/** A manifest entry serves a route when it is its pattern or a whole-segment prefix of it. */
export function manifestRouteMatches(manifestRoute: string, routePath: string): boolean {
  if (manifestRoute === routePath) return true;
  return manifestRoute !== '/' && routePath.startsWith(`${manifestRoute}/`);
}

/** The modules whose manifests claim a route pattern (exactly one for every module route). */
export function manifestOwnersOf(routePath: string, from: readonly ModuleManifest[] = moduleManifests): ModuleId[] {
  return from.filter((manifest) => manifest.routes.some((route) => manifestRouteMatches(route, routePath))).map((manifest) => manifest.id);
}

/**
 * THE map from route to the backend module that serves it. When that module is disabled the
 * route renders NotFound and disappears from navigation. `null` = the platform's (always there).
 */
export const routeModules = Object.fromEntries(
  (Object.keys(paths) as RouteName[]).map((name) => [name, manifestOwnersOf(paths[name])[0] ?? plannedRouteModules[name] ?? null]),
) as Record<RouteName, ModuleId | null>;
