import type { BrowserContext, Page } from 'playwright-core';
import { watchErrors } from './browser.ts';

/** A page of a pool with the console errors and uncaught exceptions of its current visit. */
export interface PoolPage {
  page: Page;
  errors: string[];
}

/**
 * Calls `visit` once for every item on a pool of `size` pages of `context`, each page taking the
 * next item as soon as it is done with its last one, and returns the results in the items' order.
 * A page's `errors` are emptied before each visit. The pages share the context's storage (e.g. the
 * signed-in token), so the visits must not depend on one another's order. When a visit throws, no
 * further item is started, and the error is thrown once the visits under way have ended and the
 * pages are closed.
 */
export async function onPagePool<T, R>(
  context: BrowserContext,
  size: number,
  items: readonly T[],
  visit: (tab: PoolPage, item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  let failure: unknown;
  const worker = async () => {
    const page = await context.newPage();
    const tab = { page, errors: watchErrors(page) };
    try {
      while (!failed && next < items.length) {
        const index = next++;
        tab.errors.length = 0;
        results[index] = await visit(tab, items[index] as T);
      }
    } catch (error) {
      if (!failed) failure = error;
      failed = true;
    } finally {
      await page.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  if (failed) throw failure;
  return results;
}
