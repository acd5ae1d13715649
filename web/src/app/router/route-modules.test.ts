import { describe, expect, it } from 'vitest';
import { paths, type RouteName } from './paths';
import { manifestOwnersOf, manifestRouteMatches, moduleManifests, plannedRouteModules, platformRoutes, routeModules } from './route-modules';
import { appRouteDefinitions, routeAliases } from './route-table';

/**
 * Drift between the server's module manifests (src/generated/module-manifests.json), the planned
 * list and the route table fails here, not in production.
 */
describe('route ownership', () => {
  const routeNames = appRouteDefinitions.map((route) => route.name);

  it('gives every route of the table exactly one owner: a manifest, the planned list or the platform', () => {
    const problems = routeNames.flatMap((name) => {
      const owners = [
        ...manifestOwnersOf(paths[name]).map((id) => `manifest ${id}`),
        ...(plannedRouteModules[name] ? [`planned ${plannedRouteModules[name]}`] : []),
        ...(platformRoutes.includes(name) ? ['platform'] : []),
      ];
      return owners.length === 1 ? [] : [`${name} (${paths[name]}): ${owners.length ? owners.join(', ') : 'no owner'}`];
    });
    expect(problems).toEqual([]);
  });

  it('finds every manifest route in the route table', () => {
    const tablePaths = routeNames.map((name) => paths[name]);
    const missing = moduleManifests.flatMap((manifest) =>
      manifest.routes.filter((route) => !tablePaths.some((path) => manifestRouteMatches(route, path))).map((route) => `${manifest.id}: ${route}`),
    );
    expect(missing).toEqual([]);
  });

  it('plans only modules the server does not have yet', () => {
    const built = new Set(moduleManifests.map((manifest) => manifest.id));
    const planned = new Set(Object.values(plannedRouteModules));
    expect([...planned].filter((id) => built.has(id))).toEqual([]);
  });

  it('leaves home and NotFound to the platform', () => {
    expect(routeModules.home).toBeNull();
    expect(manifestOwnersOf('*')).toEqual([]);
    for (const name of platformRoutes) expect(routeModules[name], name).toBeNull();
  });

  it('maps each route to its owner', () => {
    const expected = (name: RouteName) => manifestOwnersOf(paths[name])[0] ?? plannedRouteModules[name] ?? null;
    for (const name of routeNames) expect(routeModules[name], name).toBe(expected(name));
    expect(routeModules.stock).toBe('market');
    expect(routeModules.advisors).toBe('content');
    expect(routeModules.userFeedback).toBe('content');
    expect(routeModules.news).toBe('research');
    expect(routeModules.alerts).toBe('alerts');
  });

  it('matches manifest prefixes on whole path segments only', () => {
    expect(manifestRouteMatches('/stock', '/stock/:stock')).toBe(true);
    expect(manifestRouteMatches('/stock', '/stock-signals')).toBe(false);
    expect(manifestRouteMatches('/', '/faq')).toBe(false);
    // Aliases share their target's module.
    for (const alias of routeAliases) expect(manifestOwnersOf(alias.path)).toEqual(manifestOwnersOf(paths[alias.target]));
  });
});
