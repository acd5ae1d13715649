import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenName, screens } from './screens';

/** React.lazy for a module's named export, so screens keep named exports and load on demand. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Page = M[K] extends ComponentType<infer P> ? ComponentType<P> : never;
  return lazy(async () => ({ default: (await load())[name] as Page }));
}

/** The component a screen's loader gives (its props included). */
type Screen<K extends ScreenName> = Awaited<ReturnType<(typeof screens)[K]>> extends ComponentType<infer P> ? ComponentType<P> : never;

/**
 * A screen of the route table, loaded on demand by name: first the list of screens (screens.ts,
 * one small chunk shared by all), then the screen with everything it imports, in parallel.
 */
export function screen<K extends ScreenName>(name: K): LazyExoticComponent<Screen<K>> {
  return lazy(async () => {
    const { screens: all } = await import('./screens');
    return { default: (await all[name]()) as Screen<K> };
  });
}

/** Fetches the list of screens ahead of the first navigation, once the page has painted. */
export function prefetchScreens(): void {
  void import('./screens');
}
