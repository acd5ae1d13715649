import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export, so screens keep named exports and load on demand. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Page = M[K] extends ComponentType<infer P> ? ComponentType<P> : never;
  return lazy(async () => ({ default: (await load())[name] as Page }));
}
